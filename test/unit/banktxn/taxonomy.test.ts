import { CATEGORIES, PRIMARY_CATEGORIES, primaryOf } from '../../../src/domain/banktxn/categories';

/** Names clients stored before the taxonomy had two levels; they must keep meaning what they meant. */
const PUBLISHED_BEFORE_TWO_LEVELS = [
  'Groceries', 'Restaurants & Dining', 'Fuel', 'Transportation', 'Automotive', 'Travel', 'Utilities',
  'Telecommunications', 'Rent & Mortgage', 'Insurance', 'Healthcare & Pharmacy', 'Entertainment',
  'Subscriptions & Streaming', 'Shopping', 'Clothing & Apparel', 'Electronics & Software', 'Office Supplies',
  'Education', 'Fees & Charges', 'Loans & Credit Repayments', 'Transfers', 'Savings & Investments',
  'Cash Withdrawal', 'Income & Salary', 'Refunds', 'Taxes & Government', 'Charity & Donations', 'Personal Care',
  'Sports & Fitness', 'Home & Garden', 'Pets', 'Alcohol & Tobacco', 'Gambling & Lottery', 'Advertising & Marketing',
  'Professional Services', 'Shipping & Postage', 'Uncategorized',
];

describe('the two-level taxonomy', () => {
  it('has about 15 primary and 80–120 detailed categories, every primary with at least two', () => {
    expect(PRIMARY_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(PRIMARY_CATEGORIES.length).toBeLessThanOrEqual(18);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(80);
    expect(CATEGORIES.length).toBeLessThanOrEqual(120);
    for (const p of PRIMARY_CATEGORIES) expect(CATEGORIES.filter((c) => c.primary === p.id).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every name published before, and no primary name is also a detailed one', () => {
    const names = new Set<string>(CATEGORIES.map((c) => c.name));
    for (const name of PUBLISHED_BEFORE_TWO_LEVELS) expect(names).toContain(name);
    for (const p of PRIMARY_CATEGORIES) expect(names.has(p.name)).toBe(false);
    expect(new Set(PRIMARY_CATEGORIES.map((p) => p.id)).size).toBe(PRIMARY_CATEGORIES.length);
  });

  it('files each detailed category under an existing primary', () => {
    for (const c of CATEGORIES) expect(primaryOf(c.name)?.id).toBe(c.primary);
    expect(primaryOf('Fast Food')?.name).toBe('Food & Drink');
    expect(primaryOf('No such category')).toBeUndefined();
  });
});
