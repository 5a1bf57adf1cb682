import type { CategoryName } from './categories';
import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

function signed(priority: number, patterns: readonly string[], debit?: CategoryName, credit?: CategoryName): RuleSpec {
  return { patterns, debit, credit, priority };
}

/** What kind of transaction it is, whoever the counterparty: these outrank merchant names. */
const BANKING: RuleSpec[] = [
  // A fee that is given back is a refund, even though the line still says "fee".
  signed(PRIORITY.FEE_OVERRIDE, [
    'Fee Refund', 'Fee Reversal', 'Fee Rebate', 'Fee Rev', 'Rev Fee', 'Refund of Fee', 'Fees Refund', 'Charge Reversal',
  ], 'Refunds', 'Refunds'),
  signed(PRIORITY.BANKING, [
    'Service Fee', 'Service Fees', 'Service Charge', 'Monthly Fee', 'Monthly Account Fee', 'Account Fee',
    'Monthly Credit Fee', 'Admin Fee', 'Administration Fee', 'ATM Fee', 'Cash Withdrawal Fee', 'Withdrawal Fee',
    'Transaction Fee', 'Transaction Charge', 'Notification Fee', 'SMS Fee', 'Overdraft Fee', 'Overdraft Charge',
    'Unpaid Item', 'Item Unpaid', 'No Funds', 'Insufficient Funds', 'NSF', 'Returned Item Fee', 'Int Pymt Fee',
    'International Payment Fee', 'Foreign Transaction Fee', 'Non Sterling Transaction Fee', 'FX Fee',
    'Currency Conversion Fee', 'Cross Border Fee', 'Bank Charge', 'Bank Charges', 'Bank Fee', 'Late Fee',
    'Late Payment Fee', 'Card Fee', 'Annual Fee', 'Maintenance Fee', 'Excess Fee', 'Honouring Fee', 'Dishonour',
  ], 'Fees & Charges', 'Fees & Charges'),
  // Interest charged is a cost; interest credited is income.
  signed(PRIORITY.BANKING, [
    'Interest', 'Int on Debit Balance', 'Int on Credit Balance', 'Debit Interest', 'Credit Interest', 'Interest Charged',
    'Interest Paid', 'Interest Earned', 'Interest Rebate', 'Int Paid', 'Int Earned', 'Int Charged', 'Finance Charge',
    'Finance Charges',
  ], 'Fees & Charges', 'Income & Salary'),
  // A debit order returned unpaid costs a fee; the matching credit gives the money back.
  signed(PRIORITY.BANKING, ['Unpaid'], 'Fees & Charges', 'Refunds'),
  signed(PRIORITY.NATURE, [
    'ATM', 'ATM Cash', 'Cash Withdrawal', 'ATM Withdrawal', 'Cash Wdl', 'ATM Wdl', 'Cash Advance', 'Cashpoint',
    'Cash Out', 'Cash at Till', 'Cash Withdrawl',
  ], 'Cash Withdrawal', 'Transfers'),
  signed(PRIORITY.NATURE, ['Cash Deposit', 'ATM Deposit', 'Deposit at ATM'], 'Transfers', 'Transfers'),
  signed(PRIORITY.NATURE, [
    'Refund', 'Refunds', 'Refunded', 'Reversal', 'Reversed', 'Rev', 'Chargeback', 'Cashback', 'Cash Back', 'Rebate',
    'Return Credit', 'Merchant Credit', 'Credit Voucher', 'Purchase Return',
  ], undefined, 'Refunds'),
  signed(PRIORITY.NATURE, [
    'Salary', 'Salaries', 'Payroll', 'Wages', 'Wage', 'Paycheck', 'Direct Dep', 'Direct Deposit', 'Payslip',
    'Stipend', 'Dividend', 'Dividends', 'Pension Payment', 'Annuity Payment', 'UIF Payment',
  ], 'Income & Salary', 'Income & Salary'),
  signed(PRIORITY.NATURE, ['Bonus'], undefined, 'Income & Salary'),
  signed(PRIORITY.NATURE, ['Winnings', 'Lotto Winnings', 'Jackpot'], 'Gambling & Lottery', 'Gambling & Lottery'),
  signed(PRIORITY.FEE, ['Fee', 'Fees', 'Charges', 'Penalty', 'Surcharge'], 'Fees & Charges', 'Fees & Charges'),
  signed(PRIORITY.KEYWORD, ['Commission'], 'Fees & Charges', 'Income & Salary'),
];

