import { splitAddress } from '../address/address-parts';
import { PLACES } from '../address/postal-data';
import { fold } from '../address/text';
import { isBranchLine, isStreetLine, labelMatcher, labelsAValue, labelsIn } from '../lexicon';
import { joinAddressLines } from './address-lines';
import { lotNumber } from './lot-number';
import { repeatedBelow } from './address-sign';
import { w } from './labels';

/**
 * Which of a party's printed lines make its address: the same test for the rules' blocks and for the layout
 * model's address cells, so both stop where the address stops (a tax id, a heading, a slogan under the city).
 */

/** Lines that end an address block: contact details, registrations, web addresses. */
const NOT_ADDRESS = w(String.raw`tel|telefon|phone|fax|e-?mail|www|http|vat|ust|btw|tva|kvk|iban|bic|swift|steuer|tax|gst|registered|handelsregister|hrb|amtsgericht|siret|rcs|nummer|number|datum|date|invoice|rechnung|factuur|facture`);

/** Label-file keys of lines that follow an address but are not part of it (in every language: "Tél.", "ИНН", "電話"). */
const AFTER_ADDRESS: ReadonlySet<string> = new Set(['phone', 'fax', 'email', 'website', 'tax_id', 'iban', 'bic', 'bank', 'account_number',
  'invoice_number', 'date', 'due_date', 'customer_number', 'order_number', 'po_number', 'reference', 'doc_invoice', 'doc_receipt', 'total', 'subtotal']);

/** Party headings ("Bill to", "收票单位", "공급받는자"): the next party begins, whatever follows them on the line. */
const HEADINGS: ReadonlySet<string> = new Set(['bill_to', 'ship_to', 'vendor_hint', 'remit_to']);

/** An international phone number ("+62 21 5334 6702", "+7 (812) 144-67-70"): a contact line, not an address line. */
const PHONE_NUMBER = /\+\s?\d{1,3}[\s().-]*(?:\d[\s().-]*){6,}/;

/**
 * A registration or tax number standing on the line without its label ("NL791898770B02", "CHE-355.221.217",
 * "7866142780", "361-98-30173"): ten or more letters and digits, most of them digits. Postcodes, house numbers and
 * ZIP+4 codes are shorter.
 */
function hasRegistrationNumber(text: string): boolean {
  return text.split(/\s+/).some((token) => {
    const compact = token.replace(/[.\-/()]/g, '');
    const digits = compact.replace(/\D/g, '').length;
    return /^[A-Z]{0,4}\d[\dA-Z]*$/.test(compact) && compact.length >= 10 && digits >= 7;
  });
}

export function looksLikeAddress(text: string): boolean {
  if (text.length > 80 || NOT_ADDRESS.test(text) || /@/.test(text) || PHONE_NUMBER.test(text) || hasRegistrationNumber(text)) return false;
  return !labelsAValue(text, AFTER_ADDRESS) && !hasHeading(text);
}

