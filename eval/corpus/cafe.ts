import type { Lang } from './data';
import { perLanguage } from './lang-files';

/**
 * Wording of the receipt-cafe layout (eval/corpus/cafe/*.json): till labels, menu items and modifiers of a café,
 * restaurant or bakery, written apart from the other layouts' wording and the extractor's lexicons.
 */
export const CAFE_LABEL_KEYS = [
  'receipt_number', 'table', 'guests', 'server', 'date', 'time', 'phone', 'subtotal', 'total', 'included_tax', 'tax',
  'service', 'tip', 'cash', 'card', 'change', 'thanks', 'footer', 'order_type',
] as const;
export type CafeLabelKey = (typeof CAFE_LABEL_KEYS)[number];

/** Keys whose wording must hold a placeholder: {tax} the tax's name, {rate} the service rate. */
export const CAFE_PLACEHOLDERS: Partial<Record<CafeLabelKey, string>> = { included_tax: '{tax}', service: '{rate}' };

export interface CafeWords {
  lang: Lang;
  labels: Record<CafeLabelKey, string[]>;
  /** Menu: drinks, food and bakery goods. */
  menu: string[];
  /** Modifiers that cost extra (printed "+ oat milk 0.50") and free ones ("- no sugar"). */
  modifiers: { priced: string[]; free: string[] };
}

export const cafeWords = perLanguage<CafeWords>('cafe', 'café wording');
