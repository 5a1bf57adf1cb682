import type { DocModel } from '../model';
import { prose, type ProseLabelKey, type ProseSentenceKey } from '../prose';
import type { Rng } from '../rng';
import { esc, fontStack, page, printer, val } from './common';
import type { Layout } from './layout';
import { signer } from './letter-common';

/** Sentences and labels of this document, each variant chosen once per document from prose/<lang>.json. */
function proseWriter(m: DocModel) {
  const pr = prose(m.lang);
  const choose = (key: string, list: readonly string[]) => {
    if (!list?.length) throw new Error(`prose/${m.lang}.json has no "${key}"`);
    return m.style.fork(`prose:${key}`).pick(list);
  };
  return {
    L: (key: ProseLabelKey) => choose(`label:${key}`, pr.labels[key]),
    S(key: ProseSentenceKey, values: Record<string, string> = {}): string {
      return choose(`sentence:${key}`, pr.sentences[key]).split(/(\{[a-z]+\})/).map((part) => {
        const k = /^\{([a-z]+)\}$/.exec(part)?.[1];
        return k && values[k] !== undefined ? val(values[k]) : esc(part);
      }).join('');
    },
  };
}

/** A business letter whose figures sit in running sentences; letterhead at the top or only under the signature. */
function render(m: DocModel): string {
  const P = printer(m);
  const W = proseWriter(m);
  const st = m.style.fork('prose-layout');
  const v = m.vendor;
  const b = m.billTo!;
  const head = st.pick(['top-start', 'top-center', 'top-end', 'signature', 'signature'] as const);
  const contact = [
    v.phone ? `${esc(W.L('phone'))} ${val(v.phone)}` : '',
    v.email ? `${esc(W.L('email'))} ${val(v.email)}` : '',
    v.taxId ? `${esc(v.taxId.label)} ${val(v.taxId.value)}` : '',
  ].filter(Boolean);
  const addr = [...v.address.lines, v.address.country ?? ''].filter(Boolean).map(esc);
  const letterhead = head === 'signature'
    ? `<div class="lh-sig"><div class="vn">${esc(v.name)}</div>${addr.map((l) => `<div>${l}</div>`).join('')}<div>${contact.join(' · ')}</div></div>`
    : `<div class="lh ${head}"><div class="vn big">${esc(v.name)}</div><div>${addr.join(' · ')}</div><div>${contact.join(' · ')}</div></div>`;
  const recipient = [b.name, b.contact ?? '', ...b.address.lines, b.address.country ?? ''].filter(Boolean);
  const placeDate = st.chance(0.5) ? `<div class="place">${esc(v.address.city)}, ${val(P.date(m.date))}</div>` : '';
  const customer = m.customerNo ? `<div class="cust">${esc(W.L('customer_number'))} ${val(m.customerNo)}</div>` : '';
  const subject = st.chance(0.35) ? `<div class="subject">${esc(W.L('invoice_title'))}</div>` : '';

  const one = m.items.length === 1 && m.items[0].qty === 1 && st.chance(0.6);
  const dash = st.chance(0.5);
  const list = one ? '' : `<div class="items">${m.items.map((i) => {
    const qty = `${P.qty(i.qty, i.weighed)}${i.unit ? ` ${i.unit}` : ''} × ${P.money(i.price)}`;
    return dash
      ? `<div class="it">– ${esc(i.description)}, ${val(qty)}: ${val(P.money(i.amount))}</div>`
      : `<div class="row"><span>${esc(i.description)} <span class="e">(${val(qty)})</span></span><span>${val(P.money(i.amount))}</span></div>`;
  }).join('')}</div>`;
  const services = one ? W.S('service_one', { item: m.items[0].description, amount: P.money(m.items[0].amount) }) : W.S('services');

  const inclusive = m.taxes.length === 1 && st.chance(0.45);
  const amounts: string[] = [W.S('net', { amount: P.money(m.subtotal) })];
  if (inclusive) {
    const t = m.taxes[0];
    amounts.push(W.S('inclusive', { total: P.money(m.total), tax: t.name, rate: P.rate(t.rate), amount: P.money(t.amount) }));
  } else {
    for (const t of m.taxes) amounts.push(W.S('tax', { tax: t.name, rate: P.rate(t.rate), amount: P.money(t.amount) }));
    amounts.push(W.S('total', { amount: P.money(m.total) }));
  }
  // Chinese and Japanese run sentences together without a space.
  const sp = ['zh', 'ja'].includes(m.lang) ? '' : ' ';
  const when = m.due ? W.S('due', { due: P.date(m.due) }) : m.termDays ? W.S('terms', { n: String(m.termDays) }) : '';
  const pay = m.payment?.type === 'credit_card' ? W.S('pay_card', { card: m.payment.display ?? '' })
    : m.payment?.type === 'direct_debit' ? W.S('pay_debit', { account: m.debitAccount ?? '' })
    : `${W.S('pay_transfer')}${m.bank ? sp + W.S('bank', { bank: m.bank }) : ''}`;
  const bankLine = m.payment?.type !== 'bank_transfer' && m.bank && st.chance(0.5) ? `<div class="bankline">${esc(W.L('bank'))} ${val(m.bank)}</div>` : '';
  const po = m.po ? `${sp}${W.S('reference', { po: m.po })}` : '';

  const serif = st.chance(0.5) && !['ar', 'he', 'hi', 'zh', 'ja', 'ko'].includes(m.lang);
  const css = `body{font-family:${fontStack(m, serif ? ["'Noto Serif'"] : [])};font-size:10.5pt;line-height:1.5;color:#111}
.sheet{width:210mm;min-height:296mm;padding:15mm 22mm 20mm 25mm;position:relative}
.lh{font-size:8.5pt;color:#333;border-bottom:1px solid #999;padding-bottom:3mm;margin-bottom:10mm}.lh.top-center{text-align:center}.lh.top-end{text-align:end}
.vn{font-weight:700}.vn.big{font-size:15pt;color:#111}
.recipient{margin:${head === 'signature' ? '25mm' : '0'} 0 8mm}.place{text-align:end;margin-bottom:6mm}.cust{font-size:9pt;margin-bottom:4mm}
.subject{font-weight:700;margin-bottom:5mm}p{margin:0 0 3.5mm}
.items{margin:0 0 4mm 6mm}.row{display:flex;justify-content:space-between;max-width:140mm}.e{color:#555}
.sig{margin-top:4mm}.sig .name{margin-top:10mm}.lh-sig{margin-top:14mm;font-size:8.5pt;color:#333;border-top:1px solid #999;padding-top:2mm}
.bankline{font-size:8.5pt;color:#333;margin-top:6mm}`;
  const body = `<div class="sheet">${head === 'signature' ? '' : letterhead}
<div class="recipient">${recipient.map((l) => `<div>${esc(l)}</div>`).join('')}</div>
${placeDate}${customer}${subject}
<p>${W.S('greeting')}</p>
<p>${W.S('opening', { number: m.number, date: P.date(m.date) })}${po}</p>
<p>${services}</p>${list}
<p>${amounts.join(sp)}</p>
<p>${[when, pay].filter(Boolean).join(sp)}</p>
<p>${W.S('closing')}</p>
<div class="sig">${W.S('signoff')}<div class="name">${esc(signer(m))}</div></div>
${head === 'signature' ? letterhead : ''}${bankLine}</div>`;
  return page(m, css, body);
}

