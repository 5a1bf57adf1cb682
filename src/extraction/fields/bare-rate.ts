import type { TaxLine } from '../../domain/document/record-fields';
import { findAmounts } from './amounts';

/**
 * A tax line whose percent sign OCR lost or misread in small monospaced print ("ΦΠΑ 13   4,46", "ΦΠΑ 24 Η   30,42"
 * for "ΦΠΑ 24 %   30,42"): right after the tax's name, a whole rate (1–30), at most one letter or sign in place of
 * the "%", and the tax amount with its decimals, nothing else. A base or a second figure makes it no such line.
 */
const BARE_RATE = /^(\p{L}[\p{L}.]*(?:\s\p{L}[\p{L}.]*)?)\s+([1-9]|[12]\d|30)\s+(?:[^\s\d]\s+)?(-?\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2})\s*$/u;

export function bareRateLine(text: string, name: { index: number; 0: string }): TaxLine | null {
  // The label files may list the name with a rate ("ΦΠΑ 24"): the rate is read from the line, after the name's words.
  const m = BARE_RATE.exec(text.slice(name.index).replace(/\t/g, ' '));
  if (!m || !name[0].trim().startsWith(m[1])) return null;
  const amount = findAmounts(m[3])[0];
  return amount ? { Name: m[1], Rate: Number(m[2]), Base: 0, Amount: amount.value } : null;
}
