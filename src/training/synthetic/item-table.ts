import type { Role } from '../../extraction/layout/roles';
import type { Canvas } from './canvas';
import type { Content } from './content';
import type { DocContext } from './context';

interface Column {
  header: string;
  align: 'left' | 'right';
  role: Role;
  cells: string[];
  width: number;
}

/** Optional columns besides description and amount, and the orders real invoices put them in. */
const ORDERS = [
  ['no', 'desc', 'qty', 'price', 'amount'],
  ['desc', 'qty', 'price', 'amount'],
  ['sku', 'desc', 'qty', 'unit', 'price', 'vat', 'amount'],
  ['qty', 'desc', 'price', 'amount'],
  ['desc', 'price', 'qty', 'amount'],
  ['no', 'desc', 'qty', 'unit', 'price', 'disc', 'amount'],
  ['desc', 'qty', 'price', 'vat', 'amount'],
  ['desc', 'amount'],
];

/** The line-item table: header row, one row per item (descriptions wrap over two lines when too long). */
export function drawItemTable(c: Canvas, ctx: DocContext, content: Content, left: number, right: number, y: number, lineH: number): number {
  const { rng } = ctx;
  const mark = rng.chance(0.7) ? 'none' : ctx.mark;
  const items = content.items;
  const rate = content.taxes[0].rate;
  const make = (key: string): Column | undefined => {
    const col = (header: string, align: 'left' | 'right', role: Role, cells: string[]): Column => ({ header, align, role, cells, width: 0 });
    switch (key) {
      case 'no': return col('#', 'left', 'O', items.map((_, i) => String(i + 1)));
      case 'sku': return col(rng.pick(['Art.', 'SKU', 'Code', 'Ref.']), 'left', 'O', items.map(() => ctx.fill(rng.pick(['99999', 'AA-999', '999-999']))));
      case 'desc': return col(ctx.label('description'), 'left', 'LINE_DESCRIPTION', items.map((i) => i.description));
      case 'qty': return col(ctx.label('qty'), 'right', 'LINE_QTY', items.map((i) => ctx.qty(i.qty)));
      case 'unit': return col(rng.pick(['Unit', 'UoM', 'Einh.', 'Unité']), 'left', 'O', items.map(() => rng.pick(['pcs', 'h', 'Stk', 'kg', 'ea', 'pc'])));
      case 'price': return col(ctx.label('unitPrice'), 'right', 'LINE_PRICE', items.map((i) => ctx.money(i.price, mark)));
      case 'disc': return col(ctx.label('discount'), 'right', 'O', items.map(() => (rng.chance(0.7) ? '0%' : `${rng.pick([5, 10, 15])}%`)));
      case 'vat': return col(ctx.label('tax'), 'right', 'O', items.map((_, i) => ctx.percent(content.taxes[i % content.taxes.length]?.rate ?? rate)));
      case 'amount': return col(ctx.label('amount'), 'right', 'LINE_AMOUNT', items.map((i) => ctx.money(i.amount, mark)));
    }
    return undefined;
  };
  let columns = rng.pick(ORDERS).map(make).filter((x): x is Column => !!x);
  const gap = c.size * rng.float(1.8, 3.5);
  const usable = right - left;
  const measure = () => {
    for (const col of columns) col.width = Math.max(c.textWidth(col.header), ...col.cells.map((t) => c.textWidth(t)));
    return columns.reduce((s, col) => (col.role === 'LINE_DESCRIPTION' ? s : s + col.width + gap), 0);
  };
  let others = measure();
  // Too narrow for the description: drop the decorative columns first.
  while (usable - others < usable * 0.3 && columns.some((col) => col.role === 'O')) {
    columns = columns.filter((col) => col !== columns.find((x) => x.role === 'O'));
    others = measure();
  }
  const desc = columns.find((col) => col.role === 'LINE_DESCRIPTION')!;
  desc.width = usable - others;

  // x positions: left-aligned columns by their left edge, right-aligned by their right edge.
  let x = left;
  const anchors = columns.map((col) => {
    const anchor = col.align === 'left' ? x : x + col.width;
    x += col.width + gap;
    return anchor;
  });
  const headerScale = rng.chance(0.3) ? 1.05 : 1;
  columns.forEach((col, i) => c.put(anchors[i], y, col.header, { align: col.align, scale: headerScale }));
  y += lineH * rng.float(1.2, 1.6);
  const wrapRate = rng.chance(0.3) ? 0.5 : 0;
  items.forEach((_, r) => {
    let second: string | undefined;
    columns.forEach((col, i) => {
      let text = col.cells[r];
      if (col === desc) [text, second] = wrap(c, text, desc.width, wrapRate > 0 && rng.chance(wrapRate));
      c.put(anchors[i], y, [{ text, role: col.role }], { align: col.align, maxWidth: col === desc ? desc.width : undefined });
    });
    y += lineH;
    if (second) {
      c.put(anchors[columns.indexOf(desc)], y, [{ text: second, role: 'LINE_DESCRIPTION' }], { maxWidth: desc.width });
      y += lineH;
    }
    if (rng.chance(0.05)) y += lineH * 0.5;
  });
  return y;
}

/** Splits a description that does not fit (or is chosen to wrap) at a word boundary, or mid-text for unspaced scripts. */
function wrap(c: Canvas, text: string, width: number, force: boolean): [string, string | undefined] {
  if (!force && c.textWidth(text) <= width) return [text, undefined];
  const words = text.split(' ');
  if (words.length > 1) {
    const cut = Math.max(1, Math.ceil(words.length / 2));
    return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
  }
  if (c.textWidth(text) <= width) return [text, undefined];
  const half = Math.ceil(text.length / 2);
  return [text.slice(0, half), text.slice(half)];
}
