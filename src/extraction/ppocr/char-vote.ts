/**
 * Character vote between three readings of one line (ROVER-style): the reading closest to the other
 * two (least summed edit distance, ties to the more confident) is the pivot; the others are aligned
 * to it character by character, and where both agree on something else (a character, or nothing)
 * their choice wins; both inserting the same text between two pivot characters inserts it. With
 * three readers that each garble different glyphs of small photographed print (the Japanese PP-OCRv3
 * model the Han, the Chinese model the kana, Tesseract the spacing), the majority is usually right.
 */
import { editDistance } from '../normalise/edit-distance';
import type { Decoded } from './ctc';

export interface VoteInput {
  text: string;
  confidence: number;
  /**
   * The characters its reader can produce (a recogniser's dictionary); absent: any. A reader does not
   * vote where another reading has a character it cannot produce: the Chinese model, which has no
   * kana, reads "チェア" as "于工" with confidence, and that must not outvote the kana readers.
   */
  knows?: (ch: string) => boolean;
}

/** One pivot character's aligned counterpart in another reading: a character, '' (deleted), plus what was inserted before it. */
interface Slot {
  at: string;
  before: string;
}

/** Levenshtein alignment of `other` onto `pivot`, as one slot per pivot character plus the tail inserted after the last. */
export function align(pivot: string[], other: string[]): { slots: Slot[]; tail: string } {
  const n = pivot.length;
  const m = other.length;
  const d: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (pivot[i - 1] === other[j - 1] ? 0 : 1));
  }
  const slots: Slot[] = pivot.map(() => ({ at: '', before: '' }));
  let tail = '';
  let i = n;
  let j = m;
  // Walk back; insertions collect in front of the next pivot character (or the tail).
  let pending = '';
  const flush = (k: number) => {
    if (k < n) slots[k].before = pending + slots[k].before;
    else tail = pending + tail;
    pending = '';
  };
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && d[i][j] === d[i - 1][j - 1] + (pivot[i - 1] === other[j - 1] ? 0 : 1)) {
      flush(i);
      slots[i - 1].at = other[j - 1];
      i--;
      j--;
    } else if (i > 0 && d[i][j] === d[i - 1][j] + 1) {
      flush(i);
      slots[i - 1].at = '';
      i--;
    } else {
      pending = other[j - 1] + pending;
      j--;
    }
  }
  flush(0);
  return { slots, tail };
}

/**
 * The index of the reading closest to all others (ties: the more confident one), among the readings
 * whose reader can produce every character any reading has (all of them when none can).
 */
export function pivotOf(readings: VoteInput[]): number {
  const chars = new Set(readings.flatMap((r) => [...r.text]));
  const able = readings.map((r) => !r.knows || [...chars].every((c) => c === ' ' || r.knows!(c)));
  const pool = able.some(Boolean) ? able : readings.map(() => true);
  let best = -1;
  let bestCost = Infinity;
  readings.forEach((r, i) => {
    if (!pool[i]) return;
    const cost = readings.reduce((a, o, k) => a + (k === i ? 0 : editDistance(r.text, o.text)), 0);
    if (best < 0 || cost < bestCost || (cost === bestCost && r.confidence > readings[best].confidence)) {
      best = i;
      bestCost = cost;
    }
  });
  return best;
}

/**
 * The voted text of three or more readings: per pivot character the choice most readings make (the
 * pivot's own character on a tie), and text inserted between two pivot characters where most
 * readings insert the same. A reader abstains where another reading has a character it cannot
 * produce. Fewer than three readings: the most confident one's text.
 */
export function voteChars(readings: VoteInput[]): string {
  if (readings.length < 3) return [...readings].sort((a, b) => b.confidence - a.confidence)[0]?.text ?? '';
  const p = pivotOf(readings);
  const pivot = [...readings[p].text];
  const rest = readings.filter((_, i) => i !== p);
  const others = rest.map((r) => align(pivot, [...r.text]));
  const voters = [readings[p], ...rest];
  const majority = Math.floor(readings.length / 2) + 1;
  const inserted = (pick: (o: { slots: Slot[]; tail: string }) => string): string => {
    const counts = tally(others.map(pick).filter(Boolean));
    const [best, n] = counts[0] ?? ['', 0];
    return n >= majority ? best : '';
  };
  let out = '';
  pivot.forEach((ch, k) => {
    out += inserted((o) => o.slots[k].before);
    const choices = [ch, ...others.map((o) => o.slots[k].at)];
    const seen = choices.filter(Boolean);
    const votes = choices.filter((_, v) => !voters[v].knows || seen.every((c) => c === ' ' || voters[v].knows!(c)));
    const counts = tally(votes);
    const own = counts.find(([c]) => c === ch)?.[1] ?? 0;
    out += counts.length && counts[0][1] > own ? counts[0][0] : ch;
  });
  return out + inserted((o) => o.tail);
}

/** Distinct values with their counts, most frequent first (first seen first on a tie). */
function tally(values: string[]): Array<[string, number]> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]);
}

/** Han, kana and their punctuation: scripts written without spaces between words. */
const CJK = '[\\u3000-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef]';
const CJK_SPACE = new RegExp(`(?<=${CJK}) +(?=${CJK})`, 'gu');

/** A times sign between two numbers ("2 x 89.50"): PP-OCR reads it "×", Tesseract "x" or "X". */
const TIMES = /(?<=\d ?)[×X](?= ?\d)/gu;

/**
 * The form readings are voted in: spaces between two CJK characters dropped (Tesseract splits Han and
 * kana runs at glyph gaps), a times sign between numbers as "x", so readers differing only there agree.
 */
export function compactCjk(text: string): string {
  return text.replace(CJK_SPACE, '').replace(TIMES, 'x');
}

/**
 * Three or more readings of one line voted into one (voteChars, on CJK-compacted text); undefined
 * when fewer than three readers read anything. The result keeps the
 * word spans and confidence of the reading it equals; otherwise it takes the confidence of the reading
 * closest to it and has no spans (the words' places along the line are not known).
 */
export function voteReadings(all: Array<Decoded & { knows?: (ch: string) => boolean }>): Decoded | undefined {
  // A reader that read nothing (Tesseract on a crop it could not segment) has no vote.
  const readings = all.filter((r) => r.text.trim());
  if (readings.length < 3) return undefined;
  const compact = readings.map((r) => ({ ...r, text: compactCjk(r.text) }));
  const text = voteChars(compact);
  const same = readings.find((r, i) => compact[i].text === text && r.text === text);
  if (same) return { text: same.text, confidence: same.confidence, ...(same.spans ? { spans: same.spans } : {}) };
  const nearest = compact.reduce((a, r) => (editDistance(r.text, text) < editDistance(a.text, text) ? r : a));
  return { text, confidence: nearest.confidence };
}
