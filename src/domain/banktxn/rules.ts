import { CATEGORIES, type CategoryName, UNCATEGORIZED } from './categories';
import { INFIX_RULES, TRANSACTION_RULES } from './keywords';
import { MERCHANT_RULES } from './merchants';
import { AMERICAS_MERCHANT_RULES } from './merchants-americas';
import { ASIA_AFRICA_MERCHANT_RULES } from './merchants-asia-africa';
import { EUROPE_MERCHANT_RULES } from './merchants-europe';
import { type Hint, normaliseDescription, type NormalisedDescription, tokenize } from './normalise';
import { PAYMENT_RAIL_RULES } from './payment-rails';
import { PRIORITY, type RuleSpec } from './rule-spec';
import { SPENDING_RULES } from './spending-keywords';
import { TRADE_WORD_RULES } from './trade-words';
import { TRADE_WORD_RULES_2 } from './trade-words-2';
import { REGIONAL_PROVIDER_RULES } from './trade-words-3';

export { normaliseDescription, tokenize, type NormalisedDescription } from './normalise';

/** Why a transaction got its category: the evaluation prints it, and tests pin it. */
export interface Classification {
  category: CategoryName;
  /** The pattern or hint that decided, or null when only the amount's sign (or nothing) did. */
  matched: string | null;
  source: 'rule' | 'truncated' | 'infix' | 'hint' | 'sign' | 'none';
}

export interface CompiledRule {
  readonly tokens: readonly string[];
  readonly pattern: string;
  readonly debit?: CategoryName;
  readonly credit?: CategoryName;
  readonly priority: number;
}

interface Candidate {
  category: CategoryName;
  priority: number;
  length: number;
  start: number;
  matched: string;
  source: Classification['source'];
}

/** A cut-off word must keep this many letters before it is read as the start of a keyword ("PARKIN"). */
const MIN_TRUNCATED_WORD = 5;
/** A cut-off last word of a phrase whose other words matched in full ("COUNTRY CLU", "SEATTLE COF"). */
const MIN_TRUNCATED_PHRASE_TAIL = 2;
/** At most this many letters may be missing from a cut-off word ("LAUNDRO" → "LAUNDROMAT"). */
const MAX_TRUNCATED_LETTERS = 4;
const INFLECTIONS = new Set(['S', 'ES', 'ED', 'ER', 'ERS', 'ING', 'INGS']);
const TRUNCATION_PENALTY = 3;

// Spending categories where money coming in can only mean the merchant gave money back: every category of the
// spending primaries, except gambling (money in is winnings), and the shops and trades of the home and family.
const REFUNDABLE_PRIMARIES = new Set<string>([
  'utilities_telecom', 'food_drink', 'transport', 'travel', 'shopping', 'health_personal_care', 'entertainment_leisure',
]);
const REFUNDABLE = new Set<CategoryName>([
  ...CATEGORIES.filter((c) => REFUNDABLE_PRIMARIES.has(c.primary) && c.name !== 'Gambling & Lottery').map(
    (c) => c.name,
  ),
  'Home & Garden', 'Hardware & DIY', 'Furniture & Homeware', 'Home Services & Repairs', 'Education',
  'School & University Fees', 'Courses & Training', 'Childcare', 'Pets', 'Veterinary', 'Shipping & Postage',
]);

/**
 * Insurers sell several kinds of cover, so the insurer's name alone says "Insurance"; a word for what is covered
 * ("GEICO AUTO", "OUTSURANCE HOME", "SANLAM LIFE") anywhere on the line refines it.
 */
const COVER_WORDS = new Map<string, CategoryName>([
  ...['CAR', 'CARS', 'AUTO', 'MOTOR', 'VEHICLE', 'KFZ', 'MOTORBIKE'].map((w) => [w, 'Vehicle Insurance'] as const),
  ...['HOME', 'HOUSEHOLD', 'HOMEOWNERS', 'CONTENTS', 'BUILDINGS', 'RENTERS', 'HAUSRAT', 'HABITATION'].map(
    (w) => [w, 'Home Insurance'] as const,
  ),
  ...['LIFE', 'FUNERAL', 'DISABILITY', 'LEBEN', 'VIE'].map((w) => [w, 'Life Insurance'] as const),
  ...['HEALTH', 'MEDICAL', 'DENTAL', 'HOSPITAL', 'KRANKEN', 'SANTE'].map((w) => [w, 'Health Insurance'] as const),
]);

