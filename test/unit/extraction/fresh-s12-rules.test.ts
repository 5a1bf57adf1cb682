import { extractFields } from '../../../src/extraction/fields';
import { parseAmount, readingThousandths } from '../../../src/extraction/fields/amounts';
import { thousandthsSeparator } from '../../../src/extraction/normalise/locale';
import minorUnits from '../../../src/extraction/lexicon/minor-units.json';
import shareCapital from '../../../src/extraction/lexicon/share-capital-words.json';
import { nameWithLegalForm, statesCapital } from '../../../src/extraction/fields/legal-form';
import { splitAtTaxIds } from '../../../src/extraction/fields/party-ids';
import { parseDate } from '../../../src/extraction/fields/dates';
import { labelsIn } from '../../../src/extraction/lexicon';
import dateConnectors from '../../../src/extraction/lexicon/date-connectors.json';
import { tree, type Row } from '../../support/ocr-rows';

/** Rules made general from the session-12 fresh documents (test/fixtures/fresh, @s12); each row one printed line. */
const fieldsOf = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('currencies of thousandths (lexicon/minor-units.json, ar5)', () => {
  it.each(minorUnits.three)('%s prints three decimals: "319.750" is 319.75 in such a document', (code) => {
    expect(thousandthsSeparator(`${code} 319.750\n15.988`, code)).toBe('.');
    expect(readingThousandths('.', () => parseAmount('319.750'))).toBe(319.75);
  });

  it('votes the separator from the figures; other currencies keep "1.250" a thousands group', () => {
    expect(thousandthsSeparator('Total 1 250,500 DT\nTVA 12,500', 'TND')).toBe(',');
    expect(thousandthsSeparator('Total 1,250.500', 'KWD')).toBe('.');
    expect(thousandthsSeparator('Total 319.750', 'EUR')).toBeUndefined();
    expect(parseAmount('319.750')).toBe(319750);
    expect(readingThousandths('.', () => parseAmount('1,250'))).toBe(1250);
  });

  it('reads an Omani invoice\'s totals in rials', () => {
    const f = fieldsOf([[50, 'شركة الواحة للصيانة ش.م.م']], [[50, 'طريق السلطان قابوس، الخوير']], [[50, 'مسقط، سلطنة عُمان']], [[50, 'الرقم الضريبي: OM1100054321']], [],
      [[50, 'قطع غيار'], [300, '1'], [400, '87.250']], [[50, 'أجور عمالة'], [300, '8'], [400, '96.000']],
      [[250, 'المجموع قبل الضريبة'], [400, '183.250 ر.ع.']], [[250, 'ضريبة القيمة المضافة 5%'], [400, '9.163 ر.ع.']],
      [[250, 'الإجمالي المستحق'], [400, '192.413 ر.ع.']]);
    expect([f.Currency_Code, f.Subtotal, f.Tax, f.Total]).toEqual(['OMR', 183.25, 9.163, 192.413]);
  });
});

describe('a legal form with its registered capital under the name (lexicon/share-capital-words.json, fr1)', () => {
  it.each(Object.entries(shareCapital).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]))('"%s" states capital', (words) => {
    expect(statesCapital(`SARL ${words} 10 000 €`)).toBe(true);
  });

  it('names the business on the line above, and the street under the capital line', () => {
    const f = fieldsOf([[50, 'Atelier Lumière & Bois'], [400, 'Lyon, le 14 mars 2026']], [[50, 'SARL au capital de 10 000 €']], [[50, '12, rue des Tanneurs']],
      [[50, '69001 Lyon']], [], [[50, 'FACTURE N° F2026-0042']], [[50, 'Table en chêne'], [400, '650,00 €']], [[300, 'Total TTC'], [400, '650,00 €']]);
    expect([f.Vendor_Name, f.Vendor_Address]).toEqual(['Atelier Lumière & Bois', '12, rue des Tanneurs, 69001 Lyon']);
    expect(nameWithLegalForm('Free SAS au capital de 44 000 000 €')).toBe('Free SAS');
  });
});

