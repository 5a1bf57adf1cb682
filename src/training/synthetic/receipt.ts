import type { Role } from '../../extraction/layout/roles';
import { Canvas, Part } from './canvas';
import type { Content } from './content';
import { companyName } from './content';
import type { DocContext } from './context';
import { formatTime } from './formats';
import { email, phone, website } from './extras';
import { DISTRACTORS } from './distractors';

export interface ReceiptPage {
  canvas: Canvas;
  height: number;
}

/** A till receipt: narrow, centred header, items with right-aligned amounts, repeated totals, payment and thanks. */
export function layoutReceipt(ctx: DocContext, content: Content, rtl: boolean): ReceiptPage {
  const { rng } = ctx;
  const width = rng.int(300, 600);
  const margin = rng.float(8, 30);
  const usable = width - 2 * margin;
  let size = rng.float(10, 17);
  let charWidth = rng.float(0.5, 0.62);
  // At least ~30 characters per line, as on 58 mm paper.
  if (usable / (size * charWidth) < 30) size = usable / (30 * charWidth);
  if (ctx.locale.unspaced) charWidth *= 0.9;
  const lineH = size * rng.float(1.15, 1.6);
  const c = new Canvas(rng, { width, size, charWidth, rtl, segmentRate: rng.chance(0.3) ? 0.85 : 0 });
  const mid = width / 2;
  const right = width - margin;
  let y = margin + rng.float(0, 30);
  const line = (k = 1) => (y += lineH * k);
  const centre = (p: Part[] | string, scale = 1) => {
    c.put(mid, y, p, { align: 'center', scale, maxWidth: usable });
    line(Math.max(1, scale));
  };
  const o = (text: string): Part[] => [{ text, role: 'O' }];
  const sides = (l: Part[] | string, r: Part[] | string, scale = 1) => {
    // The value keeps its size; a long label is condensed so the two never overprint.
    const { x0 } = c.put(right, y, r, { align: 'right', scale, maxWidth: usable * 0.6 });
    c.put(margin, y, l, { scale, maxWidth: Math.max(usable * 0.3, x0 - margin - 2 * c.size) });
    line(scale);
  };
  const rule = () => {
    if (rng.chance(0.5)) return;
    c.put(margin, y, rng.pick(['-', '=', '*', '.']).repeat(Math.floor(usable / c.textWidth('-'))), { maxWidth: usable });
    line();
  };

  // Header: an operator/owner line is a classic distractor for the vendor name.
  const operator = rng.chance(0.3) ? (rng.chance(0.5) ? rng.pick(ctx.locale.people) : companyName(rng, ctx.locale)) : undefined;
  const operatorAbove = rng.chance(0.5);
  if (operator && operatorAbove) centre(o(ctx.shout ? operator.toUpperCase() : operator));
  centre([{ text: content.vendorName, role: 'VENDOR_NAME' }], rng.weighted([[1, 3], [rng.float(1.2, 1.9), 2]]));
  if (operator && !operatorAbove) centre(o(ctx.shout ? operator.toUpperCase() : operator));
  if (rng.chance(0.4)) centre(o(ctx.fill(rng.pick(['(999999-A)', '(Co. Reg. 999999-A)', '(9999999-A)', 'Reg. No. 9999999']))));
  for (const l of content.vendorLines) centre([{ text: l, role: 'VENDOR_ADDRESS' }]);
  if (rng.chance(0.85)) centre(o(`${ctx.label('phone')} ${phone(ctx)}`));
  if (rng.chance(0.5)) centre(o(`${ctx.labelColon('taxId')} ${ctx.fill(ctx.locale.taxIdPattern)}`));
  if (rng.chance(0.15)) centre(o(email(ctx, content.vendorName)));
  line(rng.float(0.3, 1));
  centre(o(rng.chance(0.8) ? ctx.label('receipt') : ctx.label('invoice')), rng.chance(0.3) ? 1.2 : 1);

  // Meta: number, date and time, cashier.
  const numbered = rng.chance(0.65);
  if (numbered) sides(ctx.pair('receiptNo', content.number, 'INVOICE_NUMBER'), rng.chance(0.3) ? o(`${ctx.label('cashier')} ${rng.int(1, 30)}`) : '');
  const time = formatTime(rng);
  const dateStyle = rng.int(0, 2);
  if (dateStyle === 0) sides(ctx.pair('date', ctx.date(content.date), 'DATE'), o(time));
  else if (dateStyle === 1) c.put(margin, y, [...ctx.pair('date', ctx.date(content.date), 'DATE'), { text: time, role: 'O' }]), line();
  else centre([{ text: ctx.date(content.date), role: 'DATE' }, { text: time, role: 'O' }]);
  if (rng.chance(0.5)) c.put(margin, y, `${ctx.labelColon('cashier')} ${rng.pick(ctx.locale.people).split(' ')[0]}`), line();
  if (rng.chance(0.2)) sides(o(`${DISTRACTORS[ctx.locale.code].customer}${ctx.colon} ${ctx.fill('9999999')}`), o(rng.pick(['Table 9', 'Pax 2', 'POS 01', 'Counter 3']).replace('9', String(rng.int(1, 30)))));
  rule();

  drawReceiptItems(c, ctx, content, margin, right, () => y, line, rule);
  rule();
  drawReceiptTotals(ctx, content, sides, o, (cells) => {
    cells.forEach(([x, p], i) => c.put(i === 0 ? margin : x, y, p, { align: i === 0 ? 'left' : 'right', maxWidth: i === 0 ? usable * 0.4 : undefined }));
    line();
  }, [margin, margin + usable * 0.72, right]);
  rule();
  const thanks = rng.int(1, 3);
  for (const t of rng.shuffle(ctx.locale.labels.thanks).slice(0, thanks)) centre(o(ctx.shout ? t.toUpperCase() : t));
  if (ctx.currency.code === 'MYR' && rng.chance(0.4)) centre(o(rng.pick(['*GOODS SOLD ARE NOT RETURNABLE*', 'GOODS SOLD ARE NOT REFUNDABLE', 'PLEASE KEEP THIS RECEIPT'])));
  if (rng.chance(0.3)) centre(o(website(ctx, content.vendorName)));
  if (rng.chance(0.25)) centre(o(rng.digits(rng.int(10, 20))));
  return { canvas: c, height: Math.ceil(y + margin) };
}

