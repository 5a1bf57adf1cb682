import type { Doc } from '../fields/doc';
import { asciiDigits } from '../normalise/digits';

/**
 * A receipt printed in Arabic-Indic, Persian, Devanagari or full-width digits ("٢ × قهوة تركية ٢٤٫٠٠") has the same
 * rows as one in ASCII digits: the item stages test figures with \d, so the lines are read with their digits mapped
 * one character for one (offsets and boxes stay valid). Descriptions then carry ASCII digits, as a bookkeeper types.
 */
export function withAsciiDigits(doc: Doc): Doc {
  let changed = false;
  const lines = doc.lines.map((l) => {
    const text = asciiDigits(l.text);
    if (text === l.text) return l;
    changed = true;
    const cells = l.cells.map((c) => ({ ...c, text: asciiDigits(c.text), words: c.words.map((w) => ({ ...w, text: asciiDigits(w.text) })) }));
    return { ...l, text, cells };
  });
  return changed ? { ...doc, lines } : doc;
}
