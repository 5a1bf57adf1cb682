import { splitAddress } from '../address/address-parts';
import { isBranchLine, isStreetLine } from '../lexicon';
import { reachesPostcodeFirst } from './address-choice';
import { continuesAddress, looksLikeAddress } from './address-run';
import { signAboveAddress } from './address-sign';
import { sameName } from './name-match';
import { DOT_SEPARATOR } from './part-separators';
import { findLegalForm } from './legal-form';
import { besideAddress } from './sender-parts';
import { textKey } from './text-key';

/**
 * The rules and the model read the same name or address, one of them with lines more. On OCR'd pages (uneven line
 * gaps) the model's block may lose the street above the city, or the postcode line under the street, or gain a branch
 * line under the name; the rules' block takes the lines in postal order. The rules' reading wins when:
 * - an address: it is the model's plus the leading street lines (with a figure, no registration number) or plus the
 *   postcode line the model's lacks;
 * - a name: the model's holds the rules' plus a branch line or a line with a figure (an address under the name).
 */
export function overlapsBetter(field: string, rule: string, model: string, vendorName?: string): boolean {
  const r = textKey(rule);
  const m = textKey(model);
  // An address has a figure (house number, postcode): a block of words without one is a slogan or a heading.
  if (field === 'Vendor_Address' && /\p{Nd}/u.test(rule) && !/\p{Nd}/u.test(model)) return true;
  if (field === 'Vendor_Address' && linesBetween(rule, model)) return true;
  if (field === 'Vendor_Address' && afterOwnName(rule, model, vendorName)) return true;
  if (field === 'Vendor_Address' && reachesPostcodeFirst(rule, model)) return true;
  if (field === 'Vendor_Address' && bracketedLead(rule, model)) return true;
  if (field === 'Vendor_Address' && streetAgainstNone(rule, model)) return true;
  if (field === 'Vendor_Address' && withFooterItems(rule, model)) return true;
  // The same words, the model's with a part break where the rules joined a wrapped line ("…, 546 24" / "Θεσσαλονίκη"
  // under it on a narrow slip): the rules judged the wrap by the line's width, the model breaks at every line.
  if (field === 'Vendor_Address' && r && r === m && parts(rule) < parts(model)) return true;
  if (!r || !m || r === m || !r.includes(m) === !m.includes(r)) return false;
  if (field === 'Vendor_Address') return r.includes(m) ? addressExtends(rule, m, vendorName) : trailsOff(rule, model) || signAboveAddress(rule, model);
  if (field !== 'Vendor_Name' || !m.includes(r)) return false;
  const at = model.toUpperCase().indexOf(rule.toUpperCase());
  const extra = (at >= 0 ? model.slice(0, at) + ' ' + model.slice(at + rule.length) : '').trim();
  return extra !== '' && (isBranchLine(extra) || /\p{Nd}/u.test(extra));
}

/**
 * The model's address block took the vendor's own name, and maybe a slogan above it, in front of the rules' address
 * ("الجودة والثقة, مؤسسة الأثاث … · طريق الملك فهد … · الرياض 12211", a sender line under a slogan on an OCR'd page): the
 * name is its own field and the rules' address is what follows it.
 */
function afterOwnName(rule: string, model: string, vendorName?: string): boolean {
  if (!vendorName) return false;
  const parts = model.split(new RegExp(String.raw`\s*,\s*|${DOT_SEPARATOR.source}`, 'u'));
  const at = parts.findIndex((p) => sameName(p, vendorName));
  return at >= 0 && at < parts.length - 1 && textKey(parts.slice(at + 1).join('')) === textKey(rule);
}

/**
 * The model's address is the rules' behind a line in brackets ("(MUTIARA RINI 16)", "(IOI PUCHONG)"): a branch or mall
 * printed under the name, which the rules skip as they skip bracketed registration numbers.
 */
function bracketedLead(rule: string, model: string): boolean {
  const m = /^\s*\([^()]+\)[\s,]*([^]*)$/u.exec(model);
  return Boolean(m && textKey(rule) && textKey(m[1]) === textKey(rule));
}

/** A company registration number ("822737-X", "CO. NO. 373665-A"): not a street line. */
const REGISTRATION = /(?<![\p{L}\d])\d{5,}-?[A-Z](?![\p{L}\d])/u;

/**
 * The model's address is the rules' plus lines after it that do not go on with an address (a slogan, the next block's
 * heading: "Havnegade 5, 5000 Odense C, Løsninger der passer").
 */
function trailsOff(rule: string, model: string): boolean {
  const parts = model.split(/,\s*/);
  const ruleKey = textKey(rule);
  for (let i = 1; i < parts.length; i++) {
    if (textKey(parts.slice(0, i).join('')) !== ruleKey) continue;
    // Only once the rules' address has reached its postcode is the next line judged as its end.
    return Boolean(splitAddress([rule]).Zipcode) && !continuesAddress(rule.split(/,\s*/), parts[i]);
  }
  return false;
}

