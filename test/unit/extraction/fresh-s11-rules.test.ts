import { extractFields } from '../../../src/extraction/fields';
import { tree, type Row } from '../../support/ocr-rows';

/** Rules made general from the session-11 fresh documents (test/fixtures/fresh, @s11); each row one printed line. */
const fieldsOf = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('totals block of an Australian tax invoice (au1)', () => {
  it('reads "Total inc GST" as the total, not as the GST', () => {
    const f = fieldsOf([[50, 'Southern Cross Plumbing Supplies Pty Ltd']], [[50, 'TAX INVOICE']], [[50, 'Mixer tap chrome'], [400, '$730.00']],
      [[300, 'Subtotal (ex GST)'], [400, '$730.00']], [[300, 'GST'], [400, '$73.00']], [[300, 'Total inc GST'], [400, '$803.00']]);
    expect([f.Subtotal, f.Tax, f.Total]).toEqual([730, 73, 803]);
  });
});

describe('a party label in a two-column label/value list (da1, el1, ru1)', () => {
  const list = (label: string, value: string, before: [string, string], after: [string, string]) => fieldsOf(
    [[50, 'Nørre Tømrer ApS']], [[50, 'Vestergade 18']], [[50, '8000 Aarhus C']], [],
    [[50, 'Fakturanummer:'], [200, 'DA-2026-1174']], [[50, before[0]], [200, before[1]]], [[50, label], [200, value]], [[50, after[0]], [200, after[1]]], [],
    [[50, 'Materialer'], [400, '3.200,00']], [[300, 'I alt DKK'], [400, '3.200,00']]);

  it('takes the value beside the label as the customer, though the next pair lines up under both', () => {
    expect(list('Kunde:', 'Café Åen I/S', ['Forfaldsdato:', '26.03.2026'], ['Kundenr.:', '10442']).Bill_To_Name).toBe('Café Åen I/S');
    expect(list('Πελάτης:', 'Ξενοδοχείο Αιγαίον Α.Ε.', ['Προθεσμία πληρωμής:', '09/04/2026'], ['ΑΦΜ πελάτη:', '094512378']).Bill_To_Name).toBe('Ξενοδοχείο Αιγαίον Α.Ε.');
    expect(list('Плательщик:', 'ООО «Уралснаб»', ['Оплатить до:', '30.03.2026'], ['Основание:', 'Договор № 14/26']).Bill_To_Name).toBe('ООО «Уралснаб»');
  });

  it('still reads two headings side by side as two blocks ("Bill To | Ship To", names under each)', () => {
    const f = fieldsOf([[50, 'Acme Tools Ltd']], [[50, '1 High St']], [[50, 'Leeds LS1 4AB']], [],
      [[50, 'Bill To'], [300, 'Ship To']], [[50, 'Brook Farm Ltd'], [300, 'Brook Farm Depot']], [[50, '2 Mill Lane'], [300, '9 Dock Rd']], [],
      [[50, 'Hammer'], [400, '12.00']], [[300, 'Total'], [400, '12.00']]);
    expect(f.Bill_To_Name).toBe('Brook Farm Ltd');
  });
});

describe('a label the label files know longer than the stronger pattern (it1)', () => {
  it('reads the date after "Scadenza pagamento:" as the due date, also beside the title cell', () => {
    const due = (...r: Row[]) => fieldsOf([[50, 'Ferramenta Colombo S.r.l.']], [[50, 'Via Garibaldi 45']], [[50, '20121 Milano (MI)']], [],
      ...r, [], [[50, 'Trapano'], [400, '290,00']], [[300, 'Totale documento EUR'], [400, '290,00']]).Due_Date;
    expect(due([[50, 'Scadenza pagamento: 19/04/2026']])).toBe('2026-04-19');
    expect(due([[50, 'FATTURA N. 118/2026 del 20/03/2026'], [400, 'Scadenza pagamento: 19/04/2026']])).toBe('2026-04-19');
  });
});

describe('"Intestatario" heads the customer on an Italian invoice, not a bank account (it1)', () => {
  it('does not take the box beside it as the vendor', () => {
    const f = fieldsOf([[50, 'Ferramenta Colombo S.r.l.']], [[50, 'Via Garibaldi 45']], [[50, '20121 Milano (MI)']], [],
      [[50, 'SPETT.LE / INTESTATARIO'], [250, 'DESTINAZIONE MERCE']], [[50, 'Edil Brianza S.n.c.'], [250, 'Cantiere Via Roma 8']], [],
      [[50, 'Trapano'], [400, '290,00']], [[300, 'Totale documento EUR'], [400, '290,00']]);
    expect(f.Vendor_Name).toBe('Ferramenta Colombo S.r.l.');
  });
});

