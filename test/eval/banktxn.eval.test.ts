import fs from 'node:fs';
import path from 'node:path';
import type { CategoryName } from '../../src/domain/banktxn/categories';
import { RuleCategorizer } from '../../src/domain/banktxn/categorizer';
import { classify } from '../../src/domain/banktxn/rules';
import { parseTransaction } from '../../src/domain/banktxn/transaction-parser';

/**
 * Scores the categorizer on labelled South-African bank transactions (YassirAwad/bank-transaction-classifier,
 * MIT). It prints figures and never fails on accuracy: the labels are one person's choices and noisy.
 */
const DATASET = path.resolve(__dirname, '../../../shared/datasets/bank/za_transactions_2023.csv');

/**
 * The dataset's labels in our categories. Many-to-one where the dataset splits finer ("Auto Insurance", "Life
 * Insurance" → Insurance; "Coffee" → Restaurants & Dining). null: the label names how money moved, not what it
 * paid for ("Debit Order" covers credit-card repayments, insurance and security firms alike), so no category of
 * ours is the right answer and those rows are left out of the score.
 */
const LABEL_MAP: Record<string, CategoryName | null> = {
  'Eating Out': 'Restaurants & Dining',
  Coffee: 'Restaurants & Dining',
  Groceries: 'Groceries',
  'General Purchases': 'Shopping',
  'Online Purchase': 'Shopping',
  'Bank Charges and Fees': 'Fees & Charges',
  'Insufficient Funds Fee': 'Fees & Charges',
  'Interest Repayment': 'Fees & Charges',
  'Interest Received': 'Income & Salary',
  'Cellular Data Purchase': 'Telecommunications',
  Subscriptions: 'Subscriptions & Streaming',
  Fuel: 'Fuel',
  'Home and Garden': 'Home & Garden',
  Entertainment: 'Entertainment',
  Parking: 'Transportation',
  Transport: 'Transportation',
  'Debit Order': null,
  Gambling: 'Gambling & Lottery',
  'Tobacco & Smoking': 'Alcohol & Tobacco',
  Alcohol: 'Alcohol & Tobacco',
  'Bank Transfer': 'Transfers',
  'Savings Transfer': 'Savings & Investments',
  Investments: 'Savings & Investments',
  'Personal Care': 'Personal Care',
  'General Insurance': 'Insurance',
  'Auto Insurance': 'Insurance',
  'Life Insurance': 'Insurance',
  'Health Insurance': 'Insurance',
  'Holidays and Travel': 'Travel',
  'Health and Medical': 'Healthcare & Pharmacy',
  'ATM and Cash Withdrawal': 'Cash Withdrawal',
  Clothing: 'Clothing & Apparel',
  Refund: 'Refunds',
  'Electronics and Appliances': 'Electronics & Software',
  Sport: 'Sports & Fitness',
  'General Loan Repayment': 'Loans & Credit Repayments',
  // Labels of the source project that this sample does not contain; mapped so a newer file still scores.
  Salary: 'Income & Salary',
  'Other Income': 'Income & Salary',
  Rent: 'Rent & Mortgage',
  'Home Loan Repayment': 'Rent & Mortgage',
  'Vehicle Finance': 'Loans & Credit Repayments',
  'Credit Card Repayment': 'Loans & Credit Repayments',
  Education: 'Education',
  Donations: 'Charity & Donations',
  Pets: 'Pets',
  'Electricity and Water': 'Utilities',
  'Internet and Telephone': 'Telecommunications',
  'Vehicle Maintenance': 'Automotive',
};

interface Row {
  description: string;
  amount: string;
  label: string;
}

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  out.push(field);
  return out;
}

function readRows(file: string): Row[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
  const cols = parseCsvLine(header);
  const at = (name: string): number => cols.indexOf(name);
  return lines.map((line) => {
    const f = parseCsvLine(line);
    return { description: f[at('description')], amount: f[at('amount')], label: f[at('label')] };
  });
}

const present = fs.existsSync(DATASET);
if (!present) {
  console.log(`banktxn eval skipped: dataset not found at ${DATASET}`);
}

(present ? describe : describe.skip)('bank transaction categorizer on za_transactions_2023.csv', () => {
  it('reports accuracy against the mapped labels', async () => {
    const rows = readRows(DATASET);
    const scored = rows.filter((r) => LABEL_MAP[r.label]);
    const unmapped = [...new Set(rows.filter((r) => !(r.label in LABEL_MAP)).map((r) => r.label))];
    const mechanism = rows.filter((r) => LABEL_MAP[r.label] === null).length;
    const txns = scored.map((r, i) => `${r.description}|${r.amount}|row${i + 1}`);

    const predicted = await new RuleCategorizer().categorize(txns);

    const confusion = new Map<string, { count: number; examples: string[] }>();
    const perLabel = new Map<string, { right: number; total: number }>();
    let right = 0;
    scored.forEach((row, i) => {
      const expected = LABEL_MAP[row.label] as CategoryName;
      const stats = perLabel.get(row.label) ?? { right: 0, total: 0 };
      stats.total++;
      if (predicted[i] === expected) {
        right++;
        stats.right++;
      } else {
        const key = `${expected} → ${predicted[i]}`;
        const entry = confusion.get(key) ?? { count: 0, examples: [] };
        entry.count++;
        if (entry.examples.length < 3) {
          const { description, amount } = parseTransaction(txns[i]);
          const why = classify(description, amount).matched ?? '-';
          entry.examples.push(`"${row.description.trim()}" [${why}]`);
        }
        confusion.set(key, entry);
      }
      perLabel.set(row.label, stats);
    });

    const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)}%`;
    const uncategorized = predicted.filter((p) => p === 'Uncategorized').length;
    const answeredRight = scored.filter((r, i) => predicted[i] !== 'Uncategorized' && predicted[i] === LABEL_MAP[r.label]).length;
    const lines = [
      `banktxn eval: accuracy ${pct(right, scored.length)} (${right}/${scored.length} scored of ${rows.length};` +
        ` ${mechanism} labelled only with a payment mechanism left out` +
        (unmapped.length ? `; unmapped labels skipped: ${unmapped.join(', ')}` : '') +
        `); answered Uncategorized ${pct(uncategorized, scored.length)};` +
        ` right when it answered ${pct(answeredRight, scored.length - uncategorized)}`,
      'per dataset label (right/total):',
      ...[...perLabel.entries()]
        .sort((a, b) => b[1].total - a[1].total)
        .map(([label, s]) => {
          const counts = `${String(s.right).padStart(3)}/${String(s.total).padEnd(3)}`;
          return `  ${label.padEnd(28)} ${counts} ${pct(s.right, s.total)}`;
        }),
      'top confusions (expected → predicted):',
      ...[...confusion.entries()]
        .sort((a, b) => b[1].count - a[1].count)
        .slice(0, 15)
        .map(([key, e]) => `  ${String(e.count).padStart(3)}  ${key}: ${e.examples.join('; ')}`),
    ];
    console.log(lines.join('\n'));

    expect(predicted).toHaveLength(scored.length);
  });
});
