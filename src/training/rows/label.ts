import { headerKind } from '../../extraction/items/header-row';
import type { RowClass } from '../../extraction/items/row-classes';
import type { Row } from '../../extraction/items/rows';
import { tokenize } from '../../extraction/items/tokens';

/**
 * Labels the rows of a document from its true line items (generated truth, or the e-invoice XML of a real PDF whose
 * print is read): the row that prints an item's amount beside words of its description is the item row; a row with
 * the amount and no words is a figures-only row, and the lines of its description above it are continuations; lines
 * under an item that repeat more of its description continue it. Item-table headers by the header rule, and after the
 * items every labelled line whose figure is one of the document's sums (or whose label is a totals word) is a total.
 */
export interface TruthItem {
  Description?: string;
  Amount: number;
}

export interface LabelTruth {
  items: TruthItem[];
  /** Subtotal, total, tax and balance of the document, where known. */
  sums: number[];
}

export interface LabelledRows {
  labels: RowClass[];
  /** Share of the true items found in the rows: documents below a threshold are left out of training. */
  matched: number;
}

const norm = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');
const near = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) < 0.005;
const hasLetters = (s: string) => /\p{L}/u.test(s);
const CJK = /[\u3040-\u9fff\uac00-\ud7af]/;

/** Whether a line's words appear in the true description (a word of three letters or more, two in CJK scripts). */
export function sharesText(line: string, description: string | undefined, most = false): boolean {
  if (!description) return false;
  const truth = norm(description);
  const words = line.split(/\s+/).map(norm).filter((w) => w.length >= (CJK.test(w) ? 2 : 3) && /\p{L}/u.test(w));
  if (!words.length) return false;
  const hits = words.filter((w) => truth.includes(w)).length;
  return most ? hits >= 0.5 * words.length : hits > 0;
}

function figuresOf(row: Row): number[] {
  return tokenize(row.line.text).filter((t) => t.kind === 'number').map((t) => t.value!);
}

function printsAmount(row: Row, amount: number): boolean {
  if (near(row.reading.amount, amount) || near(row.qty?.amount, amount)) return true;
  return row.reading.amount === undefined && figuresOf(row).some((v) => near(v, amount));
}

const ITEMISH = new Set(['item', 'figures', 'qty', 'meta', 'skip']);

export function labelRows(rows: Row[], truth: LabelTruth): LabelledRows {
  const labels: RowClass[] = rows.map(() => 'other');
  let cursor = 0;
  let matched = 0;
  let first = -1;
  for (const t of truth.items) {
    const j = rows.findIndex((r, k) => k >= cursor && k < cursor + 60 && ITEMISH.has(r.kind) && labels[k] === 'other' && printsAmount(r, t.Amount) &&
      (r.kind !== 'meta' && r.kind !== 'skip' ? true : sharesText(r.reading.description, t.Description)));
    if (j < 0) continue;
    matched++;
    if (first < 0) first = j;
    const words = hasLetters(rows[j].reading.description) || (rows[j].kind === 'qty' && hasLetters(rows[j].line.text.replace(/\d/g, '').replace(/\b[x@×]\b/g, '')));
    labels[j] = words ? 'item' : 'figures';
    // The description printed above a figures-only row (two-line items), or a quantity line just above the item.
    for (let k = j - 1; k >= Math.max(cursor, j - 3) && labels[k] === 'other' && rows[k].reading.amount === undefined; k--) {
      if (labels[j] === 'figures' ? sharesText(rows[k].line.text, t.Description) : rows[k].kind === 'qty') labels[k] = 'continuation';
      else break;
    }
    let k = j + 1;
    for (; k < rows.length && rows[k].reading.amount === undefined; k++) {
      if (rows[k].kind === 'qty' || sharesText(rows[k].line.text, t.Description, true)) labels[k] = 'continuation';
      else break;
    }
    // A quantity line under the item that prints the amount again belongs to it.
    if (k < rows.length && rows[k].kind === 'qty' && near(rows[k].qty?.amount, t.Amount)) labels[k++] = 'continuation';
    cursor = k;
  }
  rows.forEach((r, i) => {
    if (labels[i] !== 'other') return;
    if (headerKind(r.line, rows[i + 1]?.line) === 'items') labels[i] = 'header';
    else if (first >= 0 && i > first && hasLetters(r.line.text) && (r.kind === 'end' || (r.reading.amount !== undefined && truth.sums.some((s) => near(r.reading.amount, s))))) labels[i] = 'total';
  });
  return { labels, matched: truth.items.length ? matched / truth.items.length : 0 };
}
