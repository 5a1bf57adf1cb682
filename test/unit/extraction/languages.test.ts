import { extractFields } from '../../../src/extraction/fields';
import { PdfReader } from '../../../src/extraction/pdf/pdf-reader';
import { makePdf, stack, summary, table, type TextSpec } from '../../support/pdf-factory';

/**
 * Synthetic invoices in six languages with different layouts (sender line, label/value pairs, header
 * tables, right-aligned totals), and the values a reader should get from each.
 */
interface Sample {
  name: string;
  texts: TextSpec[];
  expect: Record<string, string | number>;
  items: Array<Record<string, string | number>>;
}

const L = 50;
const R = 545;

const SAMPLES: Sample[] = [
  {
    name: 'en-us',
    texts: [
      ...stack(L, 60, ['ACME Supplies Inc.'], { size: 16, bold: true }),
      ...stack(L, 80, ['1200 Market Street', 'San Francisco, CA 94103', 'Phone: (415) 555-0134', 'billing@acme-supplies.com']),
      { text: 'INVOICE', x: 380, y: 60, size: 18, bold: true },
      ...summary(380, R, 84, [['Invoice #:', 'INV-10293'], ['Invoice Date:', '03/04/2024'], ['Due Date:', '04/03/2024'], ['PO Number:', 'PO-7781']]),
      ...stack(L, 170, ['Bill To:'], { bold: true }),
      ...stack(L, 184, ['Globex Corporation', '500 Oak Avenue', 'Springfield, IL 62701']),
      ...table(260, [{ header: 'Description', x: L }, { header: 'Qty', x: 330, align: 'right' }, { header: 'Unit Price', x: 430, align: 'right' }, { header: 'Amount', x: R, align: 'right' }], [
        ['Widget, large', '10', '12.50', '125.00'],
        ['Gadget', '2', '99.99', '199.98'],
        ['Installation service', '1', '250.00', '250.00'],
      ]).texts,
      ...summary(380, R, 350, [['Subtotal', '$574.98'], ['Sales Tax (8.25%)', '$47.44'], ['Total', '$622.42'], ['Balance Due', '$622.42']]),
    ],
    expect: {
      Vendor_Name: 'ACME Supplies Inc.', Invoice_Number: 'INV-10293', Date: '2024-03-04', Due_Date: '2024-04-03', Currency_Code: 'USD',
      Subtotal: 574.98, Tax: 47.44, Total: 622.42, Balance_Due: 622.42, PO_Number: 'PO-7781', Bill_To_Name: 'Globex Corporation',
      Vendor_Email: 'billing@acme-supplies.com', Vendor_Phone: '(415) 555-0134', Document_Type: 'invoice',
    },
    items: [
      { Description: 'Widget, large', QTY: 10, Price: 12.5, Amount: 125 },
      { Description: 'Gadget', QTY: 2, Price: 99.99, Amount: 199.98 },
      { Description: 'Installation service', QTY: 1, Price: 250, Amount: 250 },
    ],
  },
  {
    name: 'de',
    texts: [
      { text: 'Müller & Söhne GmbH - Industriestraße 5 - 70173 Stuttgart', x: L, y: 120, size: 7 },
      ...stack(L, 140, ['Kunde AG', 'Frau Erika Beispiel', 'Hauptstraße 1', '10115 Berlin']),
      ...stack(L, 240, ['Rechnung'], { size: 16, bold: true }),
      ...summary(330, R, 240, [['Rechnungsnummer:', 'RE-2024-0815'], ['Rechnungsdatum:', '15.02.2024'], ['Fällig am:', '15.03.2024']]),
      ...table(300, [{ header: 'Pos', x: L }, { header: 'Bezeichnung', x: 80 }, { header: 'Menge', x: 330, align: 'right' }, { header: 'Einzelpreis', x: 430, align: 'right' }, { header: 'Gesamtpreis', x: R, align: 'right' }], [
        ['1', 'Beratung', '8 Std', '95,00 €', '760,00 €'],
        ['2', 'Reisekosten', '1', '120,00 €', '120,00 €'],
      ]).texts,
      ...summary(330, R, 370, [['Nettobetrag', '880,00 €'], ['zzgl. MwSt. 19 %', '167,20 €'], ['Gesamtbetrag', '1.047,20 €']]),
      { text: 'IBAN: DE89 3704 0044 0532 0130 00   BIC: COBADEFFXXX   USt-IdNr.: DE123456789', x: L, y: 780, size: 8 },
    ],
    expect: {
      Vendor_Name: 'Müller & Söhne GmbH', Invoice_Number: 'RE-2024-0815', Date: '2024-02-15', Due_Date: '2024-03-15', Currency_Code: 'EUR',
      Subtotal: 880, Tax: 167.2, Total: 1047.2, Vendor_IBAN: 'DE89370400440532013000', Vendor_Bank_Swift: 'COBADEFFXXX', Vat_Number: 'DE123456789',
      Document_Type: 'invoice',
    },
    items: [
      { Description: 'Beratung', QTY: 8, Unit: 'Std', Price: 95, Amount: 760 },
      { Description: 'Reisekosten', QTY: 1, Price: 120, Amount: 120 },
    ],
  },
  {
    name: 'fr',
    texts: [
      ...stack(L, 60, ['Boulangerie Dupont SARL'], { size: 14, bold: true }),
      ...stack(L, 78, ['12 rue de la Paix', '75002 Paris', 'contact@dupont.fr']),
      ...stack(L, 150, ['FACTURE'], { size: 16, bold: true }),
      ...stack(L, 175, ['Facture n° F-2024-031', 'Date : 5 mars 2024', 'Échéance : 4 avril 2024']),
      ...table(240, [{ header: 'Désignation', x: L }, { header: 'Qté', x: 330, align: 'right' }, { header: 'Prix unitaire', x: 430, align: 'right' }, { header: 'Montant HT', x: R, align: 'right' }], [
        ['Pain de campagne', '100', '1,20', '120,00'],
        ['Croissants', '50', '0,90', '45,00'],
      ]).texts,
      ...summary(330, R, 310, [['Total HT', '165,00 €'], ['TVA 5,5 %', '9,08 €'], ['Total TTC', '174,08 €']]),
      { text: 'N° TVA intracommunautaire : FR40303265045', x: L, y: 780, size: 8 },
    ],
    expect: {
      Vendor_Name: 'Boulangerie Dupont SARL', Invoice_Number: 'F-2024-031', Date: '2024-03-05', Due_Date: '2024-04-04', Currency_Code: 'EUR',
      Subtotal: 165, Tax: 9.08, Total: 174.08, Vat_Number: 'FR40303265045', Vendor_Email: 'contact@dupont.fr', Document_Type: 'invoice',
    },
    items: [
      { Description: 'Pain de campagne', QTY: 100, Price: 1.2, Amount: 120 },
      { Description: 'Croissants', QTY: 50, Price: 0.9, Amount: 45 },
    ],
  },
  {
    name: 'nl',
    texts: [
      ...stack(380, 60, ['Bakkerij Jansen B.V.', 'Dorpsstraat 12', '1234 AB Utrecht', 'KvK 12345678']),
      ...stack(L, 160, ['Factuurnummer: 2024-112', 'Factuurdatum: 12-01-2024', 'Vervaldatum: 26-01-2024']),
      ...table(230, [{ header: 'Omschrijving', x: L }, { header: 'Aantal', x: 330, align: 'right' }, { header: 'Prijs', x: 430, align: 'right' }, { header: 'Bedrag', x: R, align: 'right' }], [
        ['Volkoren brood', '10', '2,50', '25,00'],
        ['Appeltaart', '2', '12,75', '25,50'],
      ]).texts,
      ...summary(330, R, 300, [['Totaal excl. BTW', '€ 50,50'], ['BTW 9%', '€ 4,55'], ['Totaal', '€ 55,05']]),
      { text: 'IBAN NL91 ABNA 0417 1643 00', x: L, y: 780, size: 8 },
    ],
    expect: {
      Vendor_Name: 'Bakkerij Jansen B.V.', Invoice_Number: '2024-112', Date: '2024-01-12', Due_Date: '2024-01-26', Currency_Code: 'EUR',
      Subtotal: 50.5, Tax: 4.55, Total: 55.05, Vendor_IBAN: 'NL91ABNA0417164300',
    },
    items: [
      { Description: 'Volkoren brood', QTY: 10, Price: 2.5, Amount: 25 },
      { Description: 'Appeltaart', QTY: 2, Price: 12.75, Amount: 25.5 },
    ],
  },
  {
    name: 'es',
    texts: [
      ...stack(L, 60, ['Distribuciones García S.L.'], { size: 14, bold: true }),
      ...stack(L, 78, ['Calle Mayor 10', '28013 Madrid']),
      ...stack(L, 140, ['Factura nº: A-5521', 'Fecha: 21/06/2024']),
      ...table(200, [{ header: 'Descripción', x: L }, { header: 'Cantidad', x: 330, align: 'right' }, { header: 'Precio', x: 430, align: 'right' }, { header: 'Importe', x: R, align: 'right' }], [
        ['Aceite de oliva 5L', '10', '30,00', '300,00'],
      ]).texts,
      ...summary(330, R, 260, [['Base imponible', '300,00 €'], ['IVA 21%', '63,00 €'], ['Total', '363,00 €']]),
    ],
    expect: { Vendor_Name: 'Distribuciones García S.L.', Invoice_Number: 'A-5521', Date: '2024-06-21', Currency_Code: 'EUR', Subtotal: 300, Tax: 63, Total: 363 },
    items: [{ Description: 'Aceite de oliva 5L', QTY: 10, Price: 30, Amount: 300 }],
  },
  {
    name: 'it',
    texts: [
      ...stack(L, 60, ['Rossi Forniture S.r.l.'], { size: 14, bold: true }),
      ...stack(L, 78, ['Via Roma 1', '00184 Roma', 'P.IVA IT01234567890']),
      ...stack(L, 140, ['Fattura n. 77/2024', 'Data: 09/09/2024']),
      ...table(200, [{ header: 'Descrizione', x: L }, { header: 'Quantità', x: 330, align: 'right' }, { header: 'Prezzo', x: 430, align: 'right' }, { header: 'Importo', x: R, align: 'right' }], [
        ['Carta A4', '40', '5,00', '200,00'],
      ]).texts,
      ...summary(330, R, 260, [['Imponibile', '200,00 €'], ['IVA 22%', '44,00 €'], ['Totale', '244,00 €']]),
    ],
    expect: {
      Vendor_Name: 'Rossi Forniture S.r.l.', Invoice_Number: '77/2024', Date: '2024-09-09', Currency_Code: 'EUR', Subtotal: 200, Tax: 44, Total: 244,
      Vat_Number: 'IT01234567890',
    },
    items: [{ Description: 'Carta A4', QTY: 40, Price: 5, Amount: 200 }],
  },
];

describe.each(SAMPLES)('field rules on a synthetic $name invoice (real PDF)', (sample) => {
  let result: ReturnType<typeof extractFields>;
  beforeAll(async () => {
    const reader = await PdfReader.create();
    result = extractFields(await reader.read(await makePdf([{ texts: sample.texts }])));
  });

  it('reads the header and totals fields', () => {
    const got = Object.fromEntries(Object.keys(sample.expect).map((k) => [k, result.fields[k]]));
    expect(got).toEqual(sample.expect);
  });

  it('reads the line items', () => {
    expect(result.lineItems).toHaveLength(sample.items.length);
    sample.items.forEach((item, i) => expect(result.lineItems[i]).toMatchObject(item));
  });
});
