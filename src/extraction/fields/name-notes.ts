import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import registrationWords from '../lexicon/registration-words.json';
import ownerWords from '../lexicon/owner-words.json';

/**
 * Lines a receipt prints between the business's name and its address (Malaysian till receipts: "SYARIKAT ABC SDN BHD"
 * / "(123456-X)" or "CO. NO: 123456-X" / "DIMILIKI OLEH: …" / street / postcode and city / "GST ID: …" / "TEL: …"):
 * they belong to neither, and the address starts under them. Words in registration-words.json and owner-words.json.
 */
const matcher = (words: Record<string, string[]>) =>
  new LabelMatcher([{ language: 'x', fields: { page: { labels: Object.values(words).flat(), examples: [] } }, signs: [], connectors: [] }] as unknown as LabelFile[]);

const REGISTRATION = matcher(registrationWords as Record<string, string[]>);
const OWNER = matcher(ownerWords as Record<string, string[]>);

/** A registration number alone: digits with maybe a check letter or a letter prefix ("822737-X", "(139386 X)", "<484297-M>", "1227039"). */
const BARE_NUMBER = /^[(<[]?\s*(?:[A-Z]{1,3}\s?)?\d{5,12}(?:\s?-?\s?[A-Z])?\s*[)>\]]?[.,]?$/;

/**
 * A registration number with its check letter and nothing else ("(1198447-X)", "002458685-T", Singapore's UEN
 * "201912345K"): unlike a bare figure, never a postcode, so it ends an address printed above it.
 */
export const isCheckedNumber = (text: string) => /^\(?\s*\d{5,12}\s?-?\s?[A-Z]\s*\)?[.,]?$/.test(text.trim());

/**
 * A top line's name without the registration number printed after it in brackets ("BEST DENKI MALAYSIA (308282-A)"):
 * a number with its check letter is never part of a name, and the name carries no legal form to end it.
 */
export function withoutCheckedNumber(text: string): string {
  const m = /^(.*\p{L}.*?)\s*(\([^()]*\))$/u.exec(text);
  return m && isCheckedNumber(m[2]) ? m[1].trim() : text;
}

/** Where a word of `m` opens the text (after an opening bracket), if it does. */
const opens = (m: LabelMatcher, text: string) => m.find(text).some((s) => !/\S/.test(text.slice(0, s.start).replace('(', '')));

/**
 * A company registration or tax number line: the number alone, or after its label ("COMPANY NO: 499702-V",
 * "CO.NO. (458592-T)", "GST REG : 001627654144", "(GST ID NO: 001656262656)").
 */
export function isRegistrationLine(text: string): boolean {
  const t = text.trim();
  if (BARE_NUMBER.test(t)) return true;
  return opens(REGISTRATION, t) && /\d{5,}/.test(t.replace(/[\s-]/g, ''));
}

/** "DIMILIKI OLEH : DOVE HOLDINGS SDN BHD", "OWN BY: CHEF LEE SDN BHD": the company that owns the shop named above. */
export function isOwnerLine(text: string): boolean {
  return opens(OWNER, text.trim());
}

/**
 * The company an owner line names, without its owner words ("DIMILIKI: BANH MI CAFE SDN BHD 1110644-W" →
 * "BANH MI CAFE SDN BHD 1110644-W"): the legal business behind the shop's sign, and so the vendor.
 */
export function ownerName(text: string): string | undefined {
  const t = text.trim();
  const span = OWNER.find(t).filter((s) => !/\S/.test(t.slice(0, s.start).replace('(', ''))).sort((a, b) => b.end - a.end)[0];
  const rest = span ? t.slice(span.end).replace(/^[\s:.\-–]+/u, '').trim() : '';
  return rest || undefined;
}
