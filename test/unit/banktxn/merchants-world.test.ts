import type { CategoryName } from '../../../src/domain/banktxn/categories';
import { MERCHANT_RULES } from '../../../src/domain/banktxn/merchants';
import { AMERICAS_MERCHANT_RULES } from '../../../src/domain/banktxn/merchants-americas';
import { ASIA_AFRICA_MERCHANT_RULES } from '../../../src/domain/banktxn/merchants-asia-africa';
import { EUROPE_MERCHANT_RULES } from '../../../src/domain/banktxn/merchants-europe';
import { PAYMENT_RAIL_RULES } from '../../../src/domain/banktxn/payment-rails';
import type { RuleSpec } from '../../../src/domain/banktxn/rule-spec';
import { classify, tokenize } from '../../../src/domain/banktxn/rules';
import { TRADE_WORD_RULES } from '../../../src/domain/banktxn/trade-words';
import { TRADE_WORD_RULES_2 } from '../../../src/domain/banktxn/trade-words-2';
import { REGIONAL_PROVIDER_RULES } from '../../../src/domain/banktxn/trade-words-3';

const category = (description: string, amount: number | null = -100): CategoryName =>
  classify(description, amount).category;

const WORLD: readonly RuleSpec[] = [
  ...AMERICAS_MERCHANT_RULES, ...EUROPE_MERCHANT_RULES, ...ASIA_AFRICA_MERCHANT_RULES,
];

describe('national brands', () => {
  it.each<[string, string, CategoryName]>([
    ['Mexico', 'OXXO SUC 1234 CDMX', 'Groceries'],
    ['Mexico', 'BODEGA AURRERA EXPRESS TLALPAN', 'Groceries'],
    ['Mexico', 'PAGO CFE SUMINISTRADOR', 'Electricity'],
    ['Mexico', 'TELMEX PAGO RECIBO', 'Telecommunications'],
    ['Mexico', 'PEMEX ES 5678', 'Fuel'],
    ['Mexico', 'EL PUERTO DE LIVERPOOL PERISUR', 'Department Stores'],
    ['Mexico', 'VOLARIS WEB', 'Airlines'],
    ['Brazil', 'DROGASIL 1234 SAO PAULO', 'Pharmacies'],
    ['Brazil', 'ASSAI ATACADISTA LJ 45', 'Groceries'],
    ['Brazil', 'SEM PARAR MENSALIDADE', 'Tolls'],
    ['Brazil', 'IPVA 2024 SP', 'Vehicle Licensing'],
    ['Brazil', 'VIVO FIBRA', 'Internet & Fibre'],
    ['Argentina', 'YPF 1234 PALERMO', 'Fuel'],
    ['Argentina', 'EDENOR', 'Electricity'],
    ['Argentina', 'CARGA SUBE', 'Public Transit'],
    ['Argentina', 'AFIP', 'Income Tax'],
    ['Chile', 'COPEC 123 SANTIAGO', 'Fuel'],
    ['Chile', 'HIPER LIDER MAIPU', 'Groceries'],
    ['Chile', 'AGUAS ANDINAS', 'Water & Municipal'],
    ['Chile', 'FALABELLA COSTANERA', 'Department Stores'],
    ['Colombia', 'ALMACENES EXITO', 'Groceries'],
    ['Colombia', 'TERPEL CALLE 80', 'Fuel'],
    ['Colombia', 'TRANSMILENIO', 'Public Transit'],
    ['Colombia', 'JUAN VALDEZ CAFE', 'Coffee Shops'],
    ['Canada', 'NO FRILLS #1234', 'Groceries'],
    ['Canada', 'ROGERS WIRELESS', 'Mobile & Airtime'],
    ['Canada', 'CANADIAN TIRE GAS BAR', 'Fuel'],
    ['Canada', 'CANADIAN TIRE #123', 'Shopping'],
    ['Canada', 'SUN LIFE', 'Life Insurance'],
    ['Ireland', 'DUNNES STORES CORK', 'Groceries'],
    ['Ireland', 'SSE AIRTRICITY', 'Utilities'],
    ['Ireland', 'PENNEYS MARY ST', 'Clothing & Apparel'],
    ['Belgium', 'DELHAIZE BRUXELLES', 'Groceries'],
    ['Belgium', 'SNCB NMBS', 'Public Transit'],
    ['Portugal', 'EDP', 'Utilities'],
    ['Portugal', 'CARRIS LISBOA', 'Public Transit'],
    ['Switzerland', 'MIGROS M ZUERICH', 'Groceries'],
    ['Switzerland', 'HELSANA', 'Health Insurance'],
    ['Austria', 'BILLA DANKT 1234', 'Groceries'],
    ['Austria', 'ASFINAG', 'Tolls'],
    ['Poland', 'BIEDRONKA 1234 WARSZAWA', 'Groceries'],
    ['Poland', 'ŻABKA Z1234 KRAKOW', 'Groceries'],
    ['Poland', 'PKP INTERCITY', 'Public Transit'],
    ['Sweden', 'ICA NARA ODENPLAN', 'Groceries'],
    ['Sweden', 'SYSTEMBOLAGET', 'Liquor Stores'],
    ['Sweden', 'SKATTEVERKET', 'Income Tax'],
    ['Norway', 'NARVESEN OSLO S', 'Groceries'],
    ['Sweden', 'TELE2 SVERIGE AB', 'Telecommunications'],
    ['Norway', 'VINMONOPOLET', 'Liquor Stores'],
    ['Denmark', 'FØTEX NØRREBRO', 'Groceries'],
    ['Denmark', 'FOETEX AARHUS', 'Groceries'],
    ['Denmark', 'DSB', 'Public Transit'],
    ['Finland', 'K-CITYMARKET ESPOO', 'Groceries'],
    ['Finland', 'ALKO 2034', 'Liquor Stores'],
    ['New Zealand', 'PAK N SAVE WAIRAU', 'Groceries'],
    ['New Zealand', 'Z ENERGY', 'Fuel'],
    ['New Zealand', '2DEGREES', 'Mobile & Airtime'],
    ['Australia', 'COLES EXPRESS 1234', 'Fuel'],
    ['Australia', 'AUSTRALIANSUPER', 'Retirement Contributions'],
    ['India', 'NAYARA ENERGY', 'Fuel'],
    ['India', 'TATA PLAY', 'Video Streaming'],
    ['India', 'ICICI LOMBARD MOTOR', 'Vehicle Insurance'],
    ['Singapore', 'COMFORTDELGRO TAXI', 'Ride Hailing & Taxis'],
    ['Singapore', 'SINGAPORE POOLS', 'Gambling & Lottery'],
    ['Malaysia', 'JPJ', 'Vehicle Licensing'],
    ['Malaysia', 'SECRET RECIPE', 'Coffee Shops'],
    ['Indonesia', 'INDOMARET', 'Groceries'],
    ['Indonesia', 'PERTAMINA', 'Fuel'],
    ['Philippines', 'MERALCO', 'Electricity'],
    ['Philippines', 'MERCURY DRUG', 'Pharmacies'],
    ['Thailand', 'BIG C SUPERCENTER', 'Groceries'],
    ['Thailand', 'CAFE AMAZON', 'Coffee Shops'],
    ['Japan', 'ENEOS', 'Fuel'],
    ['Japan', 'MOBILE SUICA', 'Public Transit'],
    ['Japan', 'TEPCO', 'Electricity'],
    ['Kenya', 'NAIVAS', 'Groceries'],
    ['Kenya', 'KPLC', 'Electricity'],
    ['Nigeria', 'IKEJA ELECTRIC', 'Electricity'],
    ['Nigeria', 'BET9JA', 'Gambling & Lottery'],
    ['UAE', 'SALIK', 'Tolls'],
    ['UAE', 'ADNOC', 'Fuel'],
  ])('%s: %s → %s', (_country, description, expected) => {
    expect(category(description)).toBe(expected);
  });

  it('reads social-security systems by direction: a contribution out, a benefit in', () => {
    for (const name of ['INSS', 'ZUS', 'SSS']) {
      expect(category(name, -300)).toBe('Taxes & Government');
      expect(category(name, 300)).toBe('Government Benefits');
    }
  });

  it('reads money back from a national brand as a refund', () => {
    expect(category('BIEDRONKA 1234 WARSZAWA', 25)).toBe('Refunds');
  });
});

