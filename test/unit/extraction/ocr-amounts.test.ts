import { findAmounts } from '../../../src/extraction/fields/amounts';
import { extractFields } from '../../../src/extraction/fields';
import { type Row, tree } from '../../support/ocr-rows';

const values = (text: string) => findAmounts(text).map((a) => a.value);

describe('amounts as OCR prints them', () => {
  it('reads a thousands separator doubled or misread as two marks', () => {
    expect(values('兰 43;,865.58')).toEqual([43865.58]);
    expect(values('合計 250,.600')).toEqual([250600]);
    // Offsets stay those of the printed text.
    const [a] = findAmounts('Total 43;,865.58 EUR');
    expect('Total 43;,865.58 EUR'.slice(a.start, a.end)).toBe('43;,865.58 EUR');
  });

  it('reads "Y" and "\\\\" before a figure with separators as a yen sign, and nothing else', () => {
    expect(findAmounts('Y38,746.70')).toMatchObject([{ value: 38746.7, hasCurrency: true }]);
    expect(values('\\3.090')).toEqual([3090]);
    expect(values('Y12')).toEqual([]);
    expect(values('INV Y2026')).toEqual([]);
    expect(values('XY38,746.70')).toEqual([]);
  });

  it('reads "P" before a figure with cents as the peso sign, and nothing else', () => {
    expect(findAmounts('bayaran ay P80,640.00.')).toMatchObject([{ value: 80640, hasCurrency: true }]);
    expect(values('P450.00 bawat tao')).toEqual([450]);
    expect(values('P12')).toEqual([]);
    expect(values('Model P100')).toEqual([]);
    expect(values('XP80,640.00')).toEqual([]);
  });

  it('reads a Filipino letter whose peso signs OCR read as "P" in pesos', () => {
    const f = extractFields(tree(
      [[50, 'TALA EVENTS & CATERING SERVICES']],
      [[50, '45 Mabini St., Brgy. San Roque, Marikina City 1801']],
      [[50, 'Ang halaga ng serbisyo ay P72,000.00. Dagdag dito ang 12% VAT na P8,640.00, kaya ang']],
      [[50, 'kabuuang dapat ninyong bayaran ay P80,640.00. Salamat po.']],
    )).fields;
    expect(f.Currency_Code).toBe('PHP');
    expect(f.Total).toBe(80640);
  });

  it('takes the value after a label ending in a degree sign ("Factura n.°")', () => {
    const rows: Row[] = [[[50, 'Transportes López S.A.']], [[50, 'Factura n.° F202509-986 de fecha 5/8/2025']]];
    expect(extractFields(tree(...rows)).fields.Invoice_Number).toBe('F202509-986');
  });

  it('reads a total and subtotal printed with a misread yen sign', () => {
    const rows: Row[] = [[[50, '四季ケータリング株式会社']], [[50, '合計 ( 税 抜 )'], [400, '\\250,.600']], [[50, '消費 税 10%'], [400, '\\25.060']], [[50, '合計'], [400, '\\275,.660']]];
    expect(extractFields(tree(...rows)).fields).toMatchObject({ Subtotal: 250600, Tax: 25060, Total: 275660 });
  });
});

describe('shipping, discount and tip in the totals block', () => {
  const f = (...rows: Row[]) => extractFields(tree(...rows)).fields;

  it('reads them, and leaves them out of a net derived from gross and tax', () => {
    const rows: Row[] = [[[50, '四季ケータリング株式会社']], [[50, '合計'], [400, '¥279,059']], [[50, '運賃'], [400, '¥3,090']], [[50, '消費税 10%'], [400, '¥25,369']]];
    expect(f(...rows)).toMatchObject({ Shipping: 3090, Subtotal: 250600, Total: 279059 });
    expect(f([[50, 'Acme Ltd']], [[50, 'Subtotal'], [400, '$100.00']], [[50, 'Discount'], [400, '-$10.00']], [[50, 'Tip'], [400, '$5.00']], [[50, 'Total'], [400, '$95.00']])).toMatchObject({ Discount: 10, Tip: 5 });
  });

  it('does not take an item row named after a charge for it', () => {
    expect(f([[50, 'Acme Ltd']], [[50, 'Delivery and assembly'], [250, '16'], [300, '72.66'], [400, '1,162.56']], [[50, 'Total'], [400, '1,162.56']]).Shipping).toBeUndefined();
  });

  it('reads a CJK label OCR spaced off its brackets ("合計 ( 税 抜 )")', () => {
    expect(f([[50, '四季ケータリング株式会社']], [[50, '合計 ( 税 抜 )'], [400, '¥250,600']], [[50, '合計'], [400, '¥279,059']]).Subtotal).toBe(250600);
  });
});

describe('a receipt whose total OCR misread', () => {
  it('takes cash handed over less the change as the total', () => {
    const rows: Row[] = [[[50, 'מסעדת הבית']], [[50, 'סה"כ לתשלום'], [400, '115 0']], [[50, 'התקבל מזומן'], [400, '2,000.00']], [[50, 'עודף ללקוח'], [400, '820.10']]];
    expect(extractFields(tree(...rows)).fields.Total).toBe(1179.9);
    // A readable total stays.
    expect(extractFields(tree([[50, 'Kiosk']], [[50, 'Total'], [400, '12.50']], [[50, 'Cash'], [400, '20.00']], [[50, 'Change'], [400, '7.00']])).fields.Total).toBe(12.5);
  });
});

describe('currency signs OCR read for one another', () => {
  it("takes the country's currency among several printed signs when the evidence for the country is strong", () => {
    const rows: Row[] = [
      [[50, 'भारत लॉजिस्टिक्स लिमिटेड']],
      [[50, 'मकान नं. 35, नेहरू नगर, वाराणसी - 221001, उत्तर प्रदेश']],
      [[50, 'जीएसटी नं. 09AABCU9603R1ZM'], [300, 'IFSC SBIN0384348']],
      [[50, 'कर योग्य मूल्य'], [400, '€1,08,115.00']],
      [[50, 'सीजीएसटी 9 %'], [400, '€9,730.35']],
      [[50, 'एसजीएसटी 9 %'], [400, '€9,730.35']],
      [[50, 'सकल योग'], [400, '₹1,27,575.70']],
    ];
    expect(extractFields(tree(...rows)).fields.Currency_Code).toBe('INR');
    // One sign alone is taken as printed.
    expect(extractFields(tree([[50, 'Müller GmbH']], [[50, 'Gesamtbetrag'], [400, '€ 12,50']])).fields.Currency_Code).toBe('EUR');
  });
});

describe('a space OCR put after the thousands comma of an amount ending a line', () => {
  it('joins the groups again', () => {
    expect(findAmounts('小計 232, 904').map((a) => a.value)).toEqual([232904]);
    expect(findAmounts('消费税 10% 23, 290').map((a) => a.value)).toEqual([23290]);
    expect(findAmounts('Total 1, 234 €').map((a) => a.value)).toEqual([1234]);
  });

  it('leaves figures apart that words follow, or that are no groups of three', () => {
    expect(findAmounts('Suite 5, 123 Main Street').map((a) => a.value)).toEqual([5, 123]);
    expect(findAmounts('Items 1, 23').map((a) => a.value)).toEqual([1, 23]);
    expect(findAmounts('1,234.56, 789').map((a) => a.value)).toEqual([1234.56, 789]);
  });
});
