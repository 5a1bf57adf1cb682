import { buildLines, type Fragment } from '../../../src/extraction/pdf/layout';

/** A fragment at x with width, its baseline at y, `size` high (0.8 above the baseline, 0.2 below). */
const frag = (text: string, x: number, width: number, y: number, size: number): Fragment => ({ text, box: [x, y - 0.8 * size, x + width, y + 0.2 * size], size });
const lines = (fs: Fragment[]) => buildLines(fs).map((l) => l.text);

describe('a big title beside two lines of small print (ko3)', () => {
  it('keeps the address line under the name, not on the title\'s line', () => {
    const got = lines([
      frag('INVOICE', 62, 105, 85, 26),
      frag('넥스트웨이브 소프트 주식회사', 387, 163, 70, 13),
      frag('부산광역시', 355, 37, 85.5, 10.5), frag('해운대구 센텀중앙로 97, 1204호', 400, 150, 85.5, 10.5),
    ]);
    expect(got).toContain('부산광역시 해운대구 센텀중앙로 97, 1204호');
  });

  it('still puts small print level with a bigger word on one line', () => {
    expect(lines([frag('Total', 50, 40, 100, 13), frag('EUR', 100, 20, 100, 9), frag('1.150,00', 130, 50, 100, 13)])).toEqual(['Total EUR 1.150,00']);
  });

  it('keeps an amount centred beside a description wrapped over two lines on one of them', () => {
    const got = lines([frag('Beratung und Einrichtung', 50, 120, 100, 10), frag('der Buchhaltung', 50, 80, 109, 10), frag('1.200,00', 400, 40, 104.5, 10)]);
    expect(got).toHaveLength(2);
  });
});

describe('a word drawn in two fonts (hi4: the GSTIN "07AAGFP3381M1ZQ" in a side band)', () => {
  it('keeps its pieces on one line although their boxes sit at different heights', () => {
    const box = (text: string, x0: number, x1: number, y0: number, y1: number): Fragment => ({ text, box: [x0, y0, x1, y1], size: 9.5 });
    const got = lines([box('ग्राहक:', 50, 75, 175.1, 188.8), box('AAGFP', 414.3, 443.8, 181.1, 194), box('07', 403.8, 414.3, 182.7, 195.1),
      box('3381', 443.8, 464.7, 182.7, 195.1), box('M', 464.7, 473.3, 181.1, 194)]);
    expect(got).toEqual(['ग्राहक: 07AAGFP3381M']);
  });
});

