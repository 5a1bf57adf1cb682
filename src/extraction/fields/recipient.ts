import { isStreetLine, labelsAValue, labelsIn } from '../lexicon';
import departmentWords from '../lexicon/department-words.json';
import type { Cell } from '../raw-text';
import { joinAddressLines } from './address-lines';
import { joinAddress } from './address-run';
import { findDates } from './dates';
import { isHeadingOnly } from './label-only';
import type { Doc, TextLine } from './doc';
import { ISO_CODES } from './currency';
import { nameKey } from './name-key';

/**
 * The recipient of a letter-style invoice, printed in the envelope window without a heading: a compact block of
 * two to six lines near the top of page 1 whose last lines hold a postcode and city, that is neither the vendor's
 * own block nor a box of labelled values (invoice number, dates). German (DIN 5008) letters put it left under a
 * sender line, French ones on the right: where it stands on the line does not matter.
 */
export interface Recipient {
  name: string;
  address: string;
}

export interface Run {
  lines: Array<{ line: TextLine; text: string; x0: number; x1: number; size: number }>;
}

/** A postcode-like token (4–7 digits, "546 24" (Greece, Sweden, Czechia), "1012 AB", "SW1A 1AA", "H2X 1Y4", "100-0001") or a "〒". */
const POSTCODE = /(?<![\p{L}\d])(?:\d{4,7}|\d{3}\s\d{2}|\d{3}-\d{4}|\d{4}\s?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|[A-Z]\d[A-Z]\s?\d[A-Z]\d)(?![\p{L}\d])|〒/u;
const CJK = /[\p{Script=Han}\p{Script=Hangul}]/u;
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;
/** Contact and registration details belong to a sender, not to an envelope window. */
const CONTACT = /@|www\.|https?:|\+\d{2}|(?<!\d)\d{3}[\s/-]\d{3,4}[\s/-]\d{3,4}(?!\d)/u;
/** Two letters in a row, each with its vowel signs ("सुनीता": every consonant carries a mark, a combining one). */
const TWO_LETTERS = /(?:\p{L}\p{M}*){2}/u;
/** A price ("₹ 13,634.00", "12,50 €"): a line of an item list or a totals column, never of an address. */
const SIGN_PRICE = /\p{Sc}\s?\d|\d\s?\p{Sc}/u;
/** Or with its ISO code ("2 개월 × 108,700 KRW", "EUR 12,50"), where OCR misread the sign beside it. */
const CODE_PRICE = new RegExp(String.raw`(?<![\p{L}])(?:${[...ISO_CODES].join('|')})\s?\d|\d\s?(?:${[...ISO_CODES].join('|')})(?![\p{L}])`, 'u');
const PRICE = { test: (t: string) => SIGN_PRICE.test(t) || CODE_PRICE.test(t) };

const DEPARTMENTS: ReadonlySet<string> = new Set(Object.entries(departmentWords).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]));
/** A whole line naming a department (department-words.json), in any case, with or without a colon. */
export const isDepartment = (text: string): boolean => DEPARTMENTS.has(text.trim().replace(/[\s:.,]+$/, '').toLowerCase());

/** Party headings may stand in a recipient block ("z. Hd."); any other label with a value ends it. */
const PARTY_KEYS: ReadonlySet<string> = new Set(['vendor_hint', 'bill_to', 'ship_to', 'page']);
/** In a street line the item-unit word is the flat's: "Unit 450, 5316 Rizal Street" labels no value. */
const STREET_KEYS: ReadonlySet<string> = new Set([...PARTY_KEYS, 'unit']);
const labelled = (text: string) => labelsAValue(text, undefined, isStreetLine(text) ? STREET_KEYS : PARTY_KEYS);
/** A line that is a date and nothing else: the values column of a label/value box, never an envelope window. */
const onlyADate = (text: string) => findDates(text).some((d) => d.end - d.start >= 0.8 * text.trim().length);
/** A place and a full date ("الجيزة, 10/08/2026", "Köln, 14.03.2026"): the letter's dateline, not an address line. */
const dateline = (text: string) => findDates(text).some((d) => d.end - d.start >= 8 && /\p{L}{2,}/u.test(text.slice(0, d.start)));

