import { buildLines, type Fragment } from '../../../src/extraction/pdf/layout';
import { continuesLostCluster, detachStrayClusters, endsInLostCluster } from '../../../src/extraction/pdf/indic-words';

/**
 * Fragments as the PDF reader makes them from pdfjs items of Chromium-printed Hindi (positions and widths copied from
 * real pages): `text` at x with pdfjs's width, on one baseline; a blank is a whitespace-only item.
 */
function item(text: string, x: number, width: number, size = 10, y = 100): Fragment {
  return { text, box: [x, y - 0.8 * size, x + width, y + 0.2 * size], size };
}
const words = (fragments: Fragment[], glueGap?: number) =>
  buildLines(fragments, glueGap === undefined ? {} : { glueGap }).map((l) => l.words.map((w) => w.text));

describe('endsInLostCluster', () => {
  it('is true for an Indic text whose last cluster holds a nonspacing mark (virama, vowel sign below or above)', () => {
    for (const t of ['उत्त', 'अग्र', 'दु', 'हरू', 'के', 'प्रै', 'ক্ত', 'ಕ್ಕ']) expect(endsInLostCluster(t)).toBe(true);
  });

  it('is false for clusters without one and for other scripts', () => {
    for (const t of ['कर', 'नगर', 'ता', 'Total', 'مرحبا', '東京', '']) expect(endsInLostCluster(t)).toBe(false);
  });
});

describe('continuesLostCluster', () => {
  it('glues when no white space was reported and the gap is small', () => {
    expect(continuesLostCluster('दु', 'का', 0.46, [])).toBe(true);
    expect(continuesLostCluster('दु', 'का', 3, [])).toBe(false);
  });

  it('reads a blank as wide as a cluster as the cluster pdfjs lost, a space-wide or wider one as a drawn space', () => {
    expect(continuesLostCluster('उत्त', 'र', 0.68, [0.91])).toBe(true);
    expect(continuesLostCluster('के', 'लिए', 0.26, [0.35])).toBe(false);
    expect(continuesLostCluster('हरू', 'नगर', 1.05, [1.4])).toBe(false);
  });

  it('says nothing after text pdfjs measured, or after other scripts', () => {
    expect(continuesLostCluster('कर', 'बी', 0.31, [0.41])).toBeUndefined();
    expect(continuesLostCluster('Total', 'Due', 0.3, [])).toBeUndefined();
  });
});

describe('buildLines on Indic text', () => {
  it('joins a word that pdfjs split around clusters it measured zero wide ("उत्तर प्रदेश", 8 pt)', () => {
    const line = [item('उत्त', 33.3, 4.4, 8), item(' ', 37.7, 7.3, 8), item('र प्र', 43.2, 3.3, 8), item(' ', 46.4, 8.8, 8), item('दे', 53, 4.2, 8), item('श', 57.2, 5.4, 8)];
    expect(words(line)).toEqual([['उत्तर', 'प्रदेश']]);
  });

  it('joins a zero-wide first cluster to the rest of its word and breaks at a drawn space ("दुकान नं.")', () => {
    const line = [item('दु', 45.4, 0.5), item('का', 50.5, 10.2), item('न', 60.8, 5.5), item(' ', 66.3, 3.5), item('नं', 68.9, 5.5), item('.', 74.5, 2.7)];
    expect(words(line)).toEqual([['दुकान', 'नं.']]);
  });

  it('keeps a drawn space after a zero-wide cluster: the blank holds both ("नेहरू नगर")', () => {
    const line = [item('ने', 67.2, 5.5), item('हरू', 72.7, 5.3), item(' ', 78, 14), item('नगर', 88.5, 15.3)];
    expect(words(line)).toEqual([['नेहरू', 'नगर']]);
  });

  it('reads a blank that starts where a zero-wide half form starts as the gap after that half form ("गुप्ता", 12 pt)', () => {
    const line = [item('गु', 73.4, 6.8, 12), item('प्', 80.2, 0.6, 12), item(' ', 80.2, 4.9, 12), item('ता', 83.9, 9.9, 12)];
    expect(words(line)).toEqual([['गुप्ता']]);
  });

  it('keeps a space-wide blank after measured text as a break ("कर बीजक", 20 pt)', () => {
    const line = [item('कर', 45.4, 25.7, 20), item(' ', 71.1, 8.3, 20), item('बी', 77.3, 18.3, 20), item('जक', 96, 33.3, 20)];
    expect(words(line)).toEqual([['कर', 'बीजक']]);
  });

  it('leaves Latin text and OCR words as they were: blanks are no words and decide nothing there', () => {
    expect(words([item('Inv', 50, 15), item('oice', 65.5, 20), item(' ', 85.5, 3), item('Total', 89, 25)])).toEqual([['Invoice', 'Total']]);
    expect(words([item('उत्त', 33.3, 4.4, 8), item('र', 39, 3, 8)], 0)).toEqual([['उत्त', 'र']]);
  });
});

describe('detachStrayClusters', () => {
  const t = (str: string, x: number, y: number, hasEOL = false) => ({ str, transform: [8.5, 0, 0, 8.5, x, y], width: str.length * 4, height: 8.5, hasEOL });

  it('gives a zero-wide cluster pdfjs appended to the line above back to the start of the next line ("दूध", receipt 8.5 pt)', () => {
    const items = [t('1 × 423.00', 15.6, 260.3), t('423.00दू', 131.6, 260.3, true), { type: 'beginMarkedContentProps' }, t('ध 1', 11.5, 247.5)];
    const out = detachStrayClusters(items);
    expect(out.map((i) => ('str' in i ? i.str : i.type))).toEqual(['1 × 423.00', '423.00', 'दू', 'beginMarkedContentProps', 'ध 1']);
    const moved = out[2] as ReturnType<typeof t>;
    expect(moved.width).toBe(0);
    expect(moved.transform.slice(4)).toEqual([11.5 - 4.25, 247.5]);
  });

  it('leaves Indic words that end a line, items that do not end one, and clusters without a mark', () => {
    const items = [t('साधु', 10, 100, true), t('423.00दू', 50, 90), t('12 नग', 10, 80, true), t('ध', 10, 70)];
    expect(detachStrayClusters(items)).toEqual(items);
  });
});
