import type { CategoryName } from '../../domain/banktxn/categories';

/**
 * The published name each finer category was carved out of (categories.ts: "the older name keeps what the finer
 * ones do not cover"). While the rule tables still answer with the older name, general words of the finer
 * category are trained under it, so the model does not learn two names for one kind of shop; once the tables use
 * the finer name this map changes nothing.
 */
export const LEGACY_PARENT: Partial<Record<CategoryName, CategoryName>> = {
  'Salary & Wages': 'Income & Salary', 'Interest Income': 'Income & Salary', Dividends: 'Income & Salary',
  'Business Income': 'Income & Salary', 'Government Benefits': 'Income & Salary', 'Rental Income': 'Income & Salary',
  'Own Account Transfers': 'Transfers', 'Person-to-Person Payments': 'Transfers', 'Wallet Top-ups': 'Transfers',
  'Cash Deposits': 'Transfers', 'Savings Deposits': 'Savings & Investments', 'Brokerage & Funds': 'Savings & Investments',
  'Retirement Contributions': 'Savings & Investments', Cryptocurrency: 'Savings & Investments',
  'Account Fees': 'Fees & Charges', 'ATM Fees': 'Fees & Charges', 'Overdraft & Interest Charges': 'Fees & Charges',
  'Foreign Transaction Fees': 'Fees & Charges', 'Unpaid & Late Fees': 'Fees & Charges',
  'Credit Card Payments': 'Loans & Credit Repayments', 'Personal Loans': 'Loans & Credit Repayments',
  'Vehicle Finance': 'Loans & Credit Repayments', 'Buy Now Pay Later': 'Loans & Credit Repayments',
  Rent: 'Rent & Mortgage', Mortgage: 'Rent & Mortgage', 'Body Corporate & HOA': 'Rent & Mortgage',
  'Hardware & DIY': 'Home & Garden', 'Furniture & Homeware': 'Home & Garden', 'Home Services & Repairs': 'Home & Garden',
  'Security Services': 'Home & Garden', Electricity: 'Utilities', 'Water & Municipal': 'Utilities', 'Gas & Heating': 'Utilities',
  'Mobile & Airtime': 'Telecommunications', 'Internet & Fibre': 'Telecommunications',
  'Fast Food': 'Restaurants & Dining', 'Coffee Shops': 'Restaurants & Dining', 'Food Delivery': 'Restaurants & Dining',
  'Bars & Pubs': 'Alcohol & Tobacco', 'Liquor Stores': 'Alcohol & Tobacco', 'Tobacco & Vaping': 'Alcohol & Tobacco',
  'EV Charging': 'Fuel', 'Ride Hailing & Taxis': 'Transportation', 'Public Transit': 'Transportation',
  Parking: 'Transportation', Tolls: 'Transportation', Airlines: 'Travel', 'Hotels & Lodging': 'Travel', 'Car Rental': 'Travel',
  'Online Marketplaces': 'Shopping', 'Department Stores': 'Shopping', 'Books & Media': 'Shopping', 'Gifts & Flowers': 'Shopping',
  'Toys & Hobbies': 'Shopping', 'Sporting Goods': 'Shopping', Pharmacies: 'Healthcare & Pharmacy',
  'Doctors & Dentists': 'Healthcare & Pharmacy', 'Hospitals & Clinics': 'Healthcare & Pharmacy',
  'Hair & Beauty': 'Personal Care', 'Laundry & Dry Cleaning': 'Personal Care', 'Gyms & Fitness Classes': 'Sports & Fitness',
  'Cinema & Events': 'Entertainment', Gaming: 'Entertainment', 'Video Streaming': 'Subscriptions & Streaming',
  'Music Streaming': 'Subscriptions & Streaming', 'News & Magazines': 'Subscriptions & Streaming',
  'School & University Fees': 'Education', 'Courses & Training': 'Education', Childcare: 'Education', Veterinary: 'Pets',
  'Life Insurance': 'Insurance', 'Health Insurance': 'Insurance', 'Vehicle Insurance': 'Insurance', 'Home Insurance': 'Insurance',
  'Legal Services': 'Professional Services', 'Accounting & Tax Services': 'Professional Services',
  'Income Tax': 'Taxes & Government', 'VAT & Sales Tax': 'Taxes & Government', 'Vehicle Licensing': 'Taxes & Government',
  'Fines & Penalties': 'Taxes & Government',
};
