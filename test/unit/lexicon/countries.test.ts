import { IBAN_LENGTH } from '../../../src/extraction/normalise/identifiers';
import { parseCountries, validateCountries, type CountryFile } from '../../../src/extraction/lexicon/schema';
import { readJson } from './helpers';

const COUNTRIES = readJson('countries.json') as CountryFile;

const REQUIRED = ('DE AT CH FR BE LU CA NL ES MX AR CO CL IT PT BR DK RU GR CY ID PH SA AE EG MA IL IN CN TW HK JP KR MY SG ' +
  'US GB IE AU NZ ZA SE NO PL CZ TR TH VN PK LK NG KE').split(' ');

/** The symbols each currency is printed with (test knowledge, independent of the data file). */
const KNOWN_SYMBOLS: Record<string, string[]> = {
  EUR: ['€'], USD: ['$', 'US$'], CAD: ['$', 'C$', 'CA$', 'CAD$'], AUD: ['$', 'A$', 'AU$'], NZD: ['$', 'NZ$'],
  SGD: ['$', 'S$'], HKD: ['$', 'HK$', '港幣', '港元'], MXN: ['$', 'MX$', 'Mex$'], ARS: ['$', 'AR$', '$AR'],
  COP: ['$', 'COL$'], CLP: ['$', 'CLP$', 'CH$'], TWD: ['$', 'NT$', '元', '新台幣'], BND: ['$', 'B$'], BRL: ['R$'],
  GBP: ['£'], CHF: ['CHF', 'Fr.', 'SFr.', 'fr.'], DKK: ['kr.', 'kr'], SEK: ['kr', 'kr.'], NOK: ['kr', 'kr.'],
  ISK: ['kr', 'kr.'], JPY: ['¥', '￥', '円'], CNY: ['¥', '￥', '元', 'RMB', 'CN¥', '人民币'],
  INR: ['₹', 'Rs', 'Rs.', '₨', 'रु', 'रु.'], PKR: ['Rs', 'Rs.', '₨', 'روپے'], LKR: ['Rs', 'Rs.', '₨', 'රු', 'රු.'],
  ZAR: ['R'], RUB: ['₽', 'руб.', 'руб', 'р.'], UAH: ['₴', 'грн', 'грн.'], ILS: ['₪', 'ש"ח', 'ש״ח', 'NIS'],
  KRW: ['₩', '원', '￦'], IDR: ['Rp', 'Rp.'], PHP: ['₱'], THB: ['฿', 'บาท', 'บ.'], VND: ['₫', 'đ', 'VNĐ', 'đồng'],
  TRY: ['₺', 'TL'], PLN: ['zł', 'zł.'], CZK: ['Kč', 'Kč.'], HUF: ['Ft', 'Ft.'], RON: ['lei', 'leu'], MYR: ['RM'],
  NGN: ['₦'], KES: ['KSh', 'Ksh', 'KShs', 'Kshs.'], EGP: ['ج.م', 'ج.م.', 'E£', 'LE', 'L.E.', 'جنيه'],
  SAR: ['ر.س', 'ر.س.', '﷼', 'SR', 'ريال'], AED: ['د.إ', 'د.إ.', 'Dhs', 'Dh', 'DHS'], MAD: ['د.م.', 'د.م', 'DH', 'Dhs'],
  QAR: ['ر.ق', 'ر.ق.', 'QR'], KWD: ['د.ك', 'د.ك.', 'KD'], BHD: ['د.ب', 'د.ب.', 'BD'], OMR: ['ر.ع', 'ر.ع.', 'RO'],
  JOD: ['د.أ', 'د.أ.', 'JD'], PEN: ['S/', 'S/.'],
};

/** Symbols several currencies share: every country whose currency prints one of them must list it. */
const SHARED: Record<string, string[]> = {
  $: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'ARS', 'COP', 'CLP', 'TWD', 'BND'],
  kr: ['DKK', 'SEK', 'NOK', 'ISK'],
  '¥': ['JPY', 'CNY'],
  Rs: ['INR', 'PKR', 'LKR'],
  R: ['ZAR'],
};

