/**
 * Text as compared across sources (model cells, rule values, edits): upper case, letters and digits only, so
 * "S/B." and "S/B", or "Sdn. Bhd." and "SDN BHD", are the same value.
 */
export function textKey(s: string): string {
  return s.toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
