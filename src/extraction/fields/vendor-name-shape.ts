import { nameWithLegalForm, findLegalForm } from './legal-form';

/** The first legal form in a text ("GmbH", "Inc.", "B.V.", "ООО", "株式会社" …), from the country table. */
export function legalForm(text: string): { index: number; 0: string } | null {
  const m = findLegalForm(text);
  return m ? { index: m.index, 0: m.form } : null;
}

/**
 * "(Not to be used …)", "ATTN:", trailing commas and a lone label are not part of a name, nor a till's running number
 * printed before it ("#000002 BAIFU (M) SDN BHD").
 */
export function cleanName(s: string): string {
  return s.replace(/^(?:attn|c\/o|z\.?\s?hd\.?|t\.a\.v\.)[:.]?\s*/i, '').replace(/^#\s?\d+\s+(?=\p{L})/u, '').replace(/[\s,;:]+$/, '').trim();
}

/**
 * Two letters in a row, marks between them: in Devanagari every consonant may carry a vowel sign ("कृष्णा होम डेकोर").
 * One word with four digits or more is a number ("07AAGFP3381M1ZQ", a GSTIN), not a name.
 */
export function plausible(name: string): boolean {
  return /\p{L}\p{M}*\p{L}/u.test(name) && name.length <= 80 && !/^\(.*\)$/.test(name) && !/@|www\.|https?:/.test(name) && !/^\S*(?:\d\S*){4}$/u.test(name.trim());
}

/** "Free SAS au capital de …" → "Free SAS"; "ООО «Вектор» | ИНН …" → "ООО «Вектор»" (see legal-form.ts). */
export function upToLegalForm(text: string): string | undefined {
  const name = nameWithLegalForm(text);
  return name && plausible(name) ? cleanName(name) : undefined;
}

