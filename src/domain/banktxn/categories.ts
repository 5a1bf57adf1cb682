/**
 * The published bank-transaction taxonomy: 16 primary categories, each with detailed categories under it. The
 * API returns a detailed category's `name`, so clients store and compare it: names and ids must stay stable once
 * published (add new categories; never rename, move or reuse one). The 37 names published before the two levels
 * existed are all still detailed categories; where a finer category was added beside one of them (Fast Food beside
 * Restaurants & Dining), the older name keeps what the finer ones do not cover.
 */
export interface PrimaryCategory {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export interface Category {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The id of the primary category this one belongs to. */
  readonly primary: string;
}

export const PRIMARY_CATEGORIES = [
  { id: 'income', name: 'Income', description: 'Money earned or received: pay, interest, dividends, business takings and benefits' },
  { id: 'transfers_cash', name: 'Transfers & Cash', description: 'Money moved between accounts and people, wallets, and cash in or out' },
  { id: 'saving_investing', name: 'Saving & Investing', description: 'Money put aside: savings pockets, funds, brokerages, retirement and crypto' },
  { id: 'banking_credit', name: 'Banking & Credit', description: 'What the bank charges and what is repaid on credit' },
  { id: 'housing', name: 'Housing', description: 'Rent, home loans, levies, and keeping and furnishing a home' },
  { id: 'utilities_telecom', name: 'Utilities & Telecom', description: 'Electricity, water, gas, municipal services, phone and internet' },
  { id: 'food_drink', name: 'Food & Drink', description: 'Groceries, eating out, delivery, alcohol and tobacco' },
  { id: 'transport', name: 'Transport', description: 'Fuel, vehicles, ride-hailing, public transit, parking and tolls' },
  { id: 'travel', name: 'Travel & Holidays', description: 'Trips away from home: flights, accommodation and car hire' },
  { id: 'shopping', name: 'Retail Shopping', description: 'Retail purchases: general, clothing, electronics, office and gifts' },
  { id: 'health_personal_care', name: 'Health & Personal Care', description: 'Medical care, pharmacies, grooming, laundry and fitness' },
  { id: 'entertainment_leisure', name: 'Entertainment & Leisure', description: 'Going out, events, streaming, games, news and gambling' },
  { id: 'family_education_giving', name: 'Family, Education & Giving', description: 'Schooling, courses, childcare, pets and donations' },
  { id: 'insurance', name: 'Insurance & Protection', description: 'Premiums for life, health, vehicle, home and business cover' },
  { id: 'business_government', name: 'Business & Government', description: 'Business services, advertising, postage, taxes, licences and fines' },
  { id: 'other', name: 'Other', description: 'Refunds, and what could not be categorized' },
] as const satisfies readonly PrimaryCategory[];

export type PrimaryCategoryId = (typeof PRIMARY_CATEGORIES)[number]['id'];

export const CATEGORIES = [
  // Income
  { id: 'income_salary', name: 'Income & Salary', primary: 'income', description: 'Other income: customer payments and money received that no finer income category covers' },
  { id: 'salary_wages', name: 'Salary & Wages', primary: 'income', description: 'Pay from an employer: salary, wages, bonuses and commission' },
  { id: 'interest_income', name: 'Interest Income', primary: 'income', description: 'Interest credited on savings and credit balances' },
  { id: 'dividends', name: 'Dividends', primary: 'income', description: 'Dividends and distributions from shares and funds' },
  { id: 'business_income', name: 'Business Income', primary: 'income', description: 'Takings from card machines, payment links, marketplaces and invoices paid by customers' },
  { id: 'government_benefits', name: 'Government Benefits', primary: 'income', description: 'Grants, pensions, unemployment and child benefits from the state' },
  { id: 'rental_income', name: 'Rental Income', primary: 'income', description: 'Rent received from tenants' },
  // Transfers & Cash
  { id: 'transfers', name: 'Transfers', primary: 'transfers_cash', description: 'Other money moved: EFTs and payments whose purpose the line does not say' },
  { id: 'own_account_transfers', name: 'Own Account Transfers', primary: 'transfers_cash', description: 'Between the holder\'s own accounts at the same or another bank' },
  { id: 'person_to_person', name: 'Person-to-Person Payments', primary: 'transfers_cash', description: 'Instant payments to or from people: Zelle, Venmo, PayShap, Bizum, Swish, Faster Payments' },
  { id: 'wallet_topups', name: 'Wallet Top-ups', primary: 'transfers_cash', description: 'Loading PayPal, Revolut, Wise, mobile money and other wallets' },
  { id: 'cash_withdrawal', name: 'Cash Withdrawal', primary: 'transfers_cash', description: 'ATM and over-the-counter cash withdrawals, and cash back at tills' },
  { id: 'cash_deposits', name: 'Cash Deposits', primary: 'transfers_cash', description: 'Cash paid in at a branch, ATM or retailer' },
  // Saving & Investing
  { id: 'savings_investments', name: 'Savings & Investments', primary: 'saving_investing', description: 'Other saving and investing that no finer category covers' },
  { id: 'savings_deposits', name: 'Savings Deposits', primary: 'saving_investing', description: 'Transfers into savings accounts, pockets and fixed deposits' },
  { id: 'brokerage_funds', name: 'Brokerage & Funds', primary: 'saving_investing', description: 'Share trading, unit trusts, ETFs and investment platforms' },
  { id: 'retirement_contributions', name: 'Retirement Contributions', primary: 'saving_investing', description: 'Retirement annuities, pensions, 401(k), ISA and provident-fund contributions' },
  { id: 'cryptocurrency', name: 'Cryptocurrency', primary: 'saving_investing', description: 'Crypto exchanges and wallets' },
  // Banking & Credit
  { id: 'fees_charges', name: 'Fees & Charges', primary: 'banking_credit', description: 'Other bank fees and charges that no finer fee category covers' },
  { id: 'account_fees', name: 'Account Fees', primary: 'banking_credit', description: 'Monthly account, service, card and notification fees' },
  { id: 'atm_fees', name: 'ATM Fees', primary: 'banking_credit', description: 'Fees for cash withdrawals and ATM use' },
  { id: 'interest_charges', name: 'Overdraft & Interest Charges', primary: 'banking_credit', description: 'Interest and finance charges on overdrafts, loans and cards' },
  { id: 'foreign_transaction_fees', name: 'Foreign Transaction Fees', primary: 'banking_credit', description: 'Currency conversion, cross-border and international payment fees' },
  { id: 'unpaid_late_fees', name: 'Unpaid & Late Fees', primary: 'banking_credit', description: 'Returned debits, insufficient funds, dishonour and late-payment fees' },
  { id: 'loans_credit', name: 'Loans & Credit Repayments', primary: 'banking_credit', description: 'Other loan and credit instalments that no finer category covers' },
  { id: 'credit_card_payments', name: 'Credit Card Payments', primary: 'banking_credit', description: 'Payments towards a credit-card balance' },
  { id: 'personal_loans', name: 'Personal Loans', primary: 'banking_credit', description: 'Personal and micro-loan instalments' },
  { id: 'vehicle_finance', name: 'Vehicle Finance', primary: 'banking_credit', description: 'Car and motorbike finance and lease instalments' },
  { id: 'buy_now_pay_later', name: 'Buy Now Pay Later', primary: 'banking_credit', description: 'Instalments to Klarna, Afterpay, Affirm, PayJustNow and similar' },
  // Housing
  { id: 'rent_mortgage', name: 'Rent & Mortgage', primary: 'housing', description: 'Housing payments the line does not say are rent or a home loan' },
  { id: 'rent', name: 'Rent', primary: 'housing', description: 'Rent paid to a landlord or letting agent' },
  { id: 'mortgage', name: 'Mortgage', primary: 'housing', description: 'Home-loan (bond, mortgage) repayments' },
  { id: 'body_corporate_hoa', name: 'Body Corporate & HOA', primary: 'housing', description: 'Body-corporate levies, HOA dues and service charges of a building' },
  { id: 'home_garden', name: 'Home & Garden', primary: 'housing', description: 'Other home and garden spending: homeware, garden centres' },
  { id: 'hardware_diy', name: 'Hardware & DIY', primary: 'housing', description: 'Hardware stores, builders\' merchants and paint' },
  { id: 'furniture_homeware', name: 'Furniture & Homeware', primary: 'housing', description: 'Furniture, beds, kitchenware and home decor' },
  { id: 'home_services', name: 'Home Services & Repairs', primary: 'housing', description: 'Plumbers, electricians, cleaners, pest control and repairs' },
  { id: 'security_services', name: 'Security Services', primary: 'housing', description: 'Armed response, alarm monitoring and security firms' },
  // Utilities & Telecom
  { id: 'utilities', name: 'Utilities', primary: 'utilities_telecom', description: 'Other utilities and municipal accounts' },
  { id: 'electricity', name: 'Electricity', primary: 'utilities_telecom', description: 'Electricity bills and prepaid electricity' },
  { id: 'water_municipal', name: 'Water & Municipal', primary: 'utilities_telecom', description: 'Water, refuse, rates and council tax' },
  { id: 'gas_heating', name: 'Gas & Heating', primary: 'utilities_telecom', description: 'Gas, heating oil and LPG' },
  { id: 'telecommunications', name: 'Telecommunications', primary: 'utilities_telecom', description: 'Other phone and communication services' },
  { id: 'mobile_airtime', name: 'Mobile & Airtime', primary: 'utilities_telecom', description: 'Mobile contracts, airtime and data bundles' },
  { id: 'internet_fibre', name: 'Internet & Fibre', primary: 'utilities_telecom', description: 'Fibre, broadband and internet service providers' },
  // Food & Drink
  { id: 'groceries', name: 'Groceries', primary: 'food_drink', description: 'Supermarkets, butchers, greengrocers and convenience stores' },
  { id: 'restaurants_dining', name: 'Restaurants & Dining', primary: 'food_drink', description: 'Restaurants and other eating out that no finer category covers' },
  { id: 'fast_food', name: 'Fast Food', primary: 'food_drink', description: 'Burger, chicken and pizza chains and takeaways' },
  { id: 'coffee_shops', name: 'Coffee Shops', primary: 'food_drink', description: 'Coffee shops, cafes and bakeries' },
  { id: 'food_delivery', name: 'Food Delivery', primary: 'food_drink', description: 'Meal-delivery apps: Uber Eats, Mr D, Deliveroo, DoorDash' },
  { id: 'alcohol_tobacco', name: 'Alcohol & Tobacco', primary: 'food_drink', description: 'Other alcohol and tobacco spending' },
  { id: 'bars_pubs', name: 'Bars & Pubs', primary: 'food_drink', description: 'Bars, pubs, taverns and nightclubs' },
  { id: 'liquor_stores', name: 'Liquor Stores', primary: 'food_drink', description: 'Bottle stores and wine merchants' },
  { id: 'tobacco_vaping', name: 'Tobacco & Vaping', primary: 'food_drink', description: 'Tobacconists and vape shops' },
  // Transport
  { id: 'transportation', name: 'Transportation', primary: 'transport', description: 'Other getting around that no finer category covers' },
  { id: 'fuel', name: 'Fuel', primary: 'transport', description: 'Petrol and diesel at fuel stations' },
  { id: 'ev_charging', name: 'EV Charging', primary: 'transport', description: 'Electric-vehicle charging networks' },
  { id: 'automotive', name: 'Automotive', primary: 'transport', description: 'Vehicle servicing, repairs, parts, tyres and car washes' },
  { id: 'ride_hailing_taxis', name: 'Ride Hailing & Taxis', primary: 'transport', description: 'Uber, Bolt, Lyft, taxis and minibus taxis' },
  { id: 'public_transit', name: 'Public Transit', primary: 'transport', description: 'Buses, trains, metros, ferries and transit cards' },
  { id: 'parking', name: 'Parking', primary: 'transport', description: 'Parking garages, meters and parking apps' },
  { id: 'tolls', name: 'Tolls', primary: 'transport', description: 'Toll roads, e-tags and congestion charges' },
  // Travel & Holidays
  { id: 'travel', name: 'Travel', primary: 'travel', description: 'Other travel: travel agents, tours and bookings' },
  { id: 'airlines', name: 'Airlines', primary: 'travel', description: 'Flights and airline fees' },
  { id: 'hotels_lodging', name: 'Hotels & Lodging', primary: 'travel', description: 'Hotels, guest houses and holiday lettings' },
  { id: 'car_rental', name: 'Car Rental', primary: 'travel', description: 'Car hire and vehicle rental' },
  // Retail Shopping
  { id: 'shopping', name: 'Shopping', primary: 'shopping', description: 'General retail that no finer category covers' },
  { id: 'clothing', name: 'Clothing & Apparel', primary: 'shopping', description: 'Clothing, footwear and accessories' },
  { id: 'electronics_software', name: 'Electronics & Software', primary: 'shopping', description: 'Electronics, computers, appliances, software, cloud and web services' },
  { id: 'office_supplies', name: 'Office Supplies', primary: 'shopping', description: 'Stationery, printing supplies and office equipment' },
  { id: 'online_marketplaces', name: 'Online Marketplaces', primary: 'shopping', description: 'Amazon, Takealot, eBay, AliExpress, Temu and similar' },
  { id: 'department_stores', name: 'Department Stores', primary: 'shopping', description: 'Department and variety stores' },
  { id: 'books_media', name: 'Books & Media', primary: 'shopping', description: 'Bookshops, music and film bought to keep' },
  { id: 'gifts_flowers', name: 'Gifts & Flowers', primary: 'shopping', description: 'Florists, gift and card shops' },
  { id: 'toys_hobbies', name: 'Toys & Hobbies', primary: 'shopping', description: 'Toy, craft and hobby shops' },
  { id: 'sporting_goods', name: 'Sporting Goods', primary: 'shopping', description: 'Sports and outdoor equipment shops' },
  // Health & Personal Care
  { id: 'healthcare_pharmacy', name: 'Healthcare & Pharmacy', primary: 'health_personal_care', description: 'Other healthcare that no finer category covers' },
  { id: 'pharmacies', name: 'Pharmacies', primary: 'health_personal_care', description: 'Pharmacies and chemists' },
  { id: 'doctors_dentists', name: 'Doctors & Dentists', primary: 'health_personal_care', description: 'GPs, specialists, dentists, optometrists and therapists' },
  { id: 'hospitals_clinics', name: 'Hospitals & Clinics', primary: 'health_personal_care', description: 'Hospitals, clinics and pathology laboratories' },
  { id: 'personal_care', name: 'Personal Care', primary: 'health_personal_care', description: 'Other personal care spending' },
  { id: 'hair_beauty', name: 'Hair & Beauty', primary: 'health_personal_care', description: 'Hair salons, barbers, nails, beauty and spas' },
  { id: 'laundry_dry_cleaning', name: 'Laundry & Dry Cleaning', primary: 'health_personal_care', description: 'Laundromats and dry cleaners' },
  { id: 'sports_fitness', name: 'Sports & Fitness', primary: 'health_personal_care', description: 'Sports clubs, golf and other fitness spending' },
  { id: 'gyms_fitness', name: 'Gyms & Fitness Classes', primary: 'health_personal_care', description: 'Gym memberships and fitness classes' },
  // Entertainment & Leisure
  { id: 'entertainment', name: 'Entertainment', primary: 'entertainment_leisure', description: 'Other leisure that no finer category covers' },
  { id: 'cinema_events', name: 'Cinema & Events', primary: 'entertainment_leisure', description: 'Cinemas, theatres, concerts, tickets and attractions' },
  { id: 'gaming', name: 'Gaming', primary: 'entertainment_leisure', description: 'Video games, console stores and in-game purchases' },
  { id: 'subscriptions_streaming', name: 'Subscriptions & Streaming', primary: 'entertainment_leisure', description: 'Other consumer subscriptions and app-store billing' },
  { id: 'video_streaming', name: 'Video Streaming', primary: 'entertainment_leisure', description: 'Netflix, Disney+, Showmax, Prime Video, YouTube Premium and pay TV' },
  { id: 'music_streaming', name: 'Music Streaming', primary: 'entertainment_leisure', description: 'Spotify, Apple Music, Deezer and audiobooks' },
  { id: 'news_magazines', name: 'News & Magazines', primary: 'entertainment_leisure', description: 'Newspapers, magazines and news subscriptions' },
  { id: 'gambling', name: 'Gambling & Lottery', primary: 'entertainment_leisure', description: 'Lottery tickets and winnings, betting and casinos' },
  // Family, Education & Giving
  { id: 'education', name: 'Education', primary: 'family_education_giving', description: 'Other education spending' },
  { id: 'school_university_fees', name: 'School & University Fees', primary: 'family_education_giving', description: 'School, college and university fees' },
  { id: 'courses_training', name: 'Courses & Training', primary: 'family_education_giving', description: 'Online courses, tutoring and professional training' },
  { id: 'childcare', name: 'Childcare', primary: 'family_education_giving', description: 'Creches, daycare, nannies and after-school care' },
  { id: 'pets', name: 'Pets', primary: 'family_education_giving', description: 'Pet shops, pet food and grooming' },
  { id: 'veterinary', name: 'Veterinary', primary: 'family_education_giving', description: 'Veterinarians and animal hospitals' },
  { id: 'charity_donations', name: 'Charity & Donations', primary: 'family_education_giving', description: 'Charities, religious giving and crowdfunding' },
  // Insurance & Protection
  { id: 'insurance', name: 'Insurance', primary: 'insurance', description: 'Other insurance premiums' },
  { id: 'life_insurance', name: 'Life Insurance', primary: 'insurance', description: 'Life, funeral and disability cover' },
  { id: 'health_insurance', name: 'Health Insurance', primary: 'insurance', description: 'Medical aid and health insurance' },
  { id: 'vehicle_insurance', name: 'Vehicle Insurance', primary: 'insurance', description: 'Car and motorbike insurance' },
  { id: 'home_insurance', name: 'Home Insurance', primary: 'insurance', description: 'Household contents and building insurance' },
  // Business & Government
  { id: 'professional_services', name: 'Professional Services', primary: 'business_government', description: 'Consulting, freelancers and other business services' },
  { id: 'legal_services', name: 'Legal Services', primary: 'business_government', description: 'Attorneys, notaries and legal fees' },
  { id: 'accounting_services', name: 'Accounting & Tax Services', primary: 'business_government', description: 'Accountants, bookkeepers and tax practitioners' },
  { id: 'advertising_marketing', name: 'Advertising & Marketing', primary: 'business_government', description: 'Online advertising, marketing tools and promotional printing' },
  { id: 'shipping_postage', name: 'Shipping & Postage', primary: 'business_government', description: 'Couriers, postal services and parcel lockers' },
  { id: 'taxes_government', name: 'Taxes & Government', primary: 'business_government', description: 'Other payments to government and its services' },
  { id: 'income_tax', name: 'Income Tax', primary: 'business_government', description: 'Income-tax payments to SARS, HMRC, IRS and other revenue services' },
  { id: 'vat_sales_tax', name: 'VAT & Sales Tax', primary: 'business_government', description: 'VAT, GST and sales-tax payments' },
  { id: 'vehicle_licensing', name: 'Vehicle Licensing', primary: 'business_government', description: 'Vehicle licences, registration and driving-licence fees' },
  { id: 'fines_penalties', name: 'Fines & Penalties', primary: 'business_government', description: 'Traffic fines and government penalties' },
  // Other
  { id: 'refunds', name: 'Refunds', primary: 'other', description: 'Merchant refunds, reversals, chargebacks, rebates and cashback' },
  { id: 'uncategorized', name: 'Uncategorized', primary: 'other', description: 'No category could be determined' },
] as const satisfies readonly (Category & { primary: PrimaryCategoryId })[];

export type CategoryName = (typeof CATEGORIES)[number]['name'];

export const UNCATEGORIZED: CategoryName = 'Uncategorized';

const NAMES: ReadonlySet<string> = new Set(CATEGORIES.map((c) => c.name));
const PRIMARY_BY_ID = new Map<string, PrimaryCategory>(PRIMARY_CATEGORIES.map((p) => [p.id, p]));
const PRIMARY_BY_NAME = new Map<string, PrimaryCategory>(CATEGORIES.map((c) => [c.name, PRIMARY_BY_ID.get(c.primary)!]));

export function isCategoryName(value: string): value is CategoryName {
  return NAMES.has(value);
}

/** The primary category a detailed category name belongs to; undefined for a name outside the taxonomy. */
export function primaryOf(name: string): PrimaryCategory | undefined {
  return PRIMARY_BY_NAME.get(name);
}