/** A number sign right after a word, then a figure ("No. 5", "नं. 79", "#4"), and no colon: a premises number. */
function premises(after: string): boolean {
  if (/^\s*#\s*\d/.test(after)) return true;
  const sign = labelMatcher().signs(after)[0];
  return Boolean(sign) && !/\S/.test(after.slice(0, sign.start)) && /^\s*\d/.test(after.slice(sign.end));
}

/**
 * A premises number under its number sign and a colon ("NO: 28, JALAN ASTANA 1C,", "LOT NO : 20, LEVEL UG1,"): a street
 * line, not a labelled value, when the sign opens the line (after at most one word) and no label is printed on it.
 */
export function premisesColon(text: string): boolean {
  const colon = text.search(/[:：]/);
  if (colon < 0 || /[:：]/.test(text.slice(colon + 1))) return false;
  const head = text.slice(0, colon).trimEnd();
  const sign = labelMatcher().signs(head).find((s) => s.end === head.length);
  if (!sign || head.slice(0, sign.start).trim().split(/\s+/).filter(Boolean).length > 1) return false;
  return /^\s*[\p{L}]{0,2}\p{Nd}/u.test(text.slice(colon + 1)) && !labelsIn(text).length && isStreetLine(text);
}

/**
 * A party heading ("Bill to", "חשבון עבור"). The same word in brackets is a province code ("10121 Torino (TO)"), and
 * inside a street name before the house number it is part of the name ("Praça do Comércio, 185"). Followed by a
 * number sign and a figure on a street line it names the premises ("Shop No. 5, MG Road", "दुकान नं. 79, एम.जी. रोड").
 */
function hasHeading(text: string): boolean {
  return labelsIn(text).some((s) => {
    if (!HEADINGS.has(s.key) || (text[s.start - 1] === '(' && text[s.end] === ')')) return false;
    const after = text.slice(s.end);
    if (premises(after) && isStreetLine(text)) return false;
    return s.start <= 1 || /^\s*[:：]/.test(after) || !/\p{Nd}/u.test(after);
  });
}

/**
 * A line whose only figure is a year ("Seit 1954 in Familienbesitz", "創業1962年"): a slogan unless it opens with a
 * street word ("Calle 1986"); one inside the sentence ("Su proveedor de oficina desde 1986") does not make it a street.
 */
function onlyAYear(text: string): boolean {
  const numbers = text.match(/\p{Nd}+/gu) ?? [];
  const opening = /[\u3040-\u9fff\uac00-\ud7af]/u.test(text) ? text : text.trim().split(/\s+/).slice(0, 2).join(' ');
  return numbers.length === 1 && /^(?:18|19|20)\d\d$/.test(numbers[0]) && !isStreetLine(opening);
}

/**
 * A four-digit postcode that could be a year, printed before its city ("2000 Neuchâtel", "1986 Ruggell") or after
 * city and state ("Sydney NSW 2000"): after a street line with its number it is the postcode line, not a slogan's year.
 */
function postcodeFirst(taken: string[], text: string): boolean {
  if (!taken.some((t) => /\p{Nd}/u.test(t) && !onlyAYear(t))) return false;
  const parts = splitAddress([text]);
  return Boolean(parts.Zipcode && parts.City && (/^\s*\p{Nd}{4}\s+\p{L}/u.test(text) || parts.State));
}

/** A slogan's year, unless it is the postcode under a street line. */
const sloganYear = (taken: string[], text: string) => onlyAYear(text) && !postcodeFirst(taken, text);

const hasFigure = (text: string) => /\p{Nd}/u.test(text) && !onlyAYear(text);
const WITHOUT_SPACES = /[\u3040-\u9fff\uac00-\ud7af]/u;

/**
 * Whether an address that has taken `taken` lines goes on with `next`. A labelled line ends it, except a postcode
 * under its label ("邮编：310002", "CEP: 01310-100"). Once a postcode has been printed, what follows is the country
 * or a state ("Sumatera Utara"), or (where addresses run from the large to the small: 〒104-0061 / 東京都中央区丸の内8-4-7,
 * 125009, г. Москва / ул. Тверская, д. 7) a line with a number on it; a heading or slogan under the city
 * ("DADOS DO CLIENTE", "每日新鲜直达") is not part of the address.
 */
/** A phone number on its own line, maybe after a short label ("218 485 5363", "ت 5967 563 011", "8 (383) 275-43-73"). */
export function phoneOnly(text: string): boolean {
  const m = /^\s*(?:\p{L}{1,3}\.?:?\s*)?(\+?[\d\s()./-]+)$/u.exec(text);
  return Boolean(m) && (m![1].match(/\d/g) ?? []).length >= 9 && /\d[\s()./-]+\d/.test(m![1]);
}

export function continuesAddress(taken: string[], next: string): boolean {
  if (phoneOnly(next)) return false;
  if (!looksLikeAddress(next) || isBranchLine(next) || sloganYear(taken, next)) return false;
  const parts = splitAddress([next]);
  if (/[:：]/.test(next) && !premisesColon(next) && !(parts.Zipcode && /^[^:：]{0,12}[:：]\s*\S+$/u.test(next.trim()))) return false;
  // A line printed with a comma at its end says the address goes on ("39100 BRINCHANG," / "CAMERON HIGHLANDS,").
  if (taken.length && /[,،，]\s*$/u.test(taken[taken.length - 1])) return true;
  const country = ((Boolean(parts.Country || parts.State) || isPlace(next)) && next.split(/\s+/).length <= 4) || cityAndState(next);
  // Chinese, Japanese and Korean addresses fill one line: after it, only a postcode, a state or the country.
  if (taken.some(hasFigure) && WITHOUT_SPACES.test(next) && !hasFigure(next) && !country && !isStreetLine(next)) return false;
  // The country ends an address: a line after it without a figure is a slogan ("ישראל" / "פתרונות לעסק שלך").
  const previous = taken.length ? splitAddress([taken[taken.length - 1]]) : undefined;
  if (previous?.Country && !previous.Address_Line && !previous.City && !hasFigure(next)) return false;
  if (!taken.some(postcodeLine)) return true;
  // A postcode printed last on its line after a comma ("BANDAR BUKIT RAJA, 41050"): its town and state follow on the
  // next line. Not a city's postcode ("Metro Manila 1226"), nor a line under it that names no place (a label).
  if (postcodeLast(taken[taken.length - 1]) && !hasFigure(next) && namesPlace(next)) return true;
  return hasFigure(next) || postcodeFirst(taken, next) || country;
}

/** A line with a postcode, or a postcode alone in brackets or after 〒 ("(34126)", "〒104-0061"); not a lot number. */
const postcodeLine = (text: string) => {
  const zip = splitAddress([text]).Zipcode;
  return (Boolean(zip) && !lotNumber(text, zip!)) || /^\s*[(〒]?\s?\p{Nd}{4,6}\)?\s*$/u.test(text);
};

/** A line that ends with its postcode, no town after it ("TAMAN SERI, 43000"). */
function postcodeLast(text: string | undefined): boolean {
  const zip = text ? splitAddress([text]).Zipcode : undefined;
  return Boolean(zip) && !lotNumber(text!, zip!) && new RegExp(String.raw`[,，]\s*${zip}[.,]?\s*$`, 'u').test(text!);
}

/** A line that names a country, state or region in one of its comma parts ("KLANG SELANGOR D. E, MALAYSIA"). */
function namesPlace(text: string): boolean {
  const parts = splitAddress([text]);
  return Boolean(parts.Country || parts.State) || text.split(/[,，]/).some(isPlace);
}

/**
 * A line that ends an address printed above it: its postcode line ("6003 Luzern", "(16677)", "Yogyakarta 55213") or,
 * once the postcode is printed, the country, state or region ("Schweiz", "Davao del Sur, Philippines"). Where a
 * reader (or the layout model) stopped short, these lines still belong to the address.
 */
export function closesAddress(taken: string[], next: string): boolean {
  if (!taken.length || !continuesAddress(taken, next)) return false;
  const parts = splitAddress([next]);
  if (parts.Zipcode || /^\s*[(〒]?\s?\p{Nd}{4,6}\)?\s*$/u.test(next)) return !parts.Address_Line || /^\s*\(/.test(next);
  if (!taken.some((t) => splitAddress([t]).Zipcode || /^\s*[(〒]?\s?\p{Nd}{4,6}\)?\s*$/u.test(t))) return false;
  return (Boolean(parts.Country || parts.State) || isPlace(next)) && next.split(/\s+/).length <= 4;
}

/**
 * A block that starts at its postcode line ("TAMPOI,81200 JOHOR BAHRU,JOHOR", "41400 KLANG, SELANGOR") and the line
 * above it that would open it: a street or building line with its number, no label, no postcode of its own.
 */
export function startsAtPostcode(text: string): boolean {
  return Boolean(splitAddress([text]).Zipcode) && !isStreetLine(text) && !/^\s*\p{Nd}{1,4}\s*,/u.test(text);
}

export function opensAddress(text: string): boolean {
  return looksLikeAddress(text) && (!/[:：]/.test(text) || premisesColon(text)) && hasFigure(text) && isStreetLine(text) && !splitAddress([text]).Zipcode;
}

/** A slogan ("Seit 1954 in Familienbesitz") or a branch line ("Filiaal Eindhoven") between a name and its address. */
export function precedesAddress(text: string): boolean {
  return onlyAYear(text) || isBranchLine(text);
}

/** A line that is only a state, province or region of some country ("Jawa Barat", "Metro Manila", "Cebu"). */
function isPlace(text: string): boolean {
  return PLACES.has(fold(text.trim().replace(/[.,;]+$/, '')));
}

/**
 * A town and its state after a comma, without a figure ("BATANG KALI, SELANGOR", "PETALING JAYA, SELANGOR DARUL
 * EHSAN."): the line that closes an address whose postcode was printed on the line above.
 */
function cityAndState(text: string): boolean {
  const parts = text.split(/[,，،]/).map((p) => p.trim()).filter(Boolean);
  return parts.length === 2 && !/\p{Nd}/u.test(text) && text.split(/\s+/).length <= 6 && isPlace(parts[1]);
}

/** The leading lines of `lines` that read as one address, after any slogan or branch line above it. */
export function addressRun(lines: string[], max = 5): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (!out.length && precedesAddress(line)) continue;
    if (out.length >= max || !continuesAddress(out, line)) break;
    out.push(line.trim());
  }
  return out;
}

