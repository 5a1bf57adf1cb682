import type { LineItemFields, RecordFields } from '../../domain/document/record-fields';
import type { LayoutCell } from '../layout/cells';
import type { LayoutCandidate } from '../layout/decode';
import { type Calibration, calibrate } from '../layout/layout-model';
import { findAmounts, round2 } from './amounts';
import { type Figures, impliedTotal, linesSum, totalFit } from './consistency';
import { textKey } from './text-key';
import { isBranchLine } from '../lexicon';
import { withoutNamePrefix } from './name-prefix';
import { splitAddress } from '../address/address-parts';
import { continuesAddress, looksLikeAddress } from './address-run';
import { DOT_SEPARATOR } from './part-separators';
import { sameName } from './name-match';
import { reachesPostcodeFirst } from './address-choice';
import { signAboveAddress } from './address-sign';
import { isHeadingOnly } from './label-only';

/**
 * Rules and the layout model each propose values; this picks one per field and says how sure we are.
 * - Totals: every candidate (rules and model) is scored by its probability plus how well it adds up with
 *   subtotal, tax and the line items; the most probable consistent one wins.
 * - Vendor name and address: the model's block when it is confident, since rules only see label words and
 *   receipts print names without labels; the rules' value otherwise.
 * - Dates: the rules (labelled dates, validated calendars); the model breaks a tie when rules found nothing.
 */
export interface Choice {
  value: string | number;
  /** 0..1, calibrated where a reliability table exists. */
  confidence: number;
  cells: LayoutCell[];
  raw: string;
}

/**
 * Confidence of a value only the rules found. Rounded down from `npm run eval` before the layout model existed
 * (SROIE: total 0.85, date 0.99, company 0.73; invoice2data subtotal 7/8; ZUGFeRD numbers, due dates, currency,
 * balance 1.00); Tax, Vendor_Address and the 0.6 default are estimates, not measurements.
 */
export const RULE_RELIABILITY: Record<string, number> = {
  Total: 0.85, Subtotal: 0.88, Tax: 0.9, Date: 0.97, Due_Date: 0.95, Invoice_Number: 0.95, Vendor_Name: 0.7, Vendor_Address: 0.5,
  Currency_Code: 0.95, Balance_Due: 0.9,
};
const DEFAULT_RULE_RELIABILITY = 0.6;

const same = (a: string | number, b: string | number) =>
  typeof a === 'number' || typeof b === 'number'
    ? Math.abs(Number(a) - Number(b)) < 0.005
    : a.toUpperCase().replace(/\s+/g, ' ').trim() === b.toUpperCase().replace(/\s+/g, ' ').trim();

/** Agreement of two independent sources raises confidence; the combination is that of two noisy witnesses. */
const both = (a: number, b: number) => 1 - (1 - a) * (1 - b);

/**
 * The model reads a cell's last figure; "215.50 6" ends in a lone digit (a tax code, or a glyph OCR made of a mark):
 * the figure with cents beside it is the amount.
 */
function centsBeside(c: LayoutCandidate): number | undefined {
  if (!/^\d{1,2}$/.test(c.raw.trim()) || c.cells.length !== 1) return undefined;
  const money = findAmounts(c.cells[0].text).filter((a) => a.decimals === 2);
  return money.length ? money[money.length - 1].value : undefined;
}

