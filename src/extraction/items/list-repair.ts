import { parseNumber } from '../fields/amounts';
import { charClass, LIST_GLYPHS } from './list-glyphs';
import { agrees } from './readings';
import { classifyRow, type Row } from './rows';

/**
 * What OCR does to a letter's list entries, undone before a list run is read (list-run.ts): "{E 275,50}" for
 * "(€ 275,50)", "18 m? à" for "18 m² à", "Travel-$65.00" and "images (120)- $240.00" with the dash glued,
 * "Livraison .......30,00 €" with the leaders glued to the figure, "3.Printed menus(200 copies):96.00" with the
 * spaces lost. Every rule holds only beside an amount with cents at the end of the text, and the repaired rows are
 * only another reading of the list: the sums still decide (items/choose.ts).
 */

const G = LIST_GLYPHS;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A figure with cents: "650,00", "1.850,00", "1,399.20", "1'250.00". */
const FIG_CORE = `\\d{1,3}(?:[.,'’]?\\d{3})*[.,]\\d{2}(?!\\d)`;
const FIG = `(?<![\\d.,'’])${FIG_CORE}`;
const OPEN = charClass(['(', ...G.opens]);
const CLOSE = charClass([')', ...G.closes]);
const SEP = charClass(G.separators);
const LEADER = charClass(G.leaders);
const SUPERSCRIPT = [...G.superscripts].map(([sign, readings]) => ({
  sign,
  re: new RegExp(`(?<=\\d\\s?)(${G.superscriptUnits.map(escape).join('|')})${charClass(readings)}(?=\\s|$)`, 'gu'),
}));

/** The currency sign the document prints most often among those OCR misreads as letters. */
export function documentSign(texts: string[]): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const sign of G.currencyLookalikes.keys()) {
    const n = texts.reduce((a, t) => a + t.split(sign).length - 1, 0);
    if (n > most) [best, most] = [sign, n];
  }
  return best;
}

/** The document's sign read for its look-alike letters beside a figure with cents, never inside a word. */
function withSign(text: string, sign: string): string {
  const x = charClass(G.currencyLookalikes.get(sign) ?? []);
  return text
    // Glued to the figure: "L96.00", "E650,00".
    .replace(new RegExp(`(?<![\\p{L}\\p{N}])${x}(?=${FIG})`, 'gu'), sign)
    // Apart from it, after a bracket, a colon or a dash: "(E 650,00)", ": L 96.00", "— E 35,00".
    .replace(new RegExp(`(?<=(?:^|[(:]|\\s${SEP})\\s?)${x}(?=\\s${FIG})`, 'gu'), sign)
    // After the figure that ends the text: "35,00 E", "(650,00 E)".
    .replace(new RegExp(`(?<=${FIG}\\s?)${x}(?=\\s*[)]?\\s*[.;]?\\s*$)`, 'gu'), sign);
}

/** The money that ends an entry: a figure with cents, maybe a sign before or after it, maybe in brackets. */
const MONEY_END = `(?:\\p{Sc}\\s?)?${FIG_CORE}(?:\\s?\\p{Sc})?\\)?\\s*[.;]?\\s*$`;

/** One cell's text with OCR's damage around its closing amount undone; the sign is the document's currency. */
export function repairEntry(text: string, sign?: string): string {
  let t = text;
  for (const { sign: sup, re } of SUPERSCRIPT) t = t.replace(re, `$1${sup}`);
  // Brackets around the amount: "{E 275,50}", "(E 810,00}", "[€ 650,00]".
  t = t.replace(new RegExp(`${OPEN}(\\s?(?:\\S\\s?)?${FIG}(?:\\s?\\S)?\\s?)${CLOSE}(?=\\s*[.;]?\\s*$)`, 'u'), '($1)');
  if (sign) t = withSign(t, sign);
  if (!new RegExp(MONEY_END, 'u').test(t)) return t;
  return t
    // A list number or bullet glued to the first word: "3.Printed menus".
    .replace(new RegExp(`^(\\s*(?:\\d{1,3}[.)]|${charClass(G.bullets)}))(?=\\p{L})`, 'u'), '$1 ')
    // A word glued to a bracket that opens a figure: "menus(200 copies)".
    .replace(/(?<=\p{L})\((?=\d)/gu, ' (')
    // A colon glued to the amount: "copies):96.00".
    .replace(new RegExp(`(?<=[\\p{L})]):(?=(?:\\p{Sc}\\s?)?${FIG})`, 'gu'), ': ')
    // Dot leaders, read as dots, commas or ellipses, spaced or glued to the figure: one ellipsis apart from it.
    .replace(new RegExp(`\\s*(?:${LEADER}\\s?){2,}(?=${MONEY_END})`, 'u'), ' … ')
    // The dash before the amount glued or read as a tilde: a hyphen stays one (it may be a minus; list-run.ts offers
    // both), any other reading is the separator.
    .replace(new RegExp(`\\s*(${SEP}+)\\s*(?=${MONEY_END})`, 'u'), (_m, d: string) => (d === '-' ? ' - ' : ' – '))
    // A price word glued to the price: "5 hours @$180.00".
    .replace(new RegExp(`(?<=\\s)@(?=\\p{Sc}?${FIG})`, 'gu'), '@ ')
    // A dash glued to the price inside the text: "@ $180.00- $900.00".
    .replace(new RegExp(`(?<=${FIG})(${SEP}+)(?=\\s)`, 'gu'), ' $1')
    .replace(COUNTED, withTimes);
}

/** A figure with cents and maybe its sign; the figure is a group. */
const SIGNED = `(?:\\p{Sc}\\s?)?(${FIG})(?:\\s?\\p{Sc})?`;
/**
 * "3 colaboradores 25,00 - 75,00", "2 unit 274.82: 549.64": a count, its word and a price before the amount, with
 * the times sign lost. Where count × price gives the amount the sign goes back, and a dash is the separator, not a
 * minus.
 */
const COUNTED = new RegExp(`(?<![\\d.,])(\\d{1,4})\\s+(\\p{L}[\\p{L}\\p{M}.]{0,15})\\s+(${SIGNED})(\\s*(?:[:=]|${SEP}+)?\\s*)(${SIGNED}\\s*[.;]?\\s*)$`, 'u');

function withTimes(whole: string, qty: string, unit: string, price: string, p: string, sep: string, amount: string, a: string): string {
  const [q, pv, av] = [Number(qty), parseNumber(p), parseNumber(a)];
  if (pv === null || av === null || q <= 0 || !agrees(q * pv, av, q)) return whole;
  return `${qty} ${unit} × ${price}${/[:=]/.test(sep) ? sep : ' – '}${amount}`;
}

/**
 * The rows above the totals (`end`) read again where the repair changes their text; the others as they were.
 * Returns undefined where nothing changed.
 */
export function repairedRows(rows: Row[], end: number): Row[] | undefined {
  const sign = documentSign(rows.map((r) => r.line.text));
  let changed = false;
  const out = rows.map((r, i) => {
    if (i >= end || !['text', 'item', 'skip', 'figures'].includes(r.kind)) return r;
    // An entry is one run of text, whatever gaps OCR left in it ("3 colaboradores   25,00   75,00").
    const cs = r.line.cells;
    const text = repairEntry(cs.map((c) => c.text).join(' '), sign);
    if (text === cs.map((c) => c.text).join(' ')) return r;
    changed = true;
    const cell = { text, x0: cs[0].x0, x1: cs[cs.length - 1].x1, words: cs.flatMap((c) => c.words) };
    return classifyRow({ ...r.line, text, cells: [cell] });
  });
  return changed ? out : undefined;
}
