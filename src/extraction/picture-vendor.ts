import type { FieldsResult } from './fields';
import type { DocumentTree, SniffedType } from './types';

/**
 * A digital PDF whose text layer names no vendor may print its name in a picture (a letterhead or logo image). The
 * pipeline then reads the first page's pictures and extracts again; these decide when, and what the second
 * reading may change.
 */
export function wantsPictureText(type: SniffedType, tree: DocumentTree, found: FieldsResult): boolean {
  return type === 'pdf' && tree.source === 'pdf-text' && tree.pages[0]?.origin === 'text-layer' && !found.fields.Vendor_Name;
}

/**
 * The vendor party of the second reading when it found a vendor name: the first reading's vendor address, phone and
 * the rest were guessed without the vendor's own block, so the whole party is taken together. Every other field,
 * and the line items, stay as the text layer gave them; a VAT number is taken only where there was none.
 */
export function withPictureVendor(first: FieldsResult, second: FieldsResult): FieldsResult {
  if (!second.fields.Vendor_Name) return first;
  const vendor = (name: string) => name.startsWith('Vendor_');
  const taken = (name: string) => vendor(name) || (name === 'Vat_Number' && !first.fields.Vat_Number);
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(first.fields)) if (!vendor(k)) fields[k] = v;
  for (const [k, v] of Object.entries(second.fields)) if (taken(k) && v !== undefined && v !== '') fields[k] = v;
  const sources = [...first.sources.filter((s) => !taken(s.name)), ...second.sources.filter((s) => taken(s.name))];
  return { ...first, fields: fields as FieldsResult['fields'], sources };
}
