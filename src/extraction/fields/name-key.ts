/**
 * A name as OCR may misread it: digits for the letters they resemble ("000 «Дубрава»" for "ООО «Дубрава»",
 * "Cafe 1una"), case, accents and punctuation aside. Only for telling whether two printings are the same name.
 */
export function nameKey(s: string): string {
  const latin: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };
  const cyrillic: Record<string, string> = { '0': 'о', '3': 'з', '6': 'б' };
  const table = /\p{Script=Cyrillic}/u.test(s) ? cyrillic : latin;
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\d/g, (d) => table[d] ?? d)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
