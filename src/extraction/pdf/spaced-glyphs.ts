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
  return joinLetterSpaced(out);
}

/**
 * Letters of a cased script only, maybe with a closing dot ("NR."): a piece of a letter-spaced word. Arabic and
 * Indic text layers come in pieces of a letter or two set close together inside ordinary words, not letter-spaced.
 */
const LETTERS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]+\.?$/u;

/**
 * Words of alphabetic scripts printed letter-spaced (small-caps labels, "N Ú M E R O", "С Ч Ё Т"): the text layer
 * gives them glyph by glyph, each gap the same letter-spacing, a little wider than the gap the line builder glues.
 * When a line has at least three such gaps, each narrower than a fifth of the glyphs' height and next to a piece of
 * one or two letters, the pieces that many apart are one word; a word space there is several times wider ("D E  E M
 * I S S Ã O" is "DE EMISSÃO").
 */
export function joinLetterSpaced(words: Word[]): Word[] {
  const em = (w: Word) => w.box[3] - w.box[1];
  const gap = (k: number) => words[k].box[0] - words[k - 1].box[2];
  const spaced = (k: number) => {
    const [a, b] = [words[k - 1].text, words[k].text];
    return LETTERS.test(a) && LETTERS.test(b) && Math.min(a.length, b.length) <= 2 && gap(k) >= 0 && gap(k) < 0.2 * Math.min(em(words[k - 1]), em(words[k]));
  };
  const gaps = words.map((_, k) => (k > 0 && spaced(k) ? gap(k) : undefined)).filter((g): g is number => g !== undefined).sort((a, b) => a - b);
  if (gaps.length < 3) return words;
  const spacing = gaps[Math.floor(gaps.length / 2)];
  const out: Word[] = [];
  words.forEach((w, k) => {
    if (k > 0 && spaced(k) && Math.abs(gap(k) - spacing) <= 0.3 * spacing) {
      const last = out[out.length - 1];
      out[out.length - 1] = { text: last.text + w.text, box: unionBox([last.box, w.box]), confidence: Math.min(last.confidence, w.confidence) };
    } else out.push(w);
  });
  return out;
}
