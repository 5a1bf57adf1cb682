import type { CategoryName as BankCategory } from '../../domain/banktxn/categories';
import { MERCHANT_RULES } from '../../domain/banktxn/merchants';
import { tokenize } from '../../domain/banktxn/rules';
import type { Doc } from './doc';
import { foldAccents } from './fold';
import { CATEGORY_EVIDENCE, type ExpenseCategoryName } from './expense-categories';
import { positionsWhere, stickyMatches } from './sticky-matches';

/**
 * Category of a record: weighted keyword and merchant evidence from the vendor name, the line items and the
 * rest of the printed text. Bookkeepers would rather fill an empty field than correct a wrong one, so weak or
 * split evidence gives "" (never a default "Other").
 */

/** A term found in the vendor name counts double: the kind of business is usually in its name. */
const VENDOR_FACTOR = 2;
/** Item words ("rice", "paper") may tip the balance but never make a category on their own beyond this. */
const WEAK_CAP = 3;
/** The least score that names a category, and how far it must lead the runner-up. */
const MIN_SCORE = 3;
const MIN_LEAD = 1.5;

/** Scripts written without spaces between words: their terms are matched as substrings. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export interface TermGroup {
  category: ExpenseCategoryName;
  weight: number;
  /** Whether the pattern starts with WORD_START (matched only where it holds). */
  spaced: boolean;
  /** Sticky (`y`): matched by stickyMatches, which finds what matchAll of its global copy would, far cheaper. */
  re: RegExp;
}

/** Not inside a word: what a spaced term's pattern starts with (marks belong to the word: Devanagari vowel signs, Hebrew points). */
const WORD_START = String.raw`(?<![\p{L}\p{M}\d])`;
const AT_WORD_START = new RegExp(WORD_START, 'iuy');

const escape = (t: string) => foldAccents(t).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, String.raw`\s*`);

function compile(): TermGroup[] {
  const groups: TermGroup[] = [];
  for (const [category, lists] of Object.entries(CATEGORY_EVIDENCE) as [ExpenseCategoryName, Array<[number, string[]]>][]) {
    for (const [weight, terms] of lists) {
      const spaced = terms.filter((t) => !UNSPACED.test(t)).map(escape);
      const unspaced = terms.filter((t) => UNSPACED.test(t)).map(escape);
      if (spaced.length) groups.push({ category, weight, spaced: true, re: new RegExp(String.raw`${WORD_START}(?:${spaced.join('|')})(?![\p{L}\p{M}])`, 'iuy') });
      if (unspaced.length) groups.push({ category, weight, spaced: false, re: new RegExp(unspaced.join('|'), 'uy') });
    }
  }
  return groups;
}

/** The category terms' patterns (exported for tests). */
export const GROUPS: readonly TermGroup[] = compile();

/**
 * The bank-transaction categorizer's merchant names, where their detailed category maps onto an expense category.
 * Only merchant tables are read, so these are names, not keywords; a detailed category left out (Shopping,
 * Clothing) says too little about what a receipt from that shop is for.
 */