function chooseTotal(
  rule: number | undefined,
  model: LayoutCandidate[],
  figures: Figures,
  sum: number | undefined,
  table: Calibration | undefined,
  printed: number[],
): Choice | undefined {
  type Option = { value: number; p: number; cand?: LayoutCandidate; rule: boolean };
  const options: Option[] = [];
  // Shipping, discount and tip may already be in the printed net (a freight line among the items): the total adds
  // up either way.
  const net: Figures = { ...figures, Shipping: undefined, Discount: undefined, Tip: undefined };
  const fitOf = (v: number) => Math.max(totalFit(v, figures, sum), totalFit(v, net, sum));
  // A printed amount that the other figures imply is a candidate even when neither rules nor model named it.
  for (const implied of new Set([impliedTotal(figures), impliedTotal(net)])) {
    if (implied === undefined) continue;
    const r = figures.Rounding ?? 0;
    for (const v of [implied, round2(implied + r), round2(implied - r)]) {
      if (v > 0 && printed.some((a) => same(a, v)) && !options.some((o) => same(o.value, v))) options.push({ value: v, p: 0, rule: false });
    }
  }
  for (const c of model.slice(0, 8)) {
    const value = centsBeside(c) ?? Number(c.value);
    const known = options.find((o) => same(o.value, value));
    if (known) known.p = Math.max(known.p, c.score);
    else options.push({ value, p: c.score, cand: c, rule: false });
  }
  if (rule !== undefined) {
    const known = options.find((o) => same(o.value, rule));
    if (known) known.rule = true;
    else options.push({ value: rule, p: 0, rule: true });
  }
  if (!options.length) return undefined;
  const ruleWeight = RULE_RELIABILITY.Total;
  const score = (o: Option) => o.p + (o.rule ? ruleWeight * 0.8 : 0) + 0.6 * fitOf(o.value);
  // A total of zero is a wrong reading while another candidate exists (credit notes are negative).
  const positive = options.filter((o) => o.value !== 0);
  const pool = positive.length ? positive : options;
  let best = pool.sort((a, b) => score(b) - score(a))[0];
  // A figure only the arithmetic implies does not overrule a larger total the rules and a sure model both read: a
  // tax summary lists the taxed bases only ("S = 6% 50.47 3.03" while zero-rated goods come to 23.70 more). A
  // smaller one they agree on may be a part ("Gesamtbetrag der Abschläge -21,55"), and the sum stands.
  const witnessed = pool.find((o) => o.rule && o.p >= 0.9);
  if (!best.rule && !best.cand && witnessed && witnessed.value > best.value) best = witnessed;
  // Cash rounding: the figure after the printed adjustment is what was paid, when it is printed too.
  const roundCash = (v: number) => Math.round(Math.abs(v) * 100) % 5 === 0;
  if (figures.Rounding && !roundCash(best.value)) {
    const targets = [round2(best.value + figures.Rounding), round2(best.value - figures.Rounding)].filter(roundCash);
    const hit = printed.find((a) => targets.some((t) => same(a, t)));
    if (hit !== undefined) {
      const known = options.find((o) => same(o.value, hit));
      best = { value: hit, p: Math.max(known?.p ?? 0, best.p), cand: known?.cand, rule: best.rule || Boolean(known?.rule) };
    }
  }
  const modelConfidence = best.cand ? calibrate(table, best.p) : 0;
  let confidence = best.rule ? both(modelConfidence, ruleWeight) : modelConfidence;
  const fit = fitOf(best.value);
  if (fit > 0) confidence = both(confidence, fit === 2 ? 0.9 : 0.6);
  if (fit < 0) confidence *= 0.6;
  return { value: best.value, confidence, cells: best.cand?.cells ?? [], raw: best.cand?.raw ?? '' };
}

function chooseText(
  field: string,
  rule: string | number | undefined,
  model: LayoutCandidate | undefined,
  table?: Calibration,
  min = 0.5,
  ruleSupport = 0,
  vendorName?: string,
): Choice | undefined {
  const ruleReliability = RULE_RELIABILITY[field] ?? DEFAULT_RULE_RELIABILITY;
  // The model does see the rules' value as a plausible one (its cells carry the role): a labelled value wins.
  const contains = model !== undefined && rule !== undefined && textKey(String(model.value)).includes(textKey(String(rule)));
  const better = model !== undefined && rule !== undefined && overlapsBetter(field, String(rule), String(model.value), vendorName);
  if (model && rule !== undefined && rule !== '' && !same(model.value, rule) && ((ruleSupport >= 0.2 && !contains) || better)) {
    return { value: rule, confidence: ruleReliability, cells: [], raw: '' };
  }
  if (model && rule !== undefined && same(model.value, rule)) {
    return { value: rule, confidence: both(calibrate(table, model.score), ruleReliability), cells: model.cells, raw: model.raw };
  }
  if (model && model.score >= min) return { value: model.value, confidence: calibrate(table, model.score) * (rule === undefined ? 1 : 0.85), cells: model.cells, raw: model.raw };
  if (rule !== undefined && rule !== '') return { value: rule, confidence: ruleReliability * (model ? 0.8 : 1), cells: [], raw: '' };
  return undefined;
}

/**
 * The rules and the model read the same name or address, one of them with lines more. On OCR'd pages (uneven line
 * gaps) the model's block may lose the street above the city, or the postcode line under the street, or gain a branch
 * line under the name; the rules' block takes the lines in postal order. The rules' reading wins when:
 * - an address: it is the model's plus the leading street lines (with a figure, no registration number) or plus the
 *   postcode line the model's lacks;
 * - a name: the model's holds the rules' plus a branch line or a line with a figure (an address under the name).
 */
function overlapsBetter(field: string, rule: string, model: string, vendorName?: string): boolean {
  const r = textKey(rule);
  const m = textKey(model);
  // An address has a figure (house number, postcode): a block of words without one is a slogan or a heading.
  if (field === 'Vendor_Address' && /\p{Nd}/u.test(rule) && !/\p{Nd}/u.test(model)) return true;
  if (field === 'Vendor_Address' && linesBetween(rule, model)) return true;
  if (field === 'Vendor_Address' && afterOwnName(rule, model, vendorName)) return true;
  if (field === 'Vendor_Address' && reachesPostcodeFirst(rule, model)) return true;
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

/** Offsets in `s` where a word starts after a space or comma. */
function wordBoundaries(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(/[\s,]+(?=\S)/gu)) out.push(m.index! + m[0].length);
  return out;
}

export interface Resolved {
  fields: Partial<RecordFields>;
  choices: Map<string, Choice>;
}

