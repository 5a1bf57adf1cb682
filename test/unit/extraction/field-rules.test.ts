import { extractFields } from '../../../src/extraction/fields';
import { validIban } from '../../../src/extraction/fields/banking';
import { pagesTree, type Row } from '../../support/ocr-rows';

/** Rule-level tests on small layouts, built through the ocr-json reader (test/support/ocr-rows.ts). */
const tree = pagesTree;

/** Fields of a one-page document made of these rows. */
const fields = (...rows: Row[]) => extractFields(tree([rows])).fields;
const items = (...rows: Row[]) => extractFields(tree([rows])).lineItems;
const itemsOfPages = (...pages: Row[][]) => extractFields(tree(pages)).lineItems;

describe('totals', () => {
  it('prefers a specific total label over a generic one and ignores net/tax look-alikes', () => {
    const f = fields([[50, 'Subtotal'], [400, '100.00']], [[50, 'Total tax'], [400, '19.00']], [[50, 'Total'], [400, '119.00']], [[50, 'Grand Total'], [400, '119.00']]);
    expect(f).toMatchObject({ Subtotal: 100, Tax: 19, Total: 119 });
  });

  it('reads a value printed under a lone label', () => {
    expect(fields([[300, 'Amount due:']], [[300, '€ 1.250,00']]).Total).toBe(1250);
  });

  it('takes the rounded figure after a rounding adjustment', () => {
    const f = fields([[50, 'TOTAL INCL. GST'], [300, 'RM 8.11']], [[50, 'ROUNDING ADJUSTMENT'], [300, '-0.01']], [[50, 'TOTAL ROUNDED'], [300, 'RM 8.10']]);
    expect(f.Total).toBe(8.1);
  });

  it('keeps negative totals of credit notes', () => {
    expect(fields([[50, 'Bruttosumme'], [300, '-8,79']], [[50, 'Steuerbetrag'], [300, '-1,12']])).toMatchObject({ Total: -8.79, Tax: -1.12 });
  });

  it('does not read registration numbers as tax amounts', () => {
    expect(fields([[50, 'VAT/TIN: 29670869006']], [[50, 'Total'], [300, '10.00']]).Tax).toBeUndefined();
  });

  it('reads a totals row under net / tax / gross column headings', () => {
    const f = fields([[200, 'Montant HT'], [300, 'Montant TVA'], [400, 'Montant TTC']], [[50, 'Total facture'], [200, '24.99'], [300, '5.00'], [400, '29.99']]);
    expect(f).toMatchObject({ Subtotal: 24.99, Tax: 5, Total: 29.99 });
  });

  it('picks the net subtotal that adds up with the tax to the total', () => {
    const f = fields([[50, 'Exclusief BTW'], [200, '€ 593,36'], [350, 'Subtotaal'], [450, '€ 717,97']], [[50, 'BTW 21%'], [200, '€ 124,61']], [[50, 'Totaal'], [200, '€ 717,97']]);
    expect(f).toMatchObject({ Subtotal: 593.36, Tax: 124.61, Total: 717.97 });
  });

  it('reads Balance_Due separately from Total', () => {
    expect(fields([[50, 'Total'], [300, '200.00']], [[50, 'Paid'], [300, '50.00']], [[50, 'Balance Due'], [300, '150.00']])).toMatchObject({ Total: 200, Balance_Due: 150 });
  });
});

describe('Tax_Lines', () => {
  it('reads rate, base and amount from a summary line', () => {
    expect(fields([[50, 'Tax 15% on $ 112.90'], [400, '$ 16.94']]).Tax_Lines).toEqual([{ Name: 'Tax', Rate: 15, Base: 112.9, Amount: 16.94 }]);
  });

  it('reads a breakdown table and sums it into Tax', () => {
    const f = fields(
      [[50, 'Art'], [200, 'Basisbetrag'], [320, 'Steuersatz'], [440, 'Steuerbetrag']],
      [[50, 'Umsatzsteuer'], [200, '275,00'], [330, '7'], [450, '19,25']],
      [[50, 'Umsatzsteuer'], [200, '198,00'], [330, '19'], [450, '37,62']],
    );
    expect(f.Tax_Lines).toEqual([
      { Name: 'Umsatzsteuer', Rate: 7, Base: 275, Amount: 19.25 },
      { Name: 'Umsatzsteuer', Rate: 19, Base: 198, Amount: 37.62 },
    ]);
    expect(f.Tax).toBe(56.87);
    expect(f.Subtotal).toBe(473);
  });
});

