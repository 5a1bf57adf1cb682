import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './data';

/**
 * Wording of the receipt-market layout (eval/corpus/market/*.json), written apart from vocab/*.json and
 * variants/*.json so that this layout prints labels the extractor was not tuned to. Templates hold {n} (a count)
 * or {amount} (money) where the number goes.
 */
export const MARKET_KEYS = [
  'receipt_number', 'till', 'cashier', 'date', 'time', 'phone', 'subtotal', 'total', 'tax', 'net', 'gross', 'rate',
  'cash', 'tendered', 'change', 'card', 'card_number', 'auth_code', 'terminal', 'approved', 'item_count', 'savings',
  'points_earned', 'points_balance', 'thanks', 'footer', 'deposit', 'bottle_return', 'discount',
] as const;
export type MarketKey = (typeof MARKET_KEYS)[number];

/** Keys whose wording must hold a placeholder. */
export const MARKET_PLACEHOLDERS: Partial<Record<MarketKey, string>> = {
  item_count: '{n}', savings: '{amount}', points_earned: '{n}', points_balance: '{n}',
};

export interface MarketWords {
  lang: Lang;
  labels: Record<MarketKey, string[]>;
}

let cache: Map<string, MarketWords> | undefined;

export function marketWords(lang: Lang): MarketWords {
  if (!cache) {
    cache = new Map();
    const dir = join(__dirname, 'market');
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const w = JSON.parse(readFileSync(join(dir, f), 'utf8')) as MarketWords;
      cache.set(w.lang, w);
    }
  }
  const w = cache.get(lang);
  if (!w) throw new Error(`no market wording for language ${lang} (eval/corpus/market/${lang}.json)`);
  return w;
}
