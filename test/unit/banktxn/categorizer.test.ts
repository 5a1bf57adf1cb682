import { CATEGORIES, isCategoryName, UNCATEGORIZED } from '../../../src/domain/banktxn/categories';
import {
  MAX_TRANSACTION_LENGTH,
  MAX_TRANSACTIONS_PER_REQUEST,
  RuleCategorizer,
} from '../../../src/domain/banktxn/categorizer';

describe('categories', () => {
  it('have unique ids and names, and include Uncategorized', () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.name)).size).toBe(CATEGORIES.length);
    expect(CATEGORIES.map((c) => c.name)).toContain(UNCATEGORIZED);
    for (const c of CATEGORIES) {
      expect(c.id).toMatch(/^[a-z_]+$/);
      expect(c.description.length).toBeGreaterThan(10);
    }
  });

  it('include the categories named in the product brief', () => {
    for (const name of [
      'Groceries', 'Restaurants & Dining', 'Fuel', 'Transportation', 'Travel', 'Utilities', 'Telecommunications',
      'Rent & Mortgage', 'Insurance', 'Healthcare & Pharmacy', 'Entertainment', 'Subscriptions & Streaming',
      'Shopping', 'Electronics & Software', 'Office Supplies', 'Education', 'Fees & Charges', 'Transfers',
      'Cash Withdrawal', 'Income & Salary', 'Refunds', 'Taxes & Government', 'Charity & Donations', 'Personal Care',
      'Home & Garden', 'Pets', 'Advertising & Marketing', 'Professional Services', 'Shipping & Postage',
      'Uncategorized',
    ]) {
      expect(isCategoryName(name)).toBe(true);
    }
    expect(isCategoryName('Food')).toBe(false);
  });
});

describe('RuleCategorizer', () => {
  const categorizer = new RuleCategorizer();

  it('answers element i for input i', async () => {
    await expect(
      categorizer.categorize([
        'UBER *TRIP HELP.UBER.COM|-23.50|tx123',
        'NETFLIX.COM|-15.99|tx124',
        'SALARY ACME LTD|25000.00|tx125',
        'ATM CASH WITHDRAWAL|-500|tx126',
        'QWERTY ZXCV|-10|tx127',
      ]),
    ).resolves.toEqual(['Ride Hailing & Taxis', 'Video Streaming', 'Salary & Wages', 'Cash Withdrawal', 'Uncategorized']);
  });

  it('uses the amount from the string', async () => {
    await expect(categorizer.categorize(['Interest|-12.00|a', 'Interest|12.00|b', 'Interest|(12.00)|c'])).resolves.toEqual([
      'Overdraft & Interest Charges',
      'Interest Income',
      'Overdraft & Interest Charges',
    ]);
  });

  it('only ever returns published category names', async () => {
    const inputs = ['', '|', '|||', '💳💳💳', 'a'.repeat(MAX_TRANSACTION_LENGTH), '|-5|', 'R 1 234,56', '||||||||'];
    for (const c of await categorizer.categorize(inputs)) expect(isCategoryName(c)).toBe(true);
  });

  it('returns an empty list for no input', async () => {
    await expect(categorizer.categorize([])).resolves.toEqual([]);
  });

  // Its speed is measured by `npm run bench:banktxn`, not here: a timed test fails on a busy CI machine.
  it('answers a full request, one category per transaction', async () => {
    const txns = Array.from({ length: MAX_TRANSACTIONS_PER_REQUEST }, (_, i) => `POS PURCHASE STORE ${i} SANDTON|-${i}.50|t${i}`);
    const result = await categorizer.categorize(txns);
    expect(result).toHaveLength(MAX_TRANSACTIONS_PER_REQUEST);
  });
});
