import type { LineItemFields, RecordFields } from '../../domain/document/record-fields';
import { all, child, text } from './xml-query';
import type { XmlElement } from './xml-reader';
import {
  cents,
  decimal,
  documentType,
  isoDate,
  joinNotes,
  lineOrder,
  oneLine,
  put,
  taxLine,
  taxName,
  unitPrice,
  type Address,
  type EInvoiceData,
} from './values';

/**
 * OASIS UBL 2.1 Invoice / CreditNote (XRechnung UBL, Peppol BIS Billing 3.0) → record.
 * Paths are local names (cbc/cac prefixes vary between writers).
 */

const amount = (el: XmlElement | undefined, path: string) => decimal(text(el, path));

function address(a: XmlElement | undefined): Address {
  return {
    lines: ['StreetName', 'AdditionalStreetName', 'AddressLine/Line'].map((n) => text(a, n)).filter(Boolean),
    postcode: text(a, 'PostalZone'),
    city: text(a, 'CityName'),
    state: text(a, 'CountrySubentity'),
    country: text(a, 'Country/IdentificationCode'),
  };
}

function vatId(party: XmlElement | undefined): string {
  const scheme = all(party, 'PartyTaxScheme').find((s) => text(s, 'TaxScheme/ID').toUpperCase() === 'VAT');
  return text(scheme, 'CompanyID');
}

function partyName(party: XmlElement | undefined): string {
  return text(party, 'PartyName/Name') || text(party, 'PartyLegalEntity/RegistrationName');
}

function partyFields(prefix: 'Vendor' | 'Bill_To', party: XmlElement | undefined): Record<string, string> {
  if (!party) return {};
  const a = address(child(party, 'PostalAddress'));
  const out: Record<string, string> = {
    [`${prefix}_Name`]: partyName(party),
    [`${prefix}_Recipient`]: text(party, 'Contact/Name'),
    [`${prefix}_Address`]: oneLine(a),
    [`${prefix}_Address_Line`]: a.lines.join(', '),
    [`${prefix}_City`]: a.city,
    [`${prefix}_State`]: a.state,
    [`${prefix}_Zipcode`]: a.postcode,
  };
  if (prefix === 'Vendor') {
    Object.assign(out, {
      Vendor_Country: a.country,
      Vendor_Email: text(party, 'Contact/ElectronicMail'),
      Vendor_Phone: text(party, 'Contact/Telephone'),
      Vat_Number: vatId(party),
    });
  } else {
    out.Bill_To_Vat_Number = vatId(party);
  }
  return out;
}

/** The TaxTotal in the document currency: a second one may be in the tax accounting currency. */
function taxTotal(root: XmlElement, currency: string): XmlElement | undefined {
  const totals = all(root, 'TaxTotal');
  return totals.find((t) => (child(t, 'TaxAmount')?.attrs.currencyID ?? currency) === currency) ?? totals[0];
}

function lineItem(line: XmlElement): Partial<LineItemFields> {
  const out: Partial<LineItemFields> = {};
  const qty = child(line, 'InvoicedQuantity') ?? child(line, 'CreditedQuantity');
  const price = unitPrice(amount(line, 'Price/PriceAmount'), amount(line, 'Price/BaseQuantity'));
  put(out, {
    Order: lineOrder(text(line, 'ID')),
    Description: text(line, 'Item/Name') || text(line, 'Item/Description'),
    SKU: text(line, 'Item/SellersItemIdentification/ID'),
    QTY: qty ? decimal(qty.text) : undefined,
    Unit: qty?.attrs.unitCode,
    Price: price === undefined ? undefined : Number(price.toFixed(4)),
    Amount: amount(line, 'LineExtensionAmount'),
    Tax_Rate: amount(line, 'Item/ClassifiedTaxCategory/Percent'),
  });
  return out;
}

export function mapUbl(root: XmlElement): EInvoiceData {
  const isCreditNote = root.name === 'CreditNote';
  const totals = child(root, 'LegalMonetaryTotal');
  const currency = text(root, 'DocumentCurrencyCode');
  const tax = taxTotal(root, currency);
  const delivery = child(root, 'Delivery');
  const account = child(root, 'PaymentMeans/PayeeFinancialAccount');
  const typeCode = text(root, isCreditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');
  const fields: Partial<RecordFields> = {};

  put(fields, {
    Invoice_Number: text(root, 'ID'),
    Document_Type: isCreditNote ? 'credit_note' : documentType(typeCode),
    Date: isoDate(text(root, 'IssueDate')),
    Due_Date: isoDate(text(root, 'DueDate') || text(root, 'PaymentMeans/PaymentDueDate')),
    Delivery_Date: isoDate(text(delivery, 'ActualDeliveryDate')),
    Service_Start_Date: isoDate(text(root, 'InvoicePeriod/StartDate')),
    Service_End_Date: isoDate(text(root, 'InvoicePeriod/EndDate')),
    Currency_Code: currency,
    Total: amount(totals, 'TaxInclusiveAmount'),
    Subtotal: amount(totals, 'TaxExclusiveAmount'),
    Tax: amount(tax, 'TaxAmount'),
    Balance_Due: amount(totals, 'PayableAmount'),
    Discount: amount(totals, 'AllowanceTotalAmount'),
    Shipping: amount(totals, 'ChargeTotalAmount'),
    Payment_Terms: all(root, 'PaymentTerms/Note').map((n) => text(n)).filter(Boolean).join('; '),
    Vendor_IBAN: text(account, 'ID'),
    Vendor_Bank_Swift: text(account, 'FinancialInstitutionBranch/ID'),
    PO_Number: text(root, 'OrderReference/ID'),
    Reference_Number: text(root, 'BuyerReference'),
    Notes: joinNotes(all(root, 'Note').map((n) => n.text)),
    Ship_To_Name: text(delivery, 'DeliveryParty/PartyName/Name'),
    Ship_To_Address: child(delivery, 'DeliveryLocation/Address') ? oneLine(address(child(delivery, 'DeliveryLocation/Address'))) : '',
    ...partyFields('Vendor', child(root, 'AccountingSupplierParty/Party')),
    ...partyFields('Bill_To', child(root, 'AccountingCustomerParty/Party')),
  });
  const emails = [fields.Vendor_Email, text(root, 'AccountingCustomerParty/Party/Contact/ElectronicMail')].filter(Boolean);
  if (emails.length) fields.All_Email_Addresses = emails.join(', ');

  const taxes = all(tax, 'TaxSubtotal').map((t) => {
    const rate = amount(t, 'TaxCategory/Percent');
    const name = taxName(text(t, 'TaxCategory/TaxScheme/ID'), text(t, 'TaxCategory/ID'), rate);
    return taxLine(name, rate, amount(t, 'TaxableAmount'), amount(t, 'TaxAmount'));
  });
  if (taxes.length) fields.Tax_Lines = taxes;

  for (const k of ['Total', 'Subtotal', 'Tax', 'Balance_Due', 'Discount', 'Shipping']) {
    if (typeof fields[k] === 'number') fields[k] = cents(fields[k] as number);
  }
  const lines = all(root, isCreditNote ? 'CreditNoteLine' : 'InvoiceLine');
  return { format: 'UBL', profile: text(root, 'CustomizationID') || undefined, fields, lineItems: lines.map(lineItem) };
}
