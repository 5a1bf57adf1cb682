import type { Role } from '../../extraction/layout/roles';
import { blockWidth, BlockStyle, drawBlock, drawLines, parts, Row } from './blocks';
import { Canvas, Part } from './canvas';
import type { Content } from './content';
import type { DocContext } from './context';
import { contactLines, footerColumns } from './extras';
import { drawItemTable } from './item-table';
import { DISTRACTORS } from './distractors';
import { addDays } from './formats';

export interface InvoicePage {
  canvas: Canvas;
  height: number;
  source: 'pdf-text' | 'ocr';
}

/** An A4 invoice: vendor block, meta block, parties, item table, totals, footer — in varied arrangements. */
export function layoutInvoice(ctx: DocContext, content: Content, rtl: boolean): InvoicePage {
  const { rng } = ctx;
  const scanned = rng.chance(0.4);
  const u = scanned ? rng.int(150, 300) / 72 : 1;
  const width = Math.round(595 * u);
  const height = Math.round(842 * u);
  const margin = rng.float(28, 70) * u;
  const usable = width - 2 * margin;
  const rows = 34 + content.items.length * 1.6 + (content.shipTo ? 2 : 0);
  const lineH = Math.min(rng.float(11, 16) * u, (height - 2 * margin) / rows);
  const size = Math.min(rng.float(7.5, 10.5) * u, lineH / 1.15);
  const c = new Canvas(rng, { width, size, charWidth: rng.float(0.46, 0.58), rtl, segmentRate: 0 });
  const right = width - margin;
  let y = margin + rng.float(0, 20) * u;

  // Vendor block and title.
  const vendorSide = rng.weighted<'left' | 'right' | 'center'>([['left', 5], ['right', 3], ['center', 2]]);
  const nameScale = rng.weighted([[1, 2], [rng.float(1.2, 1.6), 3], [rng.float(1.7, 2.4), 2]]);
  const vx = vendorSide === 'left' ? margin : vendorSide === 'right' ? right : width / 2;
  const vTop = y;
  const titleScale = rng.float(1.3, 2.4);
  c.put(vx, y, [{ text: content.vendorName, role: 'VENDOR_NAME' }], { align: vendorSide, scale: nameScale, maxWidth: usable * 0.55 });
  // A title printed beside the name (opposite side) takes its band too: the address starts below both.
  y += lineH * Math.max(1.2, nameScale * 1.1, vendorSide === 'center' ? 0 : titleScale * 1.1);
  const vendorRows = y;
  y = drawLines(c, vx, y, lineH, undefined, content.vendorLines, 'VENDOR_ADDRESS', vendorSide);
  for (const line of contactLines(ctx, content, rng.int(1, 3))) y = drawLines(c, vx, y, lineH, undefined, [line], 'O', vendorSide);
  const vendorBottom = y;

  const meta = metaRows(ctx, content);
  const style: BlockStyle = { mode: rng.chance(0.55) ? 'table' : 'inline', valuesRight: rng.chance(0.4), gapEm: rng.float(1.6, 4) };
  const title = ctx.label('invoice');
  let metaBottom: number;
  if (vendorSide === 'center') {
    y += lineH * 0.8;
    c.put(rng.chance(0.5) ? width / 2 : margin, y, title, { align: 'left', scale: titleScale });
    y += lineH * titleScale * 1.2;
    metaBottom = y;
  } else {
    // Title and meta block opposite the vendor, starting on the vendor name's band: side by side, one line per row.
    const opposite = vendorSide === 'left' ? 'right' : 'left';
    const ox = opposite === 'right' ? right : margin;
    c.put(ox, vTop, title, { align: opposite, scale: titleScale, maxWidth: usable * 0.4 });
    const mw = blockWidth(c, meta, style);
    // Meta rows on the vendor block's row grid, as a layout program aligns them: one reader line per row.
    const titleBottom = vTop + size * titleScale * 1.25;
    const my = vendorRows + lineH * Math.max(0, Math.ceil((titleBottom - vendorRows) / lineH));
    metaBottom = drawBlock(c, opposite === 'right' ? right - mw : margin, my, lineH, meta, style);
    meta.length = 0;
  }
  y = Math.max(vendorBottom, metaBottom) + lineH * rng.float(0.8, 2);

  // Sender line above the recipient (German-style window envelope), then parties side by side with any meta left.
  if (rng.chance(0.25)) {
    const sep = rng.pick([' · ', ' - ', ', ', ' | ']);
    const sender: Part[] = [{ text: content.vendorName + sep.trimEnd(), role: 'VENDOR_NAME' }, { text: content.vendorLines.join(sep), role: 'VENDOR_ADDRESS' }];
    c.put(margin, y, sender, { scale: 0.75, maxWidth: usable * 0.6 });
    y += lineH;
  }
  const partyTop = y;
  let bottom = y;
  if (content.billTo) bottom = drawLines(c, margin, y, lineH, ctx.labelColon('billTo'), [content.billTo.name, ...content.billTo.lines], 'BILL_TO');
  if (content.shipTo) {
    const sx = margin + usable * (meta.length ? 0.36 : rng.float(0.45, 0.6));
    bottom = Math.max(bottom, drawLines(c, sx, partyTop, lineH, ctx.labelColon('shipTo'), [content.shipTo.name, ...content.shipTo.lines], 'SHIP_TO'));
  }
  if (meta.length) bottom = Math.max(bottom, drawBlock(c, right - blockWidth(c, meta, style), partyTop, lineH, meta, style));
  y = bottom + lineH * rng.float(1, 2.5);

  y = drawItemTable(c, ctx, content, margin, right, y, lineH);
  y += lineH * rng.float(0.5, 1.5);
  y = drawTotals(c, ctx, content, margin, right, y, lineH);

  // The footer sits at the page bottom; when the body runs long it follows the body, tighter, never off the page.
  const columns = footerColumns(ctx, content);
  const rowsDown = Math.max(...columns.map((col) => col.length));
  const spacing = Math.min(lineH * 0.95, (height - margin / 2 - (y + lineH)) / rowsDown);
  const footerTop = Math.max(y + lineH, height - margin - rowsDown * spacing);
  columns.forEach((col, i, all) => {
    const x = margin + (usable / all.length) * i;
    const scale = Math.min(0.85, spacing / size / 1.1);
    col.forEach((p, k) => c.put(x, footerTop + k * spacing, p, { scale, maxWidth: usable / all.length - size * 2 }));
  });
  return { canvas: c, height, source: scanned ? 'ocr' : 'pdf-text' };
}

