import type { CategoryName } from './categories';

/**
 * One rule of the categorizer. Patterns are written naturally ("Pick n Pay", "Dis-Chem", "AT&T") and go through
 * the same tokenisation as descriptions, so they match whole words regardless of punctuation and case.
 */
export interface RuleSpec {
  readonly patterns: readonly string[];
  /** Category for money going out, or for an unknown sign. Absent: the rule says nothing about debits. */
  readonly debit?: CategoryName;
  /** Category for money coming in. Absent: the rule says nothing about credits. */
  readonly credit?: CategoryName;
  readonly priority: number;
}

/**
 * Higher wins. Words that state what kind of transaction it is (a fee, interest, a cash withdrawal, a refund)
 * outrank the merchant's name: "SERVICE FEE ... APPLE" is a bank fee, not an Apple purchase. Product words sold
 * through retailers ("PNP AIRTIME", "SHOPRITE PREPAID ELECTRICITY") outrank the retailer. Specific merchants beat
 * generic keywords, and how the money moved ("PAYMENT TO", "EFT") is the weakest signal of all.
 */
export const PRIORITY = {
  FEE_OVERRIDE: 120,
  BANKING: 110,
  NATURE: 100,
  PRODUCT: 55,
  MERCHANT: 50,
  BRAND: 45,
  FEE: 40,
  KEYWORD: 30,
  INFIX: 20,
  WEAK: 10,
  PROCESSOR: 8,
  TRANSFER: 5,
} as const;

export type CategoryTable = Partial<Record<CategoryName, readonly string[]>>;

/** Rules that mean the same category whichever way the money moved. */
export function fromTable(priority: number, table: CategoryTable): RuleSpec[] {
  return (Object.entries(table) as [CategoryName, readonly string[]][]).map(([category, patterns]) => ({
    patterns,
    debit: category,
    credit: category,
    priority,
  }));
}
