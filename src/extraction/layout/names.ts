/**
 * Company registration numbers ("(728515-N)", "CO. REG 12345-X") are printed beside a vendor's name but are not
 * part of it: a bookkeeper files the receipt under "TRI SHAAS SDN BHD", not under "TRI SHAAS SDN BHD (728515-N)".
 */
export function stripRegistration(s: string): string {
  return s
    .replace(/\s*\([^)]*\d[^)]*\)?\s*$/, '')
    .replace(/\s*\bco(?:mpany)?\.?\s*(?:reg(?:istration)?\.?\s*)?(?:no\.?)?\s*[:.]?\s*\(?[\dA-Z-]*\d[\dA-Z-]*\)?\s*$/i, '')
    .replace(/\s+\d{3,}[\d-]*-?[A-Z]?\s*$/i, '')
    .trim();
}
