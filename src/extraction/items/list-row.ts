import type { TextLine } from '../fields/doc';
import { findAmounts } from '../fields/amounts';
import { BULLET_PREFIX } from './list-glyphs';
import { agrees, type RowReading } from './row-figures';
import { TOKEN_WORDS } from './token-words';

/**
 * An item written as a list entry in running text, as letters print them:
 *   "– Laser printer, 2 unit × £ 274.82: £ 549.64",  "Widget 3 × 1'393.80 = 4'181.40",  "Stuhl, 2 Stk × 12,50 €: 25,00 €".
 * The figures are glued to punctuation ("274.82:", "€:") that the column reader of row-figures.ts takes for text,
 * so the whole pattern is read here; it is an item only when quantity × price gives the amount.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Beside a price that the arithmetic checks, a short word is its currency whether or not the lexicon lists it ("ريال").
const CUR = `(?:${[...TOKEN_WORDS.currencies].sort((a, b) => b.length - a.length).map(escape).join('|')}|\\p{Sc}|[\\p{L}\\p{M}]{1,5}\\.?)`;
/** A figure: digits with point, comma, apostrophe or thin-space groups; a plain space may group thousands. */
const FIG = `\\d(?:[\\d'’.,\\u00a0\\u202f]*\\d)?(?: \\d{3}(?:[.,]\\d{1,2})?(?![\\d.,]))*`;
const MONEY = `(?:${CUR}\\s?)?(${FIG})(?:\\s?${CUR})?`;
const QTY = `(?<![\\d.,'’])(\\d+(?:[.,]\\d+)?)`;
// A counted word may be long ("3 colaboradores × 25,00 €"); the item keeps it as its unit only up to 12 letters.
const UNIT = `(\\p{L}[\\p{L}\\p{M}.²³/'’"״׳]{0,15})`;
const TIMES = `[×xXх*@]`;
const GIVES = `[:=：＝]`;
const PRICE_WORDS = [...TOKEN_WORDS.priceWords].sort((a, b) => b.length - a.length).map(escape).join('|');
/** The sign between count and price, or a price word standing as a word ("8 horas a R$ 150,00", "3 Stunden à 120 €"). */
const BY = `(?:${TIMES}|(?:${PRICE_WORDS})(?=\\s))`;
/** What a price is per, after it ("R$ 150,00 a hora", "95 €/h"): no figure of its own. */
const PER = `(?:\\s*(?:/|${PRICE_WORDS})\\s*\\p{L}{1,8}\\.?)?`;
// Greedy description: the quantity is the last count before the sign, so numbers inside the name stay in it.
const ROW = new RegExp(`^(.*\\S)\\s*?[,、，;]?\\s*${QTY}\\s*(?:${UNIT}\\s*)?${BY}\\s*${MONEY}${PER}\\s*${GIVES}\\s*${MONEY}\\s*[.;。]?\\s*$`, 'u');
// The count first, its unit and the name after it: "3 Stunden Beratung à 120 € = 360 €", "2 hours of design at £80 = £160"
// (a short joining word after the unit is no part of the name).
const LEADING = new RegExp(`^${QTY}\\s+(?:${UNIT}\\s+)?(?:\\p{Ll}{1,3}\\s+)?(.*?\\S)\\s+${BY}\\s*${MONEY}${PER}\\s*${GIVES}\\s*${MONEY}\\s*[.;。]?\\s*$`, 'u');
// "Laser printer (2 unit × £ 274.82)  £ 549.64"; right-to-left text layers turn or move the brackets ("24( ساعة × 161.00 ريال(").
const PAREN = new RegExp(`^(.*\\S)\\s*[()（]?\\s*${QTY}\\s*[()]?\\s*(?:${UNIT}\\s*)?${TIMES}\\s*${MONEY}\\s*[()）]\\s*${GIVES}?\\s*${MONEY}\\s*[.;。]?\\s*$`, 'u');

