import { agrees } from './readings';
import type { Row } from './rows';
import { tokenize } from './tokens';
import { TOKEN_WORDS } from './token-words';

/**
 * A till's quantity line whose times sign the OCR lost ("2 × 3.00" read "3.00 2", "0.750 كجم × 5.50" read "0.750 كجم
 * 5.50": the thin × of a photographed right-to-left slip): two figures and at most a unit, right under an item whose
 * amount they multiply out to, on a line narrower than the item's (it stays clear of the amount column, where the next
 * item's row "공기밥  3  3,000" reaches it). Only then is it that item's quantity line; any other pair stays as read.
 */
interface Figure {
  value: number;
  decimals: number;
}

function pair(row: Row): { figures: [Figure, Figure]; unit?: string } | undefined {
  const tokens = tokenize(row.line.text).filter((t) => t.text.trim());
  const numbers = tokens.filter((t) => t.kind === 'number');
  const words = tokens.filter((t) => t.kind !== 'number');
  if (numbers.length !== 2 || words.length > 1) return undefined;
  const unit = words[0]?.text;
  if (unit !== undefined && words[0].kind !== 'unit' && !TOKEN_WORDS.units.has(unit)) return undefined;
  const [a, b] = numbers.map((t) => ({ value: t.value!, decimals: t.decimals ?? 0 }));
  return { figures: [a, b], ...(unit ? { unit } : {}) };
}

/** Weights print three decimals, counts none, prices two: "3.00" is no count. */
const countLike = (f: Figure) => f.decimals === 0 || f.decimals === 3;

export function withBareQtyLines(rows: Row[]): Row[] {
  return rows.map((row, i) => {
    const above = rows[i - 1];
    const amount = above?.reading.amount;
    if (!above || above.kind !== 'item' || amount === undefined || amount <= 0 || above.reading.qty !== undefined) return row;
    if (row.kind !== 'item' && row.kind !== 'figures') return row;
    const width = (r: Row) => r.line.box[2] - r.line.box[0];
    if (width(row) > 0.75 * width(above)) return row;
    const p = pair(row);
    if (!p) return row;
    const [a, b] = p.figures;
    for (const [q, price] of [[a, b.value], [b, a.value]] as Array<[Figure, number]>) {
      const qty = q.value;
      if (qty > 0 && qty !== 1 && countLike(q) && agrees(qty * price, amount, qty)) {
        return { ...row, kind: 'qty', qty: { qty, price, ...(p.unit ? { unit: p.unit } : {}) } };
      }
    }
    return row;
  });
}
