import { blankRuns, inkColumns, inkSpaceAt, mayBeSpaced, respaceByInk, splitByInk } from '../../../src/extraction/ppocr/ink-spacing';
import { insertInkSpaces } from '../../../src/extraction/ppocr/ctc';
import type { WordSpan } from '../../../src/extraction/ppocr/ctc';

const H = 64;
/** Ink columns from glyph widths and the blanks after them: [ink, blank, ink, blank, …]. */
function ink(...widths: number[]): boolean[] {
  const out: boolean[] = [];
  widths.forEach((w, i) => out.push(...new Array<boolean>(w).fill(i % 2 === 0)));
  return out;
}
const span = (text: string, start: number, end: number, width: number): WordSpan => ({ text, start: start / width, end: end / width, confidence: 0.9 });

describe('word spaces from the ink of a Hangul line', () => {
  it('finds blank runs between the first and the last ink', () => {
    expect(blankRuns([false, true, false, false, true, true, false, true, false])).toEqual([[2, 4], [6, 7]]);
    expect(blankRuns([false, false])).toEqual([]);
  });

  it('marks columns darker than halfway between the crop\'s extremes; a blank crop has no ink', () => {
    // 3 columns × 2 rows: a dark pixel in column 1 only.
    expect(inkColumns(Uint8Array.from([250, 20, 250, 250, 250, 250]), 3, 2)).toEqual([false, true, false]);
    expect(inkColumns(Uint8Array.from([250, 240, 250, 250]), 2, 2)).toEqual([false, false]);
    // 4 columns × 10 rows: glyphs in columns 0 and 2, an underline across row 7.
    const grey = new Uint8Array(40).fill(255);
    for (let y = 2; y < 6; y++) (grey[y * 4] = 0), (grey[y * 4 + 2] = 0);
    for (let x = 0; x < 4; x++) grey[7 * 4 + x] = 0;
    expect(inkColumns(grey, 4, 10)).toEqual([true, false, true, false]);
  });

  it('joins syllables Tesseract split and splits a road name from its number across a space', () => {
    // 세 종 대 로 (40 px glyphs, 6 px between) · 18 px space · 5 4 (20 px digits, 3 px between)
    const cols = ink(40, 6, 40, 6, 40, 6, 40, 18, 20, 3, 20);
    const w = cols.length;
    const spans = [span('세', 0, 40, w), span('종대로54', 50, w, w)];
    const out = respaceByInk(spans, cols, H);
    expect(out.map((s) => s.text)).toEqual(['세종대로', '54']);
    expect(out[1].start * w).toBeGreaterThan(170);
  });

  it('joins two words of several syllables only across a blank well under a space', () => {
    const cols = ink(40, 5, 40, 6, 40, 5, 40);
    const w = cols.length;
    const out = respaceByInk([span('책상', 0, 85, w), span('램프', 91, w, w)], cols, H);
    expect(out.map((s) => s.text)).toEqual(['책상', '램프']);
    // A bracketed legal form is no word of its own: "(주) 미래컨설팅" printed as "(주)미래컨설팅".
    const form = respaceByInk([span('(주)', 0, 40, w), span('미', 45, 85, w), span('래컨', 91, w, w)], cols, H);
    expect(form.map((s) => s.text)).toEqual(['(주)미래컨']);
    // Two such words across a blank far under a space are one.
    const tight = ink(40, 2, 40, 2, 40, 3, 40);
    expect(respaceByInk([span('세종', 0, 82, tight.length), span('대로', 84, tight.length, tight.length)], tight, H).map((s) => s.text)).toEqual(['세종대로']);
  });

  it('keeps a space between words and a counter joined to its number', () => {
    // 유 성 구 · 20 px space · 2 일
    const cols = ink(40, 5, 40, 5, 40, 20, 20, 4, 40);
    const w = cols.length;
    const out = respaceByInk([span('유성구', 0, 130, w), span('2일', 150, w, w)], cols, H);
    expect(out.map((s) => s.text)).toEqual(['유성구', '2일']);
  });

  it('leaves lines without Hangul, and lines without ink, as read', () => {
    const latin = [span('Invoice', 0, 50, 100), span('12', 60, 100, 100)];
    expect(respaceByInk(latin, ink(50, 2, 40), H)).toBe(latin);
    const korean = [span('한', 0, 40, 100), span('빛', 44, 100, 100)];
    expect(respaceByInk(korean, new Array<boolean>(100).fill(false), H)).toBe(korean);
  });
});