/** Consecutive lines of one type size starting at the same x (±4 pt), a line height or so apart, in the top 45 % of page 1. */
function runs(doc: Doc): Run[] {
  const out: Run[] = [];
  for (const line of doc.lines) {
    if (line.page > 1 || line.box[1] > line.pageHeight * 0.45) break;
    for (const cell of line.cells) {
      const entry = { line, text: cell.text.trim(), x0: cell.x0, x1: cell.x1, size: cellSize(cell) };
      const prevRun = out.find((r) => {
        const last = r.lines[r.lines.length - 1];
        // Left-aligned, or right-aligned (right-to-left scripts); one type size (the small sender line above the
        // window is another block, about half the size); a line height or so below. OCR boxes hug the glyphs, so
        // one type size measures up to a third apart (capitals and quotes in a name, none in a street line).
        const aligned = Math.abs(last.x0 - cell.x0) <= 4 || Math.abs(last.x1 - cell.x1) <= 4;
        const sameSize = Math.abs(entry.size - last.size) <= 0.3 * Math.max(entry.size, last.size);
        return aligned && sameSize && line.index > last.line.index && line.box[1] - last.line.box[3] <= 1.3 * Math.max(entry.size, last.size);
      });
      if (prevRun) prevRun.lines.push(entry);
      else out.push({ lines: [entry] });
    }
  }
  return out;
}

/** The cell's own type size: the median height of its words (a line's height mixes its columns). */
function cellSize(cell: Cell): number {
  const h = cell.words.map((w) => w.box[3] - w.box[1]).sort((a, b) => a - b);
  return h[Math.floor(h.length / 2)] ?? 0;
}

/**
 * Rows that open with position numbers in even steps ("4 Fita …", "5 Luvas …" or 10, 20, 30), maybe under a header
 * row: an item list, not an address ("12 rue de la Paix" / "75002 Paris" open with figures in no such steps).
 */
function numberedList(texts: string[]): boolean {
  const steps = (rows: string[]) => {
    const nums = rows.map((t) => Number(/^(\d{1,3})[.)]?\s/.exec(t)?.[1] ?? NaN));
    const step = nums[1] - nums[0];
    return rows.length >= 2 && step > 0 && step <= 10 && nums.every((n, i) => i === 0 || n - nums[i - 1] === step);
  };
  return steps(texts) || steps(texts.slice(1));
}

const key = (s: string) => s.toUpperCase().replace(/[\s,]+/g, ' ').trim();

/**
 * A heading over the block in smaller type than the lines under it ("Sold to", "Deliver to" in words no label file
 * lists): a few words without a figure, at most 85 % of the block's type size. It names the party's role; the
 * party's name is the line below it.
 */
export function smallHeading(r: Run): boolean {
  const [first, ...rest] = r.lines;
  const sizes = rest.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return rest.length >= 2 && body > 0 && first.size <= 0.85 * body && !/\p{Nd}/u.test(first.text) && first.text.split(/\s+/).length <= 4;
}

/** A line opening with a field label and a figure after it ("Singil Blg. RAS-0512", "Invoice No. 42"). */
function opensField(text: string): boolean {
  const first = labelsIn(text)[0];
  return first !== undefined && first.start === 0 && !PARTY_KEYS.has(first.key) && /\p{Nd}/u.test(text.slice(first.end));
}

/**
 * A letter's date set flush left a line under the address ("28028 Madrid" / "Madrid, 9 de abril de 2026") runs on
 * from the block; the block ends above it.
 */
function beforeDateline(r: Run): Run {
  const at = r.lines.findIndex((l, i) => i >= 2 && (dateline(l.text) || onlyADate(l.text)));
  return at < 0 ? r : { lines: r.lines.slice(0, at) };
}

/**
 * A window run on into the letter (no gap under it): the date printed flush over it goes, and it ends at a labelled
 * line after its postcode line ("… Quezon City 1103" / "Singil Blg. RAS-0512" / the letter's text). Only tried when
 * no run stands as a window without it.
 */
