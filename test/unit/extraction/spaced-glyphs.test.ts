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
