import type { Row } from './rows';
import { TOKEN_WORDS } from './token-words';

/**
 * A table cell whose description wraps over two lines while the other cells are centred on it: the figures line
 * stands between the name and its second line ("*信息技术服务*软件维护服务" / "月 3 2,000.00 6,000.00" / "服务期间：…"),
 * so the figures line's own words are only the unit. Such a row's name is the text line right above it.
 */
const UNIT_ONLY = /^[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,2}$/u;

export function unitOnly(description: string): boolean {
  const t = description.trim();
  return UNIT_ONLY.test(t) || TOKEN_WORDS.units.has(t);
}

const near = (upper: Row, lower: Row) => upper.line.page === lower.line.page && lower.line.box[1] - upper.line.box[3] < 0.9 * lower.line.height;

/** Whether the item row at `i` is such a row: only a unit of its own, a text line close above and one close below. */
export function centredBetween(rows: Row[], i: number): boolean {
  const [above, row, below] = [rows[i - 1], rows[i], rows[i + 1]];
  // A table row that prints count and price (a till's one-word item "茶 3 10.00 30.00" stands among item rows).
  const table = row?.reading.qty !== undefined && row.reading.price !== undefined;
  return row?.kind === 'item' && table && unitOnly(row.reading.description) && above?.kind === 'text' && below?.kind === 'text' && near(above, row) && near(row, below);
}
