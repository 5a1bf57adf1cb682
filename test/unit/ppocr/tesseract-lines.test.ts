import type Tesseract from 'tesseract.js';
import sharp from 'sharp';
import { joinBrackets, joinCloseWords, LINE_HEIGHT, lineCrop, readRetrying, RETRY_HEIGHT, toDecoded } from '../../../src/extraction/ppocr/tesseract-lines';

const word = (text: string, x0: number, x1: number, confidence = 90) => ({ text, confidence, bbox: { x0, x1, y0: 12, y1: 60 } });
const blocks = (...words: ReturnType<typeof word>[]) => [{ paragraphs: [{ lines: [{ words }] }] }] as unknown as Tesseract.Block[];

describe('Tesseract line readings', () => {
  it('maps word boxes of the padded crop to fractions of the line and weights confidence by length', () => {
    // 12 px margin on the left; a 200 px crop.
    const d = toDecoded(blocks(word('Итого:', 12, 92, 80), word('203,90', 132, 212, 100)), 200);
    expect(d.text).toBe('Итого: 203,90');
    expect(d.spans![0]).toMatchObject({ start: 0, end: 0.4 });
    expect(d.spans![1]).toMatchObject({ start: 0.6, end: 1 });
    expect(d.confidence).toBeCloseTo(0.9);
  });

  it('drops the joiner Tesseract writes after a virama ("दिल्\u200dली" is "दिल्ली")', () => {
    expect(toDecoded(blocks(word('दिल्\u200dली', 12, 92), word('110006', 132, 212)), 200).text).toBe('दिल्ली 110006');
    expect(toDecoded(blocks(word('क्\u200cष', 12, 92)), 200).text).toBe('क्ष');
  });

  it('joins words closer than a fifth of the line height, as printed ("한빛상사", not "한 빛 상사")', () => {
    const spans = [
      { text: '한', start: 0, end: 0.1, confidence: 1 },
      { text: '빛상사', start: 0.102, end: 0.4, confidence: 0.7 },
      { text: '주식회사', start: 0.5, end: 0.9, confidence: 1 },
    ];
    joinCloseWords(spans, 400);
    expect(spans.map((s) => s.text)).toEqual(['한빛상사', '주식회사']);
    expect(spans[0].confidence).toBeCloseTo(0.775);
    // Right-to-left words follow each other leftwards: their gap is measured on that side.
    const rtl = [{ text: 'שלום', start: 0.6, end: 1, confidence: 1 }, { text: 'עולם', start: 0, end: 0.4, confidence: 1 }];
    joinCloseWords(rtl, 400);
    expect(rtl).toHaveLength(2);
  });

  it('joins a bracket read as a word of its own to the word inside it ("( 주 )" → "(주)")', () => {
    const spans = ['(', '주', ')', '미래컨설팅', '(', '34126', ')'].map((text, i) => ({ text, start: i / 7, end: (i + 0.5) / 7, confidence: i === 1 ? 0.5 : 1 }));
    joinBrackets(spans);
    expect(spans.map((s) => s.text)).toEqual(['(주)', '미래컨설팅', '(34126)']);
    expect(spans[0]).toMatchObject({ start: 0, end: 2.5 / 7 });
    expect(spans[0].confidence).toBeCloseTo(2.5 / 3);
    const lone = [{ text: '(', start: 0, end: 0.1, confidence: 1 }];
    joinBrackets(lone);
    expect(lone.map((s) => s.text)).toEqual(['(']);
  });

  it('reads a line again at the retry height, contrast equalised, when nothing was read at the usual one, and only then', async () => {
    const heights: number[] = [];
    const equalised: boolean[] = [];
    const reading = (byHeight: Record<number, string>) => async (h: number, equalise: boolean) => {
      heights.push(h);
      equalised.push(equalise);
      return { text: byHeight[h] ?? '', confidence: byHeight[h] ? 0.9 : 0 };
    };
    expect((await readRetrying(reading({ [RETRY_HEIGHT]: '합계: 203.90원' }))).text).toBe('합계: 203.90원');
    expect(heights).toEqual([LINE_HEIGHT, RETRY_HEIGHT]);
    // The retry equalises the crop's contrast; the first reading does not.
    expect(equalised).toEqual([false, true]);
    heights.length = 0;
    expect((await readRetrying(reading({ [LINE_HEIGHT]: '송장 번호: 20417', [RETRY_HEIGHT]: 'other' }))).text).toBe('송장 번호: 20417');
    expect(heights).toEqual([LINE_HEIGHT]);
    heights.length = 0;
    // Nothing at either height: the empty reading stands.
    expect(await readRetrying(reading({}))).toEqual({ text: '', confidence: 0 });
    expect(heights).toEqual([LINE_HEIGHT, RETRY_HEIGHT]);
  });

  it('joins close CJK words relative to the height the crop was read at', () => {
    // A gap of 8 px in a 400 px crop: under 0.15 of a 64 px line, over 0.15 of a 48 px one.
    const spans = () => [{ text: '한', start: 0, end: 0.1, confidence: 1 }, { text: '빛', start: 0.12, end: 0.2, confidence: 1 }];
    const at64 = spans();
    joinCloseWords(at64, 400, 64);
    expect(at64).toHaveLength(1);
    const at48 = spans();
    joinCloseWords(at48, 400, 48);
    expect(at48).toHaveLength(2);
  });

  it('cuts a line crop at the asked height, and equalised spreads faint ink in shadow over more grey levels', async () => {
    // Faint "ink" stripes (grey 90) on shadowed paper (grey 110), 200 × 20 px.
    const width = 200;
    const height = 20;
    const data = Buffer.alloc(width * height * 3, 110);
    for (let y = 5; y < 15; y++) for (let x = 20; x < 180; x += 8) for (let k = 0; k < 3; k++) data.fill(90, (y * width + x) * 3, (y * width + x + 3) * 3);
    const img = { data, width, height };
    const spread = async (png: Buffer) => {
      const { data: g } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
      const inner = [...g].filter((v) => v < 255);
      return Math.max(...inner) - Math.min(...inner);
    };
    const plain = await lineCrop(img, [0, 0, width, height], RETRY_HEIGHT);
    const equalised = await lineCrop(img, [0, 0, width, height], RETRY_HEIGHT, true);
    expect(plain.width).toBe(width * (RETRY_HEIGHT / height));
    expect(equalised.width).toBe(plain.width);
    expect(await spread(equalised.png)).toBeGreaterThan(await spread(plain.png));
  });

  it('equalises a crop narrower than the CLAHE tile instead of failing (the error lost the whole page)', async () => {
    // A speck 3 × 20 px: scaled to the retry height it is 8 px wide, under the 32 px tile.
    const img = { data: Buffer.alloc(3 * 20 * 3, 120), width: 3, height: 20 };
    const crop = await lineCrop(img, [0, 0, 3, 20], RETRY_HEIGHT, true);
    expect(crop.width).toBe(8);
  });
});
