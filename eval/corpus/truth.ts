import type { DocModel, Party } from './model';
import type { Layout } from './templates/layout';
import { splitOf } from './registry';

export interface TruthItem {
  Description: string;
  SKU?: string;
  QTY?: number;
  Unit?: string;
  Price?: number;
  Amount: number;
  Discount?: number;
  Tax_Rate?: number;
}

/** The record a bookkeeper would type from the print, in the record's field names; unprinted fields are absent. */
export type Truth = Record<string, unknown> & { Line_Items: TruthItem[] };

export interface DocMeta {
  id: string;
  seed: string;
  index: number;
  language: string;
  layout: string;
  kind: string;
  family: string;
  split: 'dev' | 'holdout';
  country: string;
  countryId: string;
  /** The date format and money template this document was printed with. */
  dateFormat: string;
  moneyFormat: string;
}

function party(prefix: 'Vendor' | 'Bill_To', p: Party): Record<string, string> {
  const a = p.address;
  const out: Record<string, string> = {
    [`${prefix}_Name`]: p.name,
    [`${prefix}_Address`]: [...a.lines, a.country].filter(Boolean).join(', '),
    [`${prefix}_Address_Line`]: a.streetLine,
    [`${prefix}_City`]: a.city,
  };
  if (a.state) out[`${prefix}_State`] = a.state;
  if (a.zip) out[`${prefix}_Zipcode`] = a.zip;
  if (prefix === 'Vendor' && a.country) out.Vendor_Country = a.country;
  return out;
}

export function buildTruth(m: DocModel, layout: Layout): Truth {
  const f = layout.features;
  const t: Truth = { ...party('Vendor', m.vendor), Line_Items: [] };
  if (m.vendor.taxId) t.Vat_Number = m.vendor.taxId.value;
  if (m.vendor.phone) t.Vendor_Phone = m.vendor.phone;
  if (m.vendor.email) t.Vendor_Email = m.vendor.email;
  if (m.billTo) Object.assign(t, party('Bill_To', m.billTo));
  if (m.shipTo) {
    t.Ship_To_Name = m.shipTo.name;
    t.Ship_To_Address = [...m.shipTo.address.lines, m.shipTo.address.country].filter(Boolean).join(', ');
  }
  t.Invoice_Number = m.number;
  if (m.po) t.PO_Number = m.po;
  if (m.reference) t.Reference_Number = m.reference;
  t.Date = m.date;
  if (m.due) t.Due_Date = m.due;
  t.Currency_Code = m.country.currency;
  if (m.subtotalPrinted) t.Subtotal = m.subtotal;
  t.Tax = m.tax;
  t.Tax_Lines = m.taxes.map((x) => ({ Name: x.name, Rate: x.rate, Base: x.base, Amount: x.amount }));
  // Coupons on receipts are negative line items (already inside the printed sums), not a Discount.
  if (m.discount) t.Discount = m.discount;
  if (m.shipping) t.Shipping = m.shipping;
  if (m.tip) t.Tip = m.tip;
  t.Total = m.total;
  if (m.balance !== undefined) t.Balance_Due = m.balance;
  if (m.payment) {
    t.Payment_Type = m.payment.type;
    if (m.payment.display) t.Payment_Display_Name = m.payment.display;
  }
  t.Document_Type = m.kind;
  // Line_Items last, as in the record.
  delete (t as Partial<Truth>).Line_Items;
  t.Line_Items = m.items.map((i) => {
    const item: TruthItem = { Description: i.description, Amount: i.amount };
    if (i.sku) item.SKU = i.sku;
    if (!i.coupon) {
      item.QTY = i.qty;
      item.Price = i.price;
    }
    if (i.unit && f.unit && (m.family !== 'receipt' || i.weighed)) item.Unit = i.unit;
    if (i.discount && f.lineDiscount) item.Discount = i.discount;
    if (i.taxRate !== undefined && f.lineTaxRate) item.Tax_Rate = i.taxRate;
    return item;
  });
  return t;
}

export function buildMeta(m: DocModel, index: number): DocMeta {
  return {
    id: m.id, seed: m.seed, index, language: m.lang, layout: m.layout, kind: m.kind, family: m.family, split: splitOf(m.layout),
    country: m.country.code, countryId: m.country.id, dateFormat: m.dateFormat, moneyFormat: m.moneyFormat,
  };
}