/** Payment by transfer, direct debit or card; sometimes a term in days instead of a due date; sometimes ISO codes. */
function finish(m: DocModel, rng: Rng): void {
  const r = rng.next();
  if (r < 0.2) {
    m.payment = { type: 'credit_card', display: `${rng.pick(m.country.cards.credit)} ****${rng.digits(4)}` };
  } else if (r < 0.4) {
    m.payment = { type: 'direct_debit' };
    m.debitAccount = `****${rng.digits(4)}`;
  } else {
    m.payment = { type: 'bank_transfer' };
  }
  if (m.due && rng.chance(0.3)) {
    m.termDays = Math.round((Date.parse(m.due) - Date.parse(m.date)) / 86_400_000);
    m.due = undefined;
  }
  if (rng.chance(0.25)) m.moneyFormat = rng.pick([`${m.country.currency} {n}`, `{n} ${m.country.currency}`]);
}

export const letterProse: Layout = {
  id: 'letter-prose', kind: 'invoice', family: 'letter', render, finish,
  features: {
    items: [1, 4], shipTo: false, billTo: true, po: true, reference: false, due: true, delivery: false, unit: true, lineDiscount: false,
    lineTaxRate: false, sku: false, docDiscount: false, shipping: false, paid: false, tip: false, coupon: false, weighed: false,
    sublines: false, pools: ['services', 'goods'],
  },
};