function trimmedIntoLetter(r: Run): Run {
  const start = r.lines.findIndex((l) => !onlyADate(l.text));
  const lines = start > 0 ? r.lines.slice(start) : r.lines;
  const posted = (i: number) => lines.slice(1, i).some((l) => POSTCODE.test(l.text));
  const at = lines.findIndex((l, i) => i >= 2 && opensField(l.text) && posted(i));
  return { lines: at < 0 ? lines : lines.slice(0, at) };
}

/** `vendor`: the vendor's name and address as found, whose block is not the recipient's. */
export function recipientWindow(doc: Doc, vendor: Array<string | undefined> = []): Recipient | undefined {
  const own = vendor.filter((v): v is string => Boolean(v)).map(key);
  // The sender line above the window ("Müller Bürotechnik OG - Herrengasse 6/5 - 6020 Innsbruck") may measure the
  // window's type size on an OCR'd page: it opens with the vendor's name and separators, and is not the recipient.
  // OCR may read the spaced dot as a colon or a full stop ("Matibay Furniture Corp. : 1583 Osmena Boulevard : …",
  // "Transportes Lopez S.A.P.I. de C.V. . Av. Insurgentes Sur 90"), and lose the small print's accents.
  // Any of the vendor's names: the sender line may print it shorter than the letterhead does.
  const ownNames = vendor.filter((v): v is string => Boolean(v)).map(nameKey).filter((k) => k.length > 0);
  const sender = (t: string) => ownNames.some((k) => nameKey(t).startsWith(k)) && /\s[-–|·•:.]\s/.test(t);
  // The letter's date printed flush over the window ("Mayo 12, 2026" / "Bb. Carla Mendoza" / …) heads no address.
  const all = runs(doc).map((r) => (r.lines.length > 2 && (sender(r.lines[0].text) || smallHeading(r) || isHeadingOnly(r.lines[0].text)) ? { lines: r.lines.slice(1) } : r)).map(beforeDateline);
  const window = (r: Run) => {
    const texts = r.lines.map((l) => l.text);
    if (texts.length < 2 || texts.length > 6) return false;
    if (texts.some((t) => labelled(t) || CONTACT.test(t) || PRICE.test(t) || onlyADate(t) || dateline(t) || t.length > 60) || numberedList(texts)) return false;
    // The vendor's own block: it opens with the vendor's name, or every line of it is the vendor's (two parties in
    // one city share a postcode line, so one line in common is not enough).
    const ours = (t: string) => own.some((v) => v.includes(key(t)) || key(t).includes(v));
    if (own.length && (key(texts[0]) === own[0] || texts.every(ours))) return false;
    // The postcode sits on one of the last two lines (the street and the name come first); a Japanese address opens
    // with it ("〒530-0001" over the prefecture, a country line last).
    // Chinese and Korean addresses often print no postcode: a last line naming a street or building with its number
    // ("广东省广州市天河区体育西路24号827室") closes the block as well.
    const last = texts[texts.length - 1];
    // Addresses in the Gulf states and many Arabic and Hebrew ones print no postcode either: a street line with its
    // number on one of the last two lines ("شارع الشيخ زايد، مبنى 60" / "عجمان") closes a right-to-left block.
    const rtlStreet = texts.slice(1).slice(-2).some((t) => RTL.test(t) && isStreetLine(t) && /\p{Nd}/u.test(t));
    const closes = texts.slice(1).slice(-3).some((t) => POSTCODE.test(t)) || (CJK.test(last) && isStreetLine(last) && /\p{Nd}/u.test(last)) || rtlStreet;
    return closes && !POSTCODE.test(texts[0]) && TWO_LETTERS.test(texts[0]);
  };
  let found = all.filter(window);
  if (!found.length) found = all.map(trimmedIntoLetter).map(beforeDateline).filter(window);
  if (found.length !== 1) return undefined;
  const texts = found[0].lines.map((l) => l.text);
  // A department over the company's name ("Accounts Payable" / "Oakfield Veterinary Practice" / street) is not the party.
  const [name, ...rest] = texts.length > 2 && isDepartment(texts[0]) ? texts.slice(1) : texts;
  // A contact person under a company's name ("Traiteur Lambert SA" / "Claire Moreau" / "Rue du Rhône 3") is not
  // part of the address: lines before the first one with a figure stay only when they name a street or building.
  return { name, address: joinAddress(rest) ?? joinAddressLines(rest) };
}
