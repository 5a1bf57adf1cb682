/**
 * Label-file entries added for documents written apart from the corpus (test/fixtures/fresh, issue 12): each entry
 * is read from a line printing it, in its own language.
 */
import { extractFields } from '../../../src/extraction/fields';
import { labelsIn } from '../../../src/extraction/lexicon';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;
const keyOf = (text: string) => labelsIn(text)[0]?.key;

const NAME: Record<string, string> = { ko: '(주)한빛상사', hi: 'शर्मा ट्रेडर्स', fil: 'Bautista Trading' };
const TOTAL: Record<string, Row> = { ko: [[50, '합계'], [400, '10,000']], hi: [[50, 'कुल देय'], [400, '10.00']], fil: [[50, 'Kabuuan'], [400, '10.00']] };

describe.each([
  ['ko', '문서 No.'], ['ko', '영수증No'], ['ko', '청구서 No.'],
  ['hi', 'बिल सं.'],
  ['fil', 'OR Blg.'], ['fil', 'SI Blg.'], ['fil', 'Blg. ng OR'],
])('%s invoice number "%s"', (lang, label) => {
  it('labels the number after it', () => {
    expect(fields([[50, NAME[lang]]], [[50, `${label} 00-012874`]], TOTAL[lang]).Invoice_Number).toBe('00-012874');
  });
});

describe.each([
  ['ko', '입금 마감일'], ['ko', '결제 마감일'], ['ko', '납부 마감일'], ['ko', '마감일'],
  ['hi', 'भुगतान की आखिरी तारीख'], ['hi', 'भुगतान की आख़िरी तारीख'], ['hi', 'आखिरी तारीख'], ['hi', 'अंतिम तारीख'], ['hi', 'ड्यू डेट'],
  ['fil', 'Deadline ng Bayad'], ['fil', 'Deadline ng Pagbabayad'], ['fil', 'Deadline'],
])('%s due date "%s"', (lang, label) => {
  it('labels the date after it', () => {
    const f = fields([[50, NAME[lang]]], [[50, `${label}: 2026-04-30`]], TOTAL[lang]);
    expect(f.Due_Date).toBe('2026-04-30');
  });
});

describe.each([
  ['hi', 'ता.'], ['hi', 'इनवॉइस तारीख'], ['hi', 'बिल तारीख'],
  ['fil', 'Petsa ng Pagsingil'], ['fil', 'Petsa ng Singil'],
])('%s date "%s"', (lang, label) => {
  it('labels the date after it', () => {
    expect(keyOf(`${label} 14-03-2026`)).toBe('date');
    expect(fields([[50, NAME[lang]]], [[50, `${label} 14-03-2026`]], TOTAL[lang]).Date).toBe('2026-03-14');
  });
});

describe.each([
  ['ko', '총 청구액', '4,422,000', 4422000], ['ko', '청구액', '4,422,000', 4422000], ['ko', '총 청구금액', '4,422,000', 4422000],
  ['hi', 'कुल भुगतान', '1,110.00', 1110],
])('%s total "%s"', (lang, label, printed, value) => {
  it('labels the total beside it', () => {
    expect(keyOf(label)).toBe('total');
    expect(fields([[50, NAME[lang]]], [[50, label], [400, printed]]).Total).toBe(value);
  });
});

describe.each([
  ['ko', '과세금액', ['부가세액', '1,864'], ['받을 금액', '20,500'], 18636],
  ['ko', '과세 금액', ['부가세액', '1,864'], ['받을 금액', '20,500'], 18636],
  ['ko', '공급가액 합계', ['세액', '1,864'], ['총 청구액', '20,500'], 18636],
  ['hi', 'कर-पूर्व योग', ['सीजीएसटी @ 6%', '1,864.00'], ['कुल देय राशि', '20,500.00'], 18636],
  ['hi', 'कर पूर्व योग', ['सीजीएसटी @ 6%', '1,864.00'], ['कुल देय राशि', '20,500.00'], 18636],
  ['fil', 'Halaga bago mag-VAT', ['VAT (12%)', '1,864.00'], ['Kabuuang Dapat Bayaran', '20,500.00'], 18636],
  ['fil', 'Halaga bago ang VAT', ['VAT (12%)', '1,864.00'], ['Kabuuang Dapat Bayaran', '20,500.00'], 18636],
  ['fil', 'VAT-able', ['12% VAT', '1,864.00'], ['Kabuuang Halaga', '20,500.00'], 18636],
  ['fil', 'VAT-able Sales', ['12% VAT', '1,864.00'], ['Kabuuang Halaga', '20,500.00'], 18636],
])('%s subtotal "%s"', (lang, label, tax, total, value) => {
  it('labels the sum before tax, not the tax or the total', () => {
    expect(keyOf(label)).toBe('subtotal');
    const printed = lang === 'ko' ? '18,636' : '18,636.00';
    const f = fields([[50, NAME[lang]]], [[50, label], [400, printed]], [[50, tax[0]], [400, tax[1]]], [[50, total[0]], [400, total[1]]]);
    expect(f.Subtotal).toBe(value);
  });
});

describe.each([
  ['hi', 'बिल टू'], ['hi', 'प्रति'], ['fil', 'Binili ni'], ['fil', 'Binili ng'],
])('%s bill-to heading "%s"', (lang, label) => {
  it('heads the customer block', () => {
    expect(keyOf(label)).toBe('bill_to');
    const customer = lang === 'hi' ? 'कृष्णा होम डेकोर' : 'RJ Builders Corporation';
    const f = fields([[50, NAME[lang]]], [[50, 'Sample Street 12']], [], [[50, label]], [[50, customer]], [[50, lang === 'hi' ? 'सदर बाज़ार, अजमेर 305001' : 'Purok 3, General Trias, Cavite 4107']], TOTAL[lang]);
    expect(f.Bill_To_Name).toBe(customer);
  });
});

describe.each([['fil', 'Ihahatid sa'], ['fil', 'Ihahatid kay']])('%s ship-to heading "%s"', (_lang, label) => {
  it('names the delivery block, not a party name', () => {
    expect(keyOf(label)).toBe('ship_to');
  });
});

it('hi phone "फो." / "फ़ो." labels a phone number, not an address line', () => {
  expect(keyOf('फो. 011-2386 4410')).toBe('phone');
  expect(keyOf('फ़ो. 011-2386 4410')).toBe('phone');
});

it('hi reference "पत्रांक" labels a letter\'s reference', () => {
  expect(keyOf('पत्रांक: MA/BILL/2026/058')).toBe('reference');
});
