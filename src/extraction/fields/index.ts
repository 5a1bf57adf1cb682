import type { LineItemFields, RecordFields, TaxLine } from '../../domain/document/record-fields';
import { type LayoutCell, layoutCells } from '../layout/cells';
import { decodeLayout, valueSupport } from '../layout/decode';
import type { Calibration, CellRoles } from '../layout/layout-model';
import type { DocumentTree, ExtractionIssue, FieldSource } from '../types';
import { findAbn, findBic, findIban, findPoNumber, findVatNumbers } from './banking';
import { extractEmails, extractPhones } from './contacts';
import { detectCategory } from './category';
import { inferLocale, thousandthsSeparator } from '../normalise/locale';
import { detectCurrency } from './currency';
import { type Doc, toDoc } from './doc';
import { extractDates } from './document-dates';
import { detectDocumentType } from './document-type';
import { extractInvoiceNumber } from './invoice-number';
import { extractLineItems } from './line-items';
import { addressParts, extractParties } from './parties';
import { inferCountry } from '../normalise/country';
import { extractPayment, maskCardNumbers } from './payment';
import { customerRegion } from './sections';
import { extractTaxLines } from './tax-lines';
import { extractTotals } from './totals';
import { findAmounts, readingThousandths } from './amounts';
import { arithmeticIssues } from './consistency';
import { fieldSources, lineItemSources } from './provenance';
import { RULE_RELIABILITY, resolveFields } from './resolve';
import { anchoredFields } from './receipt-anchor';
import { lineItemConfidence } from './line-item-confidence';
import { closeCjkSpaces } from './cjk-spacing';
import { readingPrint, repairStreetWords } from '../lexicon';
import { withoutAddressLabel } from './header-address';
import { repairLegalForm } from './legal-form';
import { repairAddressPunctuation, spaceAfterAbbreviation } from './ocr-punctuation';
import { repairFormComma } from './legal-form-comma';
import { withoutStamp } from './stamp-word';
import { spaceOcrAddress } from '../normalise/ocr-address-spacing';

export interface FieldsResult {
  fields: Partial<RecordFields>;
  lineItems: Partial<LineItemFields>[];
  /** Where each value is printed and how sure we are of it. */
  sources: FieldSource[];
  lineItemSources: FieldSource[][];
  issues: ExtractionIssue[];
}

/** The layout model's output for this document's cells, and the Doc those cells were built from (read once). */
export interface LayoutInput {
  doc: Doc;
  roles: CellRoles;
  calibration: Record<string, Calibration>;
}

/** Copies only the values that were found, so the caller's empty defaults stay for the rest. */
function put(fields: Partial<RecordFields>, values: Record<string, string | number | undefined>): void {
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') fields[k] = v;
}

/**
 * "MwSt. 19 %  239,88" prints no base. With one tax rate the base is the subtotal, when the figures agree
 * (subtotal × rate ≈ tax amount, within rounding).
 */
function fillSingleBase(taxLines: TaxLine[], subtotal?: number): void {
  const [only] = taxLines;
  if (taxLines.length !== 1 || only.Base || subtotal === undefined) return;
  if (Math.abs((subtotal * only.Rate) / 100 - only.Amount) <= 0.011) only.Base = subtotal;
}

/** A cash-rounding adjustment printed on the document (at most 0.10 either way), if any. */
function roundingAdjustment(doc: ReturnType<typeof toDoc>): number | undefined {
  for (const line of doc.lines) {
    if (!/\bround(?:ing)?\b|\bpembundaran\b|\badj(?:ustment)?\b|rundung/i.test(line.text)) continue;
    const a = findAmounts(line.text).filter((m) => m.value !== 0 && Math.abs(m.value) <= 0.1);
    if (a.length) return Math.abs(a[a.length - 1].value);
    // OCR often loses the leading zero: "ROUNDING ADJ .02".
    const bare = /(?<![\d.,])[-−]?\.(0\d)\b/.exec(line.text);
    if (bare && Number(bare[1]) > 0) return Number(bare[1]) / 100;
  }
  return undefined;
}

/** Fields that hold names and addresses. */
const SPACED_TEXT = ['Vendor_Name', 'Vendor_Address', 'Vendor_Address_Line', 'Vendor_City', 'Vendor_State', 'Bill_To_Name', 'Bill_To_Address',
  'Bill_To_Address_Line', 'Bill_To_City', 'Bill_To_State', 'Ship_To_Name', 'Ship_To_Address'];

/** Fields that hold street lines. */
/**
 * Tax ids read after their label are ids, whatever their digits: a Saudi VAT number (15 digits from a 3) can pass the
 * Luhn check with a card issuer's prefix, and masked it is no id at all.
 */
const TAX_IDS = new Set(['Vat_Number', 'Bill_To_Vat_Number']);
const STREET_TEXT = ['Vendor_Address', 'Vendor_Address_Line', 'Bill_To_Address', 'Bill_To_Address_Line', 'Ship_To_Address'];

/** Runs every field rule over a document tree (any source: PDF text layer, OCR, ocr-json). */
export function extractFields(tree: DocumentTree, layout?: LayoutInput): FieldsResult {
  return readingPrint(isPrinted(tree), () => {
    const doc = layout?.doc ?? toDoc(tree);
    const currency = detectCurrency(doc);
    const thousandths = thousandthsSeparator(doc.lines.map((l) => l.text).join('\n'), currency);
    return readingThousandths(thousandths, () => readFields(tree, doc, currency, thousandths !== undefined, layout));
  });
}

/** Text whose letters are the producer's own: no page of it went through a recogniser. */
function isPrinted(tree: DocumentTree): boolean {
  if (tree.source === 'ocr' || tree.source === 'ocr-json') return false;
  return tree.pages.every((p) => p.origin !== 'ocr' && p.origin !== 'ocr-json');
}