function drawReceiptItems(c: Canvas, ctx: DocContext, content: Content, left: number, right: number, y: () => number, line: (k?: number) => void, rule: () => void): void {
  const { rng } = ctx;
  let style = rng.pick(['inline', 'two-line', 'columns', 'qty-first'] as const);
  const marks = content.items.map(() => (rng.chance(0.8) ? 'none' : ctx.mark));
  const moneyAt = (v: number, i: number) => ctx.money(v, marks[i]);
  const usable = right - left;
  // Columns sized by their widest cell, right to left, with a clear gap so each value is its own cell.
  const gap = c.size * rng.float(1.6, 2.5);
  const widest = (texts: string[]) => Math.max(...texts.map((t) => c.textWidth(t)));
  const amountW = widest([...content.items.map((it, i) => moneyAt(it.amount, i)), ctx.label('amount')]);
  const priceX = right - amountW - gap;
  const priceW = widest([...content.items.map((it, i) => moneyAt(it.price, i)), ctx.label('unitPrice')]);
  const qtyX = priceX - priceW - gap;
  const qtyW = widest([...content.items.map((it) => ctx.qty(it.qty)), ctx.label('qty')]);
  if (style === 'columns' && qtyX - qtyW - gap - left < c.textWidth('M') * 8) style = 'inline';
  if (style === 'columns' || rng.chance(0.3)) {
    c.put(left, y(), ctx.label('description'));
    if (style === 'columns') {
      c.put(qtyX, y(), ctx.label('qty'), { align: 'right' });
      c.put(priceX, y(), ctx.label('unitPrice'), { align: 'right' });
    }
    c.put(right, y(), ctx.label('amount'), { align: 'right' });
    line();
    rule();
  }
  const descMax = style === 'columns' ? qtyX - qtyW - gap - left : usable - amountW - gap;
  content.items.forEach((it, i) => {
    const cell = (x: number, text: string, role: Role, align: 'left' | 'right' = 'right') => c.put(x, y(), [{ text, role }], { align, maxWidth: align === 'left' ? descMax : undefined });
    const qtyPrice: Part[] = [{ text: ctx.qty(it.qty), role: 'LINE_QTY' }, { text: rng.pick(['x', 'X', '@', '*']), role: 'O' }, { text: moneyAt(it.price, i), role: 'LINE_PRICE' }];
    if (style === 'columns') {
      cell(left, it.description, 'LINE_DESCRIPTION', 'left');
      cell(qtyX, ctx.qty(it.qty), 'LINE_QTY');
      cell(priceX, moneyAt(it.price, i), 'LINE_PRICE');
      cell(right, moneyAt(it.amount, i), 'LINE_AMOUNT');
      line();
    } else if (style === 'qty-first') {
      c.put(left, y(), [{ text: ctx.qty(it.qty), role: 'LINE_QTY' }, { text: it.description, role: 'LINE_DESCRIPTION' }], { maxWidth: descMax });
      cell(right, moneyAt(it.amount, i), 'LINE_AMOUNT');
      line();
    } else if (style === 'inline') {
      cell(left, it.description, 'LINE_DESCRIPTION', 'left');
      cell(right, moneyAt(it.amount, i), 'LINE_AMOUNT');
      line();
      if (it.qty !== 1) {
        c.put(left + c.size * 2, y(), qtyPrice, { maxWidth: descMax - c.size * 2 });
        line();
      }
    } else {
      cell(left, it.description, 'LINE_DESCRIPTION', 'left');
      line();
      // Squeezed if need be: it must end well before the amount, or the two would overprint.
      const indent = c.size * rng.float(1, 3);
      c.put(left + indent, y(), qtyPrice, { maxWidth: descMax - indent });
      cell(right, moneyAt(it.amount, i), 'LINE_AMOUNT');
      line();
    }
  });
}

