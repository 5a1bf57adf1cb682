import { type CategoryName, UNCATEGORIZED } from '../categories';
import type { TransactionCategorizer } from '../categorizer';
import { PRIORITY } from '../rule-spec';
import { normaliseDescription } from '../normalise';
import { allRules, type Classification, classifyNormalised } from '../rules';
import { parseTransaction } from '../transaction-parser';
import { BANKTXN_MODEL_DIR, BanktxnModel, type BanktxnMeta, type RuleTier } from './banktxn-model';
import { txnFeatures } from './features';

export interface DetailedCategory {
  category: CategoryName;
  /** The model's probability, or the share of held-out rule answers of that tier that were right. */
  confidence: number;
  source: 'rule' | 'model' | 'none';
}

const PRIORITY_OF = new Map<string, number>();
for (const rule of allRules()) PRIORITY_OF.set(rule.pattern, Math.max(rule.priority, PRIORITY_OF.get(rule.pattern) ?? 0));

/**
 * How much a rule answer is worth. A whole named merchant, brand, product, banking pattern (fees, interest, ATM,
 * salary) or business keyword ("PHARMACY", "CAFE") is "strong" and always wins: on the ZA file the model overruled
 * keyword answers wrongly 6 times out of 7. A cut-off word, an infix, a processor hint, a weak shop word or a
 * transfer word ("PAYMENT TO") is "weak" and yields to a confident model; money in that names nothing is "sign".
 */
export function ruleTier(c: Classification): RuleTier | null {
  if (c.source === 'none') return null;
  if (c.source === 'sign') return 'sign';
  if (c.source === 'rule' && c.matched !== null && (PRIORITY_OF.get(c.matched) ?? 0) >= PRIORITY.KEYWORD) return 'strong';
  return 'weak';
}

/** The hybrid's answer from the rule's classification and (when the rule was not strong) the model's probabilities. */
export function decide(c: Classification, probs: Float32Array | null, offset: number, meta: BanktxnMeta): DetailedCategory {
  const tier = ruleTier(c);
  if (tier === 'strong') return { category: c.category, confidence: meta.ruleConfidence.strong, source: 'rule' };
  if (probs) {
    let best = 0;
    for (let j = 1; j < meta.classes.length; j++) if (probs[offset + j] > probs[offset + best]) best = j;
    const p = probs[offset + best];
    if (meta.classes[best] !== UNCATEGORIZED && p >= meta.threshold) return { category: meta.classes[best], confidence: p, source: 'model' };
  }
  if (tier) return { category: c.category, confidence: meta.ruleConfidence[tier], source: 'rule' };
  return { category: UNCATEGORIZED, confidence: 0, source: 'none' };
}

/**
 * Rules first, the model for what they do not settle: named merchants and banking patterns are exact knowledge, the
 * model generalises to merchants no table lists ("JOES PIZZERIA"). Only the rows the rules did not settle go
 * through the model, in one batch per request.
 */
export class HybridCategorizer implements TransactionCategorizer {
  constructor(private readonly model: BanktxnModel) {}

  /**
   * Over the process-wide model for `dir` (loaded once); fails with a message naming the directory and the fix when
   * the model is missing or broken.
   */
  static async load(dir = BANKTXN_MODEL_DIR): Promise<HybridCategorizer> {
    return new HybridCategorizer(await BanktxnModel.shared(dir));
  }

  async categorize(txns: readonly string[]): Promise<string[]> {
    return (await this.categorizeDetailed(txns)).map((r) => r.category);
  }

  async categorizeDetailed(txns: readonly string[]): Promise<DetailedCategory[]> {
    const meta = this.model.meta;
    const parsed = txns.map((t) => {
      const { description, amount } = parseTransaction(t);
      return { description, amount, normalised: normaliseDescription(description) };
    });
    const rules = parsed.map((p) => classifyNormalised(p.normalised, p.amount));
    const open: number[] = [];
    rules.forEach((c, i) => {
      if (ruleTier(c) !== 'strong') open.push(i);
    });
    const probs = open.length ? await this.model.predict(open.map((i) => txnFeatures(parsed[i].description, parsed[i].amount, parsed[i].normalised))) : null;
    const rowOf = new Map(open.map((txn, row) => [txn, row]));
    const C = meta.classes.length;
    return rules.map((c, i) => {
      const row = rowOf.get(i);
      return decide(c, row === undefined ? null : probs, (row ?? 0) * C, meta);
    });
  }
}
