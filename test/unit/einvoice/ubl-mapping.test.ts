import { readEInvoice } from '../../../src/extraction/einvoice/einvoice';
import { ublXml } from './einvoice-fixtures';

describe('UBL 2.1 (XRechnung UBL, Peppol BIS) → record', () => {
  it('maps an invoice: header, totals, tax breakdown, parties, payment', () => {
    const data = readEInvoice(Buffer.from(ublXml('Invoice')));
    expect(data.format).toBe('UBL');
    expect(data.profile).toContain('xrechnung_3.0');
    expect(data.fields).toMatchObject({
      Invoice_Number: 'UBL-77',
      Document_Type: 'invoice',
      Date: '2024-06-10',
      Due_Date: '2024-07-10',
      Delivery_Date: '2024-06-01',
      Service_Start_Date: '2024-05-01',
      Service_End_Date: '2024-05-31',
      Currency_Code: 'EUR',
      Total: 155,
      Subtotal: 125,
      Tax: 30,
      Balance_Due: 150,
      Tax_Lines: [{ Name: 'VAT 24%', Rate: 24, Base: 125, Amount: 30 }],
      PO_Number: 'PO-99',
      Reference_Number: '991-01234-56',
      Payment_Terms: '30 days net',
      Notes: 'Thank you for your order',
      Vendor_Name: 'Seller Oy',
      Vendor_Address: 'Main Street 1, 00100 Helsinki, FI',
      Vendor_City: 'Helsinki',
      Vendor_Zipcode: '00100',
      Vendor_Country: 'FI',
      Vendor_Email: 'billing@seller.fi',
      Vendor_Phone: '+358 9 1234',
      Vat_Number: 'FI12345678',
      Vendor_IBAN: 'FI2112345600000785',
      Vendor_Bank_Swift: 'NDEAFIHH',
      Bill_To_Name: 'Buyer GmbH',
      Bill_To_Address: 'Hauptstr. 5, 10115 Berlin, DE',
    });
  });

  it('maps invoice lines: numeric ids as Order, price per one unit', () => {
    const data = readEInvoice(Buffer.from(ublXml('Invoice')));
    expect(data.lineItems).toEqual([
      { Order: 1, Description: 'Consulting', SKU: 'CONS-1', QTY: 5, Unit: 'HUR', Price: 20, Amount: 100, Tax_Rate: 24 },
      { Description: 'Paper', QTY: 10, Unit: 'C62', Price: 2.5, Amount: 25 },
    ]);
  });

  it('maps a credit note with CreditNoteLine/CreditedQuantity', () => {
    const data = readEInvoice(Buffer.from(ublXml('CreditNote')));
    expect(data.fields.Document_Type).toBe('credit_note');
    expect(data.lineItems.map((l) => l.QTY)).toEqual([5, 10]);
    expect(data.fields.Total).toBe(155);
  });
});