/** A printed tax id / postcode per country; each must match one of the country's patterns (u flag only). */
const TAX_ID_SAMPLES: Record<string, string> = {
  DE: 'USt-IdNr.: DE123456789', AT: 'UID: ATU12345678', CH: 'MWST-Nr. CHE-123.456.789 MWST', FR: 'N° TVA : FR 40 303 265 045',
  BE: 'BTW BE 0123.456.749', LU: 'TVA LU12345678', CA: 'GST/HST No. 123456789 RT0001', NL: 'Btw-nummer: NL123456789B01',
  ES: 'CIF: B12345674', MX: 'RFC: XAXX010101000', AR: 'CUIT: 30-71234567-1', CO: 'NIT: 900.123.456-7', CL: 'RUT: 76.123.456-K',
  PE: 'RUC: 20123456789', IT: 'P.IVA: IT01234567890', PT: 'NIF: 501234567', BR: 'CNPJ: 12.345.678/0001-95',
  DK: 'CVR-nr.: 12345678', SE: 'Org.nr: 556123-4567', NO: 'Org.nr. 923 609 016 MVA', FI: 'Y-tunnus: 1234567-8',
  IS: 'Kt. 450199-2039', RU: 'ИНН 7707083893', UA: 'Код ЄДРПОУ: 12345678', GR: 'ΑΦΜ: 094014201', CY: 'VAT CY10259033P',
  ID: 'NPWP: 01.234.567.8-901.000', PH: 'VAT REG. TIN: 123-456-789-00000', SA: 'الرقم الضريبي: 300000000000003',
  AE: 'TRN: 100123456700003', BH: 'VAT Registration Number: 200000898300002', OM: 'VATIN OM1100012345',
  JO: 'الرقم الضريبي: 12345678', EG: 'رقم التسجيل الضريبي: 100-200-300', MA: 'ICE: 001234567000089',
  IL: 'ע.מ. 514123456', IN: 'GSTIN: 27AAPFU0939F1ZV', PK: 'NTN: 1234567-8', LK: 'VAT Reg No: 114123456-7000',
  CN: '纳税人识别号：91310000123456789X', TW: '統一編號：12345678', HK: 'BR No.: 12345678', JP: '登録番号：T1234567890123',
  KR: '사업자등록번호: 123-45-67890', MY: 'SST No: W10-1808-31000123', SG: 'GST Reg No: M2-0012345-6', US: 'EIN: 12-3456789',
  GB: 'VAT Reg No: GB 123 4567 89', IE: 'VAT No: IE6388047V', AU: 'ABN 51 824 753 556', NZ: 'GST No: 123-456-789',
  ZA: 'VAT No: 4123456789', PL: 'NIP: 123-456-32-18', CZ: 'DIČ: CZ12345678', HU: 'Adószám: 12345678-2-42',
  RO: 'CUI: RO12345678', TR: 'Vergi No: 1234567890', TH: 'เลขประจำตัวผู้เสียภาษี 0105551234567', VN: 'MST: 0101234567',
  NG: 'TIN: 12345678-0001', KE: 'KRA PIN: P051234567X',
};
const POSTCODE_SAMPLES: Record<string, string> = {
  DE: 'Hauptstraße 5, 10115 Berlin', AT: '1010 Wien', CH: '8001 Zürich', FR: '12 rue de la Paix, 75002 PARIS', BE: '1000 Brussel',
  LU: 'L-1468 Luxembourg', CA: 'Toronto ON M5V 3L9', NL: '1017 GC Amsterdam', ES: '28013 Madrid', MX: 'C.P. 06600',
  AR: 'C1425BDA Buenos Aires', IT: '20121 Milano (MI)', PT: '1100-053 Lisboa', BR: 'CEP 01310-100', DK: '1165 København K',
  SE: '111 22 Stockholm', NO: '0150 Oslo', FI: '00100 Helsinki', IS: '101 Reykjavík', RU: '125009, г. Москва',
  UA: '01001, м. Київ', GR: 'Τ.Κ. 105 63', CY: '1065 Nicosia', ID: 'Jakarta Selatan 12190', PH: 'Makati City 1226',
  SA: 'الرياض 12271', OM: 'P.C. 112', MA: '20250 Casablanca', IL: 'תל אביב 6473925', IN: 'Mumbai - 400001',
  PK: 'Karachi 75500', LK: 'Colombo 03', CN: '邮编：200120', TW: '110臺北市信義區', JP: '〒150-0002', KR: '(06236) 서울특별시',
  MY: '47300 Petaling Jaya', SG: 'Singapore 018956', BN: 'BS8711', US: 'Springfield, IL 62701', GB: 'Leeds LS1 4HT',
  IE: 'D02 X285', AU: 'Sydney NSW 2000', NZ: 'Auckland 1010', ZA: 'Cape Town, 8001', PL: '00-001 Warszawa',
  CZ: '110 00 Praha', HU: '1051 Budapest', RO: '010011 București', TR: '34710 Kadıköy', TH: 'กรุงเทพฯ 10110',
  NG: 'Ikeja, 100001', KE: 'P.O. Box 12345 - 00100',
};

const matchesOne = (patterns: string[], text: string): boolean => patterns.some((p) => new RegExp(p, 'u').test(text));