function coverOf(tokens: readonly string[]): CategoryName | null {
  let found: CategoryName | null = null;
  for (const t of tokens) {
    const cover = COVER_WORDS.get(t);
    // Two kinds of cover on one line ("CAR AND HOME") is a combined policy: the broad category is right.
    if (cover && found && cover !== found) return null;
    if (cover) found = cover;
  }
  return found;
}

function compile(specs: readonly RuleSpec[]): CompiledRule[] {
  return specs.flatMap((spec) =>
    spec.patterns
      .map((pattern) => ({ ...spec, pattern, tokens: tokenize(pattern) }))
      .filter((rule) => rule.tokens.length > 0),
  );
}

const PHRASE_RULES = compile([
  ...TRANSACTION_RULES, ...MERCHANT_RULES, ...SPENDING_RULES, ...PAYMENT_RAIL_RULES, ...TRADE_WORD_RULES,
  ...TRADE_WORD_RULES_2, ...REGIONAL_PROVIDER_RULES, ...AMERICAS_MERCHANT_RULES, ...EUROPE_MERCHANT_RULES,
  ...ASIA_AFRICA_MERCHANT_RULES,
]);
const INFIXES = compile(INFIX_RULES).filter((r) => r.tokens.length === 1);
const MIN_INFIX_HOST = Math.min(...INFIXES.map((r) => r.tokens[0].length)) + 1;

const BY_FIRST_TOKEN = new Map<string, CompiledRule[]>();
for (const rule of PHRASE_RULES) {
  const list = BY_FIRST_TOKEN.get(rule.tokens[0]);
  if (list) list.push(rule);
  else BY_FIRST_TOKEN.set(rule.tokens[0], [rule]);
}
const SINGLE_WORDS = PHRASE_RULES.filter((r) => r.tokens.length === 1).sort((a, b) =>
  a.tokens[0] < b.tokens[0] ? -1 : a.tokens[0] > b.tokens[0] ? 1 : 0,
);

/** Every compiled rule, for consistency checks in tests. */
export function allRules(): readonly CompiledRule[] {
  return PHRASE_RULES;
}

function categoryFor(rule: { debit?: CategoryName; credit?: CategoryName }, amount: number | null) {
  if (amount !== null && amount > 0) return rule.credit;
  if (amount !== null && amount < 0) return rule.debit;
  return rule.debit ?? rule.credit;
}

function better(a: Candidate, b: Candidate | null): boolean {
  if (!b) return true;
  if (a.priority !== b.priority) return a.priority > b.priority;
  if (a.length !== b.length) return a.length > b.length;
  return a.start < b.start;
}

