import sharp from 'sharp';
import { align, compactCjk, pivotOf, voteChars, voteReadings } from '../../../src/extraction/ppocr/char-vote';
import { atNativeScale } from '../../../src/extraction/ppocr/native-scale';
import { preparePhoto } from '../../../src/extraction/ppocr/prepare';
import { kanaShare } from '../../../src/extraction/ppocr/read-lines';
import type { Box } from '../../../src/extraction/types';

const r = (text: string, confidence = 0.8, knows?: (c: string) => boolean) => ({ text, confidence, ...(knows ? { knows } : {}) });
/** A Chinese-dictionary reader: no kana. */
const noKana = (c: string) => !/[\u3040-\u30ff]/u.test(c);

describe('character vote between three readings of a line', () => {
  it('aligns another reading onto the pivot: substitutions, deletions and insertions in their slots', () => {
    const { slots, tail } = align([...'abc'], [...'xaYc!']);
    expect(slots).toEqual([{ at: 'a', before: 'x' }, { at: 'Y', before: '' }, { at: 'c', before: '' }]);
    expect(tail).toBe('!');
    expect(align([...'abc'], [...'ac']).slots[1]).toEqual({ at: '', before: '' });
  });

  it('takes per character what two of three readers agree on, each reader garbling different glyphs', () => {
    // The Japanese model garbles the Han, the Chinese one the kana, Tesseract is right (a photographed receipt line).
    expect(voteChars([r('床式会社さくら騎所'), r('株式会社<6商事'), r('株式会社さくら商事')])).toBe('株式会社さくら商事');
    expect(voteChars([r('abXc'), r('abc'), r('abc')])).toBe('abc');
    expect(voteChars([r('ac'), r('abc'), r('abc')])).toBe('abc');
    expect(voteChars([r('abc'), r('abcd'), r('abcd')])).toBe('abcd');
  });

  it("keeps the pivot's character where the readers all differ, and the most confident text with fewer than three", () => {
    expect(voteChars([r('abc'), r('abd'), r('abe')])).toBe('abc');
    expect(voteChars([r('one', 0.6), r('two', 0.9)])).toBe('two');
    expect(voteChars([])).toBe('');
  });

  it('lets no reader vote against a character its dictionary lacks, nor be the pivot then', () => {
    // Without the dictionary check the kana-less Chinese reading is the pivot and its Han look-alike wins.
    expect(voteChars([r('チ1'), r('于1'), r('于2', 0.5)])).toBe('于1');
    const readings = [r('チ1'), r('于1', 0.8, noKana), r('于2', 0.5)];
    expect(pivotOf(readings)).toBe(0);
    // It still votes where every reading's character is one it knows (the digit).
    expect(voteChars(readings)).toBe('チ1');
  });

  it('votes on CJK-compacted text with the times sign as x, and gives no vote to a reader that read nothing', () => {
    expect(compactCjk('株 式 会 社 さくら 2 × 89.50')).toBe('株式会社さくら 2 x 89.50');
    expect(compactCjk('Box X-1 2X3')).toBe('Box X-1 2x3');
    expect(voteReadings([r('合 3203 90円'), r('合計:203.90'), r('', 0)])).toBeUndefined();
  });

  it("keeps the spans of the reading the vote equals, and otherwise the nearest reading's confidence without spans", () => {
    const spans = [{ text: 'abc', start: 0, end: 1, confidence: 0.9 }];
    expect(voteReadings([{ text: 'abc', confidence: 0.9, spans }, r('abc'), r('abd')])).toEqual({ text: 'abc', confidence: 0.9, spans });
    expect(voteReadings([r('abX', 0.4), r('aYc', 0.7), r('zbc', 0.3)])).toEqual({ text: 'abc', confidence: 0.4 });
  });
});

describe('reading at the native scale', () => {
  const rgb = (width: number, height: number, upscaled?: number) => ({ data: Buffer.alloc(width * height * 3, 200), width, height, ...(upscaled ? { upscaled } : {}) });

  it('undoes the small-print upscale for the recogniser: image and boxes shrunk by the same factor', async () => {
    const img = rgb(400, 200, 2);
    const boxes: Box[] = [[10, 20, 110, 60]];
    const at = await atNativeScale(img, boxes);
    expect([at.img.width, at.img.height, at.img.data.length]).toEqual([200, 100, 200 * 100 * 3]);
    expect(at.boxes).toEqual([[5, 10, 55, 30]]);
    // Shrunk once per page image, whoever asks.
    expect((await atNativeScale(img, boxes)).img).toBe(at.img);
  });

  it('leaves a page that was not upscaled as it is', async () => {
    const img = rgb(100, 50);
    const boxes: Box[] = [[1, 2, 3, 4]];
    const at = await atNativeScale(img, boxes);
    expect(at.img).toBe(img);
    expect(at.boxes).toBe(boxes);
  });

  it('records the small-print upscale on the prepared page, and none on a page read at its size', async () => {
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect((await preparePhoto(small, 'png', 0)).img.upscaled).toBeCloseTo(2, 5);
    const large = await sharp({ create: { width: 900, height: 1800, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect((await preparePhoto(large, 'png', 0)).img.upscaled).toBeUndefined();
  });
});

describe('kana share of a page', () => {
  it('counts kana among kana and Han letters only: digits, Latin and punctuation are neutral', () => {
    expect(kanaShare([{ text: '株式会社さくら商事', confidence: 1 }, { text: '合計:203.90円', confidence: 1 }])).toBeCloseTo(3 / 12);
    expect(kanaShare([{ text: '上海华联贸易有限公司', confidence: 1 }])).toBe(0);
    expect(kanaShare([{ text: '203.90 TOTAL', confidence: 1 }])).toBe(0);
    expect(kanaShare([])).toBe(0);
  });
});
