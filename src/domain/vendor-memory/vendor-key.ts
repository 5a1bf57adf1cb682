import type { RecordFields } from '../document/record-fields';

/**
 * Which vendor a record belongs to, for vendor memory. The VAT number identifies a vendor best (it survives a
 * rename and is printed the same way on every invoice); the name is the fallback.
 */

// Longest first, so "SDN BHD" is stripped as one suffix and not leave a stray "SDN".
const LEGAL_SUFFIXES = [
  'SDN BHD', 'PTE LTD', 'PTY LTD', 'CO KG', 'GMBH CO KG', 'GMBH', 'MBH', 'AG', 'KG', 'OHG', 'UG', 'EK', 'LTD', 'LIMITED', 'LLC', 'LLP', 'INC',
  'INCORPORATED', 'CORP', 'CORPORATION', 'CO', 'COMPANY', 'PLC', 'BHD', 'SARL', 'SAS', 'SA', 'SRL', 'SPA', 'BV', 'NV', 'OY', 'AB', 'AS', 'APS',
].sort((a, b) => b.length - a.length);

/** "de 123.456 789" → "DE123456789"; "" when nothing is left. */
export function normaliseVat(vat: string): string {
  return vat.toUpperCase().replace(/[\s.\-_/]/g, '');
}

/** "ACME Trading Sdn. Bhd." → "ACME TRADING"; "Müller & Söhne GmbH" → "MÜLLER SÖHNE". */
export function normaliseVendorName(name: string): string {
  let s = name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Suffixes can stack ("GmbH & Co. KG"), so strip until none is left, but never the whole name.
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (s.endsWith(' ' + suffix)) {
        s = s.slice(0, -suffix.length - 1).trim();
        changed = true;
      }
    }
  }
  return s;
}

/** The vendor keys of a record, best first: `vat:<VAT>` when a VAT number is present, then `name:<NAME>`. */
export function vendorKeys(fields: Partial<RecordFields> | null | undefined): string[] {
  const keys: string[] = [];
  const vat = typeof fields?.Vat_Number === 'string' ? normaliseVat(fields.Vat_Number) : '';
  if (vat.length >= 4) keys.push(`vat:${vat}`);
  const name = typeof fields?.Vendor_Name === 'string' ? normaliseVendorName(fields.Vendor_Name) : '';
  if (name) keys.push(`name:${name}`);
  return keys;
}

/** The one key an example is stored under: VAT when present, else the name; null for a record with neither. */
export function vendorKey(fields: Partial<RecordFields> | null | undefined): string | null {
  return vendorKeys(fields)[0] ?? null;
}
