import courtesy from '../lexicon/courtesy-words.json';
import { labelsIn } from '../lexicon';
import type { Doc } from './doc';

/** Courtesy words that close a salutation after the addressee's name (courtesy-words.json). */
const CLOSERS: readonly string[] = Object.values(courtesy as Record<string, string[]>).flat().sort((a, b) => b.length - a.length);

/**
 * An Arabic or Hebrew letter greets the customer on one line, the name between a bill-to word and a courtesy word:
 * "السادة مكتبة الأفق الجديد المحترمين،" (Messrs … the respected), "לכבוד אורן נכסים בע"מ הנכבדים". The name between
 * them is the customer. Only near the top of the first page.
 */
export function salutationName(doc: Doc): string | undefined {
  for (const line of doc.lines.slice(0, 30)) {
    if (line.page > 1) break;
    for (const cell of line.cells) {
      const text = cell.text.trim().replace(/[,،.:]+$/u, '').trim();
      const closer = CLOSERS.find((w) => text.endsWith(` ${w}`));
      const opener = labelsIn(text)[0];
      if (!closer || !opener || opener.key !== 'bill_to' || opener.start > 0) continue;
      const name = text.slice(opener.end, text.length - closer.length).replace(/^[\s/:،,-]+|[\s/:،,-]+$/gu, '');
      if (/\p{L}{2}/u.test(name) && name.split(/\s+/).length <= 8) return name;
    }
  }
  return undefined;
}
