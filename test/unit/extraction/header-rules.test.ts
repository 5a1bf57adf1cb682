import { extractFields } from '../../../src/extraction/fields';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('tax summaries', () => {
  it('reads net, tax and gross rows by their arithmetic, not their order', () => {
    const f = fields([[50, 'Kiosk am Markt']], [[50, 'Summe'], [400, '41,87 €']], [[50, '%'], [150, 'Netto'], [250, 'Steuer'], [350, 'Brutto']], [[50, 'A USt. 19 %'], [150, '10,49'], [250, '1,99'], [350, '12,48']], [[50, 'B USt. 7 %'], [150, '27,47'], [250, '1,92'], [350, '29,39']]);
    expect(f.Tax).toBe(3.91);
    expect(f.Tax_Lines).toEqual([
      { Name: 'USt.', Rate: 19, Base: 10.49, Amount: 1.99 },
      { Name: 'USt.', Rate: 7, Base: 27.47, Amount: 1.92 },
    ]);
  });

  it('admits whole figures in currencies without cents, with the tax rounded to a unit', () => {
    const f = fields([[50, 'ローソン 銀座店']], [[50, '合計'], [400, '4,394円']], [[50, 'A 消費税 10%'], [200, '3,267'], [300, '327'], [400, '3,594']], [[50, 'B 消費税 8%'], [200, '741'], [300, '59'], [400, '800']]);
    expect(f.Tax).toBe(386);
  });

  it('keeps two taxes of one rate and amount apart (CGST and SGST)', () => {
    const f = fields([[50, 'Sharma Traders Pvt Ltd']], [[50, 'Taxable value'], [400, '₹ 1,000.00']], [[50, 'CGST 9 %'], [400, '₹ 90.00']], [[50, 'SGST 9 %'], [400, '₹ 90.00']], [[50, 'Total'], [400, '₹ 1,180.00']]);
    expect(f.Tax).toBe(180);
    expect((f.Tax_Lines as unknown[]).length).toBe(2);
  });

  it('reads tax lines whose percent sign OCR lost or misread in monospaced print ("ΦΠΑ 13  4,46", "ΦΠΑ 24 Η  30,42")', () => {
    const f = fields([[50, 'ΚΡΕΟΠΩΛΕΙΟ ΚΩΣΤΑΣ']], [[50, '1 Μουσακάς'], [400, '14,79']], [[50, 'ΦΠΑ 24 Η'], [400, '30,42']], [[50, 'ΦΠΑ 13'], [400, '4,46']], [[50, 'Γενικό σύνολο'], [400, '215,50 €']]);
    expect(f.Tax).toBe(34.88);
    expect(f.Tax_Lines).toEqual([
      { Name: 'ΦΠΑ', Rate: 24, Base: 0, Amount: 30.42 },
      { Name: 'ΦΠΑ', Rate: 13, Base: 0, Amount: 4.46 },
    ]);
    // A second figure (a base) or a rate beyond 30 is no such line.
    expect(fields([[50, 'Kiosk']], [[50, 'VAT 45'], [400, '4,46']]).Tax_Lines).toBeUndefined();
    expect(fields([[50, 'Kiosk']], [[50, 'VAT 13 120,00'], [400, '4,46']]).Tax_Lines).toBeUndefined();
  });

  it('does not take a net labelled with a tax word for the tax ("Σύνολο χωρίς ΦΠΑ")', () => {
    const f = fields([[50, 'Κήποι Αττικής Α.Ε.']], [[50, 'Σύνολο χωρίς ΦΠΑ'], [400, '6.482,17 €']], [[50, 'ΦΠΑ'], [400, '926,39 €']], [[50, 'Πληρωτέο'], [400, '7.408,56 €']]);
    expect(f).toMatchObject({ Subtotal: 6482.17, Tax: 926.39, Total: 7408.56 });
  });
});

describe('letters', () => {
  it('reads a due date said in a sentence that wraps', () => {
    const f = fields([[50, 'Summit Office Systems Corp.']], [[50, 'Invoice No. R2026-857 dated February 5, 2026']], [[50, 'Total due'], [400, '$7,720.61']], [[50, 'Please remit $7,720.61 by bank transfer on or']], [[50, 'before February 12, 2026.']]);
    expect(f).toMatchObject({ Date: '2026-02-05', Due_Date: '2026-02-12' });
  });

  it('reads "bis spätestens" and "до" deadlines, and not a delivery date', () => {
    expect(fields([[50, 'Müller GmbH']], [[50, 'Rechnung R2026-152 vom 10. August 2026']], [[50, 'Wir bitten um Überweisung des Betrages von € 4.625,34 bis spätestens 17. August 2026.']]).Due_Date).toBe('2026-08-17');
    expect(fields([[50, 'ООО «Вектор»']], [[50, 'Счёт № 77 от 1 июля 2026 г.']], [[50, 'Просим произвести оплату 325 141,24 р. до 26 августа 2026 г.']]).Due_Date).toBe('2026-08-26');
    expect(fields([[50, 'Acme Ltd']], [[50, 'Invoice 12 dated 1 May 2026']], [[50, 'The goods worth $120.00 were delivered on May 3, 2026.']]).Due_Date).toBeUndefined();
  });

  it('reads a number that follows a document word in a subject line', () => {
    expect(fields([[50, 'Acme Ltd']], [[50, '제목: 청구서 EK644098, 2026년 9월 1일']]).Invoice_Number).toBe('EK644098');
    expect(fields([[50, 'Acme Ltd']], [[50, 'Faktur kami ID-2025-3274 tanggal 19 Juni 2025']]).Invoice_Number).toBe('ID-2025-3274');
  });
});