describe('Invoice_Number', () => {
  it.each<[Row[], string]>([
    [[[[50, 'Invoice No : # BLR_WFLD2015']]], 'BLR_WFLD2015'],
    [[[[50, 'Facture n°562044387 du 02 Juillet 2015']]], '562044387'],
    [[[[50, 'Handelsrechnung (380) Nr. 9314110911/00/M/00/N vom 01.10.2018']]], '9314110911/00/M/00/N'],
    [[[[50, 'Rechnungsnr.'], [200, '30064443'], [300, 'Kundennr.'], [400, '47774']]], '30064443'],
    [[[[50, 'Klant'], [200, 'Factuur'], [300, 'Vervaldatum']], [[50, 'SC0303'], [200, 'VF1005193039'], [300, '22-9-2022']]], 'VF1005193039'],
    [[[[50, 'Invoice INV/2023/03/0008']]], 'INV/2023/03/0008'],
  ])('%j → %s', (rows, expected) => {
    expect(fields(...rows).Invoice_Number).toBe(expected);
  });

  it('prefers a field label over the same label inside a sentence, and never takes a date', () => {
    const f = fields([[50, 'Rechnung Nr. E2018']], [[50, 'Bei Rückfragen bitte Ihre Kundennummer und Belegnummer 2018 mit angeben, danke sehr']]);
    expect(f.Invoice_Number).toBe('E2018');
    expect(fields([[50, 'Invoice No:'], [200, '12.03.2024']]).Invoice_Number).toBeUndefined();
  });
});

describe('dates', () => {
  it('reads dates under header cells and keeps issue and due dates apart', () => {
    const f = fields([[50, 'Invoice Date:'], [200, 'Due Date:'], [350, 'Reference:']], [[50, '03/20/2023'], [200, '04/04/2023'], [350, 'REF1']], [[50, 'Total'], [300, '$ 10.00']]);
    expect(f).toMatchObject({ Date: '2023-03-20', Due_Date: '2023-04-04' });
  });

  it('falls back to the first date that is not about something else', () => {
    expect(fields([[50, 'Order date 01.01.2024']], [[50, 'Berlin, 05.01.2024']]).Date).toBe('2024-01-05');
  });

  it('reads numeric dates month-first only on US-dollar documents', () => {
    expect(fields([[50, 'Date: 03/04/2024']], [[50, 'Total'], [300, '$5.00']]).Date).toBe('2024-03-04');
    expect(fields([[50, 'Date: 03/04/2024']], [[50, 'Total'], [300, '5,00 €']]).Date).toBe('2024-04-03');
  });
});

describe('Currency_Code', () => {
  it('prefers a labelled code, then codes, then symbols', () => {
    expect(fields([[50, 'Währung: CHF']], [[50, 'Total € 5,00']]).Currency_Code).toBe('CHF');
    expect(fields([[50, 'Total $ 5.00 CAD']]).Currency_Code).toBe('CAD');
    expect(fields([[50, 'Total £5.00']]).Currency_Code).toBe('GBP');
    expect(fields([[50, 'Total Rs 1939']]).Currency_Code).toBe('INR');
    expect(fields([[50, 'Total 12.00']]).Currency_Code).toBeUndefined();
  });
});

describe('parties', () => {
  it('reads the vendor from a seller block and the customer from a bill-to block', () => {
    const f = fields(
      [[50, 'Verkäufer']],
      [[50, 'Name:'], [200, 'Lieferant GmbH']],
      [[50, 'Anschrift:'], [200, 'Lieferantenstraße 20']],
      [[200, 'DE 80333 München']],
      [],
      [[50, 'Käufer/Leistungsempfänger']],
      [[50, 'Name:'], [200, 'Kunden AG Mitte']],
    );
    expect(f).toMatchObject({ Vendor_Name: 'Lieferant GmbH', Vendor_Address: 'Lieferantenstraße 20, DE 80333 München', Bill_To_Name: 'Kunden AG Mitte' });
  });

  it('reads a sender line above the address window', () => {
    const f = fields([[50, 'QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen']], [[50, 'iViveLabs Ltd.']]);
    expect(f).toMatchObject({ Vendor_Name: 'QualityHosting AG', Vendor_Address: 'Uferweg 40-42, D-63571 Gelnhausen' });
  });

  it('does not take the customer as vendor, and uses the account holder', () => {
    const f = fields([[50, 'Bill To:']], [[50, 'Globex Corp.']], [], [], [[50, 'IBAN FR76 3000 6000 0112 3456 7890 189 - Titulaire du compte : NETPRESSE']]);
    expect(f.Vendor_Name).toBe('NETPRESSE');
    expect(f.Bill_To_Name).toBe('Globex Corp.');
  });
});