describe('ambiguous names stay unsettled', () => {
  // Ordinary words, first names, surnames and places that only a longer form may turn into a brand.
  it.each([
    'CLARO', 'VIVO', 'LIDER', 'EXITO', 'ROGERS', 'LIVERPOOL', 'HOFER', 'HELEN', 'ELISA', 'LAWSON', 'MATAHARI', 'PARCO',
    'DIDI', 'TIM', 'DENNER', 'DOUTOR JOAO SILVA',
  ])('%s → Uncategorized', (description) => {
    expect(category(description)).toBe('Uncategorized');
  });

  it('does not read a French business tax as Mexican electricity', () => {
    expect(category('IMPOT CFE 2024')).not.toBe('Electricity');
  });

  it('does not read the Polish currency code as Indonesian electricity', () => {
    expect(category('PRZELEW 100 PLN')).not.toBe('Electricity');
  });

  it('keeps a short form that is also a word in another language out of its brand category', () => {
    expect(category('TOKO DEWA JAYA')).not.toBe('Utilities');
    expect(category('LOTTERIA ITALIA')).not.toBe('Fast Food');
  });
});

describe('national brand tables', () => {
  const older = [
    ...MERCHANT_RULES, ...PAYMENT_RAIL_RULES, ...TRADE_WORD_RULES, ...TRADE_WORD_RULES_2, ...REGIONAL_PROVIDER_RULES,
  ];
  const key = (pattern: string): string => tokenize(pattern).join(' ');

  it('leaves every name an older table lists to that table', () => {
    const taken = new Set(older.flatMap((r) => r.patterns.map(key)));
    expect(WORLD.flatMap((r) => r.patterns).filter((p) => taken.has(key(p)))).toEqual([]);
  });

  it('lists each name once', () => {
    const all = WORLD.flatMap((r) => r.patterns.map(key));
    expect(all.filter((k, i) => all.indexOf(k) !== i)).toEqual([]);
  });

  it('has no name that stop-words or digit splits reduce to fragments', () => {
    // "B2S" would become "B 2" and "S Market" the bare word "MARKET": every name keeps a word of three letters.
    const fragments = WORLD.flatMap((r) => r.patterns).filter((p) => !tokenize(p).some((t) => t.length >= 3));
    expect(fragments).toEqual([]);
  });
});

describe('a whole word the tables know is not read as cut off', () => {
  it.each([
    ['TATA POWER', 'Electricity'],
    ['KENYA POWER', 'Electricity'],
  ])('%s stays a utility, not a cut-off lottery keyword', (description, category) => {
    expect(classify(description, -500).category).toBe(category);
  });
});
