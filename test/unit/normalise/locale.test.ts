import { extractFields } from '../../../src/extraction/fields';
import { detectCurrency } from '../../../src/extraction/fields/currency';
import { guessLanguage, inferCountry } from '../../../src/extraction/normalise/country';
import { decimalConvention, inferLocale, numericDateOrder } from '../../../src/extraction/normalise/locale';
import { docOf, tree } from '../../support/ocr-rows';

describe('document-level locale', () => {
  it.each([
    // An unambiguous numeric date decides for the whole document, whatever the currency.
    [['Invoice date: 03/04/2024', 'Due: 25/04/2024', 'Total $ 10.00'], false],
    [['Datum: 03/04/2024', 'Fällig: 04/25/2024', 'Gesamt 10,00 €'], true],
    // Otherwise the country…
    [['ACME Inc., Austin, TX 78701', 'Date 03/04/2024'], true],
    [['Manila, Philippines', 'Date 03/04/2024'], true],
    [['Date 03/04/2024', 'Total $ 12.00', 'ABN 51 824 753 556'], false],
    [['Date 03/04/2024', 'Total $ 12.00', 'London, United Kingdom'], false],
    // …otherwise US dollars on an English (or unrecognised) text.
    [['Invoice', 'Date 03/04/2024', 'Total amount due USD 12.00'], true],
    [['Rechnung', 'Datum 03/04/2024', 'Gesamtbetrag netto und brutto USD 12,00'], false],
    [['Facture', 'Date 03/04/2024', 'Montant TTC 12,00 €'], false],
    [['Date 03/04/2024'], false],
  ] as Array<[string[], boolean]>)('%j → monthFirst %s', (lines, monthFirst) => {
    const doc = docOf(...lines);
    expect(inferLocale(doc, detectCurrency(doc)).monthFirst).toBe(monthFirst);
  });

  it('reads every date of the document in the same order (wired into extractFields)', () => {
    const f = extractFields(tree([[50, 'Invoice date: 03/04/2024']], [[50, 'Due date: 25/04/2024']], [[50, 'Total $ 10.00']])).fields;
    expect(f).toMatchObject({ Date: '2024-04-03', Due_Date: '2024-04-25', Currency_Code: 'USD' });
    const us = extractFields(tree([[50, 'Invoice date: 03/04/2024']], [[50, 'Due date: 04/18/2024']], [[50, 'Total 10.00']])).fields;
    expect(us).toMatchObject({ Date: '2024-03-04', Due_Date: '2024-04-18' });
  });

  it.each([
    ['01/02/2024 and 25/02/2024', 'dmy'],
    ['01/02/2024 and 02/25/2024', 'mdy'],
    ['01/02/2024', undefined],
    ['25.12.2024, 12/31/2024', undefined], // one vote each
    ['2024-12-25', undefined],
  ])('numericDateOrder(%s) → %s', (text, order) => expect(numericDateOrder(text)).toBe(order));

  it.each([
    ['Summe 1.234,56 MwSt 12,50', ','],
    ['Total 1,234.56 Tax 12.50', '.'],
    ["Total CHF 1'234.50", '.'],
    ['Total 1 234,56', ','],
    ['Datum 12.03.2024 Menge 1,500', undefined],
    ['no amounts', undefined],
    ['12,50 12.50', undefined],
    ['Total ١٬٢٣٤٫٥٦', undefined], // decimalConvention expects ASCII; inferLocale maps digits first
  ])('decimalConvention(%s) → %s', (text, decimal) => expect(decimalConvention(text)).toBe(decimal));

  it('maps non-ASCII digits before voting', () => {
    expect(inferLocale(docOf('المجموع ١٢٣٫٤٥ و ٦٧٫٨٩')).decimal).toBe('.');
    expect(inferLocale(docOf('Gesamt 1.234,56 €')).decimal).toBe(',');
  });

  it.each([
    ['Wilmington, DE 19801', 'US'],
    ['Toronto, ON M5V 2T6', 'CA'],
    ['ABN 51 824 753 556', 'AU'],
    ['Sydney NSW 2000', 'AU'],
    ['Auckland, New Zealand', 'NZ'],
    ['Acme Pte. Ltd.', 'SG'],
    ['Kowloon, Hong Kong', 'HK'],
    ['Ciudad de México', 'MX'],
    ['Acme (Pty) Ltd', 'ZA'],
    ['Karachi, Pakistan', 'PK'],
    ['GSTIN 27AAPFU0939F1ZV', 'IN'],
    ['Syarikat ABC Sdn Bhd', 'MY'],
    ['CVR 12345678', 'DK'],
    ['Bankgiro 123-4567', 'SE'],
    ['Org.nr 123 456 789 MVA', 'NO'],
    ['Org.nr: 556036-0793', 'SE'],
    ['Tel +45 12 34 56 78 · +45 87 65 43 21', 'DK'],
    ['Tel +1 555 0100', undefined],
    ['nothing here', undefined],
  ])('inferCountry(%s) → %s', (text, country) => expect(inferCountry(text)).toBe(country));

  it.each([
    ['Invoice total amount due, thank you', 'en'],
    ['Rechnung Gesamt netto brutto zahlbar', 'de'],
    ['Facture montant TVA merci', 'fr'],
    ['Factuur totaal bedrag btw', 'nl'],
    ['Factura importe fecha gracias', 'es'],
    ['Fattura importo totale grazie', 'it'],
    ['Faktura beløb moms i alt tak', 'da'],
    ['Faktur jumlah tanggal pembayaran', 'id'],
    ['Invois jumlah tarikh resit', 'ms'],
    ['Resibo kabuuan petsa salamat', 'fil'],
    ['Счёт-фактура № 12 от 12 марта', 'ru'],
    ['Τιμολόγιο αριθμός', 'el'],
    ['חשבונית מס', 'he'],
    ['فاتورة ضريبية', 'ar'],
    ['बीजक संख्या', 'hi'],
    ['发票 金额 合计', 'zh'],
    ['請求書 合計 ご請求金額 です', 'ja'],
    ['세금계산서 합계', 'ko'],
    ['Invoice total amount due to 王小明', 'en'],
    ['12.00', undefined],
  ])('guessLanguage(%s) → %s', (text, lang) => expect(guessLanguage(text)).toBe(lang));
});

