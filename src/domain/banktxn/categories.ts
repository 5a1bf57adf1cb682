/**
 * The published bank-transaction categories. `name` is what the API returns, so clients store and compare it:
 * names and ids must stay stable once published (add new categories; never rename or reuse one).
 */
export interface Category {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export const CATEGORIES = [
  { id: 'groceries', name: 'Groceries', description: 'Supermarkets, butchers, delis, greengrocers and convenience stores' },
  {
    id: 'restaurants_dining',
    name: 'Restaurants & Dining',
    description: 'Restaurants, cafes, coffee shops, bakeries, fast food and food delivery',
  },
  { id: 'fuel', name: 'Fuel', description: 'Petrol, diesel and EV charging at fuel stations' },
  {
    id: 'transportation',
    name: 'Transportation',
    description: 'Taxis, ride-hailing, public transit, trains, parking and toll roads',
  },
  {
    id: 'automotive',
    name: 'Automotive',
    description: 'Vehicle servicing, repairs, parts, tyres and car washes',
  },
  { id: 'travel', name: 'Travel', description: 'Airlines, hotels, holiday lettings, car hire and travel agents' },
  { id: 'utilities', name: 'Utilities', description: 'Electricity, water, gas, refuse and municipal services' },
  {
    id: 'telecommunications',
    name: 'Telecommunications',
    description: 'Mobile contracts, airtime, data bundles, fibre and internet service providers',
  },
  { id: 'rent_mortgage', name: 'Rent & Mortgage', description: 'Rent, home-loan (bond) repayments and body-corporate levies' },
  { id: 'insurance', name: 'Insurance', description: 'Life, health (medical aid), vehicle, household and business insurance' },
  {
    id: 'healthcare_pharmacy',
    name: 'Healthcare & Pharmacy',
    description: 'Pharmacies, doctors, dentists, hospitals, optometrists and pathology',
  },
  {
    id: 'entertainment',
    name: 'Entertainment',
    description: 'Cinemas, theatres, events, tickets, games and leisure venues',
  },
  {
    id: 'subscriptions_streaming',
    name: 'Subscriptions & Streaming',
    description: 'Video and music streaming, app-store billing, news and other consumer subscriptions',
  },
  { id: 'shopping', name: 'Shopping', description: 'General retail, department stores, marketplaces and online shops' },
  { id: 'clothing', name: 'Clothing & Apparel', description: 'Clothing, footwear and accessories retailers' },
  {
    id: 'electronics_software',
    name: 'Electronics & Software',
    description: 'Electronics, computers, appliances, software, cloud and web services',
  },
  { id: 'office_supplies', name: 'Office Supplies', description: 'Stationery, printing supplies and office equipment' },
  { id: 'education', name: 'Education', description: 'School and university fees, courses, tuition and books for study' },
  {
    id: 'fees_charges',
    name: 'Fees & Charges',
    description: 'Bank fees, service charges, interest charged and penalty fees',
  },
  {
    id: 'loans_credit',
    name: 'Loans & Credit Repayments',
    description: 'Personal, vehicle and student loan instalments, credit-card repayments and buy-now-pay-later',
  },
  { id: 'transfers', name: 'Transfers', description: 'Payments to or from people and own accounts, EFTs and wallets' },
  {
    id: 'savings_investments',
    name: 'Savings & Investments',
    description: 'Savings pockets, unit trusts, brokerages, retirement annuities and crypto exchanges',
  },
  { id: 'cash_withdrawal', name: 'Cash Withdrawal', description: 'ATM and over-the-counter cash withdrawals' },
  {
    id: 'income_salary',
    name: 'Income & Salary',
    description: 'Salary, wages, customer payments, dividends and interest received',
  },
  { id: 'refunds', name: 'Refunds', description: 'Merchant refunds, reversals, chargebacks, rebates and cashback' },
  {
    id: 'taxes_government',
    name: 'Taxes & Government',
    description: 'Tax authorities, licences, fines and government services',
  },
  { id: 'charity_donations', name: 'Charity & Donations', description: 'Charities, religious giving and crowdfunding' },
  {
    id: 'personal_care',
    name: 'Personal Care',
    description: 'Hair salons, barbers, beauty, spas, laundry and dry cleaning',
  },
  { id: 'sports_fitness', name: 'Sports & Fitness', description: 'Gyms, sports clubs, golf, fitness classes and sports gear' },
  {
    id: 'home_garden',
    name: 'Home & Garden',
    description: 'Hardware, furniture, homeware, garden centres and home maintenance',
  },
  { id: 'pets', name: 'Pets', description: 'Pet shops, pet food and veterinarians' },
  { id: 'alcohol_tobacco', name: 'Alcohol & Tobacco', description: 'Liquor stores, bars, pubs, tobacconists and vape shops' },
  { id: 'gambling', name: 'Gambling & Lottery', description: 'Lottery tickets and winnings, betting and casinos' },
  {
    id: 'advertising_marketing',
    name: 'Advertising & Marketing',
    description: 'Online advertising, marketing tools and promotional printing',
  },
  {
    id: 'professional_services',
    name: 'Professional Services',
    description: 'Legal, accounting, consulting, freelancers and business services',
  },
  { id: 'shipping_postage', name: 'Shipping & Postage', description: 'Couriers, postal services and parcel lockers' },
  { id: 'uncategorized', name: 'Uncategorized', description: 'No category could be determined' },
] as const satisfies readonly Category[];

export type CategoryName = (typeof CATEGORIES)[number]['name'];

export const UNCATEGORIZED: CategoryName = 'Uncategorized';

const NAMES: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.name));

export function isCategoryName(value: string): value is CategoryName {
  return NAMES.has(value);
}
