import { parseAmount } from '../../extraction/fields/amounts';
import type { LineItemFields } from '../document/record-fields';

/**
 * How one vendor prints its item rows, learned from a document whose line items a person corrected. Raw_Text keeps
 * a printed line per text line and a tab between columns, so a row is a list of cells; the corrected items say
 * which cell holds which field. Another document of the vendor is then read with the same cells.
 */
export interface RowLayout {
  /** Cells of an item row. */
  cells: number;
  /** Cell index (from the left) of each number field. */
  numbers: Partial<Record<NumberField, number>>;
  /** Cell index of each short text field printed in its own column. */
  texts: Partial<Record<TextField, number>>;
  /** Cells joined (in order) for Description. */
  description: number[];
  /** Descriptions continue on the following lines (wrapped text, sub-lines). */
  wraps: boolean;
  /** The line above the first item (the column header), normalised; reading starts after it. */
  header: string | null;
  /** First cell of the line after the last item (the totals block), normalised; reading stops there. */
  stop: string | null;
  /** Descriptions of rows shaped like items that the person removed (shipping, deposit, sub-totals). */
  skip: string[];
}

const NUMBER_FIELDS = ['Amount', 'Price', 'Tax', 'QTY', 'Discount', 'Tax_Rate'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
const TEXT_FIELDS = ['Unit', 'SKU'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
const tokens = (s: string) => norm(s).match(/[\p{L}\p{N}]+/gu) ?? [];
const num = (cell: string | undefined) => (cell === undefined ? null : parseAmount(cell.replace(/%$/, '')));
const close = (a: number | null, b: unknown) => a !== null && typeof b === 'number' && b !== 0 && Math.abs(a - b) < 0.005;

function rowsOf(rawText: string): string[][] {
  return rawText.split('\n').map((l) => l.split('\t').map((c) => c.trim()).filter((c) => c !== ''));
}

/** The first line at or after `from` printing the item's amount and some of its description. */
function locate(rows: string[][], from: number, item: LineItemFields): number {
  const words = new Set(tokens(String(item.Description ?? '')));
  for (let i = from; i < rows.length; i++) {
    if (!rows[i].some((c) => close(num(c), item.Amount))) continue;
    if (!words.size || rows[i].some((c) => num(c) === null && tokens(c).some((t) => words.has(t)))) return i;
  }
  return -1;
}

/** The index most rows agree on among each row's candidates, and not taken by another field. */
function vote(candidates: number[][], taken: Set<number>): number | undefined {
  const counts = new Map<number, number>();
  for (const list of candidates) for (const i of list) if (!taken.has(i)) counts.set(i, (counts.get(i) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0];
  return best && best[1] * 2 >= candidates.length ? best[0] : undefined;
}

/** The vendor's row layout from a corrected document; null when its items cannot be found in its text. */
export function learnLayout(rawText: string, items: readonly LineItemFields[]): RowLayout | null {
  const rows = rowsOf(rawText);
  const found: { item: LineItemFields; at: number }[] = [];
  let from = 0;
  for (const item of items) {
    if (typeof item.Amount !== 'number' || item.Amount === 0) continue;
    const at = locate(rows, from, item);
    if (at < 0) continue;
    found.push({ item, at });
    from = at + 1;
  }
  if (!found.length) return null;
  const widths = new Map<number, number>();
  for (const f of found) widths.set(rows[f.at].length, (widths.get(rows[f.at].length) ?? 0) + 1);
  const cells = [...widths].sort((a, b) => b[1] - a[1])[0][0];
  const same = found.filter((f) => rows[f.at].length === cells);
  const taken = new Set<number>();
  const numbers: RowLayout['numbers'] = {};
  for (const field of NUMBER_FIELDS) {
    const withValue = same.filter((f) => typeof f.item[field] === 'number' && f.item[field] !== 0);
    if (!withValue.length) continue;
    const i = vote(withValue.map((f) => rows[f.at].flatMap((c, k) => (close(num(c), f.item[field]) ? [k] : []))), taken);
    if (i !== undefined) {
      numbers[field] = i;
      taken.add(i);
    }
  }
  if (numbers.Amount === undefined) return null;
  const texts: RowLayout['texts'] = {};
  for (const field of TEXT_FIELDS) {
    const withValue = same.filter((f) => typeof f.item[field] === 'string' && f.item[field] !== '');
    if (!withValue.length) continue;
    const i = vote(withValue.map((f) => rows[f.at].flatMap((c, k) => (norm(c) === norm(String(f.item[field])) ? [k] : []))), taken);
    if (i !== undefined) {
      texts[field] = i;
      taken.add(i);
    }
  }
  const description = Array.from({ length: cells }, (_, k) => k).filter((k) => !taken.has(k) && same.some((f) => {
    const words = new Set(tokens(String(f.item.Description ?? '')));
    const cell = tokens(rows[f.at][k]);
    return cell.length > 0 && cell.every((t) => words.has(t));
  }));
  // Wrapped: a description holds the words of the text line after its row. A text line the person left out of the
  // description (a serial number, a note) says the vendor's sub-lines are not description; with neither, wrapping
  // is assumed, as text between item rows most often is.
  const after = same.map((f) => ({ f, next: rows[f.at + 1] ?? [] })).filter(({ next }) => next.length > 0 && next.length < cells && next.every((c) => num(c) === null));
  const joined = (f: { item: LineItemFields }, next: string[]) => {
    const words = new Set(tokens(String(f.item.Description ?? '')));
    return tokens(next.join(' ')).every((t) => words.has(t));
  };
  const wraps = after.some(({ f, next }) => joined(f, next)) || !after.length;
  const first = found[0].at;
  const shaped = (r: string[]) => r.length === cells && Object.values(numbers).every((k) => num(r[k]) !== null);
  const wrapped = (r: string[]) => wraps && r.length > 0 && r.length < cells && r.every((c) => num(c) === null);
  // The table runs on past the last item through rows the person removed (and their wrapped lines).
  let end = found[found.length - 1].at + 1;
  while (end < rows.length && (shaped(rows[end]) || wrapped(rows[end]))) end++;
  const itemRows = new Set(found.map((f) => f.at));
  const skip: string[] = [];
  for (let i = first; i < end; i++) {
    if (!itemRows.has(i) && shaped(rows[i])) skip.push(norm(description.map((k) => rows[i][k]).join(' ')));
  }
  const header = first > 0 && rows[first - 1].length ? norm(rows[first - 1].join(' ')) : null;
  const stop = end < rows.length && rows[end].length ? norm(rows[end][0]) : null;
  return { cells, numbers, texts, description, wraps, header, stop, skip };
}

/** Share of the shorter side's words found in the other: a header read by OCR may lose a word. */
function similar(a: string, b: string): boolean {
  const x = tokens(a), y = new Set(tokens(b));
  if (!x.length || !y.size) return false;
  return x.filter((t) => y.has(t)).length / Math.max(x.length, y.size) >= 0.75;
}

export interface LayoutReading {
  items: LineItemFields[];
  /** Sum of the rows left out as not items (they still count towards the printed net). */
  skipped: number;
}

/** The items of another document of the vendor, read with its layout; none when the layout is not found. */
export function readWithLayout(rawText: string, layout: RowLayout): LayoutReading {
  const rows = rowsOf(rawText);
  let start = 0;
  let skipped = 0;
  if (layout.header) {
    start = rows.findIndex((r) => similar(r.join(' '), layout.header!)) + 1;
    if (start === 0) return { items: [], skipped };
  }
  const items: LineItemFields[] = [];
  const isRow = (r: string[]) => r.length === layout.cells && Object.values(layout.numbers).every((k) => num(r[k]) !== null);
  const isHeader = (r: string[]) => layout.header !== null && similar(r.join(' '), layout.header);
  // Wrapped lines continue the row just read; after a removed row they belong to it and are dropped too.
  let open: LineItemFields | null = null;
  for (let i = start; i < rows.length; i++) {
    const r = rows[i];
    if (!r.length) continue;
    if (layout.stop && norm(r[0]) === layout.stop) break;
    if (isRow(r)) {
      const description = layout.description.map((k) => r[k]).join(' ');
      open = null;
      if (layout.skip.includes(norm(description))) {
        skipped += num(r[layout.numbers.Amount!]) ?? 0;
        continue;
      }
      const item: LineItemFields = { Description: description };
      for (const [field, k] of Object.entries(layout.numbers)) item[field] = num(r[k])!;
      for (const [field, k] of Object.entries(layout.texts)) item[field] = r[k];
      items.push(item);
      open = item;
    } else if (r.length < layout.cells && r.every((c) => num(c) === null) && (open || !items.length)) {
      // The row's wrapped description, or a sub-line this vendor's items do not take in.
      if (open && layout.wraps) open.Description = `${open.Description} ${r.join(' ')}`.trim();
    } else if (items.length) {
      // A page break: footer and header lines, then the header again and more rows.
      const again = rows.slice(i + 1, i + 6).findIndex(isHeader);
      if (again < 0) break;
      i += again + 1;
      open = null;
    }
  }
  return { items, skipped: Math.round(skipped * 100) / 100 };
}
