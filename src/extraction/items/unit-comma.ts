/**
 * "9 шт, 1 809,00": OCR reads a point or a speck after a count's unit as a comma. Between the count and the next
 * figure the unit's word is put back without it, so it reads as the unit and the price stays one figure.
 */
const UNIT_COMMA = /^(\p{L}{1,4}\.?),$/u;

export function unitWithoutComma(raw: string[]): string[] {
  return raw.map((t, i) => {
    const m = UNIT_COMMA.exec(t);
    return m && /^\d[\d.,]*$/.test(raw[i - 1] ?? '') && /^\d/.test(raw[i + 1] ?? '') ? m[1] : t;
  });
}
