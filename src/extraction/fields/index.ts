import type { LineItemFields, RecordFields, TaxLine } from '../../domain/document/record-fields';
import type { DocumentTree } from '../types';
import { findBic, findIban, findPoNumber, findVatNumbers } from './banking';
import { extractEmails, extractPhones } from './contacts';
import { detectCurrency, isMonthFirst } from './currency';
import { toDoc } from './doc';
import { extractDates } from './document-dates';
import { detectDocumentType } from './document-type';
import { extractInvoiceNumber } from './invoice-number';
import { extractLineItems } from './line-items';
import { extractParties } from './parties';
import { customerRegion } from './sections';
import { extractTaxLines } from './tax-lines';
import { extractTotals } from './totals';

export interface FieldsResult {
  fields: Partial<RecordFields>;
  lineItems: Partial<LineItemFields>[];
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

/** Runs every field rule over a document tree (any source: PDF text layer, OCR, ocr-json). */
export function extractFields(tree: DocumentTree): FieldsResult {
  const doc = toDoc(tree);
  const fields: Partial<RecordFields> = {};
  const currency = detectCurrency(doc);
  // Numeric dates are day-first except in US-dollar documents.
  doc.monthFirst = isMonthFirst(currency);
  const isCustomer = customerRegion(doc);

  const taxLines = extractTaxLines(doc);
  const totals = extractTotals(doc, taxLines);
  fillSingleBase(taxLines, totals.Subtotal);
  if (taxLines.length) fields.Tax_Lines = taxLines;
  put(fields, { ...totals });
  put(fields, { ...extractDates(doc) });
  put(fields, { Currency_Code: currency, Invoice_Number: extractInvoiceNumber(doc) });
  put(fields, { ...extractParties(doc) });

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
    Bill_To_Vat_Number: vat.customer,
    PO_Number: findPoNumber(doc),
    Document_Type: detectDocumentType(doc),
  });
  return { fields, lineItems: extractLineItems(doc) };
}