/**
 * The layout model's address cells, line by line, cut where the address has visibly ended: at a party heading, a
 * tax or registration number, a contact line, or (in scripts without spaces) a slogan after the street line;
 * slogans and branch lines before it are dropped. The model already weighed the labels, so they are not re-judged.
 */
export function modelAddressLines(lines: string[]): string[] {
  const start = lines.findIndex((l) => !isBranchLine(l) && !onlyAYear(l));
  const out: string[] = [];
  for (const line of start < 0 ? [] : lines.slice(start)) {
    const ended = hasHeading(line) || hasRegistrationNumber(line) || PHONE_NUMBER.test(line) || /@/.test(line);
    const slogan = out.some(hasFigure) && WITHOUT_SPACES.test(line) && !hasFigure(line) && !isStreetLine(line) && !splitAddress([line]).Country;
    if (out.length && (ended || slogan || isBranchLine(line) || sloganYear(out, line))) break;
    out.push(line);
  }
  return out;
}

/**
 * The address from its lines: lines before the first one with a figure are kept only when they name a street or
 * building ("Wisma Atria"); a slogan or a department under the name is not, nor a branch line the address repeats
 * below. Without a figure there is no address.
 */
export function joinAddress(lines: string[]): string | undefined {
  const first = lines.findIndex(hasFigure);
  if (first < 0) return undefined;
  const lead = lines.slice(0, first);
  const rest = lines.slice(first);
  const street = lead.findIndex((l) => isStreetLine(l) && !repeatedBelow(l, rest));
  return joinAddressLines([...lead.slice(street >= 0 ? street : lead.length).filter((l) => !repeatedBelow(l, rest)), ...rest]);
}
