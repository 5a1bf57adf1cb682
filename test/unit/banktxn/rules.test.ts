import { CATEGORIES, type CategoryName } from '../../../src/domain/banktxn/categories';
import { allRules, classify } from '../../../src/domain/banktxn/rules';

const category = (description: string, amount: number | null = -100): CategoryName =>
  classify(description, amount).category;

describe('merchants', () => {
  it.each<[string, CategoryName]>([
    // South Africa
    ['POS Purchase Pick n Pay Hyper Centurion * 03 Mar', 'Groceries'],
    ['POS Purchase PnP Express Linden * 11 Jan', 'Groceries'],
    ['POS Purchase Checkers Sixty60 * 02 Feb', 'Groceries'],
    ['POS Purchase Shoprite Soweto * 14 Mar', 'Groceries'],
    ['POS Purchase Kwikspar Greenside * 21 Apr', 'Groceries'],
    ['POS Purchase Food Lovers Market Fourways', 'Groceries'],
    ['POS Purchase Woolworths Hyde Park * 09 Jun', 'Groceries'],
    ['Fuel Purchase Caltex Sunninghill * 12 Jul', 'Fuel'],
    ['POS Purchase Astron Energy Kloof * 01 Aug', 'Fuel'],
    ['POS Purchase Nandos Melville * 22 Aug', 'Restaurants & Dining'],
    ["POS Purchase Mugg & Bean Menlyn", 'Restaurants & Dining'],
    ['POS Purchase Vida e Caffe Rosebank', 'Restaurants & Dining'],
    ['POS Purchase Debonairs Pizza Randburg', 'Restaurants & Dining'],
    ['POS Purchase Clicks Pharmacy Eastgate', 'Healthcare & Pharmacy'],
    ['Dis-Chem Pharmacies Cresta', 'Healthcare & Pharmacy'],
    ['Magtape Debit Vodacom 0821234567', 'Telecommunications'],
    ['Magtape Debit Telkom Mobile I998877', 'Telecommunications'],
    ['Magtape Debit Multichoice DStv 123456', 'Subscriptions & Streaming'],
    ['Magtape Debit OUTsurance 44556677', 'Insurance'],
    ['Magtape Debit Virgin Active SA', 'Sports & Fitness'],
    ['POS Purchase Builders Warehouse Strubens', 'Home & Garden'],
    ['POS Purchase Takealot.com', 'Shopping'],
    ['POS Purchase Mr Price Sport Clearwater', 'Clothing & Apparel'],
    ['POS Purchase Ster-Kinekor Sandton', 'Entertainment'],
    ['POS Purchase Computicket Online', 'Entertainment'],
    ['POS Purchase Gautrain Sandton Stat', 'Transportation'],
    ['Magtape Debit Sanral E-Toll 998877', 'Transportation'],
    ['POS Purchase FlySafair Online', 'Travel'],
    ['POS Purchase PostNet Parkmore', 'Shipping & Postage'],
    ['SARS eFiling Payment 2023', 'Taxes & Government'],
    ['POS Purchase Bolt.eu/o/2310', 'Transportation'],
    ['POS Purchase Bolt Food', 'Restaurants & Dining'],
    ['POS Purchase Uber Eats', 'Restaurants & Dining'],
    // United Kingdom
    ['CARD PAYMENT TO TESCO STORES 3297 ON 12 MAR', 'Groceries'],
    ["SAINSBURY'S S/MKT LONDON GB", 'Groceries'],
    ['LIDL GB BRISTOL', 'Groceries'],
    ['ALDI 84 775 LEEDS', 'Groceries'],
    ['PRET A MANGER LONDON GB', 'Restaurants & Dining'],
    ['GREGGS PLC NEWCASTLE', 'Restaurants & Dining'],
    ['TFL TRAVEL CH TFL.GOV.UK/CP', 'Transportation'],
    ['TRAINLINE.COM LONDON', 'Transportation'],
    ['BOOTS 1234 MANCHESTER', 'Healthcare & Pharmacy'],
    ['DD BRITISH GAS', 'Utilities'],
    ['DIRECT DEBIT THAMES WATER', 'Utilities'],
    ['DIRECT DEBIT VIRGIN MEDIA', 'Telecommunications'],
    ['HMRC SELF ASSESSMENT', 'Taxes & Government'],
    ['ROYAL MAIL GROUP LTD', 'Shipping & Postage'],
    ['DELIVEROO.CO.UK', 'Restaurants & Dining'],
    ['ARGOS LTD', 'Shopping'],
    ['PRIMARK STORES', 'Clothing & Apparel'],
    // United States
    ['WALMART SUPERCENTER #1234 BENTONVILLE AR', 'Shopping'],
    ['WHOLEFDS MKT 10234 AUSTIN TX', 'Groceries'],
    ["TRADER JOE'S #552 QPS", 'Groceries'],
    ['STARBUCKS STORE 05432 SEATTLE WA', 'Restaurants & Dining'],
    ['CHIPOTLE 1234 DENVER CO', 'Restaurants & Dining'],
    ['DD *DOORDASH CHIPOTLE', 'Restaurants & Dining'],
    ['CHEVRON 0091234 HOUSTON TX', 'Fuel'],
    ['EXXONMOBIL 4567 DALLAS TX', 'Fuel'],
    ['LYFT *RIDE TUE 8PM', 'Transportation'],
    ['VERIZON WRLS P1234-01', 'Telecommunications'],
    ['AT&T *PAYMENT 800-288-2020', 'Telecommunications'],
    ['COMCAST CABLE COMM', 'Telecommunications'],
    ['CVS/PHARMACY #07890', 'Healthcare & Pharmacy'],
    ['THE HOME DEPOT #6543', 'Home & Garden'],
    ['BEST BUY 00012345', 'Electronics & Software'],
    ['IRS USATAXPYMT', 'Taxes & Government'],
    ['USPS PO 1234567890', 'Shipping & Postage'],
    ['FEDEX 123456789', 'Shipping & Postage'],
    ['DELTA AIR 0062345678901', 'Travel'],
    ['MARRIOTT NEW YORK NY', 'Travel'],
    ['AIRBNB * HMXYZ123', 'Travel'],
    ['PETSMART # 1234', 'Pets'],
    ['PLANET FITNESS CLUB FEES', 'Sports & Fitness'],
    ['GEICO *AUTO', 'Insurance'],
    // Europe and global online
    ['REWE MARKT GMBH BERLIN', 'Groceries'],
    ['ALBERT HEIJN 1234 AMSTERDAM', 'Groceries'],
    ['CARREFOUR CITY PARIS', 'Groceries'],
    ['DB VERTRIEB GMBH', 'Transportation'],
    ['RYANAIR DUBLIN', 'Travel'],
    ['BOOKING.COM HOTEL AMSTERDAM', 'Travel'],
    ['NETFLIX.COM', 'Subscriptions & Streaming'],
    ['Spotify P1A2B3C4D5', 'Subscriptions & Streaming'],
    ['APPLE.COM/BILL', 'Subscriptions & Streaming'],
    ['GOOGLE *YouTubePremium', 'Subscriptions & Streaming'],
    ['GOOGLE *Google Storage', 'Electronics & Software'],
    ['GOOGLE *ADS1234567', 'Advertising & Marketing'],
    ['FACEBK *ABCD1234', 'Advertising & Marketing'],
    ['MSFT *MICROSOFT 365', 'Electronics & Software'],
    ['ADOBE *CREATIVE CLOUD', 'Electronics & Software'],
    ['GITHUB, INC.', 'Electronics & Software'],
    ['AWS EMEA aws.amazon.co', 'Electronics & Software'],
    ['AMAZON.CO.UK*AB1CD2EF3', 'Shopping'],
    ['AMZN Mktp US*2K3L45ZX0', 'Shopping'],
    ['Amazon Prime*1A2B3C', 'Subscriptions & Streaming'],
    ['PAYPAL *EBAY', 'Shopping'],
    ['UDEMY ONLINE COURSES', 'Education'],
    ['UPWORK -123456REF', 'Professional Services'],
    ['MAILCHIMP *MONTHLY', 'Advertising & Marketing'],
  ])('%s → %s', (description, expected) => {
    expect(category(description)).toBe(expected);
  });
});

