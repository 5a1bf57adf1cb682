import countries from '../lexicon/countries.json';
import { PART_SEPARATOR } from './part-separators';
import shareCapital from '../lexicon/share-capital-words.json';

/**
 * Legal forms of businesses (GmbH, S.r.l., Pty Ltd, ООО, 株式会社, (주), ذ.م.م, בע"מ, प्रा. लि.) from the country
 * table, found in a line of text. A form names a business, so the text around it is a company name.
 *
 * Short Latin forms are also ordinary words ("AG", "SA", "AS", "PT", "CV" against "as", "pt", "cv"): they count
 * only in capitals, or capitalised inside ("SpA"); longer ones in any case. Forms in scripts without spaces
 * (株式会社ABC, ABC有限公司) are found inside words, others only as whole words.
 */
export interface LegalFormMatch {
  index: number;
  end: number;
  form: string;
}

const EXTRA = ['s. de r.l.', 'sa de cv', 'pvt ltd', 'pvt. ltd.', 'प्रा. लि.', 'प्रा.लि.', 'l.t.d.', 'gmbh & co. kg'];
/** Short forms that are printed in any case and are no ordinary words. */
const ANY_CASE_SHORT = new Set(['ltd', 'inc', 'llc', 'plc', 'llp', 'pty', 'pvt', 'bhd', 'gbr', 'ohg', 'aps', 'bvba', 'sprl']);
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u3200-\u32ff]/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\. /g, '\\.\\s?').replace(/ /g, '\\s+');

const FORMS = [...new Set([...Object.values(countries as Record<string, { legal_forms: string[] }>).flatMap((c) => c.legal_forms), ...EXTRA])]
  .filter((f) => !['trading', 'enterprise', 'enterprises', 'ventures', 'stichting', 'koperasi', 'genossenschaft'].includes(f))
  .sort((a, b) => b.length - a.length);

const isShort = (f: string) => /^[a-z]{2,3}\.?$/.test(f) && !ANY_CASE_SHORT.has(f.replace('.', ''));
const spaced = FORMS.filter((f) => !UNSPACED.test(f) && !isShort(f)).map(escape);
/**
 * OCR loses a dotted form's last dot more than any other ("Informatica Marino S.p.A"): forms of two dots or more
 * also without it, printed with a capital (a lower-case "s.a" is more likely a word's abbreviation), and not
 * inside another dotted word ("T.A.S LEISURE" holds no "a.s.").
 */
const undotted = FORMS.filter((f) => !UNSPACED.test(f) && (f.match(/\./g) ?? []).length >= 2 && f.endsWith('.')).map((f) => escape(f).replace(/\\\.$/, ''));
// OCR may space the glyphs of a CJK form one by one ("株 式 会 社", "有 限 公司").
const unspaced = FORMS.filter((f) => UNSPACED.test(f)).map((f) => [...f.replace(/\s+/g, '')].map(escape).join(' ?'));
const short = [...new Set(FORMS.filter(isShort).map((f) => f.replace('.', '')))];