describe('word spaces of the ONNX readings from the crop\'s ink', () => {
  /** Characters every 3 steps (8 px a step), with `jump` extra steps before index `at`. */
  const chars = (text: string, at: number, jump: number) =>
    [...text].map((ch, i) => ({ ch, at: i * 3 + (i >= at ? jump : 0), p: 0.9 }));
  /** Ink for those characters: glyphs 18 px wide around each step, `blank` px of blank at the jump. */
  function inkFor(cs: Array<{ at: number }>, width: number): boolean[] {
    const out = new Array<boolean>(width).fill(false);
    for (const c of cs) for (let x = Math.max(0, c.at * 8 - 5); x < Math.min(width, c.at * 8 + 13); x++) out[x] = true;
    return out;
  }

  it('puts a space where the model ran two words together across a space-wide blank', () => {
    const cs = chars('Singapore609601', 9, 2);
    insertInkSpaces(cs, inkFor(cs, 400), 48, 8);
    expect(cs.map((c) => c.ch).join('')).toBe('Singapore 609601');
  });

  it('puts no space inside a run of letters of one case, even across a wide blank', () => {
    const cs = chars('BANDAR', 3, 2);
    insertInkSpaces(cs, inkFor(cs, 200), 48, 8);
    expect(cs.map((c) => c.ch).join('')).toBe('BANDAR');
    const mixed = chars('VisserDrukwerk', 6, 2);
    insertInkSpaces(mixed, inkFor(mixed, 400), 48, 8);
    expect(mixed.map((c) => c.ch).join('')).toBe('Visser Drukwerk');
    const comma = chars('Hamilton,ON', 9, 2);
    insertInkSpaces(comma, inkFor(comma, 300), 48, 8);
    expect(comma.map((c) => c.ch).join('')).toBe('Hamilton, ON');
  });

  it('leaves words whose letters sit at the usual pitch, and numbers, as read', () => {
    const word = chars('Electrical', 20, 0);
    const ink = inkFor(word, 300);
    // A blank as wide as a space between "a" and "l" (a monospaced "l"), but one pitch apart: no space.
    for (let x = 8 * 24 - 5; x < 8 * 27 - 5; x++) ink[x] = false;
    insertInkSpaces(word, ink, 48, 8);
    expect(word.map((c) => c.ch).join('')).toBe('Electrical');
    const amount = chars('1,100.00', 2, 2);
    insertInkSpaces(amount, inkFor(amount, 300), 48, 8);
    expect(amount.map((c) => c.ch).join('')).toBe('1,100.00');
  });

  it('needs a blank wider than a sixth of the line height and the line\'s usual gap', () => {
    const space = inkSpaceAt(ink(10, 2, 10, 2, 10, 8, 10, 2, 10), 48);
    expect(space(20, 50)).toBe(true);
    expect(space(0, 20)).toBe(false);
    expect(inkSpaceAt(ink(10, 8, 10), 48)(0, 30)).toBe(false);
  });
});

describe('word spaces of Tesseract readings from the crop\'s ink', () => {
  it('allows a space between a letter and a number, after punctuation, and before a capital only after a small letter', () => {
    expect(mayBeSpaced('r', '2')).toBe(true);
    expect(mayBeSpaced('7', 'G')).toBe(true);
    expect(mayBeSpaced('.', 'I')).toBe(true);
    expect(mayBeSpaced('.', 'i')).toBe(false);
    expect(mayBeSpaced('D', '.')).toBe(false);
    expect(mayBeSpaced(',', 'O')).toBe(true);
    expect(mayBeSpaced('A', '&')).toBe(true);
    expect(mayBeSpaced('s', 'D')).toBe(true);
    expect(mayBeSpaced('N', 'D')).toBe(false);
    expect(mayBeSpaced('L', 'o')).toBe(false);
    expect(mayBeSpaced('1', ',')).toBe(false);
    expect(mayBeSpaced(',', '5')).toBe(false);
    expect(mayBeSpaced('x', '2')).toBe(false);
    expect(mayBeSpaced('1', '×')).toBe(false);
  });

  it('splits a word Tesseract ran together where a space-wide blank lies at the join', () => {
    // "september2025": 9 letters then 4 digits, 10 px a character, a 14 px blank before the digits.
    const cols = [...ink(88, 14, 40)];
    const w = cols.length;
    const out = splitByInk([{ text: 'september2025', start: 0, end: 1, confidence: 0.8 }], [true, ...cols.slice(1, -1), true].map((c, i) => (i % 10 === 9 && i < 88 ? false : c)), 64);
    expect(out.map((s) => s.text)).toEqual(['september', '2025']);
    expect(out[0].end * w).toBeGreaterThan(88);
    // No blank at the join: one word.
    const tight = splitByInk([{ text: 'september2025', start: 0, end: 1, confidence: 0.8 }], ink(10, 2, 10, 2, 10, 2, 10, 2, 10), 64);
    expect(tight.map((s) => s.text)).toEqual(['september2025']);
  });
});