/** Products sold through retailers and banks: "CHECKERS AIRTIME" is airtime, not groceries. */
const PRODUCTS = fromTable(PRIORITY.PRODUCT, {
  Telecommunications: [
    'Airtime', 'Prepaid Airtime', 'Airtime Topup', 'Airtime Top up', 'Data Bundle', 'Data Bundles', 'Prepaid Data',
    'Mobile Data', 'Prepaid Mobile',
  ],
  Utilities: ['Prepaid Elec', 'Prepaid Electricity', 'Electricity', 'Elec Prepaid', 'Prepaid Water', 'Electricity Token'],
  Insurance: [
    'Insurance', 'Insure', 'Assurance', 'Insurance Premium', 'Medical Aid', 'Funeral Cover', 'Funeral Plan',
    'Funeral Policy', 'Life Cover', 'Gap Cover', 'Car Insurance', 'Home Insurance', 'Policy Premium',
  ],
  'Loans & Credit Repayments': [
    'Loan', 'Loans', 'Loan Repayment', 'Personal Loan', 'Vehicle Finance', 'Car Finance', 'Credit Card Payment',
    'Credit Card Repayment', 'CC Payment', 'CC Repayment', 'Card Repayment', 'Instalment', 'Installment',
    'Student Loan', 'Buy Now Pay Later',
  ],
  'Rent & Mortgage': [
    'Home Loan', 'Mortgage', 'Bond Repayment', 'Bond Payment', 'Levy', 'Levies', 'Body Corporate', 'HOA',
    'Homeowners Association', 'Sectional Title',
  ],
  'Savings & Investments': [
    'Investment', 'Investments', 'Unit Trust', 'Unit Trusts', 'Retirement Annuity', 'Tax Free Savings', 'Savings',
    'Savings Pocket', 'Savings Account', 'Fixed Deposit', 'Notice Deposit', 'Brokerage', 'Provident Fund',
    'Pension Contribution', 'Transfer to Savings', 'ETF', 'Crypto',
  ],
  'Taxes & Government': [
    'Tax', 'Taxes', 'Income Tax', 'Council Tax', 'Property Tax', 'Road Tax', 'Tax Payment', 'Traffic Fine',
    'Traffic Fines', 'Parking Fine', 'Vehicle Licence', 'Licence Renewal', 'Licence Disc', 'Driving Licence',
    'Motor Licence', 'TV Licence', 'Passport',
  ],
  'Gambling & Lottery': ['Lotto', 'Lottery', 'Powerball', 'Lotto Purchase', 'Powerball Purchase', 'Scratch Card'],
  Education: ['School Fees', 'Tuition', 'Tuition Fees', 'Registration Fee University', 'Exam Fee', 'Course Fee'],
  Travel: ['Rent a Car', 'Car Rental', 'Car Hire', 'Rentacar', 'Airline Ticket', 'Flight Booking'],
});

/** How money moved, not what it bought: the weakest signal, used when nothing names the counterparty. */
const TRANSFERS = fromTable(PRIORITY.TRANSFER, {
  Transfers: [
    'Transfer', 'Transfers', 'TRF', 'TFR', 'XFER', 'IB Transfer', 'IB Payment', 'EFT', 'Payment to', 'Payment from',
    'Pmt to', 'Pmt from', 'Send Money', 'SendMoney', 'CashSend', 'Instant Money', 'eWallet', 'E Wallet', 'RTC',
    'RTC Pmt', 'Real Time', 'Realtime', 'Immediate Payment', 'Instant Payment', 'Internet Pmt', 'Internet Payment',
    'Internet Transfer', 'Online Transfer', 'Mobile Transfer', 'App Payment', 'Faster Payment', 'Faster Payments',
    'FPS', 'BACS', 'CHAPS', 'SEPA', 'Wire', 'Wire Transfer', 'Standing Order', 'Giro', 'Interac', 'E Transfer',
    'PayShap', 'P2P', 'Credit Transfer', 'Own Account', 'Inter Account', 'Interaccount',
  ],
});

/** Words that show up glued to references ("DISCINSURE4002", "FNBRVLLOAN"), matched inside a token. */
export const INFIX_RULES: readonly RuleSpec[] = fromTable(PRIORITY.INFIX, {
  Insurance: ['INSURE', 'INSURANCE', 'ASSURANCE'],
  'Loans & Credit Repayments': ['LOAN'],
});

export const TRANSACTION_RULES: readonly RuleSpec[] = [...BANKING, ...PRODUCTS, ...TRANSFERS];