describe('contacts, banking and type', () => {
  it('validates IBAN check digits', () => {
    expect(validIban('DE89370400440532013000')).toBe(true);
    expect(validIban('DE89370400440532013001')).toBe(false);
    expect(fields([[50, 'IBAN: DE12 1234 5678 9012 3456 78']]).Vendor_IBAN).toBeUndefined();
  });

  it('separates vendor and customer e-mail and VAT numbers', () => {
    const f = fields(
      [[50, 'ACME Ltd'], [300, 'Bill To:']],
      [[50, 'sales@acme.example'], [300, 'jane@customer.example']],
      [[50, 'VAT Reg No: GB123456789'], [300, 'VAT: DE136695976']],
      [[50, 'Tel: +44 20 7946 0018'], [300, 'BIC: NWBKGB2L']],
    );
    expect(f).toMatchObject({
      All_Email_Addresses: 'sales@acme.example, jane@customer.example',
      Vendor_Email: 'sales@acme.example',
      Vat_Number: 'GB123456789',
      Bill_To_Vat_Number: 'DE136695976',
      Vendor_Phone: '+44 20 7946 0018',
      Vendor_Bank_Swift: 'NWBKGB2L',
    });
  });

  it.each([
    ['Gutschrift (Selbst ausgestellte Rechnung) Nr. 1', 'credit_note'],
    ['PAYMENT RECEIPT', 'receipt'],
    ['Rechnungskorrektur Nr. 5', 'invoice'],
    ['FACTUUR', 'invoice'],
  ])('%s → %s', (title, type) => {
    expect(fields([[50, title]]).Document_Type).toBe(type);
  });
});

describe('line items', () => {
  const header: Row = [[50, 'Description'], [300, 'Qty'], [380, 'Price'], [470, 'Amount']];

  it('joins wrapped descriptions, completes figures printed one line lower, and stops at the totals', () => {
    const list = items(
      header,
      [[50, 'Consulting'], [300, '8 h'], [380, '95.00'], [470, '760.00']],
      [[50, 'on site, March']],
      [[50, 'Licence'], [300, '2'], [380, '49.50']],
      [[470, '99.00']],
      [[50, 'Subtotal'], [470, '859.00']],
      [[50, 'Total'], [470, '859.00']],
    );
    expect(list).toEqual([
      { Description: 'Consulting\non site, March', QTY: 8, Unit: 'h', Price: 95, Amount: 760 },
      { Description: 'Licence', QTY: 2, Price: 49.5, Amount: 99 },
    ]);
  });

  it('continues after a section subtotal and over a repeated header on the next page', () => {
    const list = itemsOfPages(
      [header, [[50, 'A'], [300, '1'], [380, '1.00'], [470, '1.00']], [[50, 'Subtotal'], [470, '1.00']], [[50, 'B'], [300, '2'], [380, '2.00'], [470, '4.00']]],
      [header, [[50, 'C'], [300, '3'], [380, '3.00'], [470, '9.00']], [[50, 'Total'], [470, '14.00']]],
    );
    expect(list.map((i) => i.Description)).toEqual(['A', 'B', 'C']);
  });

  it('takes the code column as SKU when a description column exists', () => {
    const list = items([[50, 'Artikel'], [150, 'Omschrijving'], [380, 'Prijs'], [430, 'Aantal'], [500, 'Bedrag']], [[50, 'E103184'], [150, 'Onderhoudsset'], [380, '49,99'], [430, '1'], [500, '49,99']]);
    expect(list).toEqual([{ SKU: 'E103184', Description: 'Onderhoudsset', Price: 49.99, QTY: 1, Amount: 49.99 }]);
  });
});
