/**
 * How banks in different countries print a card purchase, a debit order or a transfer around the counterparty's
 * name. `{m}` is the merchant as the rule table writes it (cased later), the other slots are filled at random.
 * Written from public statement examples and bank help pages; no real account data.
 */
export type Rand = () => number;

export const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const digits = (rand: Rand, n: number): string => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (rand: Rand): string => String(1 + Math.floor(rand() * 28)).padStart(2, '0');
const month = (rand: Rand): string => String(1 + Math.floor(rand() * 12)).padStart(2, '0');

export const CITIES: Record<string, readonly string[]> = {
  za: ['Sandton', 'Centurion', 'Cape Town', 'Durban', 'Rosebank', 'Menlyn', 'Mitchell Park', 'Bryanston', 'Bellville', 'Umhlanga'],
  gb: ['London', 'Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Croydon', 'Reading', 'Brighton'],
  us: ['Seattle', 'Austin', 'Chicago', 'Boston', 'Denver', 'Portland', 'San Jose', 'Miami'],
  de: ['Berlin', 'Muenchen', 'Hamburg', 'Koeln', 'Frankfurt', 'Stuttgart'],
  fr: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nantes'],
  es: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'],
  nl: ['Amsterdam', 'Utrecht', 'Rotterdam', 'Den Haag'],
  in: ['Mumbai', 'Bengaluru', 'Delhi', 'Pune'],
  my: ['Kuala Lumpur', 'KL', 'Petaling Jaya', 'Penang'],
  au: ['Sydney', 'Melbourne', 'Brisbane', 'Perth'],
};
const US_STATES = ['WA', 'TX', 'IL', 'MA', 'CO', 'OR', 'CA', 'FL', 'NY'];
const BANKS = ['FNB', 'ABSA', 'Nedbank', 'Capitec', 'Standard Bank', 'Barclays', 'HSBC', 'Chase', 'ING', 'Rabobank', 'BNP', 'Sparkasse'];

/** Card purchases: where most merchant names appear. */
export const CARD_TEMPLATES: readonly ((m: string, r: Rand) => string)[] = [
  (m, r) => `POS Purchase ${m} ${pick(r, CITIES.za)} * ${day(r)} ${pick(r, MONTHS)}`,
  (m, r) => `POS PURCHASE ${m} ${digits(r, 4)} ${pick(r, CITIES.za)}`,
  (m, r) => `CARD ${digits(r, 4)} ${m} ${pick(r, CITIES.gb)} GB`,
  (m, r) => `${m} #${digits(r, 3)} ${pick(r, CITIES.us)} ${pick(r, US_STATES)}`,
  (m, r) => `CHECKCARD ${month(r)}${day(r)} ${m} ${pick(r, CITIES.us)} ${pick(r, US_STATES)} ${digits(r, 12)}`,
  (m, r) => `Kartenzahlung ${m} ${pick(r, CITIES.de)} ${day(r)}.${month(r)}`,
  (m, r) => `PAIEMENT CB ${day(r)}/${month(r)} ${m} ${pick(r, CITIES.fr)}`,
  (m, r) => `CARTE X${digits(r, 4)} ${day(r)}/${month(r)} ${m}`,
  (m, r) => `COMPRA TARJ. ${m} ${pick(r, CITIES.es)}`,
  (m, r) => `BEA NR:${digits(r, 5)} ${m} ${pick(r, CITIES.nl)}`,
  (m, r) => `Betaalautomaat ${m} ${pick(r, CITIES.nl)}`,
  (m, r) => `UPI/${m}/${digits(r, 12)}/Payment`,
  (m, r) => `${m} SDN BHD ${pick(r, CITIES.my)}`,
  (m, r) => `VISA DEBIT PURCHASE ${m} ${pick(r, CITIES.au)} AU`,
  (m, r) => `EFTPOS ${m} ${pick(r, CITIES.au)}`,
  (m, r) => `CONTACTLESS PAYMENT ${m}`,
  (m, r) => `${pick(r, ['SQ *', 'ZAPPER*', 'YOCO *', 'SumUp *', 'PAYPAL *', 'IZ *'])}${m}`,
  (m, r) => `${m} ${day(r)} ${pick(r, MONTHS)}`,
  (m) => m,
  (m, r) => `${m} ${pick(r, CITIES.za)}`,
];

