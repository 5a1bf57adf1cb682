import { maskCardNumbers } from '../fields/payment';
import { AppError } from '../../common/app-error';
import { rawText } from '../raw-text';
import type { ExtractionResult } from '../types';
import { mapCii } from './cii-mapping';
import { compareWithVisual } from './compare';
import { findEmbeddedInvoice } from './pdf-attachment';
import { summaryTree } from './summary-tree';
import { CII_NS, UBL_CREDIT_NOTE_NS, UBL_INVOICE_NS, looksLikeXml, syntaxOf, xmlRoot } from './syntax';
import type { EInvoiceData } from './values';
import { mapUbl } from './ubl-mapping';
import { readXml } from './xml-reader';

/**
 * Structured e-invoices: uploaded CII/UBL XML, and the XML a Factur-X/ZUGFeRD/XRechnung PDF carries.
 * The record is filled from the XML, which is exact; for a PDF the visual reading still runs and its
 * disagreements with the XML are reported as issues.
 */

/**
 * Parses and maps an e-invoice.
 * @throws AppError UNPROCESSABLE (DOCTYPE/ENTITY, malformed, over the limits), UNSUPPORTED_MEDIA_TYPE
 * when the root element is not a CII or UBL invoice.
 */
export function readEInvoice(bytes: Buffer): EInvoiceData {
  const root = readXml(bytes);
  const syntax = syntaxOf(root);
  if (syntax === 'CII') return mapCii(root);
  if (syntax === 'UBL') return mapUbl(root);
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedXmlMessage(root.name, root.ns), { root: root.name, namespace: root.ns });
}

function unsupportedXmlMessage(name: string, ns: string): string {
  return (
    `XML files are accepted only as e-invoices: a CII CrossIndustryInvoice (${CII_NS}) or a UBL Invoice/CreditNote ` +
    `(${UBL_INVOICE_NS}, ${UBL_CREDIT_NOTE_NS}); this file's root element is <${name}>${ns ? ` in namespace ${ns}` : ' without a namespace'}`
  );
}

/** The 415 for XML that is not an e-invoice, or null when the bytes are not XML at all. */
export function unsupportedXml(bytes: Buffer): AppError | null {
  if (!looksLikeXml(bytes)) return null;
  const root = xmlRoot(bytes);
  if (!root) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'XML files are accepted only as e-invoices (CII or UBL): no root element was found');
  return new AppError('UNSUPPORTED_MEDIA_TYPE', unsupportedXmlMessage(root.name, root.ns), { root: root.name, namespace: root.ns });
}

/** The whole result for an uploaded XML file: the record from the XML, Raw_Text from a one-page summary. */
export function xmlUploadResult(bytes: Buffer): ExtractionResult {
  const data = readEInvoice(bytes);
  const tree = summaryTree(data);
  const { lines: _lines, ...page } = tree.pages[0];
  return {
    fields: data.fields,
    lineItems: data.lineItems,
    rawText: maskCardNumbers(rawText(tree)),
    pageCount: 1,
    pages: [page],
    einvoice: { format: data.format, profile: data.profile, source: 'upload' },
  };
}

/**
 * A PDF's visual result, replaced by its embedded e-invoice when it carries one. An attached XML that
 * cannot be read leaves the visual record and says so as an issue, rather than failing a readable PDF.
 */
export async function withEmbeddedInvoice(pdf: Buffer, visual: ExtractionResult): Promise<ExtractionResult> {
  const embedded = await findEmbeddedInvoice(pdf);
  if (!embedded) return visual;
  let data: EInvoiceData;
  try {
    data = readEInvoice(embedded.bytes);
  } catch (e) {
    const message = `The attached ${embedded.fileName} could not be read, so the record is from the print: ${(e as Error).message}`;
    return { ...visual, issues: [...(visual.issues ?? []), { code: 'EINVOICE_MISMATCH', message }] };
  }
  return {
    ...visual,
    fields: data.fields,
    lineItems: data.lineItems,
    // The visual reading's own issues (arithmetic, low confidence) are about values the record no longer holds.
    issues: compareWithVisual(data.fields, visual.fields),
    einvoice: { format: data.format, profile: data.profile, source: 'pdf-attachment' },
  };
}