// A count and its unit price at the end of an entry's text, whose amount stands after them ("Montage, 6 Stunden à
// 58,00 € – 348,00 €"): the price word, or a times sign.
const AT = `(?:${TIMES}|${[...TOKEN_WORDS.priceWords].sort((a, b) => b.length - a.length).map(escape).join('|')})`;
const INLINE = new RegExp(`^(.*?\\S)\\s*[,、，;(（]?\\s*${QTY}\\s*(?:${UNIT}\\s*)?${AT}\\s+${MONEY}\\s*[)）]?\\s*$`, 'u');

/**
 * The count, unit and price a list entry prints inside its description, where count × price gives the entry's
 * amount; the description keeps the words before them.
 */
export function inlineQty(description: string, amount: number): { description: string; qty: number; unit?: string; price: number } | undefined {
  // What the row reader left of the amount's own bracket and currency ("… à € 45,00 (€") ends the text too.
  const m = INLINE.exec(description.replace(/(?:[\s:–—.…_(（-]|\p{Sc})+$/u, ''));
  if (!m) return undefined;
  const [, desc, q, unit, p] = m;
  const qty = Number(q.replace(',', '.'));
  const price = figure(p);
  const rest = desc.replace(/[\s,、，;:–(（-]+$/u, '').trim();
  if (!price || !qty || !/\p{L}/u.test(rest) || !agrees(qty * price.value, amount, qty)) return undefined;
  return { description: rest, qty, price: price.value, ...(unit ? { unit } : {}) };
}

function figure(text: string): { value: number; decimals: number; grouped: boolean } | undefined {
  const m = findAmounts(text);
  if (m.length !== 1 || m[0].end - m[0].start < text.replace(/\s+$/, '').length) return undefined;
  return { value: m[0].value, decimals: m[0].decimals ?? 0, grouped: Boolean(m[0].grouped) };
}

/**
 * A list entry's amount followed by the list's own stop ("…: R$ 2.400,00;", "• Travel: €86.40."): the stop is no part
 * of the figure. A full stop only on a bulleted line; in running text it ends a sentence, which the prose readers cut.
 */
export function withoutEntryStop(text: string): string {
  const stop = BULLET_PREFIX.test(text) ? /(\d[.,]\d{1,2}(?:\s*\p{Sc})?)\s*[;.。]\s*$/u : /(\d[.,]\d{1,2}(?:\s*\p{Sc})?)\s*;\s*$/u;
  return text.replace(stop, '$1');
}

export function readListRow(text: string): RowReading | undefined {
  const bare = text.replace(BULLET_PREFIX, '');
  const lead = ROW.exec(bare) || PAREN.exec(bare) ? undefined : LEADING.exec(bare);
  const m = lead ? [lead[0], lead[3], lead[1], lead[2], lead[4], lead[5]] : ROW.exec(bare) ?? PAREN.exec(bare);
  if (!m) return undefined;
  const [, desc, q, unit, p, a] = m;
  const description = desc.replace(/[\s,、，;:–()（-]+$/u, '').trim();
  if (!/\p{L}/u.test(description)) return undefined;
  const qty = Number(q.replace(',', '.'));
  const [price, amount] = [figure(p), figure(a)];
  if (!price || !amount || !qty || !agrees(qty * price.value, amount.value, qty)) return undefined;
  const out: RowReading = { description, qty, price: price.value, amount: amount.value, checked: true, listed: true, amountDecimals: amount.decimals, amountGrouped: amount.grouped };
  if (unit) out.unit = unit;
  return out;
}

/**
 * A list entry ends with its amount; a line under it continues its description only inside the entry's width
 * (a wrapped name). The letter's next sentence runs past the indented list on one side or the other.
 */
export function withinEntry(entry: TextLine, line: TextLine): boolean {
  const tol = 0.5 * line.height;
  return line.box[0] >= entry.box[0] - tol && line.box[2] <= entry.box[2] + tol;
}