/** "of which tax" wording for tax-inclusive receipts, where the language has a short one. */
const INCLUDED: Record<string, string> = { en: 'incl.', ms: 'incl.', de: 'inkl.', fr: 'dont', nl: 'incl.', it: 'di cui', es: 'incl.', pt: 'incl.', da: 'heraf', id: 'termasuk', fil: 'kasama' };

type Sides = (l: Part[] | string, r: Part[] | string, scale?: number) => void;

/** Prints one line of cells: the first left-aligned at the margin, the others right-aligned at their x. */
type Cells = (cells: [number, Part[]][]) => void;

function drawReceiptTotals(ctx: DocContext, content: Content, sides: Sides, o: (t: string) => Part[], cells: Cells, xs: number[]): void {
  const { rng } = ctx;
  const money = (v: number, strong = false) => ctx.money(v, strong && rng.chance(0.5) ? 'symbol' : rng.chance(0.7) ? 'none' : ctx.mark);
  const row = (label: string, v: string, role: Role, scale = 1) => sides(o(label + ctx.colon), [{ text: v, role }], scale);
  const taxLabel = (rate: number) => `${ctx.label('tax')} ${ctx.percent(rate)}`;
  const totalScale = rng.chance(0.4) ? rng.float(1.1, 1.5) : 1;
  if (content.taxIncluded) {
    row(ctx.label('total'), money(content.total, true), 'TOTAL', totalScale);
    const incl = INCLUDED[ctx.locale.code];
    for (const t of content.taxes) row(incl ? `${incl} ${taxLabel(t.rate)}` : taxLabel(t.rate), money(t.amount), 'TAX');
    if (rng.chance(0.7)) row(ctx.label('subtotal'), money(content.subtotal), 'SUBTOTAL');
  } else {
    if (rng.chance(0.75)) row(ctx.label('subtotal'), money(content.subtotal), 'SUBTOTAL');
    for (const t of content.taxes) row(taxLabel(t.rate), money(t.amount), 'TAX');
    if (content.rounding !== undefined) {
      // The pre-rounding amount is not the total: a distractor with the same label family.
      row(`${ctx.label('total')} incl. ${ctx.label('tax')}`.toUpperCase(), money(content.total - content.rounding), 'O');
      row('ROUNDING ADJ', money(content.rounding), 'O');
      row(rng.pick(['ROUNDED TOTAL', 'TOTAL ROUNDED', 'NETT TOTAL', 'TOTAL (RM)']), money(content.total, true), 'TOTAL', totalScale);
    } else row(ctx.label('total'), money(content.total, true), 'TOTAL', totalScale);
  }
  if (rng.chance(0.35)) row(rng.pick(['TOTAL AMOUNT', ctx.label('total').toUpperCase(), ctx.label('amountDue')]), money(content.total), 'TOTAL');
  if (rng.chance(0.3)) row(`${ctx.label('total')} ${ctx.label('qty')}`, String(content.items.reduce((s, i) => s + Math.ceil(i.qty), 0)), 'O');
  const d = ctx.currency.decimals;
  const step = d === 0 ? 1000 : 10;
  const paid = rng.chance(0.3) ? content.total : Math.ceil((content.total + 0.01) / step) * step;
  if (rng.chance(0.7)) {
    row(ctx.label('cash'), money(paid), 'O');
    row(ctx.label('change'), money(Math.round((paid - content.total) * 100) / 100), 'O');
  } else {
    row(ctx.label('card'), money(content.total), 'O');
    sides(o(`**** **** **** ${rng.digits(4)}`), '');
  }
  if (ctx.currency.code === 'MYR' && content.taxes.length === 1 && !content.taxIncluded && rng.chance(0.4)) {
    // The summary's base is the subtotal and its tax the tax: repeated values keep their roles.
    cells([[xs[0], o(`${ctx.label('tax')} Summary`)], [xs[1], o('Amount(RM)')], [xs[2], o('Tax(RM)')]]);
    const base = content.taxes[0].base === content.subtotal ? 'SUBTOTAL' : 'O';
    cells([[xs[0], o(`SR @ ${ctx.percent(content.taxes[0].rate)}`)], [xs[1], [{ text: money(content.taxes[0].base), role: base }]], [xs[2], [{ text: money(content.tax), role: 'TAX' }]]]);
  }
}
