import type { RecordFields } from '../../domain/document/record-fields';
import type { ExtractionIssue } from '../types';

/**
 * Where the XML of an e-invoice and what is printed on it disagree. The XML is the legally binding
 * invoice in Factur-X/ZUGFeRD, so the record takes the XML; a disagreement means either the print or the
 * XML is wrong (or our reading of the print is), and a bookkeeper should look. Only fields both sides
 * have are compared: a value the visual reading did not find is no disagreement.
 */
const AMOUNTS = ['Total', 'Subtotal', 'Tax', 'Balance_Due'];
const DATES = ['Date', 'Due_Date'];
const IDS = ['Invoice_Number', 'PO_Number', 'Currency_Code', 'Vat_Number', 'Vendor_IBAN'];

const AMOUNT_TOLERANCE = 0.01 + 1e-9;
const canonicalId = (v: string) => v.replace(/\s+/g, '').toUpperCase();

function present(v: unknown): v is string | number {
  return (typeof v === 'number' && v !== 0 && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '');
}

function issue(field: string, xml: string, printed: string): ExtractionIssue {
  return { code: 'EINVOICE_MISMATCH', field, message: `${field}: XML ${xml}, printed ${printed}` };
}

export function compareWithVisual(xml: Partial<RecordFields>, visual: Partial<RecordFields>): ExtractionIssue[] {
  const issues: ExtractionIssue[] = [];
  for (const field of AMOUNTS) {
    const [a, b] = [xml[field], visual[field]];
    if (typeof a !== 'number' || typeof b !== 'number' || !present(a) || !present(b)) continue;
    if (Math.abs(a - b) > AMOUNT_TOLERANCE) issues.push(issue(field, a.toFixed(2), b.toFixed(2)));
  }
  for (const field of DATES) {
    const [a, b] = [xml[field], visual[field]];
    if (!present(a) || !present(b)) continue;
    // Both sides are normalised to YYYY-MM-DD; comparing the calendar day ignores any time part.
    if (String(a).slice(0, 10) !== String(b).slice(0, 10)) issues.push(issue(field, String(a), String(b)));
  }
  for (const field of IDS) {
    const [a, b] = [xml[field], visual[field]];
    if (!present(a) || !present(b)) continue;
    if (canonicalId(String(a)) !== canonicalId(String(b))) issues.push(issue(field, String(a), String(b)));
  }
  return issues;
}
