import { labelsIn } from '../lexicon';
import formRows from '../lexicon/form-party-rows.json';
import type { Doc, TextLine } from './doc';

/**
 * The two party grids of a Korean 거래명세서 or 세금계산서 printed side by side, each headed by a word printed one
 * character per line down its left edge ("공/급/받/는/자", "공/급/자"): no heading stands on the grid's rows, and both
 * grids print a "상호" row, so the seller's own label word ("상호" is also a vendor hint) names either party. The
 * heading's column tells whose grid a row is in. Row labels in form-party-rows.json.
 */
const ONE_CHAR = /^[\p{Script=Hangul}\p{Script=Han}]$/u;
const rowLabels = (kind: 'name' | 'address') => new Set(Object.values(formRows[kind]).flat().map((s) => s.replace(/\s+/g, '')));
const NAME_ROWS = rowLabels('name');
const ADDRESS_ROWS = rowLabels('address');

interface Column { text: string; x1: number; from: number; to: number }

/** Columns of single characters at one x on consecutive lines, read top to bottom. */
function columns(lines: TextLine[]): Column[] {
  const open: Array<Column & { x0: number; last: number }> = [];
  for (const [i, line] of lines.entries()) {
    for (const c of line.cells.filter((x) => ONE_CHAR.test(x.text.trim()))) {
      const col = open.find((o) => Math.abs(o.x0 - c.x0) < 4 && i - o.last <= 2);
      if (col) Object.assign(col, { text: col.text + c.text.trim(), last: i, to: i });
      else open.push({ text: c.text.trim(), x0: c.x0, x1: c.x1, from: i, to: i, last: i });
    }
  }
  return open.filter((o) => o.text.length >= 3);
}

export interface FormParty { name?: string; address?: string }

/** The buyer's and the seller's name and address from side-headed grids, when both headings are printed. */
export function sideHeadedParties(doc: Doc): { buyer: FormParty; seller: FormParty } | undefined {
  const lines = doc.lines.filter((l) => l.page === 1).slice(0, 30);
  const cols = columns(lines).map((c) => ({ ...c, key: labelsIn(c.text).find((s) => s.start === 0 && s.end === c.text.length)?.key }));
  const buyer = cols.find((c) => c.key === 'bill_to');
  const seller = cols.find((c) => c.key === 'vendor_hint');
  if (!buyer || !seller) return undefined;
  const party = (col: Column): FormParty => {
    // The grid runs right of its heading up to the other heading's column, a line above and below it.
    const right = Math.min(...cols.filter((o) => o.x1 > col.x1 + 4).map((o) => o.x1 - 12), Infinity);
    const out: FormParty = {};
    for (const line of lines.slice(Math.max(0, col.from - 1), col.to + 2)) {
      const cells = line.cells.filter((c) => c.x0 > col.x1 && c.x0 < right);
      for (const [i, c] of cells.entries()) {
        const label = c.text.replace(/\s+/g, '');
        const value = cells[i + 1]?.text.trim();
        if (!value) continue;
        if (NAME_ROWS.has(label)) out.name ??= value;
        if (ADDRESS_ROWS.has(label)) out.address ??= value;
      }
    }
    return out;
  };
  return { buyer: party(buyer), seller: party(seller) };
}
