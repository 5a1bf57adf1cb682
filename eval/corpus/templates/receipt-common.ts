import type { DocModel } from '../model';
import { esc, type Printer, val } from './common';

/** The centred top block of a till receipt: shop name, slogan or branch, address, phone, tax id. */
export function receiptHeader(m: DocModel, P: Printer): string {
  const v = m.vendor;
  const lines = [`<div class="shop">${esc(v.name)}</div>`];
  if (m.slogan) lines.push(`<div class="small">${esc(m.slogan)}</div>`);
  if (m.branch) lines.push(`<div>${esc(m.branch)}</div>`);
  for (const l of v.address.lines) lines.push(`<div>${esc(l)}</div>`);
  if (v.address.country) lines.push(`<div>${esc(v.address.country)}</div>`);
  if (v.phone) lines.push(`<div>${esc(P.L('phone'))} ${val(v.phone)}</div>`);
  if (v.email) lines.push(`<div>${val(v.email)}</div>`);
  if (v.taxId) lines.push(`<div>${esc(v.taxId.label)} ${val(v.taxId.value)}</div>`);
  for (const o of v.otherIds.slice(0, 1)) lines.push(`<div class="small">${esc(o.label)} ${esc(o.value)}</div>`);
  return `<div class="hdr">${lines.join('')}</div>`;
}

/** A left/right row. */
export const lr = (l: string, r: string, cls = ''): string => `<div class="lr ${cls}"><span>${l}</span><span>${r}</span></div>`;

/** Tender lines: cash given and change, or the card/app used. */
export function tenderLines(m: DocModel, P: Printer): string {
  const p = m.payment!;
  if (p.type === 'cash') {
    return lr(`${esc(P.L('tendered'))} ${esc(p.display ?? '')}`, val(P.num(m.tendered!))) + lr(esc(P.L('change')), val(P.num(m.change!)));
  }
  return lr(esc(P.L('payment_method')), val(p.display ?? '')) + lr(esc(p.display ?? ''), val(P.num(m.total)));
}

export const RECEIPT_CSS = `.paper{width:80mm;padding:4mm 4mm 8mm;background:#fff}
.hdr{text-align:center;margin-bottom:3mm}.shop{font-size:14pt;font-weight:700}.small{font-size:8pt}
.lr{display:flex;justify-content:space-between;gap:2mm}.lr span:last-child{white-space:nowrap;text-align:end}
.sep{border-top:1px dashed #000;margin:1.5mm 0}.big{font-size:12.5pt;font-weight:700}.c{text-align:center}.ind{padding-inline-start:4mm}`;
