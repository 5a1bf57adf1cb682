import {
  normaliseAbn, normaliseBic, normaliseIban, normaliseVat, validateAbn, validateBic, validateGstin, validateIban,
  validateMyTaxId, validateVat,
} from '../../../src/extraction/normalise/identifiers';

// Published, real registrations (collected by python-stdnum's test suite from public invoices and registers).
const VALID_VAT = [
  'ATU 142 43 102', 'ATU13585627', 'ATU46080404', 'BE (0)468.561.072', 'BE 0202.239.951', 'BE 444.503.092', 'BE0428759497',
  'BE697449992', 'DE - 113866163', 'DE 181 207 708', 'DE 221.304.969', 'DE136695976', 'DE812847601', 'DK 10 50 32 80',
  'DK-27630308', 'DK: 21599336', 'EE 100 931 558', 'EE101256753', 'ES - Q0818001J', 'ES 54362315K', 'ES A-28184661',
  'ES Q-2818015-F', 'ES X5277343Q', 'ES Y5277343F', 'ES Z5277343K', 'ES-x-2482300w', 'EL 039868210', 'EL 94051189',
  'FI 02459042', 'FI 0982651-1', 'FI-214 95 540', 'FR 04409414364', 'FR 114 248 728 36', 'FR 40 303 265 045',
  'FR K 7399859412', 'FR16000063601', 'HU 10672101', 'HU-12892312', 'IE 0005306C', 'IE 632 3420 C', 'IE6433435IH',
  'IE8D79739I', 'IE9Y71814N', 'IT 00 595 000 217', 'IT00743110157', 'IT: 02331250163', 'LU 150 274 42', 'LU.248.70.640',
  'NL 001241 643 B01', 'NL4495445B01', 'NL.8186.43.778.B.01', 'NL001162938B28', 'PL 584-030-44-72', 'PL5261025421',
  'PT 501 964 843', 'PT-505 856 468', 'SE 556.383.740.901', 'SE-556666-4438-01', 'SK 2021853504', 'GB 980 7806 84',
  'XI 980 7806 84', 'GB727255821', 'CZ 25123891', 'LT 100001354118', 'MT 1039-6417', 'SI 26808498',
];
// The same kind of numbers with one digit mangled: the check digits catch it.
const BAD_CHECKSUM = [
  'ATU 143 43 102', 'BE 0406.139.583', 'BE697449982', 'DE 125014855', 'DE - 266297673', 'DK 2565 2202', 'EE101256754',
  'ES 54362415K', 'ES-x-2322300w', 'Es-a48951310', 'EL 094013834', 'FR 04409414264', 'FR 21 326 565 603',
  'IE 4731823H', 'IE8D79729I', 'SK 1078449164', 'GB 802311781', 'IT 01234567891', 'PL 5261025422', 'PT 501 964 844',
  'LU 15027443', 'FI 20774741', 'NL 001241 644 B01', 'SE 556043606402', 'HU 10672102',
];

describe('VAT numbers', () => {
  it.each(VALID_VAT)('%s is valid', (vat) => expect(validateVat(vat)).toBe(true));
  it.each(BAD_CHECKSUM)('%s fails its check digits or format', (vat) => expect(validateVat(vat)).toBe(false));

  it.each([
    ['BE 428759497', 'BE0428759497'],
    ['de 136.695.976', 'DE136695976'],
    ['NL4495445B01', 'NL004495445B01'],
    ['GR 094012834', 'EL094012834'],
    ['FI 0982651-1', 'FI09826511'],
  ])('normalises %s → %s', (raw, compact) => expect(normaliseVat(raw)).toBe(compact));

  it('uses the country for numbers printed without prefix', () => {
    expect(validateVat('00743110157', 'IT')).toBe(true);
    expect(validateVat('00743110157')).toBe(false);
  });

  it('rejects unknown prefixes and wrong lengths', () => {
    expect(validateVat('QQ 124567')).toBe(false);
    expect(validateVat('ATU 151592092')).toBe(false);
    expect(validateVat('ES B-583784312')).toBe(false);
    expect(validateVat('')).toBe(false);
  });

  it('accepts the Dutch 2020 BTW-id (mod 97) as well as the old mod-11 number', () => {
    // NL000099998B57 is the Belastingdienst's published example of the sole-trader BTW-id.
    expect(validateVat('NL000099998B57')).toBe(true);
    expect(validateVat('NL000099998B58')).toBe(false);
  });

  it('checks the Swiss UID', () => {
    expect(validateVat('CHE-116.281.710 MWST')).toBe(true);
    expect(validateVat('CHE-116.281.711 MWST')).toBe(false);
  });
});

describe('IBAN', () => {
  it.each([
    ['DE89 3704 0044 0532 0130 00', true],
    ['GB29 NWBK 6016 1331 9268 19', true],
    ['NL91ABNA0417164300', true],
    ['FR76 3000 6000 0112 3456 7890 189', true],
    ['CH93 0076 2011 6238 5295 7', true],
    ['NO93 8601 1117 947', true],
    ['IBAN: BE68 5390 0754 7034', true],
    ['DE89 3704 0044 0532 0130 01', false], // check digits
    ['DE89 3704 0044 0532 0130', false], // length of DE is 22
    ['QQ89370400440532013000', false], // not a country
    ['not an iban', false],
  ])('%s → %s', (iban, ok) => expect(validateIban(iban)).toBe(ok));

  it('normalises to the compact upper-case form', () => {
    expect(normaliseIban('iban: de89 3704-0044 0532 0130 00')).toBe('DE89370400440532013000');
  });
});

describe('BIC / SWIFT', () => {
  it.each([
    ['NWBKGB2L', true],
    ['COBADEFFXXX', true],
    ['deut de ff 500', true],
    ['ABCDQQ2L', false], // QQ is no country
    ['NWBKGB2', false],
    ['NWBK1B2L', false],
    ['NWBKGB2LXX', false],
  ])('%s → %s', (bic, ok) => expect(validateBic(bic)).toBe(ok));

  it('normalises', () => expect(normaliseBic('deut de ff 500')).toBe('DEUTDEFF500'));
});

describe('ABN', () => {
  it.each([
    ['51 824 753 556', true], // the ATO's published example
    ['53 004 085 616', true],
    ['51 824 753 557', false],
    ['5182475355', false],
    ['ABN 51824753556x', false],
  ])('%s → %s', (abn, ok) => expect(validateAbn(abn)).toBe(ok));

  it('normalises to digits', () => expect(normaliseAbn('51 824 753 556')).toBe('51824753556'));
});

describe('GSTIN and Malaysian tax ids', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    ['27AAPFU0939F1ZW', false], // check character
    ['99AAPFU0939F1Z', false],
    ['40AAPFU0939F1ZV', false], // no state 40
  ])('GSTIN %s → %s', (g, ok) => expect(validateGstin(g)).toBe(ok));

  it.each([
    ['000123456789', true],
    ['W10-1808-32000123', true],
    ['W10 1808 32000123', false],
    ['12345', false],
  ])('MY %s → %s', (id, ok) => expect(validateMyTaxId(id)).toBe(ok));
});