function metaRows(ctx: DocContext, content: Content): Row[] {
  const { rng } = ctx;
  const rows: Row[] = [
    { label: ctx.labelColon('invoiceNo'), value: parts(content.number, 'INVOICE_NUMBER') },
    { label: ctx.labelColon('date'), value: parts(ctx.date(content.date), 'DATE') },
  ];
  if (content.dueDate) rows.push({ label: ctx.labelColon('dueDate'), value: parts(ctx.date(content.dueDate), 'DUE_DATE') });
  const other = DISTRACTORS[ctx.locale.code];
  const lab = (t: string) => (ctx.shout ? t.toUpperCase() : t) + ctx.colon;
  if (rng.chance(0.3)) rows.push({ label: lab(other.order), value: parts(ctx.fill(rng.pick(['PO-99999', '9999999', 'AA-9999'])), 'O') });
  if (rng.chance(0.3)) rows.push({ label: lab(other.customer), value: parts(ctx.fill(rng.pick(['99999', 'K-9999', '9999-99'])), 'O') });
  if (rng.chance(0.3)) rows.push({ label: lab(other.delivery), value: parts(ctx.date(addDays(content.date, -rng.int(0, 20))), 'O') });
  if (rng.chance(0.3)) rows.push({ label: ctx.labelColon('taxId'), value: parts(ctx.fill(ctx.locale.taxIdPattern), 'O') });
  if (rng.chance(0.25)) rows.push({ label: ctx.labelColon('amountDue'), value: parts(ctx.money(content.total, 'symbol'), 'TOTAL') });
  if (rng.chance(0.2)) rows.push({ label: ctx.labelColon('page'), value: parts('1/1', 'O') });
  return rng.chance(0.3) ? rng.shuffle(rows) : rows;
}

function drawTotals(c: Canvas, ctx: DocContext, content: Content, left: number, right: number, y: number, lineH: number): number {
  const { rng } = ctx;
  const mark = rng.chance(0.5) ? ctx.mark : 'symbol';
  const rows: [string, string, Role][] = [];
  const money = (v: number) => ctx.money(v, mark);
  const taxLabel = (rate: number) => `${ctx.label('tax')} ${ctx.percent(rate)}`;
  if (content.taxIncluded) {
    if (content.discount) rows.push([ctx.label('discount'), money(-content.discount), 'O']);
    rows.push([ctx.label('total'), money(content.total), 'TOTAL']);
    for (const t of content.taxes) rows.push([taxLabel(t.rate), money(t.amount), 'TAX']);
    rows.push([ctx.label('subtotal'), money(content.subtotal), 'SUBTOTAL']);
  } else {
    rows.push([ctx.label('subtotal'), money(content.subtotal), 'SUBTOTAL']);
    if (content.discount) rows.push([ctx.label('discount'), money(-content.discount), 'O']);
    if (content.shipping) rows.push([ctx.label('shipping'), money(content.shipping), 'O']);
    for (const t of content.taxes) rows.push([taxLabel(t.rate), money(t.amount), 'TAX']);
    if (content.taxes.length > 1 && rng.chance(0.5)) rows.push([ctx.label('tax'), money(content.tax), 'TAX']);
    rows.push([ctx.label('total'), money(content.total), 'TOTAL']);
    if (rng.chance(0.25)) rows.push([ctx.label('amountDue'), money(content.total), 'TOTAL']);
  }
  const colon = ctx.colon;
  const valueRight = right;
  const labelAt = rng.chance(0.5) ? right - (right - left) * rng.float(0.35, 0.5) : undefined;
  for (const [label, value, role] of rows) {
    const big = role === 'TOTAL' && rng.chance(0.4) ? 1.15 : 1;
    const text = label + colon;
    const fits = labelAt !== undefined && labelAt + c.textWidth(text, big) + 2 * c.size < valueRight - c.textWidth(value, big);
    if (labelAt !== undefined && fits) c.put(labelAt, y, text, { scale: big });
    else c.put(valueRight - c.textWidth(value, big) - c.size * rng.float(2, 5), y, text, { align: 'right', scale: big });
    c.put(valueRight, y, [{ text: value, role }], { align: 'right', scale: big });
    y += lineH * big;
  }
  return y;
}
