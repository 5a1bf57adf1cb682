import { extractFields } from '../../../src/extraction/fields';
import { findAbn, findBic, findIban, findVatNumbers } from '../../../src/extraction/fields/banking';
import { docOf, tree } from '../../support/ocr-rows';

const nobody = (): boolean => false;

describe('banking identifiers are validated before they are returned', () => {
  it.each([
    ['IBAN DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['IBAN: DE89 3704 0044 0532 0130 01', undefined], // check digits
    ['IBAN: QQ89 3704 0044 0532 0130 00', undefined], // no such country
    ['IBAN DE12 1234 … IBAN GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'], // the valid one wins
  ])('%s → %s', (text, iban) => expect(findIban(text)).toBe(iban));

  it.each([
    ['BIC: COBADEFFXXX', 'COBADEFFXXX'],
    ['SWIFT: ABCDQQ2L', undefined], // QQ is no country
    ['BIC: NWBK1B2L', undefined],
  ])('%s → %s', (line, bic) => expect(findBic(docOf(line))).toBe(bic));

  it.each([
    ['ABN 51 824 753 556', '51824753556'],
    ['ABN: 51824753556', '51824753556'],
    ['A.B.N. 53 004 085 616', '53004085616'],
    ['ABN 51 824 753 557', undefined], // fails mod 89
    ['ABN 5182475355', undefined],
    ['Invoice 51 824 753 556', undefined], // not labelled
  ])('%s → %s', (line, abn) => expect(findAbn(docOf(line))).toBe(abn));

  it('prefers a VAT id that passes its check over one that fails', () => {
    const doc = docOf('VAT No: DE136695977', 'USt-IdNr.: DE136695976');
    expect(findVatNumbers(doc, nobody).vendor).toBe('DE136695976');
    const reversed = docOf('USt-IdNr.: DE136695976', 'VAT No: DE136695977');
    expect(findVatNumbers(reversed, nobody).vendor).toBe('DE136695976');
  });

  it('normalises VAT ids and stops before the next word', () => {
    expect(findVatNumbers(docOf('TVA intracommunautaire : FR 40 303 265 045'), nobody).vendor).toBe('FR40303265045');
    expect(findVatNumbers(docOf('BTW-nummer: NL004495445B01'), nobody).vendor).toBe('NL004495445B01');
    expect(findVatNumbers(docOf('VAT BE 428759497'), nobody).vendor).toBe('BE0428759497');
    expect(findVatNumbers(docOf('GSTIN: 27AAPFU0939F1ZV'), nobody).vendor).toBe('27AAPFU0939F1ZV');
  });

  it('keeps a failing id only when nothing better is printed (the reviewer sees what the page says)', () => {
    expect(findVatNumbers(docOf('VAT No: DE136695977'), nobody).vendor).toBe('DE136695977');
    expect(findVatNumbers(docOf('GSTIN: 27AAPFU0939F1ZW', 'GSTIN: 29AAGCB7383J1Z4'), nobody).vendor).toBe('29AAGCB7383J1Z4');
  });

  it('runs inside extractFields', () => {
    const f = extractFields(tree([[50, 'IBAN: DE89 3704 0044 0532 0130 01']], [[50, 'BIC: ABCDQQ2L']])).fields;
    expect(f.Vendor_IBAN).toBeUndefined();
    expect(f.Vendor_Bank_Swift).toBeUndefined();
  });
});