describe('keywords', () => {
  it.each<[string, CategoryName]>([
    ['ATM Cash Withdrawal Rosebank', 'Cash Withdrawal'],
    ['ATM WDL 12/03 STD BANK', 'Cash Withdrawal'],
    ['Cash Withdrawal Fee', 'Fees & Charges'],
    ['#Monthly Account Fee', 'Fees & Charges'],
    ['Service Fee', 'Fees & Charges'],
    ['Overdraft Interest', 'Fees & Charges'],
    ['INTEREST CHARGED', 'Fees & Charges'],
    ['Int on Debit Balance', 'Fees & Charges'],
    ['Foreign Transaction Fee 2.75%', 'Fees & Charges'],
    ['IB Transfer to Savings 1234', 'Savings & Investments'],
    ['Internet Pmt To J Smith', 'Transfers'],
    ['FNB App Payment To Mom', 'Transfers'],
    ['EFT John Doe', 'Transfers'],
    ['Send Money 0821234567', 'Transfers'],
    ['Zelle payment to Jane', 'Transfers'],
    ['Magtape Debit Funeral Policy 554433', 'Insurance'],
    ['DEBIT ORDER LIFE ASSURANCE 99', 'Insurance'],
    ['Prepaid Electricity 0123456789', 'Utilities'],
    ['Checkers Prepaid Elec 123', 'Utilities'],
    ['City of Johannesburg Rates', 'Utilities'],
    ['FNB App Prepaid Airtime 0821234567', 'Telecommunications'],
    ['Pick n Pay Airtime Vodacom', 'Telecommunications'],
    ['MTN Data Bundle 1GB', 'Telecommunications'],
    ['Sunshine Pharmacy Parktown', 'Healthcare & Pharmacy'],
    ['Dr J Smith Dental Practice', 'Healthcare & Pharmacy'],
    ['Melville Family Vet', 'Pets'],
    ['The Corner Coffee Shop', 'Restaurants & Dining'],
    ['Giovanni Trattoria', 'Restaurants & Dining'],
    ['Bluebird Bakery', 'Restaurants & Dining'],
    ['Greenside Butchery', 'Groceries'],
    ['Fresh Produce Market', 'Groceries'],
    ['Parkview Liquor Store', 'Alcohol & Tobacco'],
    ['Cloud Nine Vape Shop', 'Alcohol & Tobacco'],
    ['Hair Affair Salon', 'Personal Care'],
    ['Sparkle Dry Cleaners', 'Personal Care'],
    ['CrossFit Braamfontein', 'Sports & Fitness'],
    ['Rosebank Golf Club', 'Sports & Fitness'],
    ['Smith & Jones Attorneys', 'Professional Services'],
    ['Acme Accounting Services', 'Professional Services'],
    ['St Johns College School Fees', 'Education'],
    ['Little Stars Creche', 'Education'],
    ['Rent July Flat 4', 'Rent & Mortgage'],
    ['Home Loan Repayment 1234567', 'Rent & Mortgage'],
    ['Body Corporate Levy Unit 12', 'Rent & Mortgage'],
    ['Personal Loan Instalment', 'Loans & Credit Repayments'],
    ['Credit Card Payment Thank You', 'Loans & Credit Repayments'],
    ['Easyequities Tfsa Deposit', 'Savings & Investments'],
    ['Lotto Purchase', 'Gambling & Lottery'],
    ['Betway Deposit', 'Gambling & Lottery'],
    ['Traffic Fine JMPD', 'Taxes & Government'],
    ['Vehicle Licence Renewal', 'Taxes & Government'],
    ['Donation Gift of the Givers', 'Charity & Donations'],
    ['Church Tithe October', 'Charity & Donations'],
    ['Quick Courier Services', 'Shipping & Postage'],
    ['Rosebank Parkade', 'Transportation'],
    ['N1 Toll Plaza Huguenot', 'Transportation'],
    ['Jo Taxi Service', 'Transportation'],
    ['Sparkling Car Wash', 'Automotive'],
    ['Tyres and More', 'Automotive'],
    ['City Lodge Hotel Umhlanga', 'Travel'],
    ['Cape Town Airport Shops', 'Travel'],
    ['Joes Hardware Store', 'Home & Garden'],
    ['Central Stationers', 'Office Supplies'],
    ['Sandton Jewellers', 'Shopping'],
    ['Fashion Boutique Mall', 'Clothing & Apparel'],
  ])('%s → %s', (description, expected) => {
    expect(category(description)).toBe(expected);
  });
});

