/**
 * Article numbers printed on till receipts: GS1 codes (EAN-8, UPC-A, EAN-13, GTIN-14) carry a check digit, so a
 * run of digits beside a name is known to be a code, not a figure of the item, wherever it stands.
 */
export function isGtin(text: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(text)) return false;
  const digits = [...text].map(Number);
  const check = digits.pop()!;
  // Weights 3 and 1 alternate from the digit next to the check digit leftwards.
  const sum = digits.reverse().reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** A line that is nothing but an item code: a GS1 number or a short article/PLU number (4–7 digits). */
export function isCodeLine(text: string): boolean {
  const t = text.trim();
  return isGtin(t) || /^\d{4,7}$/.test(t);
}

/** "Milk 1L 4006381333931": a GS1 code after the name is the item's code; returns the name and the code. */
export function trailingGtin(description: string): { name: string; code: string } | undefined {
  const m = /^(.*\p{L}.*?)\s+(\d{8,14})$/u.exec(description);
  return m && isGtin(m[2]) ? { name: m[1], code: m[2] } : undefined;
}