describe('countries.json', () => {
  it('follows the schema', () => {
    expect(validateCountries(COUNTRIES)).toEqual([]);
    expect(() => parseCountries(COUNTRIES)).not.toThrow();
  });

  it('rejects what breaks the schema', () => {
    const problems = validateCountries({
      XX1: { currency: 'dollar', languages: [], date_order: 'DD/MM', legal_forms: ['GmbH'], tax_words: [],
        tax_id_patterns: ['\\-(?'], phone_prefixes: ['+49'], postcode_patterns: [], names: [], cities: [],
        iban_prefix: 'de', currency_symbols: [], extra: 1 },
    }).join('\n');
    for (const expected of ['not an ISO 3166', 'not an ISO 4217', 'date_order', '"GmbH" is not lower case', 'does not compile',
      'phone_prefixes: "+49"', 'iban_prefix', 'currency_symbols: empty', 'languages: empty', 'unknown key "extra"']) {
      expect(problems).toContain(expected);
    }
  });

  it('covers every required country', () => {
    expect(REQUIRED.filter((c) => !COUNTRIES[c])).toEqual([]);
  });

  it('gives every country an ISO 4217 currency and ISO 639 languages', () => {
    const iso = new Set(Intl.supportedValuesOf('currency'));
    for (const [code, c] of Object.entries(COUNTRIES)) {
      expect([code, iso.has(c.currency)]).toEqual([code, true]);
      for (const l of c.languages) expect([code, l]).toEqual([code, expect.stringMatching(/^[a-z]{2,3}$/)]);
    }
  });

  it('lists only symbols known for the currency, including the one CLDR prints in the country', () => {
    for (const [code, c] of Object.entries(COUNTRIES)) {
      const known = KNOWN_SYMBOLS[c.currency] ?? [];
      expect([code, c.currency_symbols.filter((s) => !known.includes(s))]).toEqual([code, []]);
      const narrow = new Intl.NumberFormat(`${c.languages[0]}-${code}`, { style: 'currency', currency: c.currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(1).find((p) => p.type === 'currency')!.value;
      if (narrow !== c.currency) expect([code, c.currency_symbols]).toEqual([code, expect.arrayContaining([narrow])]);
    }
  });

  it.each(Object.entries(SHARED))('the shared symbol %s is listed by every country that prints it', (symbol, currencies) => {
    const users = Object.entries(COUNTRIES).filter(([, c]) => currencies.includes(c.currency));
    expect(users.filter(([, c]) => !c.currency_symbols.includes(symbol)).map(([code]) => code)).toEqual([]);
    if (symbol !== 'R') expect(users.length).toBeGreaterThan(1);
    // Only the currencies that print it list it.
    const listers = Object.entries(COUNTRIES).filter(([, c]) => c.currency_symbols.includes(symbol));
    expect(listers.filter(([, c]) => !currencies.includes(c.currency)).map(([code]) => code)).toEqual([]);
  });

  it('is honest about shared tax words', () => {
    const withWord = (w: string) => Object.entries(COUNTRIES).filter(([, c]) => c.tax_words.includes(w)).map(([k]) => k);
    expect(withWord('gst')).toEqual(expect.arrayContaining(['AU', 'NZ', 'SG', 'IN', 'MY', 'CA']));
    expect(withWord('vat')).toEqual(expect.arrayContaining(['GB', 'IE', 'ZA', 'AE', 'SA', 'PH', 'NG', 'KE']));
    expect(withWord('iva')).toEqual(expect.arrayContaining(['ES', 'IT', 'PT', 'MX', 'AR', 'CO', 'CL']));
    expect(withWord('tva')).toEqual(expect.arrayContaining(['FR', 'BE', 'LU', 'CH', 'MA']));
  });

  it('prints numeric dates in the country order', () => {
    const order = (k: string) => COUNTRIES[k].date_order;
    expect(['US', 'PH'].map(order)).toEqual(['MDY', 'MDY']);
    expect(['CN', 'JP', 'KR', 'TW', 'HU', 'SE'].map(order)).toEqual(Array(6).fill('YMD'));
    expect(['DE', 'GB', 'FR', 'IN', 'AU', 'BR', 'RU', 'SA', 'IL', 'MY'].map(order)).toEqual(Array(10).fill('DMY'));
  });

  it('names the IBAN prefix exactly where the country has IBANs', () => {
    for (const [code, c] of Object.entries(COUNTRIES)) {
      expect([code, c.iban_prefix]).toEqual([code, code in IBAN_LENGTH ? code : null]);
    }
  });

  it('gives every country names, cities and a calling code, none claimed twice within a country', () => {
    for (const [code, c] of Object.entries(COUNTRIES)) {
      expect([code, c.names.length > 0, c.cities.length > 0, c.phone_prefixes.length > 0]).toEqual([code, true, true, true]);
    }
  });

  it.each(Object.entries(TAX_ID_SAMPLES))('%s tax id patterns match "%s"', (code, sample) => {
    expect(matchesOne(COUNTRIES[code].tax_id_patterns, sample)).toBe(true);
  });

  it.each(Object.entries(POSTCODE_SAMPLES))('%s postcode patterns match "%s"', (code, sample) => {
    expect(matchesOne(COUNTRIES[code].postcode_patterns, sample)).toBe(true);
  });

  it('has a tax id sample for every country with tax id patterns, a postcode sample for every one with postcode patterns', () => {
    const untested = (k: 'tax_id_patterns' | 'postcode_patterns', samples: Record<string, string>) =>
      Object.entries(COUNTRIES).filter(([code, c]) => c[k].length && !samples[code]).map(([code]) => code);
    expect(untested('tax_id_patterns', TAX_ID_SAMPLES)).toEqual([]);
    expect(untested('postcode_patterns', POSTCODE_SAMPLES)).toEqual([]);
  });
});