describe('a one-line address under the name with the phone after it (zh3)', () => {
  it('keeps the address before the phone label', () => {
    const f = fieldsOf([[200, '大成文具股份有限公司']], [[120, '106 臺北市大安區復興南路一段218號3樓 電話 (02) 2771-5566']], [],
      [[50, '發票號碼'], [150, 'AB-12345678']], [[50, '影印紙'], [400, '6,500']], [[300, '總計'], [400, '6,500']]);
    expect(f.Vendor_Address).toBe('106 臺北市大安區復興南路一段218號3樓');
  });
});

describe('a till receipt\'s number glued to its sign (ja3)', () => {
  it('reads "No.004521" beside the clerk\'s cell', () => {
    const f = fieldsOf([[50, 'こむぎ堂ベーカリー']], [[50, '東京都渋谷区神宮前3-15-8']], [[50, '領収書']],
      [[50, 'No.004521'], [150, '担当:02']], [[50, 'カレーパン'], [200, '¥320']], [[50, '合計'], [200, '¥320']]);
    expect(f.Invoice_Number).toBe('004521');
  });
});

describe('a number sign between the invoice label and its number (he2)', () => {
  const number = (subject: string) => fieldsOf([[50, 'משרד עורכי דין כהן, לוי ושות\'']], [[50, 'רחוב יפו 97']], [[50, 'ירושלים 9434105']], [],
    [[50, subject]], [[50, 'ייעוץ משפטי'], [400, '12,000.00']], [[300, 'סך הכול לתשלום'], [400, '12,000.00']]).Invoice_Number;

  it('skips the sign and takes the number', () => {
    expect(number("הנדון: חשבונית מס מס' 2026-0093 מיום 05.04.2026")).toBe('2026-0093');
  });

  it('keeps an identifier that opens with the letters of a sign', () => {
    const f = fieldsOf([[50, 'Acme Tools Ltd']], [[50, '1 High St']], [[50, 'Leeds LS1 4AB']], [], [[50, 'Invoice No: NR-2026-001']],
      [[50, 'Hammer'], [400, '12.00']], [[300, 'Total'], [400, '12.00']]);
    expect(f.Invoice_Number).toBe('NR-2026-001');
  });
});

describe('a letter whose window sender line prints the name short (de1)', () => {
  it('names the vendor as the letterhead does and still reads the window', () => {
    const f = fieldsOf([[300, 'SCHREINEREI HOLZWERK BAUER GMBH']], [[250, 'Am Mühlbach 7 · 83022 Rosenheim · Tel. 08031 40912']], [],
      [[50, 'Holzwerk Bauer GmbH · Am Mühlbach 7 · 83022 Rosenheim']], [[50, 'Hotel Alpenblick KG']], [[50, 'Seestraße 21']], [[50, '83209 Prien am Chiemsee']], [],
      [[50, 'Rechnung Nr. 2026/0417 vom 14.03.2026']], [[50, 'Montage pauschal'], [400, '1.100,00 €']], [[300, 'Gesamtbetrag'], [400, '1.100,00 €']]);
    expect([f.Vendor_Name, f.Bill_To_Name]).toEqual(['SCHREINEREI HOLZWERK BAUER GMBH', 'Hotel Alpenblick KG']);
  });
});

describe('a number beside a party label is no name (hi4)', () => {
  it('reads the customer under "ग्राहक:" when a GSTIN stands level with it far to the right', () => {
    const f = fieldsOf([[50, 'बिल / इनवॉइस'], [404, 'प्रकाश ट्रेडर्स']], [[404, 'शॉप 17, भगीरथ पैलेस']], [[404, 'चांदनी चौक, दिल्ली 110006']], [],
      [[50, 'ग्राहक:'], [404, '07AAGFP3381M1ZQ']], [[50, 'नवनीत इलेक्ट्रॉनिक्स']], [[50, '42, रेलवे रोड, हिसार, हरियाणा 125001']], [],
      [[50, 'एलईडी बल्ब'], [300, '28,750.00']], [[250, 'कुल देय'], [300, '28,750.00']]);
    expect(f.Bill_To_Name).toBe('नवनीत इलेक्ट्रॉनिक्स');
  });
});
