import type { Role } from '../../extraction/layout/roles';
import type { Box, Line, Page } from '../../extraction/types';
import { isColumnGap } from '../../extraction/raw-text';
import type { Rng } from './rng';

const CONFUSIONS: Record<string, string> = { O: '0', '0': 'O', l: '1', '1': 'l', I: '1', S: '5', '5': 'S', B: '8', '8': 'B', Z: '2', e: 'c', a: 'o', G: '6' };

function confuse(rng: Rng, text: string): string {
  const spots = [...text].map((ch, i) => (CONFUSIONS[ch] ? i : -1)).filter((i) => i >= 0);
  if (!spots.length) return text;
  const i = rng.pick(spots);
  return text.slice(0, i) + CONFUSIONS[text[i]] + text.slice(i + 1);
}

/**
 * OCR-style damage applied after the roles were decided (roles stay): character confusions (O/0, l/1, S/5),
 * dropped punctuation, two words run together, one word broken in two.
 */
export function addOcrNoise(rng: Rng, page: Page, roles: Role[][], rate: number): void {
  page.lines.forEach((line, li) => {
    const words = line.words;
    const r = roles[li];
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      if (rng.chance(rate)) w.text = confuse(rng, w.text);
      if (rng.chance(rate / 2) && /[:.,;]/.test(w.text) && w.text.length > 1) w.text = w.text.replace(/[:.,;](?=[^:.,;]*$)/, '');
      if (i + 1 < words.length && rng.chance(rate / 2) && !isColumnGap(w, words[i + 1])) {
        const next = words[i + 1];
        w.text += next.text;
        w.box = [w.box[0], Math.min(w.box[1], next.box[1]), next.box[2], Math.max(w.box[3], next.box[3])];
        w.confidence = Math.min(w.confidence, next.confidence);
        r[i] = r[i + 1] !== 'O' ? r[i + 1] : r[i];
        words.splice(i + 1, 1);
        r.splice(i + 1, 1);
      } else if (w.text.length >= 4 && rng.chance(rate / 2)) {
        const cut = rng.int(1, w.text.length - 1);
        const x = w.box[0] + ((w.box[2] - w.box[0]) * cut) / w.text.length;
        const gap = (w.box[3] - w.box[1]) * 0.3;
        const right = { text: w.text.slice(cut), box: [x + gap / 2, w.box[1], w.box[2], w.box[3]] as Box, confidence: w.confidence };
        w.text = w.text.slice(0, cut);
        w.box = [w.box[0], w.box[1], Math.max(w.box[0] + 0.1, x - gap / 2), w.box[3]];
        words.splice(i + 1, 0, right);
        r.splice(i + 1, 0, r[i]);
        i++;
      }
      if (w.text === '') w.text = '.';
    }
    refresh(line);
  });
}

function refresh(line: Line): void {
  line.text = line.words.map((w) => w.text).join(' ');
}
