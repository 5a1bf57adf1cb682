/**
 * An address printed over several lines, as one string. Where the document punctuates its own line ends
 * ("NO.2 & 4, JALAN HARMONI 3/2," / "TAMAN DESA HARMONI 81100 JOHOR BAHRU"), or prints it in capitals as till
 * receipts do, the lines are joined by a space and the address reads exactly as printed; otherwise each line
 * break is a separator and becomes ", " ("Grote Markt 164" / "2000 Antwerpen" → "Grote Markt 164, 2000 Antwerpen").
 */
export function joinAddressLines(lines: string[]): string {
  const parts = lines.map((l) => l.trim()).filter(Boolean);
  const capitals = parts.every((l) => !/\p{Ll}/u.test(l)) && parts.some((l) => /\p{Lu}/u.test(l));
  if (capitals || parts.slice(0, -1).some((l) => /[,،，]$/.test(l))) return parts.join(' ');
  return parts.map((l) => l.replace(/[,\s]+$/, '')).join(', ');
}