function addressExtends(rule: string, modelKey: string, vendorName?: string): boolean {
  // The model's block may start inside a line the rules joined with a space (capitals, lines ending in a comma):
  // "3RD FLR, AEON TAMAN MALURI SC" + "JLN JEJAKA, …". Any word boundary is a candidate cut.
  for (const cut of wordBoundaries(rule)) {
    const leadText = rule.slice(0, cut).replace(/[\s,]+$/u, '');
    const tailText = rule.slice(cut);
    if (!leadText || textKey(tailText) !== modelKey) continue;
    const lead = leadText.split(/,\s*/);
    // "Markt 155, Berlin" above "Industriestraße 12, 10115 Berlin": a line ending in the city the address names again
    // is a branch's own address, not the street of this one.
    const city = lead.length > 1 && !/\p{Nd}/u.test(lead[lead.length - 1]) ? textKey(lead[lead.length - 1]) : '';
    if (city && modelKey.includes(city)) return false;
    // "NANDO'S 1 MONT KIARA" above the street: the branch's own line opens with the brand, not with the address.
    const brand = textKey(vendorName?.split(/\s+/)[0] ?? '');
    if (brand.length >= 3 && textKey(leadText).startsWith(brand)) return false;
    return /\p{Nd}/u.test(leadText) && !REGISTRATION.test(leadText) && lead.every(looksLikeAddress);
  }
  const parts = rule.split(/,\s*/);
  for (let i = 1; i < parts.length; i++) {
    const lead = parts.slice(0, i);
    const tail = parts.slice(i);
    if (textKey(lead.join('')) === modelKey) {
      const text = tail.join(', ');
      return !splitAddress([lead.join(', ')]).Zipcode && Boolean(splitAddress([text]).Zipcode) && tail.every(looksLikeAddress);
    }
  }
  // The postcode line the rules joined with a space, as capitals are ("… BANDAR BARU PERMAS JAYA 81750 JOHOR BAHRU, JOHOR").
  for (const cut of wordBoundaries(rule)) {
    const lead = rule.slice(0, cut).replace(/[\s,]+$/u, '');
    if (textKey(lead) !== modelKey) continue;
    const tail = rule.slice(cut);
    return !splitAddress([lead]).Zipcode && /^\s*\p{Nd}{4,6}\s+\p{L}/u.test(tail) && Boolean(splitAddress([tail]).Zipcode) && looksLikeAddress(tail);
  }
  return false;
}

/**
 * The rules' address is the model's with lines more in the middle ("JALAN KPB 6" / "KAWASAN PERINDUSTRIAN BALAKONG" /
 * "43300 SERI KEMBANGAN"): same first and last part, the model's parts in order, every extra part an address line.
 */
function linesBetween(rule: string, model: string): boolean {
  const r = rule.split(/,\s*/).filter((p) => textKey(p));
  const m = model.split(/,\s*/).filter((p) => textKey(p));
  if (m.length < 2 || r.length <= m.length || textKey(r[0]) !== textKey(m[0]) || textKey(r[r.length - 1]) !== textKey(m[m.length - 1])) return false;
  const extra: string[] = [];
  let j = 0;
  for (const part of r) {
    if (j < m.length && textKey(part) === textKey(m[j])) j++;
    else extra.push(part);
  }
  return j === m.length && extra.every((p) => looksLikeAddress(p) && !REGISTRATION.test(p));
}

/**
 * The rules' address names a street with its number ("广东省广州市朝阳区建国路82号"), the model's block neither a street nor
 * a postcode ("收银台 3", the till's number in the receipt's header): a header line that holds a figure, not an address.
 */
function streetAgainstNone(rule: string, model: string): boolean {
  const street = (t: string) => isStreetLine(t) && /\p{Nd}/u.test(t);
  return street(rule) && !street(model) && !splitAddress([model]).Zipcode && !textKey(rule).includes(textKey(model));
}

const parts = (address: string) => address.split(/,\s*/).filter((p) => textKey(p)).length;

/** Offsets in `s` where a word starts after a space or comma. */
function wordBoundaries(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/[\s,]+(?=\S)/gu)) out.push(m.index! + m[0].length);
  return out;
}

/**
 * The model read a footer line whole ("주식회사 코드브릿지, 대표 김민준, 사업자등록번호 …, 서울특별시 …, 02-…"): besides
 * the rules' address it holds only the company's name, registrations, the representative and contacts.
 */
function withFooterItems(rule: string, model: string): boolean {
  const r = textKey(rule);
  if (!r || !textKey(model).includes(r)) return false;
  const extra = model.split(new RegExp(String.raw`[,،，]|${DOT_SEPARATOR.source}`, 'u')).map((p) => p.trim()).filter((p) => p && !r.includes(textKey(p)));
  return extra.length > 0 && extra.every((p) => besideAddress(p) || findLegalForm(p) !== null);
}