const FROM_BANK: Partial<Record<BankCategory, ExpenseCategoryName>> = {
  Groceries: 'Groceries',
  'Restaurants & Dining': 'Meals & Entertainment',
  'Fast Food': 'Meals & Entertainment',
  'Coffee Shops': 'Meals & Entertainment',
  'Food Delivery': 'Meals & Entertainment',
  Fuel: 'Fuel & Auto',
  'EV Charging': 'Fuel & Auto',
  Automotive: 'Fuel & Auto',
  Transportation: 'Travel',
  'Ride Hailing & Taxis': 'Travel',
  'Public Transit': 'Travel',
  Parking: 'Travel',
  Tolls: 'Travel',
  Airlines: 'Travel',
  'Car Rental': 'Travel',
  'Hotels & Lodging': 'Lodging',
  Utilities: 'Utilities',
  Electricity: 'Utilities',
  'Water & Municipal': 'Utilities',
  'Gas & Heating': 'Utilities',
  Telecommunications: 'Telecommunications',
  'Mobile & Airtime': 'Telecommunications',
  'Internet & Fibre': 'Telecommunications',
  Insurance: 'Insurance',
  'Healthcare & Pharmacy': 'Healthcare',
  Pharmacies: 'Healthcare',
  'Doctors & Dentists': 'Healthcare',
  'Hospitals & Clinics': 'Healthcare',
  'Subscriptions & Streaming': 'Software & Subscriptions',
  'Office Supplies': 'Office Supplies',
};
const MERCHANT_WEIGHT = 2;
const MERCHANTS: Array<{ tokens: string[]; category: ExpenseCategoryName }> = MERCHANT_RULES.flatMap((rule) => {
  const category = rule.debit && FROM_BANK[rule.debit];
  // "Mr D" (food delivery) would match "MR. D.I.Y.": a name ending in a lone letter is left out.
  const usable = (tokens: string[]) => tokens.length > 0 && tokens[tokens.length - 1].length > 1;
  return category ? rule.patterns.map((p) => ({ tokens: tokenize(p), category })).filter((m) => usable(m.tokens)) : [];
});

function containsRun(hay: string[], needle: string[]): boolean {
  for (let i = 0; i + needle.length <= hay.length; i++) if (needle.every((t, j) => hay[i + j] === t)) return true;
  return false;
}

/** What the category is decided from; `text` is the whole printed text (line items included). */
export interface CategoryEvidence {
  vendor?: string;
  text: string;
}

/** Score of every category with any evidence, highest first. */
export function scoreCategories(evidence: CategoryEvidence): Array<{ category: ExpenseCategoryName; score: number }> {
  // term → best weight it earned, per category: a term counts once however often it is printed.
  const found = new Map<ExpenseCategoryName, Map<string, number>>();
  const note = (category: ExpenseCategoryName, term: string, value: number) => {
    const terms = found.get(category) ?? new Map<string, number>();
    terms.set(term, Math.max(terms.get(term) ?? 0, value));
    found.set(category, terms);
  };
  // Terms and text are compared without accents: receipts print "CAFE" and "RESTAURANT" in capitals.
  const sources: Array<[string, number]> = [[foldAccents(evidence.text), 1]];
  if (evidence.vendor) sources.push([foldAccents(evidence.vendor), VENDOR_FACTOR]);
  for (const [text, factor] of sources) {
    const wordStarts = positionsWhere(AT_WORD_START, text);
    for (const g of GROUPS) {
      for (const m of stickyMatches(g.re, text, g.spaced ? wordStarts : undefined)) note(g.category, m[0].toLowerCase().replace(/\s+/g, ' '), g.weight * factor);
    }
  }
  const vendorTokens = evidence.vendor ? tokenize(evidence.vendor) : [];
  for (const m of MERCHANTS) if (containsRun(vendorTokens, m.tokens)) note(m.category, `merchant:${m.tokens.join(' ')}`, MERCHANT_WEIGHT * VENDOR_FACTOR);

  const scores = [...found].map(([category, terms]) => {
    let strong = 0;
    let weak = 0;
    for (const v of terms.values()) {
      if (v <= 1) weak += v;
      else strong += v;
    }
    return { category, score: strong + Math.min(weak, WEAK_CAP) };
  });
  return scores.sort((a, b) => b.score - a.score);
}

/** The category the evidence supports, or "" when it is weak or split between categories. */
export function categorize(evidence: CategoryEvidence): ExpenseCategoryName | '' {
  const [best, second] = scoreCategories(evidence);
  if (!best || best.score < MIN_SCORE) return '';
  if (second && best.score < MIN_LEAD * second.score) return '';
  return best.category;
}

/** Lines printed above everything else name the business (often a brand above the legal name). */
const HEADER_LINES = 2;

export function detectCategory(doc: Doc, vendorName?: string): ExpenseCategoryName | '' {
  const header = doc.lines.slice(0, HEADER_LINES).map((l) => l.text);
  const vendor = [vendorName ?? '', ...header].join('\n');
  return categorize({ vendor, text: doc.lines.map((l) => l.text).join('\n') });
}
