import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import { LANGUAGE_LABELS } from '../lexicon';
import staffWords from '../lexicon/staff-words.json';

/**
 * Lines of a till receipt that look like a short name in capitals but name no business: the till's staff ("CASHIER
 * [P.NISANTHI]", "JURUWANG AMIRAH"; words in staff-words.json) and a label whose value is printed on the next line
 * ("PREPAY CHIT NUMBER" / "57381": it ends with a number sign of the label files, as "RECEIPT NO" does).
 */
const STAFF = new LabelMatcher([
  { language: 'x', fields: { page: { labels: Object.values(staffWords as Record<string, string[]>).flat(), examples: [] } }, signs: [], connectors: [] },
] as unknown as LabelFile[]);

/** "id" ends names as well ("MAX ID"): only the signs that say "number". */
const SIGNS = new Set(LANGUAGE_LABELS.flatMap((f) => f.signs ?? []).map((s) => s.toLowerCase()).filter((s) => s !== 'id'));

export function isStaffLine(text: string): boolean {
  const t = text.trim();
  return STAFF.find(t).some((s) => !/\S/.test(t.slice(0, s.start)));
}

export function awaitsNumber(text: string): boolean {
  const words = text.trim().toLowerCase().split(/\s+/);
  return words.length >= 2 && SIGNS.has(words[words.length - 1]);
}

export function notShopName(text: string): boolean {
  return isStaffLine(text) || awaitsNumber(text);
}