describe('priorities', () => {
  it('lets words that say what the transaction is beat the merchant', () => {
    expect(category('#Service Fees #Int Pymt Fee Apple.com/bill')).toBe('Fees & Charges');
    expect(category('ATM Cash Shell Garage Rivonia')).toBe('Cash Withdrawal');
    expect(category('Uber Refund', 50)).toBe('Refunds');
    expect(category('Woolworths Reversal', 120)).toBe('Refunds');
  });

  it('lets a product bought at a retailer beat the retailer', () => {
    expect(category('Shoprite Prepaid Electricity')).toBe('Utilities');
    expect(category('Checkers Airtime')).toBe('Telecommunications');
    expect(category('Woolworths Insurance Premium')).toBe('Insurance');
  });

  it('lets a specific merchant beat a generic keyword', () => {
    expect(category('Starbucks Coffee Airport')).toBe('Restaurants & Dining');
    expect(category('FNB App Payment To Sanlam')).toBe('Insurance');
    expect(category('Nando’s Grill Sandton')).toBe('Restaurants & Dining');
    expect(category('Enterprise Rent A Car')).toBe('Travel');
  });

  it('prefers the more specific of two merchant names', () => {
    expect(category('Uber Eats Order')).toBe('Restaurants & Dining');
    expect(category('Uber Trip')).toBe('Transportation');
    expect(category('Google Play Store')).toBe('Subscriptions & Streaming');
    expect(category('Google Cloud Platform')).toBe('Electronics & Software');
  });

  it('reverses a fee that is given back', () => {
    expect(category('#Monthly Fee Reversal', 69)).toBe('Refunds');
    expect(category('Fee Rebate', 10)).toBe('Refunds');
  });
});