describe('Currency_Code from codes, symbols and country context', () => {
  it.each([
    [['Total $ 12.00'], 'USD'],
    [['Total $ 12.00', 'ABN 51 824 753 556'], 'AUD'],
    [['Total $ 12.00', 'Toronto, ON M5V 2T6'], 'CAD'],
    [['Total $ 12.00', 'Auckland, New Zealand'], 'NZD'],
    [['Total $ 12.00', 'Acme Pte Ltd'], 'SGD'],
    [['Total $ 12.00', 'Kowloon, Hong Kong'], 'HKD'],
    [['Total $ 1,200.00', 'Monterrey, México'], 'MXN'],
    [['Total US$ 12.00', 'ABN 51 824 753 556'], 'USD'],
    [['Total A$ 12.00'], 'AUD'],
    [['Total C$ 12.00'], 'CAD'],
    [['Total S$ 12.00'], 'SGD'],
    [['Total HK$ 12.00'], 'HKD'],
    [['I alt kr 120,00', 'CVR 12345678'], 'DKK'],
    [['Faktura', 'Att betala 120,00 kr', 'Moms och förfallodatum'], 'SEK'],
    [['Faktura', 'Å betale 120,00 kr', 'MVA'], 'NOK'],
    [['Kennitala 123456-7890', 'Samtals 1.200 kr.'], 'ISK'],
    [['Total kr 120,00'], 'DKK'],
    [['合计 ¥ 120.00', '发票 金额'], 'CNY'],
    [['Total ¥ 1,200'], 'JPY'],
    [['合計 1,200円'], 'JPY'],
    [['RMB 120.00'], 'CNY'],
    [['Total RM 12.50'], 'MYR'],
    [['Total Rs 1939'], 'INR'],
    [['Total Rs. 1939', 'Karachi, Pakistan'], 'PKR'],
    [['Total ₹ 500'], 'INR'],
    [['Total Fr. 12.50'], 'CHF'],
    [['Total CHF 12.50'], 'CHF'],
    [['Total R$ 1.234,56'], 'BRL'],
    [['Total R 120.00', 'Cape Town, South Africa'], 'ZAR'],
    [['Total R 120.00'], ''],
    [['Razem 12,50 zł'], 'PLN'],
    [['Итого 1 234,56 ₽'], 'RUB'],
    [['합계 ₩12,000'], 'KRW'],
    [['סה"כ ₪ 45.90'], 'ILS'],
    [['Total Rp 15.000'], 'IDR'],
    [['Kabuuan ₱1,234.50'], 'PHP'],
    [['Währung: CHF', 'Total € 5,00'], 'CHF'],
    [['Total $ 5.00 CAD'], 'CAD'],
    [['Total 12.00'], ''],
    // The rupee sign misread ("रि5."): a Hindi receipt of a "प्रा. लि." that prints GST is Indian.
    [['ताज़ा फल भंडार प्रा. लि.', 'कुल देय रि5. 581.90', 'इसमें जीएसटी 18% 77.19'], 'INR'],
  ] as Array<[string[], string]>)('%j → %s', (lines, code) => expect(detectCurrency(docOf(...lines))).toBe(code));
});
