import * as fs from 'node:fs';

export interface Decoded {
  text: string;
  /** Mean of the winning probabilities of the emitted characters; 0 when nothing was read. */
  confidence: number;
}

/**
 * The recogniser's classes: index 0 is the CTC blank, then one class per line of ppocr_keys_v1.txt,
 * then a space (PaddleOCR's use_space_char). Checked against the model's class count so a mismatched
 * dictionary fails at start-up instead of producing shifted characters.
 */
export function loadCharset(file: string, classes: number): string[] {
  const keys = fs.readFileSync(file, 'utf8').replace(/\r/g, '').replace(/\n$/, '').split('\n');
  const charset = ['', ...keys, ' '];
  if (charset.length !== classes) {
    throw new Error(`PP-OCR dictionary has ${keys.length} entries; the model expects ${classes - 2}`);
  }
  return charset;
}

/**
 * Greedy CTC decode of one sequence: argmax per step, repeats collapsed, blanks dropped.
 * `spaceGap` > 0 re-inserts spaces the model dropped (it often runs tight Latin words together:
 * "53000KUALALUMPUR"): where two characters sit further apart on the time axis than spaceGap × the
 * line's median character pitch, a space goes between them. 0 disables.
 */
export function ctcGreedy(probs: Float32Array, offset: number, steps: number, classes: number, charset: string[], spaceGap = 0): Decoded {
  const chars: string[] = [];
  const at: number[] = [];
  let sum = 0;
  let prev = -1;
  for (let t = 0; t < steps; t++) {
    const base = offset + t * classes;
    let best = 0;
    let bestP = probs[base];
    for (let k = 1; k < classes; k++) {
      if (probs[base + k] > bestP) (bestP = probs[base + k]), (best = k);
    }
    if (best !== 0 && best !== prev) {
      chars.push(charset[best]);
      at.push(t);
      sum += bestP;
    }
    prev = best;
  }
  const text = spaceGap > 0 ? withGapSpaces(chars, at, spaceGap) : chars.join('');
  return { text: toHalfWidth(text).replace(/ +/g, ' ').trim(), confidence: chars.length ? sum / chars.length : 0 };
}

/** Characters joined, with a space wherever the step to the next character is a wide gap. */
function withGapSpaces(chars: string[], at: number[], gap: number): string {
  const pitches: number[] = [];
  for (let i = 1; i < chars.length; i++) if (chars[i] !== ' ' && chars[i - 1] !== ' ') pitches.push(at[i] - at[i - 1]);
  // Too few characters to know the line's pitch: trust the model.
  if (pitches.length < 4) return chars.join('');
  const median = [...pitches].sort((a, b) => a - b)[Math.floor(pitches.length / 2)];
  let out = chars[0] ?? '';
  for (let i = 1; i < chars.length; i++) {
    if (chars[i] !== ' ' && chars[i - 1] !== ' ' && at[i] - at[i - 1] > gap * median) out += ' ';
    out += chars[i];
  }
  return out;
}

/**
 * The Chinese dictionary holds full-width forms of ASCII punctuation (（ ） ： ，) and the model picks them
 * on Latin receipts too; field rules and clients expect ASCII. U+FF01–FF5E map 1:1 onto U+0021–007E.
 */
export function toHalfWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}
