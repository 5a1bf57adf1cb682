import { findAmounts, parseAmount } from '../fields/amounts';
import { agrees } from './readings';
import type { Item } from './assemble';
import { sentenceEnd } from './list-run';
import type { Row } from './rows';
import { TOKEN_WORDS } from './token-words';

/**
 * A letter that names its items inside one sentence, each with its amount in brackets: "… brengen wij u in rekening:
 * het snoeien van de fruitbomen (€ 240,00), het afvoeren van snoeiafval (€ 55,00) en 4 zakken potgrond à € 6,25
 * (€ 25,00)." The paragraph right above the totals is cut at its bracketed amounts, each piece running from the
 * lead-in's colon (or the bracket before it) to its own bracket; only where words go on after a bracketed amount on
 * its line (a list's entries end their lines with it). Offered as one more reading: the sums decide
 * (choose.ts), so a paragraph whose bracketed figures are no items is never taken.
 */
const BRACKETED = /[(（]\s*(?:\p{Sc}\s*)?(\d[\d.,\u00a0\u202f']*\d)\s*(?:\p{Sc}\s*)?[)）]/gu;
/** Joining words and articles in front of an entry ("and", "en", "het", "et", "y"): short lower-case words. */
const LEAD = /^(?:[,;、，]\s*)?(?:\p{Ll}{1,3}\s+)*/u;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const AT = [...TOKEN_WORDS.priceWords].sort((a, b) => b.length - a.length).map(escape).join('|');
/** "4 zakken potgrond à € 6,25": count, counted word, name, price word, price. */
const COUNTED = new RegExp(`^(\\d+(?:[.,]\\d+)?)\\s+(\\p{L}{1,12})\\s+(.*\\S)\\s+(?:${AT})\\s+(?:\\p{Sc}\\s*)?(\\d[\\d.,]*\\d)(?:\\s*\\p{Sc})?$`, 'u');

/** The paragraph of text lines right above row `end`: the lines that follow one another without a gap. */
function paragraph(rows: Row[], end: number): Row[] {
  const out: Row[] = [];
  for (let i = end - 1; i >= 0 && out.length < 8; i--) {
    const r = rows[i];
    const below = out[0] ?? rows[end];
    if (!['text', 'blank', 'item', 'figures', 'meta'].includes(r.kind) || r.line.page !== below.line.page) break;
    if (out.length && below.line.box[1] - r.line.box[3] > 0.9 * r.line.height) break;
    out.unshift(r);
  }
  return out;
}

function entry(piece: string, amount: number): Item | undefined {
  const text = piece.trim().replace(LEAD, '').replace(/[\s,;:–—-]+$/u, '').trim();
  if (!/\p{L}{2}/u.test(text) || text.length > 120) return undefined;
  const m = COUNTED.exec(text);
  const price = m ? parseAmount(m[4]) : null;
  if (m && price && agrees(Number(m[1].replace(',', '.')) * price, amount, Number(m[1].replace(',', '.')))) {
    return { Description: m[3], QTY: Number(m[1].replace(',', '.')), Unit: m[2], Price: price, Amount: amount };
  }
  return { Description: text, Amount: amount };
}

/** The entries of such a paragraph above the totals (or above the sentence stating them), or nothing. */
export function proseEntries(rows: Row[]): Item[] | undefined {
  const labelled = rows.findIndex((r) => r.kind === 'end');
  const end = labelled >= 0 ? labelled : sentenceEnd(rows, -1);
  if (end === undefined || end < 1) return undefined;
  const lines = paragraph(rows, end).map((r) => r.line.text.trim());
  // Inside a sentence, words go on after a bracketed amount on its line; a list ends each entry's line with its
  // amount ("1) Ontwerp achtertuin (€ 650,00)"), which the list readers (list-run.ts) read.
  if (!lines.some((l) => [...l.matchAll(BRACKETED)].some((m) => /\p{L}/u.test(l.slice(m.index! + m[0].length))))) return undefined;
  const text = lines.join(' ');
  const found = [...text.matchAll(BRACKETED)].filter((m) => findAmounts(m[0]).some((a) => a.decimals > 0 || a.hasCurrency));
  if (found.length < 2) return undefined;
  const colon = text.lastIndexOf(':', found[0].index!);
  let from = colon >= 0 ? colon + 1 : 0;
  const items: Item[] = [];
  for (const m of found) {
    const amount = parseAmount(m[1]);
    const item = amount === null ? undefined : entry(text.slice(from, m.index), amount);
    if (!item) return undefined;
    items.push(item);
    from = m.index! + m[0].length;
  }
  return items;
}
