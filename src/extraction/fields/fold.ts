/**
 * Strips Latin and Greek accents so that "ESPECES" matches "espèces" and "ΤΙΜΟΛΟΓΙΟ" matches "τιμολόγιο"
 * (receipts often print capitals without accents). Only the combining diacritics block is removed:
 * Devanagari vowel signs and Japanese voicing marks are letters' parts, not accents, and stay.
 */
export function foldAccents(text: string): string {
  return /[^\x00-\x7f]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC') : text;
}

/** The same pattern over accent-folded text. */
export function foldPattern(re: RegExp): RegExp {
  return new RegExp(foldAccents(re.source), re.flags);
}