const WORD_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${spaced.join('|')})(?![\p{L}\p{N}])`, 'iu');
const UNSPACED_RE = new RegExp(unspaced.join('|'), 'u');
const UNDOTTED_RE = new RegExp(String.raw`(?<![\p{L}\p{N}.])(?:${undotted.join('|')})(?![\p{L}\p{N}.])`, 'giu');
/** "AG", "SA", "SpA": capitals (the first and at least one more letter). */
const SHORT_RE = new RegExp(String.raw`(?<![\p{L}\p{N}])((?:${short.map((f) => f.split('').map((c) => `[${c.toUpperCase()}${c}]`).join('')).join('|')})\.?)(?![\p{L}\p{N}])`, 'gu');

/** Short forms that open a name (Indonesian "PT Maju Jaya", "CV Sinar Abadi"); all others close one. */
const PREFIX_SHORT = new Set(['pt', 'cv', 'ud']);

/**
 * A short form in capitals closing a name ("Müller AG", "Bar Centrale SpA"), or opening one where the country
 * prints it first. Not after a figure ("5611 AB Eindhoven" is a Dutch postcode) nor before one (a state), not glued
 * to a label ("SE-nr.").
 */
function shortFormAt(text: string, index: number, form: string): boolean {
  if (!/^\p{Lu}.*\p{Lu}/u.test(form)) return false;
  form = form.replace(/\.$/, '');
  const before = text.slice(0, index);
  const after = text.slice(index + form.length);
  if (!/^(?:$|[\s,.)»"”])/.test(after) || /^\.?[-–]?\s*(?:nr|no|n°|nº)/i.test(after.replace(/^\s+/, ''))) return false;
  // Before a postcode it is a state: "Portland, ME 04101", "Adelaide SA 5000".
  if (/^\s+\d{3,}/.test(after)) return false;
  if (PREFIX_SHORT.has(form.toLowerCase()) && !/\p{L}/u.test(before)) return !/\d\s*$/.test(before) && /^\.?\s+\p{Lu}/u.test(after);
  // In a line of capitals ("TAK OG VELKOMMEN IGEN") a short form is only believed where it ends the line.
  if (!/\p{Ll}/u.test(text) && /\p{L}/u.test(after)) return false;
  return /\p{L}{2,}[\s,]*$/u.test(before) && !/\d\s*$/.test(before);
}

export function findLegalForm(text: string): LegalFormMatch | null {
  const found: LegalFormMatch[] = [];
  const w = WORD_RE.exec(text);
  if (w) found.push({ index: w.index, end: w.index + w[0].length, form: w[0] });
  for (const m of text.matchAll(UNDOTTED_RE)) {
    if (!/\p{Lu}/u.test(m[0])) continue;
    found.push({ index: m.index!, end: m.index! + m[0].length, form: m[0] });
    break;
  }
  const u = UNSPACED_RE.exec(text);
  if (u) found.push({ index: u.index, end: u.index + u[0].length, form: u[0] });
  for (const m of text.matchAll(SHORT_RE)) {
    if (shortFormAt(text, m.index!, m[0])) {
      found.push({ index: m.index!, end: m.index! + m[0].length, form: m[0] });
      break;
    }
  }
  return found.sort((a, b) => a.index - b.index || b.end - a.end)[0] ?? null;
}

const CAPITAL_WORDS = Object.entries(shareCapital).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]);
/** The registered capital stated after a form ("SARL au capital de …", "GmbH, Stammkapital …"). */
const CAPITAL = new RegExp(String.raw`(?<![\p{L}])(?:${CAPITAL_WORDS.map(escape).join('|')})(?![\p{L}])`, 'iu');

/** A line stating a company's registered capital ("SARL au capital de 10 000 €"): neither its name nor its street. */
export const statesCapital = (text: string): boolean => CAPITAL.test(text);

/** Separators after which a line goes on with something else: "ACME GmbH - Hauptstr. 1", "ООО «Вектор» | ИНН …". */
const TAIL = new RegExp(String.raw`${PART_SEPARATOR.source}|\s{2,}|\t`, 'u');

/**
 * The company name a legal form belongs to: the text up to the form when it follows the name ("Free SAS au capital
 * de …" → "Free SAS"), the text from the form on when it comes first ("ООО «Северная Торговля»", "PT Maju Jaya",
 * "株式会社富士"). Undefined when the form stands alone.
 */
export function nameWithLegalForm(text: string): string | undefined {
  const m = findLegalForm(text);
  if (!m) return undefined;
  const lead = text.slice(0, m.index).trim();
  // "Inc", "Ltd", "Bhd" close a name: one opening the line names nothing ("INC 6% GST" on a receipt is "inclusive").
  if (!/\p{L}/u.test(lead) && ANY_CASE_SHORT.has(m.form.toLowerCase().replace(/\.$/, ''))) return undefined;
  const opens = m.index <= 1 || (!/\p{L}{2}/u.test(lead) && !UNSPACED.test(lead));
  // "SARL au capital de 10 000 €" under the name: the form and its capital, no name of its own.
  if (opens && CAPITAL.test(text.slice(m.index))) return undefined;
  const name = opens ? text.split(TAIL)[0] : text.slice(0, m.end);
  const clean = name.replace(/^[\s,;:]+|[\s,;:]+$/g, '');
  const rest = clean.replace(m.form, '').replace(/[\s"'«»“”„()]/g, '');
  return rest.length >= 2 ? clean : undefined;
}

/** Latin forms of several words ("sdn bhd", "pty ltd") as OCR prints them without their spaces ("SDNBHD"). */
const GLUED = FORMS.filter((f) => / /.test(f) && !UNSPACED.test(f) && /^[a-z. &]+$/.test(f) && f.replace(/[ .]/g, '').length >= 5);
const GLUED_RE = new RegExp(String.raw`(?<![\p{L}\d])(${GLUED.map((f) => f.replace(/ /g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}\d])`, 'giu');

/**
 * A legal form of several words that OCR glued together, or glued to a bracket before it ("(KL)SDNBHD",
 * "GLOBAL PTYLTD"): spaced as the form is, in the printed letters. Lower case text is left alone (a word, not a form).
 */
function respaceGluedForm(name: string): string {
  return name.replace(GLUED_RE, (glued: string, _g: string, at: number) => {
    // A spelling the table lists as printed ("SDN.BHD") is no glued form.
    if (!/\p{Lu}/u.test(glued) || /\s/.test(glued) || FORMS.includes(glued.toLowerCase())) return glued;
    const form = GLUED.find((f) => f.replace(/ /g, '') === glued.toLowerCase());
    if (!form) return glued;
    let i = 0;
    const spaced = [...form].map((c) => (c === ' ' ? ' ' : glued[i++])).join('');
    return (at > 0 && /[)\]]/.test(name[at - 1]) ? ' ' : '') + spaced;
  });
}

/** Digits OCR reads for the letters they resemble, per script of the surrounding name. */
const LOOKALIKE: Record<string, Record<string, string>> = {
  latin: { '0': 'O', '1': 'l', '5': 'S', '6': 'G', '8': 'B' },
  cyrillic: { '0': 'О', '3': 'З', '6': 'б' },
};

/**
 * A legal form with a digit OCR put for a letter ("000 «Дубрава»" for "ООО «Дубрава»", "Acme Pty 1td"): a short token
 * with a digit that reads as a legal form once its digits are taken for the letters they resemble.
 */
export function repairLegalForm(name: string): string {
  const table = /\p{Script=Cyrillic}/u.test(name) ? LOOKALIKE.cyrillic : LOOKALIKE.latin;
  return respaceGluedForm(name).replace(/(?<![\p{L}\d/])[\p{L}\d](?:[\p{L}\d]|\/(?=[\p{L}\d])){1,4}\.?(?![\p{L}\d/])/gu, (token, at: number) => {
    if (!/\d/.test(token)) return token;
    // Digits alone ("06" in a date, "000") are a figure, unless a quoted name follows ("000 «Дубрава»").
    if (!/\p{L}/u.test(token) && !/^\s*[«"“„]/u.test(name.slice(at + token.length))) return token;
    const read = token.replace(/\d/g, (d) => table[d] ?? d);
    if (/\d/.test(read)) return token;
    const m = findLegalForm(name.slice(0, at) + read + name.slice(at + token.length));
    return m && m.index <= at && m.end >= at + read.replace(/\.$/, '').length ? read : token;
  });
}