/** Merges the rules' fields with the model's candidates (both may be partial). */
export function resolveFields(
  rules: Partial<RecordFields>,
  layout: Map<string, LayoutCandidate[]>,
  lineItems: Partial<LineItemFields>[],
  calibration: Record<string, Calibration> = {},
  /** The model's probability that the rules' value for a field is printed where that field's role is. */
  support: (field: string, value: string | number) => number = () => 0,
  /**
   * Whether the model's name/address block may overrule the rules' value. Measured: on digital invoices the rules
   * (sender line, legal footer) were right on every ZUGFeRD sample and the model on 74 %; on OCR'd receipts,
   * which print names without labels, the model was right more often (84 % vs 73 % on held-out SROIE).
   */
  modelTextFirst = true,
  rounding?: number,
  printed: number[] = [],
): Resolved {
  const fields: Partial<RecordFields> = { ...rules };
  const choices = new Map<string, Choice>();
  const num = (k: string) => (typeof rules[k] === 'number' ? (rules[k] as number) : undefined);
  // Where the rules found no subtotal or tax, a confident model reading still lets the total be checked.
  const modelAmount = (field: string) => {
    const c = layout.get(field)?.[0];
    return c && c.score >= 0.5 ? Number(c.value) : undefined;
  };
  // A zero subtotal is a misread (a "DISCOUNT : 0.00" line taken for it), and would make the tax look like the total.
  const subtotal = num('Subtotal') || undefined;
  const figures: Figures = {
    Subtotal: subtotal ?? modelAmount('Subtotal'),
    Tax: num('Tax') ?? modelAmount('Tax'),
    Shipping: num('Shipping'),
    Tip: num('Tip'),
    Discount: num('Discount'),
    Rounding: rounding,
  };
  const total = chooseTotal(num('Total'), layout.get('Total') ?? [], figures, linesSum(lineItems), calibration.Total, printed);
  if (total) {
    fields.Total = total.value;
    choices.set('Total', total);
  }
  for (const field of ['Vendor_Name', 'Vendor_Address']) {
    const rule = rules[field] as string | undefined;
    // The customer the rules found (a bill-to block, the letter's window) is not the vendor, however the model reads it.
    const customer = field === 'Vendor_Name' && typeof rules.Bill_To_Name === 'string' ? textKey(rules.Bill_To_Name) : '';
    const model = layout.get(field)?.[0];
    // Nor is the customer's address, which the model's block may hold with a contact name above it ("周静, 广东省…").
    const billTo = field === 'Vendor_Address' && typeof rules.Bill_To_Address === 'string' ? textKey(rules.Bill_To_Address) : '';
    const customersAddress = Boolean(model && rule && billTo && textKey(String(model.value)).includes(billTo) && !textKey(rule).includes(billTo));
    const heading = Boolean(model && rule && isHeadingOnly(String(model.value)));
    const candidate = (model && rule && customer && textKey(String(model.value)) === customer && textKey(rule) !== customer) || customersAddress || heading ? undefined : model;
    const name = typeof fields.Vendor_Name === 'string' ? fields.Vendor_Name : undefined;
    const c = chooseText(field, rule, candidate, calibration[field], modelTextFirst || !rule ? 0.6 : 2, rule ? support(field, rule) : 0, name);
    if (c) {
      fields[field] = field === 'Vendor_Address' ? withoutNamePrefix(withoutName(String(c.value), name), name) : c.value;
      choices.set(field, c);
    }
  }
  for (const field of ['Date', 'Due_Date', 'Subtotal', 'Tax']) {
    const rule = rules[field] as string | number | undefined;
    const model = (layout.get(field) ?? []).find((c) => rule === undefined || same(c.value, rule)) ?? layout.get(field)?.[0];
    // Rules own these fields; the model only fills a gap, and only when it is sure.
    const c = chooseText(field, rule, model, calibration[field], rule === undefined ? 0.8 : 2);
    if (c) {
      fields[field] = c.value;
      choices.set(field, c);
    }
  }
  return { fields, choices };
}

/**
 * A sender line's address without the name it starts with ("Tibay Construction Enterprises · 842 Osmeña Boulevard ·
 * Cebu City" → "842 Osmeña Boulevard, Cebu City"): the name is its own field.
 */
export function withoutName(address: string, name: string | undefined): string {
  const SEPARATOR = DOT_SEPARATOR;
  // A dash also separates the parts of a sender line ("Müller GmbH - Dorfstr. 69 - 9000 St. Gallen"), but inside an
  // address it may be part of it ("Av. Sur 90 - Col. Centro"): only a line that opens with the name is split at dashes.
  const DASHED = /\s+[-–—]\s+/u;
  // The name as OCR printed it there may differ from the name field by a misread glyph ("000 «Дубрава»").
  const isName = (part: string) => Boolean(name) && (part === name!.trim() || sameName(part, name!));
  const sep = SEPARATOR.test(address) ? SEPARATOR : DASHED.test(address) && isName(address.split(DASHED)[0].trim()) ? DASHED : undefined;
  if (!sep) return address;
  const parts = address.split(sep).map((p) => p.trim()).filter(Boolean);
  const rest = parts.length > 1 && isName(parts[0]) ? parts.slice(1) : parts;
  return rest.join(', ');
}