describe('vendor names and addresses', () => {
  it('skips a branch line and a slogan, and joins a legal form wrapped onto the next line', () => {
    const f = fields([[50, 'QuickStop Convenience Pte']], [[50, 'Ltd']], [[50, 'Filiaal Orchard']], [[50, '2 Orchard Road']], [[50, 'Singapore 018989']], [[50, 'Phone: 6784 7538']], [[50, 'TOTAL'], [300, 'SGD 26.95']]);
    expect(f).toMatchObject({ Vendor_Name: 'QuickStop Convenience Pte Ltd', Vendor_Address: '2 Orchard Road, Singapore 018989' });
  });

  it('does not take the salesperson of a till receipt for the vendor', () => {
    const f = fields([[50, 'SUPÉRETTE BIO SC']], [[50, 'Des solutions sur mesure']], [[50, 'Avenue Louise 67']], [[50, '7000 Mons']], [[50, 'Vendeur :'], [200, 'Sophie']], [[50, 'Tarte Tatin'], [300, '23,48']], [[50, 'Total TTC'], [300, 'EUR 23,48']]);
    expect(f).toMatchObject({ Vendor_Name: 'SUPÉRETTE BIO SC', Vendor_Address: 'Avenue Louise 67, 7000 Mons' });
  });

  it('ends an address at a phone number, a labelled contact line, or a heading under the city', () => {
    const f = fields([[50, 'CV Sinar Jaya Abadi']], [[50, 'Jl. Malioboro No. 617']], [[50, 'Yogyakarta 55213']], [[50, 'HP +62 21 5334 6702']]);
    expect(f.Vendor_Address).toBe('Jl. Malioboro No. 617, Yogyakarta 55213');
    const g = fields([[50, 'Santos Consultoria ME']], [[50, 'Avenida Brasil, 44']], [[50, 'Curitiba - PR, CEP 80010-000']], [[50, 'DADOS DO CLIENTE']]);
    expect(g.Vendor_Address).toBe('Avenida Brasil, 44, Curitiba - PR, CEP 80010-000');
  });
});

describe('tax ids and order numbers in every language', () => {
  it.each([
    ['ИНН 7701234567', '7701234567'],
    ['ΑΦΜ 499064993', '499064993'],
    ['NPWP: 01.234.567.8-901.000', '01.234.567.8-901.000'],
    ['IVA: CHE-810.551.628', 'CHE-810.551.628'],
    ['USt-IdNr.: DE136695976', 'DE136695976'],
  ])('%s → %s', (line, id) => {
    expect(fields([[50, 'Acme Trading Ltd']], [[50, line]], [[50, 'Total'], [400, '10.00']]).Vat_Number).toBe(id);
  });

  it('prefers a VAT id to a company register number', () => {
    const f = fields([[50, 'Nordlicht GmbH'], [300, 'USt-IdNr.: DE136695976']], [[50, 'Amtsgericht Hamburg HRB 123456']], [[50, 'Total'], [400, '10.00']]);
    expect(f.Vat_Number).toBe('DE136695976');
  });

  it('reads a purchase-order number under its label in other languages', () => {
    expect(fields([[50, 'Van Dijk BVBA']], [[50, 'UW BESTELNUMMER'], [300, 'PO-73483']]).PO_Number).toBe('PO-73483');
    expect(fields([[50, 'Acme SAS']], [[50, 'Bon de commande n° BC-2026-77']]).PO_Number).toBe('BC-2026-77');
  });

  it('reads a purchase-order number under its label in a strip of labels over a row of values', () => {
    const f = fields(
      [[50, 'Van Dijk BVBA']],
      [[50, 'Fact.nr.'], [150, 'Datum'], [250, 'Uw bestelnummer'], [400, 'Munt']],
      [[50, 'R2026-748'], [150, '4/7/2026'], [250, 'PO-50988'], [400, 'EUR']],
    );
    expect(f.PO_Number).toBe('PO-50988');
  });

  it('reads a purchase-order number inside a Hindi sentence: label words with vowel signs between, a danda after the number', () => {
    const f = fields([[50, 'शर्मा ट्रेडर्स']], [[50, 'सहमति के अनुसार, हम निम्न सेवाओं का बिल भेज रहे हैं: आपका ऑर्डर नंबर: 4591921226।']]);
    expect(f.PO_Number).toBe('4591921226');
  });

  it('reads a purchase-order number after a Hebrew label written with a geresh (מס׳)', () => {
    expect(fields([[50, 'בונים יחד בע״מ']], [[50, 'הזמנתכם מס׳:'], [300, 'PO-80062']]).PO_Number).toBe('PO-80062');
  });

  it('joins a purchase-order number broken at a hyphen at the end of a sentence line', () => {
    const f = fields([[50, 'Acme Ltd']], [[50, 'As agreed, this relates to your purchase order B-2026-']], [[50, '365. Thank you.']]);
    expect(f.PO_Number).toBe('B-2026-365');
  });
});
