import { labelsIn } from '../lexicon';
import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import representativeWords from '../lexicon/representative-words.json';
import { opensAddress, phoneOnly } from './address-run';
import { splitAddress } from '../address/address-parts';
import { withoutAddressLabel } from './header-address';
import { statesCapital } from './legal-form';
import { isRegistrationLine } from './name-notes';
import type { Doc } from './doc';
import { splitParts } from './part-separators';

/** Label keys of the items a footer prints beside the address: registrations, contacts, the bank. */
const NOT_ADDRESS: ReadonlySet<string> = new Set(['tax_id', 'phone', 'fax', 'email', 'website', 'iban', 'bic', 'bank', 'account_number']);

const REPRESENTATIVE = new LabelMatcher([{
  language: 'x',
  fields: { page: { labels: Object.entries(representativeWords).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]), examples: [] } },
  signs: [],
  connectors: [],
}] as unknown as LabelFile[]);

/** Whether a part of a one-line sender or footer block is something printed beside the address, not a piece of it. */
export function besideAddress(part: string): boolean {
  const t = part.trim();
  // A postcode alone, maybe in brackets ("(34126)", Korean addresses print it last), is the address's own.
  if (/^\(?\s*\d{4,6}\s*\)?$/.test(t)) return false;
  if (!t || isRegistrationLine(t) || phoneOnly(t) || statesCapital(t)) return true;
  // An e-mail or web address printed without its label.
  if (/^\S+@\S+\.\S+$|^(?:https?:\/\/|www\.)\S+$/iu.test(t)) return true;
  const first = labelsIn(t)[0];
  if (first && first.start <= 1 && NOT_ADDRESS.has(first.key)) return true;
  // A person's name after the word: a street named after a director carries its number.
  return !/\p{Nd}/u.test(t) && REPRESENTATIVE.find(t).some((s) => s.start === 0);
}

/**
 * The address among the parts of a sender or footer line after the name ("Registered in England and Wales No. … ·
 * Registered office: 14 Wharf Road, Bristol BS1 6QE · VAT Reg. No. …", "대표 김민준 | 사업자등록번호 … | 서울특별시 … |
 * 02-…"): registrations, the representative, phones and bank items go, and an address label before the street.
 */
export function addressOfParts(parts: string[]): string {
  return parts.filter((p) => !besideAddress(p)).map(withoutAddressLabel).filter(Boolean).join(', ');
}

/**
 * The address of a sender or footer line that repeats the vendor's name: with its postcode, or, where registrations
 * and contacts were printed beside it, a street with its city (Korean and Chinese addresses often print no postcode:
 * "대표 김민준 | 사업자등록번호 … | 서울특별시 마포구 월드컵북로 396, 12층 | 02-…").
 */
export function repeatedAddress(parts: string[]): string | undefined {
  const kept = parts.filter((p) => !besideAddress(p));
  const rest = kept.map(withoutAddressLabel).filter(Boolean).join(', ');
  const split = splitAddress([rest]);
  if (split.Zipcode) return rest;
  return kept.length < parts.length && opensAddress(rest) && split.City ? rest : undefined;
}

/**
 * A footer line naming the business without a legal form, with its address and a registration ("Bahay Kubo
 * Furniture Trading · 17 Mabini St., … Marikina City 1805 · VAT Reg. TIN …"): the vendor when no other line names
 * one (a logo may stand for the name at the top). The name is words without figures or labels; the line must hold a
 * registration or tax number, so a thank-you or a bank line is not taken. The foot is the page's last quarter or its
 * last three lines (a short page prints its footer under the content).
 */
export function footerCompanyLine(doc: Doc): { name: string; address: string } | undefined {
  const first = doc.lines.filter((l) => l.page === 1);
  // The page's foot, or the last lines of a short page that printed its footer under the content.
  for (const [i, line] of first.entries()) {
    if (line.box[1] <= 0.75 * line.pageHeight && i < first.length - 3) continue;
    const [name, ...rest] = splitParts(line.text);
    if (rest.length < 2 || !/^\p{L}[\p{L}\p{M}&'.\s-]*$/u.test(name) || name.split(/\s+/).length < 2 || labelsIn(name).length) continue;
    const registered = rest.some((p) => labelsIn(p)[0]?.key === 'tax_id' || isRegistrationLine(p));
    const address = addressOfParts(rest);
    if (registered && splitAddress([address]).Zipcode) return { name, address };
  }
  return undefined;
}