describe('whole words and cut-off names', () => {
  it('does not match inside other words', () => {
    expect(category('SHELLEY BEACH NURSERY SCHOOL')).toBe('Education');
    expect(category('BPO SOLUTIONS')).toBe('Uncategorized');
    expect(category('SPARROW CONSTRUCTION')).toBe('Uncategorized');
    expect(category('TAXIDERMY STUDIO')).toBe('Uncategorized');
  });

  it('reads a word cut off by the bank’s fixed-width merchant field', () => {
    expect(classify('POS Purchase Rosebank Mall Parkin * 05 Oct', -15)).toMatchObject({
      category: 'Transportation',
      source: 'truncated',
    });
    expect(category('POS Purchase Civic Theatr * 05 Nov')).toBe('Entertainment');
    expect(category('POS Purchase Parkhurst Country Clu * 05 Nov')).toBe('Sports & Fitness');
    expect(category('POS Purchase Motherland Coffee C * 05 Nov')).toBe('Restaurants & Dining');
  });

  it('does not read a whole word as a cut-off keyword or brand', () => {
    expect(category('POS Purchase Secret Garden')).toBe('Uncategorized');
    expect(category('Payment To Party Lance')).toBe('Transfers');
    expect(category('POS Purchase Mitchell Park')).toBe('Uncategorized');
  });

  it('finds insurance and loan words glued to references', () => {
    expect(category('Magtape Debit Discinsure4002840983')).toBe('Insurance');
    expect(category('Internal Debit Order Fnbrvlloan')).toBe('Loans & Credit Repayments');
    expect(category('ABCASSURANCE CO')).toBe('Insurance');
  });
});

describe('the amount’s sign', () => {
  it('uses the sign where a word means different things each way', () => {
    expect(category('Interest', -12)).toBe('Fees & Charges');
    expect(category('Interest', 12)).toBe('Income & Salary');
    expect(category('Credit Interest', 3.5)).toBe('Income & Salary');
    expect(category('Magtape Unpaid Not Provided For', 870)).toBe('Refunds');
    expect(category('#Item Unpaid No Funds', -105)).toBe('Fees & Charges');
  });

  it('treats money in from a shop as a refund', () => {
    expect(category('POS Purchase Woolworths Sandton', 250)).toBe('Refunds');
    expect(category('AMAZON.COM', 19.99)).toBe('Refunds');
    expect(classify('Discovery Health Claim', 1011)).toMatchObject({ category: 'Insurance' });
  });

  it('reads unknown money in as income, and unknown money out as uncategorized', () => {
    expect(classify('ACME TRADING CC 12345', 15000)).toMatchObject({ category: 'Income & Salary', source: 'sign' });
    expect(classify('XQZ 998877', -42)).toMatchObject({ category: 'Uncategorized', source: 'none' });
    expect(classify('', 100)).toMatchObject({ category: 'Income & Salary' });
    expect(classify('', null)).toMatchObject({ category: 'Uncategorized' });
  });

  it('recognises salary, dividends and transfers in', () => {
    expect(category('SALARY ACME CORP', 25000)).toBe('Income & Salary');
    expect(category('ACB CREDIT PAYROLL', 18000)).toBe('Income & Salary');
    expect(category('Dividend Satrix 40', 120)).toBe('Income & Salary');
    expect(category('Payment From J Smith', 500)).toBe('Transfers');
    expect(category('Cash Deposit Branch', 2000)).toBe('Transfers');
    expect(category('Refund', null)).toBe('Refunds');
  });

  it('categorizes a withdrawal rule credit as a deposit', () => {
    expect(category('ATM Deposit Rosebank', 500)).toBe('Transfers');
  });
});

describe('rule table', () => {
  it('only names published categories', () => {
    const names = new Set<string>(CATEGORIES.map((c) => c.name));
    for (const rule of allRules()) {
      if (rule.debit) expect(names).toContain(rule.debit);
      if (rule.credit) expect(names).toContain(rule.credit);
    }
  });

  it('has no pattern that means two categories at the same priority', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const rule of allRules()) {
      const key = `${rule.priority}:${rule.tokens.join(' ')}`;
      const meaning = `${rule.debit}/${rule.credit}`;
      const before = seen.get(key);
      if (before !== undefined && before !== meaning) clashes.push(`${key} = ${before} and ${meaning}`);
      seen.set(key, meaning);
    }
    expect(clashes).toEqual([]);
  });

  it('has no pattern that tokenizes to nothing', () => {
    for (const rule of allRules()) expect(rule.tokens.length).toBeGreaterThan(0);
  });
});
