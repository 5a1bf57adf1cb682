import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('the recipient of a letter-style invoice (envelope window, no heading)', () => {
  it('is read from the block under the sender line, left (DIN 5008)', () => {
    const f = extractFields(
      tree(
        [[50, 'Nordwind Handel GmbH · Hafenstraße 12 · 20457 Hamburg']],
        [],
        [[50, 'Bäckerei Sonnenschein']],
        [[50, 'Frau Anna Schmidt']],
        [[50, 'Lindenweg 7']],
        [[50, '80331 München']],
        [],
        [[50, 'Rechnung Nr. 2026/0417 vom 14.03.2026']],
        [[50, 'Gesamtbetrag'], [400, '1.234,56 €']],
      ),
    ).fields;
    // The contact person under the company's name is not part of its postal address.
    expect(f).toMatchObject({ Vendor_Name: 'Nordwind Handel GmbH', Bill_To_Name: 'Bäckerei Sonnenschein', Bill_To_Address: 'Lindenweg 7, 80331 München' });
  });

  it('reads the name under the "Herrn" line a German address block opens with', () => {
    const f = extractFields(tree(
      [[200, 'Dr. med. vet. Anna Lorenz']],
      [[120, 'Tierarztpraxis am Stadtpark · Parkstraße 3 · 34117 Kassel']],
      [],
      [[50, 'Herrn']],
      [[50, 'Thomas Vogel']],
      [[50, 'Wilhelmshöher Allee 210']],
      [[50, '34119 Kassel']],
      [],
      [[50, 'Rechnung Nr. 2026-0219 vom 27.02.2026']],
      [[50, 'Rechnungsbetrag'], [400, '60,54 €']],
    )).fields;
    expect([f.Bill_To_Name, f.Bill_To_Address]).toEqual(['Thomas Vogel', 'Wilhelmshöher Allee 210, 34119 Kassel']);
  });

  it("ends the block above the letter's date set flush left under it", () => {
    const f = extractFields(
      tree(
        [[50, 'Reformas García e Hijos S.L.']],
        [[50, 'Calle Mayor 27']],
        [[50, '28013 Madrid']],
        [],
        [[50, 'Dña. Lucía Fernández']],
        [[50, 'Avenida de América 12, 3º B']],
        [[50, '28028 Madrid']],
        [[50, 'Madrid, 9 de abril de 2026']],
        [],
        [[50, 'Factura nº 2026/118']],
        [[50, 'Total a pagar: 2.341,35 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Dña. Lucía Fernández', Bill_To_Address: 'Avenida de América 12, 3º B, 28028 Madrid', Date: '2026-04-09' });
  });

  it('takes a name whose every consonant carries a vowel sign (Devanagari), beside a label/value box', () => {
    const f = extractFields(
      tree(
        [[50, 'अग्रवाल इन्फोटेक प्राइवेट लिमिटेड']],
        [[50, 'मकान नं. 581, स्टेशन रोड']],
        [[50, 'मुंबई - 400001']],
        [[50, 'ईमेल accounts@example.in']],
        [],
        [[50, 'सुनीता कुमार'], [330, 'बिल नं.: 85460']],
        [[50, 'मकान नं. 709, एम.जी. रोड'], [330, 'तारीख: 24.02.2026']],
        [[50, 'लखनऊ - 226001']],
        [[50, 'उत्तर प्रदेश']],
        [],
        [[50, 'कुल देय राशि'], [400, '₹ 7,08,472.77']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'सुनीता कुमार', Bill_To_Address: 'मकान नं. 709, एम.जी. रोड, लखनऊ - 226001, उत्तर प्रदेश' });
  });

  it('is not an item list whose last line holds a code like a postcode, beside its prices', () => {
    const f = extractFields(
      tree(
        [[50, 'Nordwind Handel GmbH · Hafenstraße 12 · 20457 Hamburg']],
        [],
        [[50, 'Anna Schmidt']],
        [[50, 'Lindenweg 7']],
        [[50, '80331 München']],
        [],
        [[50, 'Rechnung 2026/0600 vom 03.08.2026']],
        [],
        [[70, 'Bürostuhl schwarz (1 Stk. × € 258,10)'], [400, '€ 258,10']],
        [[70, 'Aktenschrank TN-4621 (2 Stk. × € 234,04)'], [400, '€ 468,08']],
        [],
        [[50, 'Gesamtbetrag'], [400, '726,18 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Anna Schmidt', Bill_To_Address: 'Lindenweg 7, 80331 München' });
  });

  it('is read on the right, as French letters print it, and not confused with the vendor block', () => {
    const f = extractFields(
      tree(
        [[50, 'Atelier Lumière SARL']],
        [[50, '12 rue des Lilas']],
        [[50, '69003 Lyon']],
        [[50, 'Tél. 04 72 11 22 33']],
        [],
        [[330, 'Café du Port']],
        [[330, '3 quai de la Marine']],
        [[330, '13002 Marseille']],
        [],
        [[50, 'Facture n° F-2026-118 du 14/03/2026']],
        [[50, 'Total TTC'], [400, '240,00 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Vendor_Name: 'Atelier Lumière SARL', Bill_To_Name: 'Café du Port', Bill_To_Address: '3 quai de la Marine, 13002 Marseille' });
  });

  it('is read with a Greek postcode of three and two digits ("412 22 Λάρισα")', () => {
    const f = extractFields(
      tree(
        [[300, 'Αιγαίο Συμβουλευτική Ο.Ε.']],
        [[50, 'Αιγαίο Συμβουλευτική Ο.Ε. · Οδός Βασ. Σοφίας 518 · 262 21 Πάτρα']],
        [[50, 'Ξυλουργεία Αντωνίου Ι.Κ.Ε.']],
        [[50, 'Οδός Βασ. Σοφίας 614']],
        [[50, '412 22 Λάρισα']],
        [],
        [[50, 'Τιμολόγιο αρ. F202509-025 της 16 Δεκεμβρίου 2025']],
        [[50, 'Σύνολο'], [400, '1.234,56 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Ξυλουργεία Αντωνίου Ι.Κ.Ε.', Bill_To_Address: 'Οδός Βασ. Σοφίας 614, 412 22 Λάρισα' });
  });

  it('is read without a postcode when its last line is a Chinese street address with a number', () => {
    const f = extractFields(
      tree(
        [[300, '绿源园林有限责任公司']],
        [[50, '绿源园林有限责任公司 · 浙江省杭州市武侯区人民南路87号249室']],
        [[50, '王磊']],
        [[50, '广东省广州市天河区体育西路24号827室']],
        [],
        [[50, '发票编号 11216，开具日期 2025年5月5日']],
        [[50, '合计'], [400, 'CNY 1,234.56']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: '王磊', Bill_To_Address: '广东省广州市天河区体育西路24号827室' });
  });

  it('is not guessed when two unlabelled address blocks compete', () => {
    const f = extractFields(
      tree(
        [[50, 'Gamma Supplies Ltd · Tel +44 113 496 0000']],
        [[50, 'Invoice 12']],
        [],
        [[50, 'John Smith'], [330, 'Mary Jones']],
        [[50, '1 High St'], [330, '2 Low St']],
        [[50, 'Leeds LS1 4AB'], [330, 'York YO1 7HH']],
        [],
        [[50, 'Total'], [400, '10.00']],
      ),
    ).fields;
    expect(f.Bill_To_Name).toBeUndefined();
  });
});

describe("the recipient block as OCR measures it", () => {
  /** A line of words at x, y with their own glyph heights (OCR boxes hug the glyphs: capitals and quotes stand taller). */
  const line = (x: number, y: number, words: Array<[string, number]>) => {
    let at = x;
    const ws = words.map(([text, h]) => {
      const w = { text, box: [at, y + 24 - h, at + text.length * 12, y + 24] as [number, number, number, number], confidence: 0.9 };
      at += (text.length + 1) * 12;
      return w;
    });
    return { text: words.map((w) => w[0]).join(' '), box: [x, ws[0].box[1], at, y + 24] as [number, number, number, number], words: ws };
  };

  it('leaves out a sender line that measures the size of the window under it', () => {
    const tree = {
      source: 'ocr' as const,
      pages: [{ number: 1, width: 1300, height: 1800, lines: [
        line(840, 90, [['Müller', 30], ['Bürotechnik', 30], ['OG', 30]]),
        line(166, 300, [['Müller', 17], ['Bürotechnik', 17], ['OG', 17], ['-', 5], ['Herrengasse', 17]]),
        line(166, 330, [['Brandt', 21], ['Elektro', 21], ['AG', 21]]),
        line(166, 362, [['Hauptplatz', 19], ['9', 19]]),
        line(166, 394, [['8010', 19], ['Graz', 19]]),
      ] }],
    };
    expect(extractFields(tree).fields).toMatchObject({ Vendor_Name: 'Müller Bürotechnik OG', Bill_To_Name: 'Brandt Elektro AG' });
  });

  it('keeps a name whose glyphs measure taller than the address lines under it in one block', () => {
    const tree = {
      source: 'ocr' as const,
      pages: [{ number: 1, width: 1300, height: 1800, lines: [
        line(840, 90, [['ООО', 31], ['«Зелёный', 31], ['Сад»', 31]]),
        line(166, 300, [['ООО', 13], ['«Зелёный', 13], ['Сад»', 13], ['-', 4], ['ул.', 13], ['Садовая,', 13], ['д.', 13], ['6', 13], ['-', 4], ['191186', 13], ['Санкт-Петербург', 13]]),
        line(166, 340, [['ПАО', 24], ['«Северная', 25], ['Торговля»', 24]]),
        line(166, 376, [['191186,', 19], ['г.', 14], ['Санкт-Петербург,', 19], ['ул.', 14], ['Ленина,', 19], ['д.', 19], ['3', 19]]),
        line(166, 630, [['Счёт', 18], ['№', 18], ['2026369', 18], ['от', 14], ['27.07.2026', 18]]),
      ] }],
    };
    expect(extractFields(tree).fields).toMatchObject({ Bill_To_Name: 'ПАО «Северная Торговля»', Bill_To_Address: '191186, г. Санкт-Петербург, ул. Ленина, д. 3' });
  });

  it('skips a heading in smaller type over the block, in words no label file lists, and keeps a same-size first line', () => {
    const page = (headingHeight: number) => ({
      source: 'ocr' as const,
      pages: [{ number: 1, width: 1300, height: 1800, lines: [
        line(840, 90, [['Nordwind', 30], ['Handel', 30], ['GmbH', 30]]),
        line(166, 300, [['Zugestellt', headingHeight], ['für', headingHeight]]),
        line(166, 326, [['Brandt', 20], ['Elektro', 20], ['AG', 20]]),
        line(166, 358, [['Hauptplatz', 20], ['9', 20]]),
        line(166, 390, [['8010', 20], ['Graz', 20]]),
      ] }],
    });
    expect(extractFields(page(15)).fields).toMatchObject({ Bill_To_Name: 'Brandt Elektro AG', Bill_To_Address: 'Hauptplatz 9, 8010 Graz' });
    // The same line in the block's own type size is the block's first line (a name over a company, say): kept.
    expect(extractFields(page(20)).fields.Bill_To_Name).toBe('Zugestellt für');
  });

  it('is not confused with the values column of a label/value box beside it, whose lines are dates', () => {
    const f = extractFields(
      tree(
        [[350, 'Lefèvre Informatique SA']],
        [],
        [[350, 'RÉF. DOCUMENT'], [500, 'IU793646']],
        [[50, 'Camille Petit'], [350, 'DATE DE FACTURE'], [458, '29 janvier 2025']],
        [[50, 'Rue du Rhône 9'], [350, 'LIVRÉ LE'], [458, '23 janvier 2025']],
        [[50, '1003 Lausanne']],
        [],
        [[50, 'Montant total'], [400, '1 234,56 CHF']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Camille Petit', Bill_To_Address: 'Rue du Rhône 9, 1003 Lausanne' });
  });

  it('is read when its street line opens with a unit number ("Unit 450, …"), not taken for a label and its value', () => {
    const f = extractFields(
      tree(
        [[300, 'Pinoy Express Logistics Corporation']],
        [[300, 'Tel. 0961 127 5710 · mail@pinoy-express.com.ph']],
        [],
        [[50, 'Bayanihan IT Solutions Corp.']],
        [[50, 'Unit 994, 12 Mabini Street']],
        [[50, 'Quezon City 1100']],
        [[50, 'Metro Manila']],
        [],
        [[50, 'Invoice Blg. R2026-705']],
        [[50, 'Total'], [400, '1,234.56']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Bayanihan IT Solutions Corp.', Bill_To_Address: 'Unit 994, 12 Mabini Street, Quezon City 1100, Metro Manila' });
  });
});
