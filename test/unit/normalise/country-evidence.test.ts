import { extractFields } from '../../../src/extraction/fields';
import { CountryEvidence, type CountryFacts, type CountryTable } from '../../../src/extraction/normalise/country-evidence';
import { type Row, tree } from '../../support/ocr-rows';

const base: CountryFacts = { currency: '', languages: ['en'], date_order: 'DMY', legal_forms: [], tax_words: [], tax_id_patterns: [], phone_prefixes: [], postcode_patterns: [], names: [], cities: [], iban_prefix: null, currency_symbols: [] };
const table: CountryTable = {
  AU: { ...base, currency: 'AUD', legal_forms: ['pty ltd'], tax_words: ['gst', 'abn'], phone_prefixes: ['61'], names: ['australia'], cities: ['sydney'], currency_symbols: ['$', 'A$'], postcode_patterns: ['\\b(?:NSW|VIC)\\s+\\d{4}\\b'] },
  NZ: { ...base, currency: 'NZD', legal_forms: ['limited'], tax_words: ['gst'], phone_prefixes: ['64'], names: ['new zealand'], currency_symbols: ['$'] },
  US: { ...base, currency: 'USD', legal_forms: ['inc.', 'llc'], tax_words: ['sales tax'], names: ['usa'], date_order: 'MDY', currency_symbols: ['$'] },
  SG: { ...base, currency: 'SGD', legal_forms: ['pte ltd'], tax_words: ['gst'], phone_prefixes: ['65'], currency_symbols: ['$', 'S$'] },
  DE: { ...base, currency: 'EUR', languages: ['de'], legal_forms: ['gmbh'], tax_words: ['mwst'], iban_prefix: 'DE', phone_prefixes: ['49'], tax_id_patterns: ['\\bDE\\d{9}\\b'], currency_symbols: ['€'] },
  JP: { ...base, currency: 'JPY', languages: ['ja'], legal_forms: ['株式会社'], tax_words: ['消費税'], currency_symbols: ['¥', '円'] },
  CN: { ...base, currency: 'CNY', languages: ['zh'], legal_forms: ['有限公司'], tax_words: ['增值税'], currency_symbols: ['¥', '元'] },
};
const ev = new CountryEvidence(table);

describe('CountryEvidence', () => {
  it('reads an Australian "Pty Ltd" that charges GST as Australian among the dollar countries', () => {
    const text = 'Harbour Supplies Pty Ltd\nInvoice 12\nGST 10%  $12.00\nTotal $132.00';
    expect(ev.best(text, 'en', ev.usersOf('$'))).toBe('AU');
  });

  it('weighs shared evidence less: GST alone names no one country', () => {
    expect(ev.best('GST 10%  $12.00', 'en', ev.usersOf('$'))).toBeUndefined();
  });

  it('counts phone prefixes, IBAN countries, tax-id formats and names', () => {
    expect(ev.best('Tel +65 6123 4567 · Pte Ltd')).toBe('SG');
    expect(ev.best('IBAN DE89 3704 0044 0532 0130 00')).toBe('DE');
    expect(ev.best('USt-IdNr. DE123456789')).toBe('DE');
    expect(ev.best('Sydney NSW 2000, Australia')).toBe('AU');
  });

  it('finds legal forms and tax words in scripts without spaces', () => {
    expect(ev.best('東京商事株式会社 消費税10%', 'ja', ev.usersOf('¥'))).toBe('JP');
    expect(ev.best('上海贸易有限公司 增值税', 'zh', ev.usersOf('¥'))).toBe('CN');
  });

  it('takes a legal form of two or three letters only as printed with a capital', () => {
    const fi = new CountryEvidence({ ...table, FI: { ...base, currency: 'EUR', legal_forms: ['ay', 'oy'] } });
    expect(fi.best('Virtanen Ay, Helsinki')).toBe('FI');
    expect(fi.best('Ang halaga ng serbisyo ay P72,000.00')).toBeUndefined();
  });

  it('counts each piece of evidence once, however often it is printed', () => {
    const s = ev.scores('GST GST GST GST', 'en');
    expect(s.get('AU')).toBeCloseTo(1.5 / 3 + 1 / 4, 5);
  });
});

describe('currency from the whole document (the shipped country table)', () => {
  const currency = (...lines: string[]) => extractFields(tree(...lines.map((t): Row => [[50, t]]))).fields.Currency_Code;

  it.each([
    [['Harbour Supplies Pty Ltd', 'Tax Invoice 1042', 'GST 10%  $12.00', 'Total $132.00'], 'AUD'],
    [['Kiwi Traders Limited', 'Auckland 1010, New Zealand', 'GST 15%  $15.00', 'Total $115.00'], 'NZD'],
    [['Lion City Supplies Pte Ltd', 'GST Reg No. 201912345K', 'Total $54.50'], 'SGD'],
    [['Acme Inc.', 'Springfield, IL 62704', 'Total $54.50'], 'USD'],
    [['Nordisk Handel ApS', 'CVR 12345678', 'Moms 25%  25,00 kr', 'I alt 125,00 kr'], 'DKK'],
    [['東京商事株式会社', '消費税 ¥100', '合計 ¥1,100'], 'JPY'],
    [['上海贸易有限公司', '增值税 ¥13.00', '合计 ¥113.00'], 'CNY'],
    [['Kusina ni Lola', 'Opisyal na Resibo', 'Kabuuan P1,250.00', 'Salamat po!'], 'PHP'],
  ])('%j → %s', (lines, want) => {
    expect(currency(...lines)).toBe(want);
  });
});
