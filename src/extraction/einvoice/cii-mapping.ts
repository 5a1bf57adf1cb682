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
 * UN/CEFACT Cross Industry Invoice (ZUGFeRD 2.x, Factur-X, XRechnung CII; EN 16931 semantics) → record.
 * Paths are local names: the rsm/ram/udt prefixes vary between writers, the names do not.
 */

function date(el: XmlElement | undefined): string {
  const s = child(el, 'DateTimeString');
  return s ? isoDate(s.text, s.attrs.format ?? '102') : '';
}

const amount = (el: XmlElement | undefined, path: string) => decimal(text(el, path));

function address(party: XmlElement | undefined): Address {
  const a = child(party, 'PostalTradeAddress');
  return {
    lines: ['LineOne', 'LineTwo', 'LineThree'].map((n) => text(a, n)).filter(Boolean),
    postcode: text(a, 'PostcodeCode'),
    city: text(a, 'CityName'),
    state: text(a, 'CountrySubDivisionName'),
    country: text(a, 'CountryID'),
  };
}

function vatId(party: XmlElement | undefined): string {
  const reg = all(party, 'SpecifiedTaxRegistration/ID').find((id) => id.attrs.schemeID === 'VA');
  return reg ? text(reg) : '';
}

function email(party: XmlElement | undefined): string {
  const contact = text(party, 'DefinedTradeContact/EmailURIUniversalCommunication/URIID');
  if (contact) return contact;
  const uri = child(party, 'URIUniversalCommunication/URIID');
  return uri && uri.attrs.schemeID === 'EM' ? text(uri) : '';
}

function partyFields(prefix: 'Vendor' | 'Bill_To' | 'Ship_To', party: XmlElement | undefined): Record<string, string> {
  if (!party) return {};
  const a = address(party);
  const out: Record<string, string> = { [`${prefix}_Name`]: text(party, 'Name'), [`${prefix}_Address`]: oneLine(a) };
  if (prefix === 'Ship_To') return out;
  Object.assign(out, {
    [`${prefix}_Recipient`]: text(party, 'DefinedTradeContact/PersonName'),
    [`${prefix}_Address_Line`]: a.lines.join(', '),
    [`${prefix}_City`]: a.city,
    [`${prefix}_State`]: a.state,
    [`${prefix}_Zipcode`]: a.postcode,
  });
  if (prefix === 'Vendor') {
    Object.assign(out, {
      Vendor_Country: a.country,
      Vendor_Email: email(party),
      Vendor_Phone: text(party, 'DefinedTradeContact/TelephoneUniversalCommunication/CompleteNumber'),
      Vendor_Fax: text(party, 'DefinedTradeContact/FaxUniversalCommunication/CompleteNumber'),
      Vat_Number: vatId(party),
    });
  } else {
    out.Bill_To_Vat_Number = vatId(party);
  }
  return out;
}

/** The tax total in the invoice currency: a second TaxTotalAmount may be in the tax accounting currency. */
function taxTotal(sum: XmlElement | undefined, currency: string): number | undefined {
  const totals = all(sum, 'TaxTotalAmount');
  const inCurrency = totals.find((t) => !t.attrs.currencyID || t.attrs.currencyID === currency) ?? totals[0];
  return inCurrency ? decimal(inCurrency.text) : undefined;
}

function lineItem(item: XmlElement): Partial<LineItemFields> {
  const out: Partial<LineItemFields> = {};
  const agreement = child(item, 'SpecifiedLineTradeAgreement');
  const qty = child(item, 'SpecifiedLineTradeDelivery/BilledQuantity');
  const price = unitPrice(amount(agreement, 'NetPriceProductTradePrice/ChargeAmount'), amount(agreement, 'NetPriceProductTradePrice/BasisQuantity'));
  const settlement = child(item, 'SpecifiedLineTradeSettlement');
  put(out, {
    Order: lineOrder(text(item, 'AssociatedDocumentLineDocument/LineID')),
    Description: text(item, 'SpecifiedTradeProduct/Name') || text(item, 'SpecifiedTradeProduct/Description'),
    SKU: text(item, 'SpecifiedTradeProduct/SellerAssignedID'),
    QTY: qty ? decimal(qty.text) : undefined,
    Unit: qty?.attrs.unitCode,
    Price: price === undefined ? undefined : Number(price.toFixed(4)),
    Amount: amount(settlement, 'SpecifiedTradeSettlementLineMonetarySummation/LineTotalAmount'),
    Tax_Rate: amount(settlement, 'ApplicableTradeTax/RateApplicablePercent'),
  });
  return out;
}