function firstAtOrAfter(word: string): number {
  let lo = 0;
  let hi = SINGLE_WORDS.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (SINGLE_WORDS[mid].tokens[0] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The keyword a cut-off last word starts, when every keyword it could start agrees on the category. Only generic
 * keywords qualify: a complete name ("LANCE") that starts a brand ("LANCET") is far likelier than a cut-off brand.
 * A complete word that is the stem of a keyword ("GARDEN" of "GARDENING") is not cut off either, nor is the last
 * word of a phrase matched whole ("KENYA POWER" is a utility, not a cut-off "POWERBALL"): see matchPhrases.
 */
function truncatedWord(word: string, amount: number | null): Candidate | null {
  let found: Candidate | null = null;
  for (let i = firstAtOrAfter(word); i < SINGLE_WORDS.length; i++) {
    const rule = SINGLE_WORDS[i];
    if (!rule.tokens[0].startsWith(word)) break;
    const rest = rule.tokens[0].slice(word.length);
    if (rest === '' || rest.length > MAX_TRUNCATED_LETTERS || INFLECTIONS.has(rest)) continue;
    if (rule.priority === PRIORITY.MERCHANT || rule.priority === PRIORITY.BRAND) continue;
    const category = categoryFor(rule, amount);
    if (!category) continue;
    if (found && found.category !== category) return null;
    const candidate: Candidate = {
      category, priority: rule.priority - TRUNCATION_PENALTY, length: 1, start: 0, matched: rule.pattern,
      source: 'truncated',
    };
    if (better(candidate, found)) found = candidate;
  }
  return found;
}

function matchPhrases(desc: NormalisedDescription, amount: number | null): Candidate | null {
  const { tokens } = desc;
  const n = tokens.length;
  let best: Candidate | null = null;
  let lastWordMatched = false;
  const consider = (c: Candidate): void => {
    if (better(c, best)) best = c;
  };

  for (let i = 0; i < n; i++) {
    const rules = BY_FIRST_TOKEN.get(tokens[i]);
    if (rules) {
      for (const rule of rules) {
        const k = rule.tokens.length;
        let j = 1;
        while (j < k && i + j < n && tokens[i + j] === rule.tokens[j]) j++;
        let source: Classification['source'];
        if (j === k) source = 'rule';
        else if (desc.tailMayBeTruncated && j === k - 1 && i + j === n - 1 && truncatedTail(tokens[n - 1], rule.tokens[j])) {
          source = 'truncated';
        } else continue;
        const category = categoryFor(rule, amount);
        if (!category) continue;
        if (source === 'rule' && i + k === n) lastWordMatched = true;
        const priority = source === 'rule' ? rule.priority : rule.priority - TRUNCATION_PENALTY;
        consider({ category, priority, length: k, start: i, matched: rule.pattern, source });
      }
    }
    const token = tokens[i];
    if (token.length < MIN_INFIX_HOST) continue;
    for (const rule of INFIXES) {
      if (token.length > rule.tokens[0].length && token.includes(rule.tokens[0])) {
        const category = categoryFor(rule, amount);
        if (category) consider({ category, priority: rule.priority, length: 1, start: i, matched: rule.pattern, source: 'infix' });
      }
    }
  }

  const last = tokens[n - 1];
  if (desc.tailMayBeTruncated && !lastWordMatched && last !== undefined && last.length >= MIN_TRUNCATED_WORD) {
    const candidate = truncatedWord(last, amount);
    if (candidate) consider({ ...candidate, start: n - 1 });
  }
  return best;
}

function truncatedTail(word: string, patternWord: string): boolean {
  return word.length >= MIN_TRUNCATED_PHRASE_TAIL && word.length < patternWord.length && patternWord.startsWith(word);
}

function fromHints(hints: readonly Hint[]): Candidate | null {
  let best: Candidate | null = null;
  for (const h of hints) {
    const c: Candidate = { category: h.category, priority: h.priority, length: 0, start: -1, matched: h.source, source: 'hint' };
    if (better(c, best)) best = c;
  }
  return best;
}

/** Categorizes one description with its signed amount (negative = money out; null = unknown). */
export function classify(description: string, amount: number | null): Classification {
  return classifyNormalised(normaliseDescription(description), amount);
}

/** As classify, for a caller that has normalised the description already (normalising is most of the cost). */
export function classifyNormalised(desc: NormalisedDescription, amount: number | null): Classification {
  const phrase = matchPhrases(desc, amount);
  const hint = fromHints(desc.hints);
  const best = hint && better(hint, phrase) ? hint : phrase;
  if (best?.category === 'Insurance') best.category = coverOf(desc.tokens) ?? 'Insurance';
  const credit = amount !== null && amount > 0;

  // A shop paying money back is a refund; a bank or insurer paying out keeps its own category. A generic shop word
  // ("TRADING", "STORE") on money coming in is no evidence of a shop, though: it is as likely a customer paying.
  const shopCredit = best !== null && credit && REFUNDABLE.has(best.category) && best.priority <= PRIORITY.PRODUCT;
  if (best && shopCredit && best.priority > PRIORITY.WEAK) {
    return { category: 'Refunds', matched: best.matched, source: best.source };
  }
  if (best && !shopCredit) return { category: best.category, matched: best.matched, source: best.source };
  // Money in with nothing else to go on is most often a payment received: for a business, a customer paying.
  if (credit) return { category: 'Income & Salary', matched: null, source: 'sign' };
  return { category: UNCATEGORIZED, matched: null, source: 'none' };
}
