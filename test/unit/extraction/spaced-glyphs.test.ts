import { joinSpacedGlyphs } from '../../../src/extraction/pdf/spaced-glyphs';
import type { Word } from '../../../src/extraction/types';

/** Words of one line: [text, x0, x1], 20 units high. */
const line = (...ws: Array<[string, number, number]>): Word[] => ws.map(([text, x0, x1]) => ({ text, box: [x0, 0, x1, 20], confidence: 1 }));
const texts = (ws: Word[]) => joinSpacedGlyphs(ws).map((w) => w.text);

describe('letter-spaced CJK titles in a text layer (zh3, ja3)', () => {
  it('joins a run of three or more lone glyphs set evenly apart', () => {
    expect(texts(line(['領', 0, 20], ['収', 26, 46], ['書', 52, 72]))).toEqual(['領収書']);
    expect(texts(line(['No.', 0, 30], ['청', 40, 60], ['구', 66, 86], ['서', 92, 112]))).toEqual(['No.', '청구서']);
  });

  it('leaves two lone glyphs, uneven gaps (table cells) and words of several glyphs alone', () => {
    expect(texts(line(['小', 0, 20], ['計', 26, 46]))).toEqual(['小', '計']);
    expect(texts(line(['品', 0, 20], ['数', 26, 46], ['額', 120, 140]))).toEqual(['品', '数', '額']);
    expect(texts(line(['上海恒通贸易有限公司', 0, 200], ['苏州仓库', 206, 286]))).toEqual(['上海恒通贸易有限公司', '苏州仓库']);
  });
});

describe('letter-spaced words of alphabetic scripts in a text layer (da2, pt5, ru4)', () => {
  it('joins pieces set the letter-spacing apart and keeps the wider word spaces', () => {
    // Glyphs 20 high, 2.5 apart (an eighth of their height, a little over the gap the line builder glues).
    expect(texts(line(['FA', 0, 24], ['KT', 26.5, 50], ['U', 52.5, 64], ['RA', 66.5, 90], ['N', 103, 115], ['R.', 117.5, 130])))
      .toEqual(['FAKTURA', 'NR.']);
    expect(texts(line(['DATA', 0, 50], ['D', 63, 75], ['E', 77.5, 89], ['E', 102, 114], ['M', 116.5, 130], ['I', 132.5, 137], ['S', 139.5, 151])))
      .toEqual(['DATA', 'DE', 'EMIS']);
  });

  it('leaves ordinary word spaces, digits and lines with fewer than three such gaps alone', () => {
    expect(texts(line(['to', 0, 20], ['be', 26, 46], ['or', 52, 72], ['not', 78, 108]))).toEqual(['to', 'be', 'or', 'not']);
    expect(texts(line(['1', 0, 10], ['2', 12.5, 22], ['3', 24.5, 34], ['4', 36.5, 46]))).toEqual(['1', '2', '3', '4']);
    expect(texts(line(['ATC', 0, 36], ['U', 38.5, 50], ['D', 52.5, 64]))).toEqual(['ATC', 'U', 'D']);
    // Arabic text layers come in close pieces of a letter or two inside ordinary words: not letter-spacing.
    expect(texts(line(['عن', 0, 20], ['طريق', 22.5, 60], ['مع', 62.5, 80], ['ذكر', 82.5, 110]))).toEqual(['عن', 'طريق', 'مع', 'ذكر']);
  });
});