function readFields(tree: DocumentTree, doc: Doc, currency: string, thousandths: boolean, layout?: LayoutInput): FieldsResult {
  const fields: Partial<RecordFields> = {};
  // One date order for the whole document (its unambiguous dates, country, currency and language decide).
  doc.monthFirst = inferLocale(doc, currency).monthFirst;
  const isCustomer = customerRegion(doc);

  const taxLines = extractTaxLines(doc);
  const totals = extractTotals(doc, taxLines);
  fillSingleBase(taxLines, totals.Subtotal);
  if (taxLines.length) fields.Tax_Lines = taxLines;
  put(fields, { ...totals });
  put(fields, { ...extractDates(doc) });
  put(fields, { Currency_Code: currency, Invoice_Number: extractInvoiceNumber(doc) });
  const parties = extractParties(doc);
  put(fields, { ...parties, ...addressParts(parties, inferCountry(doc.lines.map((l) => l.text).join('\n'))) });

  const emails = extractEmails(doc, isCustomer);
  const phones = extractPhones(doc, isCustomer);
  const vat = findVatNumbers(doc, isCustomer);
  const text = doc.lines.map((l) => l.text).join('\n');
  put(fields, {
    All_Email_Addresses: emails.all.join(', '),
    Vendor_Email: emails.vendor,
    Vendor_Phone: phones.phone,
    Vendor_Fax: phones.fax,
    Vendor_IBAN: findIban(text),
    Vendor_Bank_Swift: findBic(doc),
    Vat_Number: vat.vendor,
    Vendor_ABN_Number: findAbn(doc),
    Bill_To_Vat_Number: vat.customer,
    PO_Number: findPoNumber(doc),
    Document_Type: detectDocumentType(doc),
  });
  put(fields, { ...extractPayment(doc, fields.Document_Type as string | undefined), Category: detectCategory(doc, fields.Vendor_Name as string | undefined) });
  const lineItems = extractLineItems(doc, { Subtotal: totals.Subtotal, Total: totals.Total, Tax: totals.Tax, Tip: totals.Tip, ocr: tree.source === 'ocr' || tree.source === 'ocr-json' });
  // A card number printed in full must not survive in any field (Card_Number keeps only the last four digits).
  for (const values of [fields, ...lineItems] as Array<Record<string, unknown>>) {
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string' && !TAX_IDS.has(k)) values[k] = maskCardNumbers(v);
  }
  const cells: LayoutCell[] = layout?.roles.cells ?? layoutCells(doc);
  const candidates = layout ? decodeLayout(layout.roles, doc.monthFirst) : new Map();
  const resolved = resolveFields(fields, candidates, lineItems, layout?.calibration, (field, value) =>
    layout ? valueSupport(layout.roles, field, value) : 0,
    tree.source === 'ocr' || tree.source === 'ocr-json',
    roundingAdjustment(doc),
    // Printed money: with cents (or thousandths), or grouped in thousands in currencies without cents ("137,384" won).
    doc.lines.flatMap((l) => findAmounts(l.text).filter((a) => a.decimals === (thousandths ? 3 : 2) || a.grouped).map((a) => a.value)),
    tree.source === 'ocr' || tree.source === 'ocr-json' ? anchoredFields(doc, fields) : undefined,
  );
  // Values the layout model chose come after the masking above: mask them as well.
  for (const [k, v] of Object.entries(resolved.fields)) if (typeof v === 'string' && !TAX_IDS.has(k)) resolved.fields[k] = maskCardNumbers(v);
  // Names and addresses as they are written, not as OCR spaced their CJK glyphs.
  for (const k of SPACED_TEXT) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = closeCjkSpaces(resolved.fields[k] as string, { name: k.endsWith('_Name') });
  for (const k of ['Vendor_Name', 'Bill_To_Name', 'Ship_To_Name']) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = repairLegalForm(resolved.fields[k] as string);
  for (const k of STREET_TEXT) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = withoutAddressLabel(repairStreetWords(resolved.fields[k] as string));
  if (tree.source === 'ocr' || tree.source === 'ocr-json') {
    for (const k of STREET_TEXT) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = repairAddressPunctuation(resolved.fields[k] as string);
    // Our own OCR only: an OCR file's words are as printed (SROIE prints "NO.3,JALAN").
    if (tree.source === 'ocr') for (const k of STREET_TEXT) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = spaceOcrAddress(resolved.fields[k] as string);
    for (const k of ['Vendor_Name', 'Bill_To_Name', 'Ship_To_Name']) if (typeof resolved.fields[k] === 'string') resolved.fields[k] = spaceAfterAbbreviation(repairFormComma(resolved.fields[k] as string));
    if (typeof resolved.fields.Vendor_Name === 'string') resolved.fields.Vendor_Name = withoutStamp(resolved.fields.Vendor_Name);
  }
  const num = (k: string) => (typeof resolved.fields[k] === 'number' ? (resolved.fields[k] as number) : undefined);
  const issues = arithmeticIssues(
    { Total: num('Total'), Subtotal: num('Subtotal') || undefined, Tax: num('Tax'), Shipping: num('Shipping'), Tip: num('Tip'), Discount: num('Discount'), Balance_Due: num('Balance_Due') },
    lineItems,
    taxLines,
  );
  return {
    fields: resolved.fields,
    lineItems,
    sources: fieldSources(resolved.fields, resolved.choices, cells, doc.monthFirst, (f) => RULE_RELIABILITY[f] ?? 0.6),
    lineItemSources: lineItemSources(lineItems, cells, lineItemConfidence),
    issues,
  };
}