export function mapCii(root: XmlElement): EInvoiceData {
  const doc = child(root, 'ExchangedDocument');
  const tx = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(tx, 'ApplicableHeaderTradeAgreement');
  const delivery = child(tx, 'ApplicableHeaderTradeDelivery');
  const settlement = child(tx, 'ApplicableHeaderTradeSettlement');
  const sum = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const currency = text(settlement, 'InvoiceCurrencyCode');
  const fields: Partial<RecordFields> = {};

  put(fields, {
    Invoice_Number: text(doc, 'ID'),
    Document_Type: text(doc, 'TypeCode') ? documentType(text(doc, 'TypeCode')) : 'invoice',
    Date: date(child(doc, 'IssueDateTime')),
    Due_Date: all(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime').map(date).find(Boolean),
    Delivery_Date: date(child(delivery, 'ActualDeliverySupplyChainEvent/OccurrenceDateTime')),
    Service_Start_Date: date(child(settlement, 'BillingSpecifiedPeriod/StartDateTime')),
    Service_End_Date: date(child(settlement, 'BillingSpecifiedPeriod/EndDateTime')),
    Currency_Code: currency,
    Total: amount(sum, 'GrandTotalAmount'),
    Subtotal: amount(sum, 'TaxBasisTotalAmount'),
    Tax: taxTotal(sum, currency),
    Balance_Due: amount(sum, 'DuePayableAmount'),
    Discount: amount(sum, 'AllowanceTotalAmount'),
    Shipping: amount(sum, 'ChargeTotalAmount'),
    Payment_Terms: all(settlement, 'SpecifiedTradePaymentTerms/Description').map((d) => text(d)).filter(Boolean).join('; '),
    Vendor_IBAN: text(settlement, 'SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID'),
    Vendor_Account_Number: text(settlement, 'SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/ProprietaryID'),
    Vendor_Bank_Swift: text(settlement, 'SpecifiedTradeSettlementPaymentMeans/PayeeSpecifiedCreditorFinancialInstitution/BICID'),
    PO_Number: text(agreement, 'BuyerOrderReferencedDocument/IssuerAssignedID'),
    Reference_Number: text(agreement, 'BuyerReference'),
    Notes: joinNotes(all(doc, 'IncludedNote/Content').map((c) => c.text)),
    ...partyFields('Vendor', child(agreement, 'SellerTradeParty')),
    ...partyFields('Bill_To', child(agreement, 'BuyerTradeParty')),
    ...partyFields('Ship_To', child(delivery, 'ShipToTradeParty')),
  });
  const emails = [fields.Vendor_Email, email(child(agreement, 'BuyerTradeParty'))].filter(Boolean);
  if (emails.length) fields.All_Email_Addresses = emails.join(', ');

  const taxes = all(settlement, 'ApplicableTradeTax').map((t) => {
    const rate = amount(t, 'RateApplicablePercent');
    return taxLine(taxName(text(t, 'TypeCode'), text(t, 'CategoryCode'), rate), rate, amount(t, 'BasisAmount'), amount(t, 'CalculatedAmount'));
  });
  if (taxes.length) fields.Tax_Lines = taxes;

  for (const k of ['Total', 'Subtotal', 'Tax', 'Balance_Due', 'Discount', 'Shipping']) {
    if (typeof fields[k] === 'number') fields[k] = cents(fields[k] as number);
  }
  const profile = text(root, 'ExchangedDocumentContext/GuidelineSpecifiedDocumentContextParameter/ID') || undefined;
  return { format: 'CII', profile, fields, lineItems: all(tx, 'IncludedSupplyChainTradeLineItem').map(lineItem) };
}
