import { findAmounts } from '../fields/amounts';
import { BULLETED, BULLET_PREFIX } from './list-glyphs';
import { inlineQty } from './list-row';
import { repairedRows } from './list-repair';
import type { Region } from './region';
import type { Row } from './rows';

/**
 * Items a letter prints as a list, one entry under another, each with its amount at the end of its own text
 * ("– Anfahrt – 35,00 €", "2. Printed menus (200 copies): £96.00", "Livraison ........ 30,00 €"). Nothing aligns
 * their amounts, so the column rule of region.ts keeps one entry or none; the entries are the rows right above the
 * totals that follow one another with at most a wrapped line between them. Whether they are the items is left to
 * the sums (items/choose.ts): a run offered here is taken only where its amounts add up.
 */

/** Text lines an entry may wrap onto before the next entry. */
const MAX_WRAP = 2;

/** Money figures of a text: with decimals or a currency. */
const moneyFigures = (text: string) => findAmounts(text).filter((a) => a.decimals > 0 || a.hasCurrency).length;

/**
 * An entry: an item row, or with `withLabelled` a row the non-item words put aside ("Delivery", "Shipping" stand
 * among a letter's entries too), with an amount and no other money figure than a count and price that multiply out
 * to it. A sentence of the letter holds several ("Before tax, this comes to £ 4,941.30. You owe us £ 5,929.56").
 */
function isEntry(r: Row, withLabelled: boolean, isMoney: (r: Row) => boolean): boolean {
  if (!(r.kind === 'item' || (withLabelled && r.kind === 'skip')) || !r.reading.amount || !(isMoney(r) || signedAmount(r))) return false;
  // The list-row reader matched the whole line ("2,5 Stunden … à 95 € = 237,50 €"): a decimal count is no third sum.
  if (r.reading.listed && r.reading.checked) return true;
  const n = moneyFigures(r.line.text);
  return n <= 1 || (n === 2 && (r.reading.checked || inlineQty(r.reading.description, r.reading.amount) !== undefined));
}

/**
 * "Fahrtkosten pauschal = 45 €" among entries with cents: an entry's amount printed with its currency is money,
 * cents or not (the sums still decide whether the run is the items).
 */
function signedAmount(r: Row): boolean {
  const last = findAmounts(r.line.text).pop();
  return Boolean(last?.hasCurrency) && last?.value === r.reading.amount;
}

/**
 * Where no totals label ends the items, a letter states its sums in a sentence ("L'imponibile ammonta a € 301,00;
 * con l'IVA al 22% (€ 66,22) il totale dovuto è di € 367,22"): the first text line after row `first` holding two or
 * more money figures ends its list.
 */
export function sentenceEnd(rows: Row[], first: number): number | undefined {
  const at = rows.findIndex((r, i) => i > first && r.kind === 'text' && moneyFigures(r.line.text) >= 2);
  return at < 0 ? undefined : at;
}

/**
 * The run of entries that ends at the last item row above the totals (index `end`), as row indexes; with
 * `withLabelled`, rows the non-item words set aside (skip) may be entries. Runs of fewer than two rows are none.
 */
export function listRun(rows: Row[], end: number, isMoney: (r: Row) => boolean, withLabelled: boolean): number[] {
  let last = end - 1;
  while (last >= 0 && !isEntry(rows[last], withLabelled, isMoney)) {
    // A sentence that states the sums ("Before tax, this comes to 4,941.30. You owe us 5,929.56, which includes
    // 988.26" over "VAT at 20%.") may stand between the list and the line the totals rules stop at.
    const sentence = moneyFigures(rows[last].line.text) >= 2;
    if (rows[last].kind !== 'text' && rows[last].kind !== 'blank' && !sentence) return [];
    if (end - 1 - last >= MAX_WRAP) return [];
    last--;
  }
  if (last < 0) return [];
  const run = [last];
  let wrap = 0;
  for (let i = last - 1; i >= 0; i--) {
    const r = rows[i];
    if (r.line.page !== rows[run[0]].line.page) break;
    if (isEntry(r, withLabelled, isMoney)) {
      run.unshift(i);
      wrap = 0;
    } else if (r.kind === 'text' && ++wrap <= MAX_WRAP) continue;
    else break;
  }
  // A wrapped line above the first entry is the letter's lead-in sentence, not part of the list.
  return run.length >= 2 ? run : [];
}

/**
 * "• Sustitución de azulejos del baño principal, incluidos materiales y retirada de" / "escombros: 1.240,00 €": a
 * bulleted line without an amount over an entry line without a bullet is that entry's first line.
 */
function withFirstLines(rows: Row[], itemRows: Set<number>): { rows: Row[]; itemRows: Set<number> } {
  const out: Row[] = [];
  const items = new Set<number>();
  rows.forEach((r, i) => {
    const above = out[out.length - 1];
    if (itemRows.has(i) && above && above.kind === 'text' && BULLETED.test(above.line.text) && !BULLETED.test(r.line.text)) {
      out[out.length - 1] = { ...r, reading: { ...r.reading, description: `${above.line.text.replace(BULLET_PREFIX, '').trim()} ${r.reading.description}` } };
      items.add(out.length - 1);
      return;
    }
    if (itemRows.has(i)) items.add(out.length);
    out.push(r);
  });
  return { rows: out, itemRows: items };
}

/**
 * The list runs above the totals that differ from the column's rows (`kept`), each as a region of its own: as read,
 * and as read once OCR's damage to the entries is undone (list-repair.ts), where that reads other rows.
 */
export function listRegions(rows: Row[], end: number, money: (r: Row) => boolean, kept: number[], sums: Pick<Region, 'closing' | 'below'>): Region[] {
  const key = (read: Row[], run: number[]) => run.map((i) => `${i}:${read[i].line.text}`).join('\n');
  const seen = new Set([key(rows, kept)]);
  const out: Region[] = [];
  const repaired = repairedRows(rows, end);
  for (const read of repaired ? [repaired, rows] : [rows]) for (const withLabelled of [false, true]) {
    const run = listRun(read, end, money, withLabelled);
    if (!run.length || seen.has(key(read, run))) continue;
    seen.add(key(read, run));
    // The first entry's bulleted first line stands above the run.
    const start = run[0] > 0 && read[run[0] - 1].kind === 'text' && BULLETED.test(read[run[0] - 1].line.text) ? run[0] - 1 : run[0];
    const slice = read.slice(start, end).map((r, i): Row => (run.includes(i + start) && r.kind === 'skip' ? { ...r, kind: 'item' } : r));
    const region = { ...withFirstLines(slice, new Set(run.map((i) => i - start))), ...sums, labelled: [] };
    out.push(region);
    const dashed = withDashSeparators(region);
    if (dashed) out.push(dashed);
  }
  return out;
}

/**
 * "Einbauschrank Eiche - 1.850,00": where OCR reads an entry's dash separator as a hyphen, the row reader takes it
 * for a minus sign. The reading with those entries positive is offered too; the sums choose.
 */
function withDashSeparators(region: Region): Region | undefined {
  let changed = false;
  const rows = region.rows.map((r, i): Row => {
    const a = r.reading.amount;
    if (!region.itemRows.has(i) || a === undefined || a >= 0 || !/\p{L}.*\s[-−–—]\s+\d[\d.,\s]*\S*$/u.test(r.line.text)) return r;
    changed = true;
    return { ...r, reading: { ...r.reading, amount: -a } };
  });
  return changed ? { ...region, rows } : undefined;
}
