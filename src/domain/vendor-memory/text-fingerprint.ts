import { createHash } from 'node:crypto';

/**
 * A 64-bit SimHash of a document's text, for near-duplicate detection: two reads of the same paper (a
 * re-scan, a second OCR pass) differ in a few characters and land a few bits apart; another invoice of the
 * same vendor differs in its numbers and items and lands far apart.
 */

/** Characters OCR engines confuse, folded to one form so a misread letter or digit does not change a word. */
const CONFUSABLE: Array<[RegExp, string]> = [[/rn/g, 'm'], [/0/g, 'o'], [/[1|]/g, 'l'], [/5/g, 's'], [/8/g, 'b'], [/c/g, 'e']];

/** Words of the text: lower-case letters and digits with confusables folded; punctuation and layout ignored. */
export function fingerprintWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}|]+/u)
    .filter((w) => w.length > 0)
    .map((w) => CONFUSABLE.reduce((acc, [re, to]) => acc.replace(re, to), w));
}

/** The first 64 bits of the shingle's MD5 (as two 32-bit halves): well mixed, and cheap at a few hundred per page. */
function hash64(s: string): [number, number] {
  const h = createHash('md5').update(s).digest();
  return [h.readUInt32BE(0), h.readUInt32BE(4)];
}

/**
 * Shingles are 6-character windows over the normalised words (joined by single spaces), not whole words: a
 * misread letter then changes 6 of a page's ~2,000 shingles instead of 3 of its ~200 word triples, and a
 * SimHash moves by the changed share. Measured in test/unit/vendor-memory/text-fingerprint.test.ts.
 */
const SHINGLE = 6;

/** SimHash of the text's shingles as 16 hex digits; null when the text has no words. */
export function textSimhash(text: string): string | null {
  const normalised = fingerprintWords(text).join(' ');
  if (!normalised) return null;
  const counts = new Array<number>(64).fill(0);
  const n = Math.max(1, normalised.length - SHINGLE + 1);
  for (let i = 0; i < n; i++) {
    const [hi, lo] = hash64(normalised.slice(i, i + SHINGLE));
    for (let bit = 0; bit < 32; bit++) {
      counts[bit] += (hi >>> bit) & 1 ? 1 : -1;
      counts[32 + bit] += (lo >>> bit) & 1 ? 1 : -1;
    }
  }
  let hi = 0;
  let lo = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (counts[bit] > 0) hi |= 1 << bit;
    if (counts[32 + bit] > 0) lo |= 1 << bit;
  }
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}

function popcount32(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Bits in which two 16-hex-digit SimHashes differ. */
export function hammingDistance(a: string, b: string): number {
  const part = (h: string, i: number) => parseInt(h.slice(i * 8, i * 8 + 8), 16);
  return popcount32((part(a, 0) ^ part(b, 0)) >>> 0) + popcount32((part(a, 1) ^ part(b, 1)) >>> 0);
}

/** Is_Duplicate's near-identical-text rule: at most this many differing bits. */
export const NEAR_DUPLICATE_BITS = 3;