/** Recurring debits and bills. */
export const DEBIT_ORDER_TEMPLATES: readonly ((m: string, r: Rand) => string)[] = [
  (m, r) => `Debit Order ${m} Ref${digits(r, 6)}`,
  (m, r) => `DEBIT ORDER ${m} ${digits(r, 10)}`,
  (m, r) => `SEPA-LASTSCHRIFT ${m} MANDAT ${digits(r, 8)}`,
  (m, r) => `PRLV SEPA ${m} ${digits(r, 9)}`,
  (m, r) => `DIRECT DEBIT ${m} ${digits(r, 7)}`,
  (m, r) => `DD ${m} REF ${digits(r, 6)}`,
  (m, r) => `Magtape Debit ${m} ${digits(r, 8)}`,
  (m, r) => `RECURRING PAYMENT ${m}`,
  (m, r) => `ACH DEBIT ${m} ${digits(r, 6)}`,
];

/** Lines where the bank's own words are the whole story (fees, interest, cash, transfers). */
export const BANKING_TEMPLATES: readonly ((m: string, r: Rand) => string)[] = [
  (m) => m,
  (m, r) => `${m} ${digits(r, 6)}`,
  (m, r) => `${m} ${day(r)} ${pick(r, MONTHS)}`,
  (m, r) => `${pick(r, BANKS)} ${m}`,
  (m, r) => `${m} ${pick(r, BANKS)}`,
  (m, r) => `#${m} ${day(r)}/${month(r)}`,
  (m, r) => `${m} ${pick(r, Object.values(CITIES).flat())} ${digits(r, 4)}`,
];

/** Money coming in with a counterparty name. */
export const CREDIT_TEMPLATES: readonly ((m: string, r: Rand) => string)[] = [
  (m, r) => `Magtape Credit ${m} ${digits(r, 8)}`,
  (m, r) => `CREDIT TRANSFER FROM ${m}`,
  (m, r) => `IB PAYMENT FROM ${m} ${digits(r, 6)}`,
  (m, r) => `SEPA-GUTSCHRIFT ${m}`,
  (m, r) => `VIR SEPA RECU ${m}`,
  (m, r) => `FPS CREDIT ${m} REF ${digits(r, 6)}`,
  (m) => m,
];

const FIRST = ['Joe', 'Maria', 'Sipho', 'Thabo', 'Anna', 'Pierre', 'Hans', 'Priya', 'Ahmed', 'Chen', 'Lerato', 'Jan', 'Sofia', 'Liam', 'Aisha', 'Kenji', 'Marco', 'Fatima', 'Pieter', 'Nomsa'];
const LAST = ['Smith', 'Nkosi', 'Dubois', 'Mueller', 'Patel', 'Khan', 'van der Merwe', 'Garcia', 'Rossi', 'Naidoo', 'Botha', 'Tanaka', 'Jansen', 'Okafor', 'Dlamini', 'Schmidt', 'Martin', 'Silva'];
const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'zen', 'tor', 'vi', 'bel', 'dan', 'ko', 'sa', 'ri', 'mon', 'te', 'lu', 'na', 'gra', 'fel', 'qu', 'ix'];

/** A made-up word that is no brand in any table, so the model must read the words around it. */
export function inventedName(r: Rand): string {
  const n = 2 + Math.floor(r() * 2);
  return Array.from({ length: n }, () => pick(r, SYLLABLES)).join('');
}

export function personName(r: Rand): string {
  const first = pick(r, FIRST);
  return r() < 0.5 ? `${first[0]} ${pick(r, LAST)}` : `${first} ${pick(r, LAST)}`;
}

/** An independent business named around a generic word ("Joes Pizzeria", "Pizzeria Kalomi", "Apotheke am Markt"). */
export function businessAround(word: string, r: Rand): string {
  const name = r() < 0.5 ? pick(r, FIRST) : inventedName(r);
  switch (Math.floor(r() * 6)) {
    case 0: return `${name}s ${word}`;
    case 1: return `${word} ${name}`;
    case 2: return `${name} ${word}`;
    case 3: return `${word} ${pick(r, ['am Markt', 'du Centre', 'Central', 'Corner', 'City', 'Plaza', 'Station', 'Mall'])}`;
    case 4: return `The ${name} ${word}`;
    default: return `${word} ${pick(r, LAST)}`;
  }
}

export function reference(r: Rand): string {
  return pick(r, ['REF', 'Ref', 'INV', '']) + digits(r, 4 + Math.floor(r() * 8));
}
