import type { Country, LabelKey, Lang, Vocab } from './data';
import type { Rng } from './rng';

export type Kind = 'invoice' | 'receipt';
export type Family = 'a4-table' | 'letter' | 'plain' | 'receipt';

/** What a layout prints; the generator only sets what its layout will print, so truth = print. */
export interface Features {
  items: [number, number];
  shipTo: boolean;
  billTo: boolean;
  po: boolean;
  reference: boolean;
  due: boolean;
  delivery: boolean;
  /** Unit column (invoices) / unit after weights (receipts). */
  unit: boolean;
  lineDiscount: boolean;
  lineTaxRate: boolean;
  /** SKU in its own column, as a code before the description (receipts), or not printed. */
  sku: 'column' | 'prefix' | false;
  docDiscount: boolean;
  shipping: boolean;
  paid: boolean;
  tip: boolean;
  coupon: boolean;
  weighed: boolean;
  sublines: boolean;
  /** Item pools to draw from. */
  pools: ('goods' | 'services' | 'grocery' | 'restaurant')[];
}

export interface Address {
  streetLine: string;
  /** Printed lines in postal order, without the country line. */
  lines: string[];
  city: string;
  state?: string;
  zip?: string;
  /** Printed country name (last line) when printed. */
  country?: string;
}

export interface Party {
  name: string;
  address: Address;
  phone?: string;
  email?: string;
  taxId?: { label: string; value: string };
  otherIds: { label: string; value: string }[];
  /** "Attn." person line under a company name. */
  contact?: string;
}

export interface Item {
  description: string;
  /** A sub-line under the item (service period, serial number); not part of the Description. */
  subline?: string;
  sku?: string;
  qty: number;
  unit?: string;
  price: number;
  discount?: number;
  taxRate?: number;
  /** Receipt tax class letter printed after the amount. */
  taxClass?: string;
  amount: number;
  weighed?: boolean;
  coupon?: boolean;
  /** Unpriced modifiers printed on lines of their own under the item ("- no sugar"); not part of the Description. */
  notes?: string[];
  /** A priced modifier of the item above ("+ oat milk 0.50") or a charge on the whole bill (service); its own line item. */
  kind?: 'modifier' | 'charge';
}

export interface TaxLine {
  name: string;
  rate: number;
  base: number;
  amount: number;
  taxClass?: string;
}

export interface Payment {
  /** Record Payment_Type. */
  type: 'cash' | 'credit_card' | 'debit_card' | 'mobile_payment' | 'bank_transfer' | 'direct_debit';
  /** What is printed as the method, e.g. "VISA ****1234", "Bar", "Überweisung"; unset when only implied. */
  display?: string;
}

export interface DocModel {
  id: string;
  seed: string;
  lang: Lang;
  country: Country;
  vocab: Vocab;
  layout: string;
  kind: Kind;
  family: Family;
  /** For template-level choices (label variants, styles): separate from the content's randomness. */
  style: Rng;
  vendor: Party;
  slogan?: string;
  branch?: string;
  billTo?: Party;
  shipTo?: Party;
  number: string;
  po?: string;
  reference?: string;
  customerNo?: string;
  date: string;
  due?: string;
  delivery?: string;
  time?: string;
  cashier?: string;
  /** This document's date format and money template. */
  dateFormat: string;
  moneyFormat: string;
  taxInclusive: boolean;
  items: Item[];
  subtotal: number;
  /** Receipts do not always print a subtotal. */
  subtotalPrinted: boolean;
  discount?: number;
  shipping?: number;
  taxes: TaxLine[];
  tax: number;
  tip?: number;
  total: number;
  paid?: number;
  balance?: number;
  tendered?: number;
  change?: number;
  payment?: Payment;
  bank?: string;
  /** Payment term in days, printed instead of a due date (the due date is then not in the truth). */
  termDays?: number;
  /** The payer's account, masked, that a direct debit is drawn from. */
  debitAccount?: string;
}

export type LabelFn = (key: LabelKey) => string;
