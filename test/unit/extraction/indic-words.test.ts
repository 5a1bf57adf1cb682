import { buildLines, type Fragment } from '../../../src/extraction/pdf/layout';
import { continuesLostCluster, detachStrayClusters, endsInLostCluster, lostText } from '../../../src/extraction/pdf/indic-words';

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

describe('lostText', () => {
  it('is the whole text of a piece measured zero wide, however many clusters it holds', () => {
    expect(lostText('स्ट्रक्श', 0.05)).toBe('स्ट्रक्श');
    expect(lostText('दु', 0.05)).toBe('दु');
  });

  it('is nothing for one cluster as wide as a consonant: its base was measured, its marks have no advance', () => {
    for (const [t, w] of [['के', 0.76], ['गु', 0.61], ['र्ड', 0.61], ['प्रिं', 0.96]] as const) expect(lostText(t, w)).toBe('');
  });

  it('is the last cluster of a longer piece, of a cluster measured only as its pre-base vowel sign, or of a share of an item', () => {
    expect(lostText('हरू', 0.53)).toBe('रू');
    expect(lostText('प्रि', 0.26)).toBe('प्रि');
    expect(lostText('के', undefined)).toBe('के');
    expect(lostText('कर', 0)).toBe('');
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

  it('glues closing punctuation after a lost cluster across a blank as wide as the cluster, not across a wider one', () => {
    expect(continuesLostCluster('महाराष्ट्र', ',', 0.78, [0.78])).toBe(true);
    expect(continuesLostCluster('प्रा', '.', 0.8, [0.8])).toBe(true);
    // "बिल क्र." at 7.5 pt: a conjunct's lost width is wider than a syllable's.
    expect(continuesLostCluster('क्र', '.', 1.36, [1.36])).toBe(true);
    expect(continuesLostCluster('प्रा', '(', 0.8, [0.8])).toBe(false);
    expect(continuesLostCluster('के', ',', 2.2, [2.2])).toBe(false);
  });

  it('allows a run of several lost clusters more width before the blank holds a space ("कंस्ट्रक्श|न")', () => {
    for (const blank of [2.82, 3.11, 3.29]) expect(continuesLostCluster('स्ट्रक्श', 'न', 2.3, [blank], 0.05)).toBe(true);
    expect(continuesLostCluster('स्ट्रक्श', 'न', 2.3, [3.6], 0.05)).toBe(false);
    // One cluster keeps the narrow bound: "द्ध भोजनालय" has a drawn space.
    expect(continuesLostCluster('द्ध', 'भो', 1.12, [1.5], 0.05)).toBe(false);
  });

  it('says nothing after one measured cluster: a space-wide blank after "के" is a space (monospaced ledger, 8.4 pt)', () => {
    expect(continuesLostCluster('के', 'लिए', 0.6, [0.8], 0.76)).toBeUndefined();
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

  it('glues a measured cluster to a half form drawn under its mark, the blank belonging after the half form ("गुप्ता", 15 pt)', () => {
    // The blank starts where "गु" ends, half a point before "प्" (its vowel sign moved the half form's start).
    const line = [item('गु', 404.86, 9.15, 15), item('प्', 414.51, 0, 15), item(' ', 414.01, 8.21, 15), item('ता', 420.17, 13.77, 15), item(' ', 433.94, 6.53, 15), item('कं', 438.84, 12.34, 15)];
    expect(words(line)).toEqual([['गुप्ता', 'कं']]);
  });

  it('joins a word around a run of two conjuncts measured zero wide ("वर्मा कंस्ट्रक्शन प्रा", 17 and 15 pt)', () => {
    const at17 = [item('र्मा', 348.33, 15.97, 17), item(' ', 364.3, 5.89, 17), item('कं', 368.72, 13.99, 17), item('स्ट्रक्श', 382.71, 0, 17), item(' ', 382.71, 52.85, 17), item('न', 422.35, 10.5, 17), item(' ', 432.85, 5.89, 17), item('प्रा', 437.27, 15.41, 17)];
    expect(words(at17)).toEqual([['र्मा', 'कंस्ट्रक्शन', 'प्रा']]);
    const at15 = [item('कं', 386.79, 12.35, 15), item('स्ट्रक्श', 399.64, 0, 15), item(' ', 399.14, 49.33, 15), item('न', 436.13, 9.27, 15), item(' ', 445.4, 6.54, 15), item('प्रा', 450.3, 13.61, 15)];
    expect(words(at15)).toEqual([['कंस्ट्रक्शन', 'प्रा']]);
  });

  it('keeps the drawn space after a measured cluster in a monospaced ledger ("कुर्सी मॉडल", "के लिए", 8.4 pt)', () => {
    const line = [item('कु', 73.3, 6.4, 8.4), item('र्सी', 79.69, 7.85, 8.4), item(' ', 87.54, 6.73, 8.4), item('मॉ', 92.59, 7.2, 8.4), item('डल', 99.78, 10.54, 8.4), item(' ', 110.32, 6.73, 8.4), item('के', 115.36, 6.4, 8.4), item(' ', 121.76, 6.72, 8.4), item('लि', 126.8, 7.87, 8.4), item('ए', 134.66, 4.65, 8.4)];
    expect(words(line)).toEqual([['कुर्सी', 'मॉडल', 'के', 'लिए']]);
  });

  it('keeps a space-wide blank after measured text as a break ("कर बीजक", 20 pt)', () => {
    const line = [item('कर', 45.4, 25.7, 20), item(' ', 71.1, 8.3, 20), item('बी', 77.3, 18.3, 20), item('जक', 96, 33.3, 20)];
    expect(words(line)).toEqual([['कर', 'बीजक']]);
  });

  it('reads no blank of the small line below a big title as a gap of the title line ("इनवॉइस" 26 pt, "प्रा. लि." 15 pt)', () => {
    const title = item('इनवॉइस', 42.5, 84.7, 26, 66.6);
    const line = [title, item('प्रा', 511.2, 13.6, 15, 59.4), item('.', 524.8, 4.3, 15, 59.4), item(' ', 529.1, 5.2, 15, 59.4), item('लि', 533, 15.5, 15, 59.4), item('.', 548.5, 4.3, 15, 59.4)];
    // A blank of the 8.5 pt line below, under the title's band, right between "प्रा" and ".".
    const below = item(' ', 515, 4, 8.5, 72.5);
    expect(words([...line, below, item('950,', 503.1, 16.3, 8.5, 72.5)])).toEqual([['इनवॉइस', 'प्रा.', 'लि.'], ['950,']]);
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

  it('leaves Indic words that end a line, items whose next text is on their baseline, and clusters without a mark', () => {
    const items = [t('साधु', 10, 100, true), t('423.00दू', 50, 90), t('12 नग', 90, 90, true), t('ध', 10, 70)];
    expect(detachStrayClusters(items)).toEqual(items);
  });

  // Item geometry as pdfjs reports Chromium-printed Hindi pages (10.5 and 9.5 pt): `w` is pdfjs's width.
  const at = (str: string, x: number, y: number, w: number, size = 9.5, hasEOL = false) => ({ str, transform: [size, 0, 0, size, x, y], width: w, height: size, hasEOL });
  const strs = (items: Array<{ str: string } | { type: string }>) => items.map((i) => ('str' in i ? i.str : i.type));
  const span = { type: 'beginMarkedContentProps' };
  const end = { type: 'endMarkedContent' };

  it('finds the next line by its baseline when pdfjs put the line break on an empty item after a span began ("प्रा. लि." / "दुकान नं.")', () => {
    const items = [t('जै', 212.6, 732.6), at('\u0000ल', 291.8, 732.6, 9.8, 10.5), end, at('.दु', 301.6, 732.6, 2.8, 10.5), span, at('', 218, 712.4, 0, 10.5, true), at('का', 218, 712.4, 10.7, 10.5), end];
    const out = detachStrayClusters(items);
    expect(strs(out)).toEqual(['जै', '\u0000ल', 'endMarkedContent', '.', 'दु', 'beginMarkedContentProps', '', 'का', 'endMarkedContent']);
    expect((out[4] as ReturnType<typeof at>).transform.slice(4)).toEqual([218 - 5.25, 712.4]);
  });

  it('moves a cluster after Indic text when the next line starts about one cluster right of its neighbours (left-aligned "नेहा कुमार" / "दुकान नं.")', () => {
    const items = [at('ने', 263.6, 559.4, 5.3), at('मा', 286.1, 559.4, 8.1), at('रदु', 294.2, 559.4, 3.9), span, at('', 268.5, 545.9, 0, 9.5, true), at('का', 268.5, 545.9, 9.7), end, at('भो', 263.6, 532.4, 10.1)];
    const out = detachStrayClusters(items);
    expect(strs(out)).toEqual(['ने', 'मा', 'र', 'दु', 'beginMarkedContentProps', '', 'का', 'endMarkedContent', 'भो']);
    expect((out[3] as ReturnType<typeof at>).transform.slice(4)).toEqual([268.5 - 4.75, 545.9]);
  });

  it('moves a cluster after Indic text when the line without it ends at the right margin of its neighbours (right-aligned "भारत" / "दूरभाष")', () => {
    const items = [at('बई - 400001', 508.5, 773.9, 47.1, 9, true), span, at('', 538.1, 749.1, 0, 9, true), at('भा', 538.1, 749.1, 8.7, 9), end, at('रतदू', 546.8, 749.1, 8.8, 9, true), at('र', 466.6, 737.1, 3.7, 9)];
    expect(strs(detachStrayClusters(items))).toEqual(['बई - 400001', 'beginMarkedContentProps', '', 'भा', 'endMarkedContent', 'रत', 'दू', 'र']);
  });

  it('leaves a cluster that ends an Indic word at a line end when the margins give no sign of a missing cluster ("नेहरू" / "नगर")', () => {
    const items = [at('ने', 100, 500, 5.3), at('हरू', 105.3, 500, 5.3), at('नगर', 100, 487, 15.3), at('जयपुर', 100, 474, 22.4)];
    expect(detachStrayClusters(items)).toEqual(items);
  });

  it('moves a cluster after non-Indic text to the start of a cell further along its baseline ("9%रु" / ". 37,645.92" for "रु.", 9.5 pt)', () => {
    const items = [at('9%रु', 357.23, 365.88, 13.09), at(' ', 370.32, 365.88, 169.6), at('. 37,645.92', 497.52, 365.88, 46.71, 9.5, true)];
    const out = detachStrayClusters(items);
    expect(strs(out)).toEqual(['9%', 'रु', ' ', '. 37,645.92']);
    expect((out[1] as ReturnType<typeof at>).transform.slice(4)).toEqual([497.52 - 4.75, 365.88]);
  });

  it('leaves a cluster after Indic text, or before text close by on its baseline, where pdfjs put it', () => {
    const items = [at('सेवाएँ', 100, 500, 20), at('(3 माह', 160, 500, 30), at('12दू', 300, 500, 10), at('नग', 315, 500, 10)];
    expect(detachStrayClusters(items)).toEqual(items);
  });

  it('leaves rotated text alone', () => {
    const rot = (str: string, x: number, y: number) => ({ str, transform: [0, 9.5, -9.5, 0, x, y], width: 10, height: 9.5 });
    const items = [rot('423.00दू', 50, 100), rot('ध 1', 60, 20)];
    expect(detachStrayClusters(items)).toEqual(items);
  });
});

describe('buildLines when the reader measured every cluster (lostClusters: false)', () => {
  const measured = (fragments: Fragment[]) => buildLines(fragments, { lostClusters: false }).map((l) => l.words.map((w) => w.text));

  it('lets the gaps decide after a cluster with a mark: a small gap is a word break, however no blank was reported', () => {
    // "के" at its true width, then a number in the next cell 0.6 em on: two words, not "के500".
    const line = [item('माल के', 10, 30), item('500', 46, 15)];
    expect(words(line)).toEqual([['माल', 'के500']]);
    expect(measured(line)).toEqual([['माल', 'के', '500']]);
  });

  it('still joins pieces that touch, and half forms to the glyph after them ("गुप्ता")', () => {
    expect(measured([item('गु', 6, 8.4, 15), item('प्', 14.4, 4.6, 15), item('ता', 19.1, 12.4, 15)])).toEqual([['गुप्ता']]);
  });
});

describe('buildLines with glyphs drawn without advance', () => {
  it('keeps an Arabic ligature\'s zero-advance letter on its line (ar1: "الاستحقاق" drawn as "ا" + "لا" at one x)', () => {
    const lines = words([item('قاقحتس', 470, 40), item('ا', 510.4, 0.55), item('لا', 510.4, 8.3), item('خيرات', 521, 21)]);
    expect(lines).toHaveLength(1);
  });
});
