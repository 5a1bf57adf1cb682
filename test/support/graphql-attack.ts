/**
 * Issue 15's attack: `aliases` copies of a full page of documents with raw text, line items and audit trail
 * (2,000 of them make a 233 KB body, under the 1 MB limit).
 */
export function attackQuery(aliases = 2000): string {
  const page = 'documents(first: 100) { nodes { captureKey rawText lineItems { description qty price amount } auditTrail { field oldValue newValue createdAt } } }';
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: ${page}`).join(' ')} }`;
}

/**
 * The heaviest query the default limits accept, of the attack's shape: a page of 9 documents with raw
 * text, line items and audit trail, every line item field and its provenance: cost 19,383 of the default 20,000 (line items count as 50 a document).
 */
export const HEAVIEST_ACCEPTED_QUERY = `{ documents(first: 9) { totalCount pageInfo { hasNextPage endCursor } nodes {
  captureKey status fileName createdAt total subtotal tax date vendorName invoiceNumber currencyCode rawText
  lineItems { lineItemId line sku description qty unit price amount taxRate tax fields { name value confidence } }
  auditTrail { field oldValue newValue createdAt }
} } }`;
