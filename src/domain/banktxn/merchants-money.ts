import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/** Investment platforms, lenders, payment apps and wallets, and payers whose money in says what it is. */
const FINANCE = fromTable(PRIORITY.MERCHANT, {
  'Brokerage & Funds': [
    'EasyEquities', 'Satrix', 'Allan Gray', 'Coronation', 'Sygnia', 'Ninety One', 'Stanlib', 'PSG', 'Vanguard',
    'Schwab', 'Charles Schwab', 'Fidelity Investments', 'Robinhood', 'eToro', 'Trading 212', 'Hargreaves Lansdown',
    'Nutmeg', 'Moneybox', 'Wealthsimple', 'Betterment', 'Acorns', 'Interactive Brokers', 'IBKR', 'E Trade', 'ETrade',
    'TD Ameritrade', 'Merrill Edge', 'Webull', 'Trade Republic', 'Scalable Capital', 'Flatex', 'Degiro', 'Zerodha',
    'Groww', 'Upstox', 'Syfe', 'StashAway', 'Endowus', 'Moomoo', 'Tiger Brokers', 'CommSec',
  ],
  'Retirement Contributions': ['10X Investments', 'KWSP', 'CPF Board'],
  Cryptocurrency: [
    'Coinbase', 'Binance', 'Kraken', 'Luno', 'VALR', 'Bank Your Change', 'BYC', 'Bitvavo', 'Bitpanda', 'Bitstamp',
    'Bybit', 'KuCoin', 'Crypto com', 'WazirX', 'CoinDCX',
  ],
  'Loans & Credit Repayments': [
    'Navient', 'Sallie Mae', 'Nelnet', 'Mohela', 'SoFi', 'National Student Financial Aid', 'NSFAS', 'Mobicred',
    'Student Loans Company',
  ],
  'Credit Card Payments': [
    'FNBCC', 'RMBCC', 'Absa CC', 'Nedbank CC', 'SBSA CC', 'Barclaycard', 'MBNA', 'Amex Epayment',
    'American Express ACH', 'Capital One Crcardpmt', 'Crcardpmt', 'Discover E Payment', 'Citi Autopay',
  ],
  'Personal Loans': ['Direct Axis', 'DirectAxis', 'African Bank', 'Capitec Loan', 'Zopa'],
  'Vehicle Finance': [
    'Wesbank', 'MFC', 'Toyota Financial', 'Ford Credit', 'Ally Auto', 'GM Financial', 'VW Financial',
    'Volkswagen Financial', 'BMW Financial', 'Mercedes Benz Financial', 'Honda Financial',
  ],
  'Buy Now Pay Later': [
    'Afterpay', 'Klarna', 'Affirm', 'PayJustNow', 'Payflex', 'Clearpay', 'Zip Pay', 'Zip Co', 'Sezzle', 'Humm',
    'Laybuy', 'Scalapay', 'Oney', 'Atome', 'LazyPay', 'Simpl',
  ],
  Transfers: [
    'Discovery Bank', 'Remitly', 'Western Union', 'MoneyGram', 'WorldRemit', 'Venmo Cashout', 'Cash App Cash Out',
  ],
  'Person-to-Person Payments': [
    'Zelle', 'Venmo', 'Cash App', 'CashApp', 'PayShap', 'Bizum', 'Swish', 'Tikkie', 'Payconiq', 'MobilePay',
    'Vipps', 'Twint', 'Satispay', 'MB Way', 'PayNow', 'DuitNow',
  ],
  'Wallet Top-ups': [
    'TransferWise', 'Wise Payments', 'Revolut', 'Skrill', 'Neteller', 'M Pesa', 'MPesa', 'GCash', 'GrabPay',
    'Paytm', 'TNG eWallet', 'Touch n Go eWallet',
  ],
});

/** Payers that only ever pay in: on money going out the name says nothing about what was bought. */
const PAYERS: RuleSpec[] = [
  {
    patterns: [
      'SASSA', 'Child Benefit', 'Universal Credit', 'DWP', 'SSA Treas', 'Soc Sec', 'Social Security',
      'State Pension', 'Kindergeld', 'Familienkasse', 'Elterngeld', 'Arbeitslosengeld', 'Bundesagentur fur Arbeit',
      'Deutsche Rentenversicherung', 'Allocations Familiales', 'CAF', 'Pole Emploi', 'France Travail', 'UWV',
      'Toeslagen', 'Kinderbijslag', 'Zorgtoeslag', 'Huurtoeslag', 'SEPE', 'INPS', 'Seguranca Social', 'Centrelink',
      'Services Australia',
    ],
    credit: 'Government Benefits',
    priority: PRIORITY.MERCHANT,
  },
  {
    patterns: [
      'Stripe Payout', 'Stripe Payments', 'Stripe Transfer', 'Shopify Payments', 'Square Inc', 'Yoco Payout',
      'Yoco Settlement', 'SumUp Payout', 'Payfast Payout', 'Merchant Settlement', 'Card Settlement', 'Etsy Deposit',
    ],
    credit: 'Business Income',
    priority: PRIORITY.MERCHANT,
  },
];

export const MONEY_MERCHANT_RULES: readonly RuleSpec[] = [...FINANCE, ...PAYERS];