describe('a party printed as its register entry (ru2, mx1)', () => {
  it('splits the name off at the first tax-id part, the address after the last', () => {
    expect(splitAtTaxIds('ООО «Невская Цифра», ИНН 7801234567, КПП 780101001, 191025, г. Санкт-Петербург')).toEqual({ name: 'ООО «Невская Цифра»', rest: '191025, г. Санкт-Петербург' });
    expect(splitAtTaxIds('TRANSPORTES DEL BAJÍO, S.A. DE C.V. · RFC: TNB0807219K3 · Uso CFDI: G03')?.name).toBe('TRANSPORTES DEL BAJÍO, S.A. DE C.V.');
    expect(splitAtTaxIds('Acme Ltd, VAT No GB123456789, 1 High St, Leeds')).toEqual({ name: 'Acme Ltd', rest: '1 High St, Leeds' });
    expect(splitAtTaxIds('Müller GmbH, Hauptstr. 1, 10115 Berlin')).toBeUndefined();
  });

  it('reads supplier and buyer of a Russian счёт, the address wrapping inside a word', () => {
    const f = fieldsOf([[50, 'Счёт на оплату № 42 от 14 марта 2026 г.']], [],
      [[50, 'Поставщик'], [150, 'ООО «Невская Цифра», ИНН 7801234567, КПП 780101001, 191025, г. Санкт-']],
      [[50, '(Исполнитель):'], [150, 'Петербург, Невский пр-т, д. 88, тел.: (812) 335-40-20']],
      [[50, 'Покупатель'], [150, 'ООО «Балтийские Окна», ИНН 7814556677, КПП 781401001, 197374, г. Санкт-Петербург']],
      [[50, '(Заказчик):'], [150, 'ул. Савушкина, д. 126']], [],
      [[50, 'Консультационные услуги'], [400, '50 000,00']], [[300, 'Всего к оплате:'], [400, '50 000,00']]);
    expect([f.Vendor_Name, f.Vendor_Address, f.Bill_To_Name]).toEqual(['ООО «Невская Цифра»', '191025, г. Санкт-Петербург, Невский пр-т, д. 88', 'ООО «Балтийские Окна»']);
  });

  it('takes no labelled customer line for the sender line of the vendor', () => {
    const f = fieldsOf([[50, 'REFACCIONARIA EL ÁGUILA, S.A. DE C.V.'], [350, 'FACTURA']], [[50, 'Av. Constitución 1450 Pte.']], [[50, 'Monterrey, N.L., C.P. 64000']], [],
      [[50, 'Receptor: TRANSPORTES DEL BAJÍO, S.A. DE C.V. · RFC: TNB0807219K3 · Domicilio fiscal: 37000 · Régimen: 601']], [],
      [[50, 'Filtro de aceite'], [400, '3,600.00']], [[300, 'Total'], [400, '$3,600.00 MXN']]);
    expect([f.Vendor_Name, f.Bill_To_Name]).toEqual(['REFACCIONARIA EL ÁGUILA, S.A. DE C.V.', 'TRANSPORTES DEL BAJÍO, S.A. DE C.V.']);
  });
});

describe('a connector between day and month (lexicon/date-connectors.json, fil6)', () => {
  it('reads Filipino "ika-14 ng Marso, 2026" and keeps "of" and "de"', () => {
    expect(parseDate('ika-14 ng Marso, 2026')).toBe('2026-03-14');
    expect(parseDate('Takdang petsa: ika-13 ng Abril, 2026')).toBe('2026-04-13');
    expect(parseDate('12th of March 2024')).toBe('2024-03-12');
    expect(parseDate('5 de mayo de 2024')).toBe('2024-05-05');
  });
  it.each(Object.entries(dateConnectors).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]))('"%s" joins a day to its month', (of) => {
    expect(parseDate(`14 ${of} Marso 2026`)).toBe('2026-03-14');
  });
});

describe('invoice-number labels (labels/zh.json, labels/el.json; zh5, el2)', () => {
  it('reads 发票号码 as the number and 发票代码 (the batch code beside it) as a reference', () => {
    expect(labelsIn('发票代码：033002100111').map((s) => s.key)).toContain('reference');
    expect(labelsIn('发票代码：033002100111').map((s) => s.key)).not.toContain('invoice_number');
    const f = fieldsOf([[50, '杭州西湖办公用品有限公司'], [400, '发票代码：033002100111']], [[400, '发票号码：08451276']], [[400, '开票日期：2026年03月14日']], [],
      [[50, '复印纸'], [400, '3000.00']], [[300, '合计'], [400, '¥3000.00']]);
    expect(f.Invoice_Number).toBe('08451276');
  });
  it('reads a Greek receipt\'s "ΑΡ. ΑΠΟΔ." number', () => {
    const f = fieldsOf([[50, 'ΦΟΥΡΝΟΣ Ο ΑΓΙΟΣ ΝΙΚΟΛΑΟΣ']], [[50, 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 214']], [[50, '17672 ΚΑΛΛΙΘΕΑ']], [[50, 'ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ΠΩΛΗΣΗΣ']],
      [[50, 'ΑΡ. ΑΠΟΔ. 000871'], [300, '14/03/2026 08:42']], [[50, 'ΨΩΜΙ'], [300, '3,60']], [[50, 'ΣΥΝΟΛΟ'], [300, '3,60 €']]);
    expect(f.Invoice_Number).toBe('000871');
  });
});

describe('a party heading with its translation in brackets (hi6)', () => {
  it('reads "प्राप्तकर्ता (बिल टू):" as the customer heading, so the buyer\'s legal form names no vendor', () => {
    const f = fieldsOf([[150, 'कर बीजक (TAX INVOICE)']], [[150, 'मेहता इलेक्ट्रिकल्स']], [[150, '45, स्टेशन रोड, अजमेर, राजस्थान 305001']], [],
      [[50, 'प्राप्तकर्ता (बिल टू):'], [300, 'बीजक सं.: ME/2025-26/0412']], [[50, 'शर्मा कंस्ट्रक्शन प्रा. लि.'], [300, 'दिनांक: 14 मार्च 2026']],
      [[50, 'प्लॉट 17, रीको औद्योगिक क्षेत्र, ब्यावर']], [], [[50, 'एमसीबी 32A'], [400, '5,500.00']], [[300, 'कुल देय राशि'], [400, '₹ 5,500.00']]);
    expect([f.Vendor_Name, f.Bill_To_Name]).toEqual(['मेहता इलेक्ट्रिकल्स', 'शर्मा कंस्ट्रक्शन प्रा. लि.']);
  });
  it('reads a Latin gloss too and keeps the name beside it', () => {
    const f = fieldsOf([[50, 'Nordic Parts AB']], [[50, 'Storgatan 1']], [[50, '111 22 Stockholm']], [],
      [[50, 'Customer (Kunde): Holz Müller GmbH']], [], [[50, 'Bolts'], [400, '12.00']], [[300, 'Total'], [400, '12.00']]);
    expect(f.Bill_To_Name).toBe('Holz Müller GmbH');
  });
});
