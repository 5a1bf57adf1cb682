import { CATEGORIES, type CategoryName, isCategoryName, primaryOf, UNCATEGORIZED } from '../../domain/banktxn/categories';
import { tokenize } from '../../domain/banktxn/normalise';
import { PRIORITY } from '../../domain/banktxn/rule-spec';
import { allRules, classify } from '../../domain/banktxn/rules';
import { mulberry32 } from '../mlp';
import { GENERAL_WORDS } from './general-words';
import { LEGACY_PARENT } from './legacy-parents';
import { render } from './render';
import { inventedName, personName, pick, reference } from './templates';

/**
 * The labelled training set, generated from the written knowledge: every pattern of every rule table (read through
 * `allRules()`, so the tables can change without touching this file) plus the general words, rendered through
 * statement templates. A tenth of the patterns (by a hash of the pattern) is held out entirely, so the held-out
 * rows measure how the model does on merchants and words it never saw.
 */
export type SourceKind = 'merchant' | 'product' | 'keyword' | 'banking' | 'transfer' | 'noise';

export interface PatternSource {
  pattern: string;
  kind: SourceKind;
  debit?: CategoryName;
  credit?: CategoryName;
}

export interface LabelledTxn {
  description: string;
  amount: number | null;
  category: CategoryName;
  pattern: string;
  kind: SourceKind;
}

const MIN_ROWS_PER_PATTERN = 12;
const MAX_ROWS_PER_PATTERN = 60;
/** Rows aimed at per category, spread over its patterns, so a category with few patterns is not drowned out. */
const ROWS_PER_CATEGORY = 700;
const NOISE_ROWS = 3000;
const HOLDOUT_BUCKETS = 10;

function kindOf(priority: number): SourceKind {
  if (priority >= PRIORITY.NATURE || priority === PRIORITY.FEE) return 'banking';
  if (priority === PRIORITY.MERCHANT || priority === PRIORITY.BRAND) return 'merchant';
  if (priority === PRIORITY.PRODUCT) return 'product';
  if (priority <= PRIORITY.PROCESSOR) return 'transfer';
  return 'keyword';
}

/** One source per distinct pattern; where tables disagree, the higher-priority rule decides, as at run time. */
export function patternSources(): PatternSource[] {
  const best = new Map<string, { priority: number; source: PatternSource }>();
  for (const rule of allRules()) {
    const key = rule.tokens.join(' ');
    const seen = best.get(key);
    if (seen && seen.priority >= rule.priority) continue;
    best.set(key, { priority: rule.priority, source: { pattern: rule.pattern, kind: kindOf(rule.priority), debit: rule.debit, credit: rule.credit } });
  }
  const used = new Set(allRules().flatMap((r) => [r.debit, r.credit]));
  for (const [name, words] of Object.entries(GENERAL_WORDS)) {
    if (!isCategoryName(name)) throw new Error(`general words: ${name} is not a category`);
    const parent = LEGACY_PARENT[name];
    const category = !used.has(name) && parent && used.has(parent) ? parent : name;
    for (const word of words ?? []) {
      const key = tokenize(word).join(' ');
      if (!best.has(key)) best.set(key, { priority: 0, source: { pattern: word, kind: 'keyword', debit: category, credit: category } });
    }
  }
  return [...best.keys()].sort().map((k) => best.get(k)!.source);
}

/** FNV-1a of the pattern's words: which tenth of the patterns it falls in, whatever the table order. */
export function isHeldOut(pattern: string): boolean {
  let h = 0x811c9dc5;
  for (const c of tokenize(pattern).join(' ')) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 0) % HOLDOUT_BUCKETS === 0;
}

function mainCategory(s: PatternSource): CategoryName {
  return (s.debit ?? s.credit)!;
}

/** The sign a row gets: what the rule expects (salary comes in, fees go out), both when the rule reads either. */
function amountFor(s: PatternSource, rand: () => number): number | null {
  if (rand() < 0.08) return null;
  const size = Math.round(Math.exp(Math.log(0.5) + rand() * Math.log(40000)) * 100) / 100 || 1;
  if (s.debit && s.credit && s.debit !== s.credit) return rand() < 0.5 ? -size : size;
  if (!s.debit) return size;
  if (!s.credit) return -size;
  // Money back from a shop is a refund, not more of its category: same-category rules only get credits for income
  // and transfers.
  const incoming = primaryOf(s.debit)?.id === 'income' ? 0.9 : s.kind === 'transfer' ? 0.5 : 0;
  return rand() < incoming ? size : -size;
}

/**
 * The category of a row: what the rules answer for the pattern alone with that sign, when they match it whole (so
 * refinements inside classify, such as the kind of cover an insurer's line names, carry over), else the table's.
 */
function labelFor(s: PatternSource, amount: number | null): CategoryName | undefined {
  const own = amount !== null && amount > 0 ? s.credit : amount !== null && amount < 0 ? s.debit : (s.debit ?? s.credit);
  if (!own) return undefined;
  const byRules = classify(s.pattern, amount);
  return byRules.source === 'rule' && byRules.category !== UNCATEGORIZED ? byRules.category : own;
}

function noiseRow(rand: () => number): LabelledTxn {
  const text = pick(rand, [personName(rand), inventedName(rand).toUpperCase(), `${inventedName(rand)} ${reference(rand)}`, reference(rand)]);
  const amount = rand() < 0.1 ? null : (rand() < 0.6 ? -1 : 1) * Math.round(rand() * 200000) / 100;
  // The house rule for money in that names nothing: a payment received (what classify answers too).
  const category = amount !== null && amount > 0 ? 'Income & Salary' : UNCATEGORIZED;
  return { description: text, amount, category, pattern: '', kind: 'noise' };
}

export interface GeneratedSet {
  train: LabelledTxn[];
  heldOut: LabelledTxn[];
  sources: PatternSource[];
}

export function generateDataset(seed: number): GeneratedSet {
  const rand = mulberry32(seed);
  const sources = patternSources();
  const perCategory = new Map<CategoryName, number>();
  for (const s of sources) perCategory.set(mainCategory(s), (perCategory.get(mainCategory(s)) ?? 0) + 1);
  const merchantPatterns = sources.filter((s) => s.kind === 'merchant' && !isHeldOut(s.pattern)).map((s) => s.pattern);
  const train: LabelledTxn[] = [];
  const heldOut: LabelledTxn[] = [];
  for (const s of sources) {
    const share = Math.ceil(ROWS_PER_CATEGORY / perCategory.get(mainCategory(s))!);
    const rows = Math.max(MIN_ROWS_PER_PATTERN, Math.min(MAX_ROWS_PER_PATTERN, share));
    const out = isHeldOut(s.pattern) ? heldOut : train;
    for (let i = 0; i < rows; i++) {
      const amount = amountFor(s, rand);
      const category = labelFor(s, amount);
      if (!category) continue;
      out.push({ description: render(s, amount, merchantPatterns, rand), amount, category, pattern: s.pattern, kind: s.kind });
    }
  }
  for (let i = 0; i < NOISE_ROWS; i++) (i % HOLDOUT_BUCKETS === 0 ? heldOut : train).push(noiseRow(rand));
  return { train, heldOut, sources };
}

/** Class names in taxonomy order: those the data uses, so the softmax has no dead outputs. */
export function classesOf(rows: readonly LabelledTxn[]): CategoryName[] {
  const used = new Set(rows.map((r) => r.category));
  return CATEGORIES.map((c) => c.name).filter((n) => used.has(n));
}
