/**
 * The decimal separator a document prints its money with, for figures that are ambiguous alone: "85,000" is 85 000
 * in an English print and 85 in a German one ("Menge 85,000" beside "873,63" and "1.313,08"). Counted over the
 * document's two-decimal figures; a print that uses both ("12.30 Uhr" beside "873,63") decides by a clear majority.
 */
export type DecimalSeparator = ',' | '.';

const COMMA_MONEY = /(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d.,])/g;
const POINT_MONEY = /(?<![\d.,])\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.,])/g;

export function decimalSeparator(texts: string[]): DecimalSeparator | undefined {
  let comma = 0;
  let point = 0;
  for (const t of texts) {
    comma += t.match(COMMA_MONEY)?.length ?? 0;
    point += t.match(POINT_MONEY)?.length ?? 0;
  }
  if (comma >= 3 && comma >= 4 * point) return ',';
  if (point >= 3 && point >= 4 * comma) return '.';
  return undefined;
}

/** A figure with one separator and three digits after it, read with the document's decimal separator. */
export function withDecimalStyle(value: number | undefined, text: string, sep: DecimalSeparator | undefined): number | undefined {
  const m = /^\s*(\d{1,3})([.,])(\d{3})(?![\d.,])/.exec(text);
  if (value === undefined || !m || m[2] !== sep) return value;
  return Number(m[1]) + Number(m[3]) / 1000;
}
