import type { Lang } from './data';
import { perLanguage } from './lang-files';

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

export const marketWords = perLanguage<MarketWords>('market', 'market wording');
