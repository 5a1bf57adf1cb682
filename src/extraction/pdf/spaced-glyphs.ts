import { unionBox } from '../box';
import type { Word } from '../types';

/** One Han, kana or Hangul glyph, maybe with a CJK bracket. */
const LONE_GLYPH = /^[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]$/u;

/**
 * Titles and names printed letter-spaced ("大 成 文 具 股 份 有 限 公 司", "領 収 書", CSS letter-spacing or typed
 * spaces): a run of at least three lone CJK glyphs, evenly spaced less than a glyph's height apart, is one word.
 * Words of several glyphs, and glyphs set wider apart or unevenly (cells of a table), stay as they are.
 */
export function joinSpacedGlyphs(words: Word[]): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i + 1;
    if (LONE_GLYPH.test(words[i].text)) {
      const em = words[i].box[3] - words[i].box[1];
      const gap = (k: number) => words[k].box[0] - words[k - 1].box[2];
      while (j < words.length && LONE_GLYPH.test(words[j].text) && gap(j) >= 0 && gap(j) < em && (j === i + 1 || Math.abs(gap(j) - gap(i + 1)) < 0.15 * em)) j++;
    }
    if (j - i >= 3) {
      const run = words.slice(i, j);
      out.push({ text: run.map((w) => w.text).join(''), box: unionBox(run.map((w) => w.box)), confidence: Math.min(...run.map((w) => w.confidence)) });
    } else out.push(...words.slice(i, j));
    i = j;
  }
  return out;
}
