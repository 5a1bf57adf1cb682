'use strict';
/* Documents the load bench sends, made on the spot so that their size and line count are exact. */
const sharp = require('sharp');

/**
 * A real JPEG of about `bytes` (within 5 %): a noisy photo-sized image, since noise is what keeps a JPEG from
 * compressing (a padded file would not be a JPEG the service accepts as one).
 */
async function noisyJpeg(bytes = 500 * 1024) {
  let side = 600;
  let jpeg;
  for (let i = 0; i < 6; i++) {
    jpeg = await sharp({ create: { width: side, height: Math.round(side * 1.4), channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    if (Math.abs(jpeg.length - bytes) / bytes < 0.05) break;
    side = Math.round(side * Math.sqrt(bytes / jpeg.length));
  }
  return jpeg;
}

/** A UBL (Peppol BIS 3) invoice with `lines` invoice lines and consistent totals: read exactly, without OCR. */
function ublInvoice(lines, id = `BENCH-${lines}`) {
  const items = [];
  let net = 0;
  for (let i = 1; i <= lines; i++) {
    const qty = (i % 5) + 1;
    const price = 3 + (i % 17) * 1.25;
    const amount = Math.round(qty * price * 100) / 100;
    net += amount;
    items.push(`  <cac:InvoiceLine><cbc:ID>${i}</cbc:ID><cbc:InvoicedQuantity unitCode="C62">${qty}</cbc:InvoicedQuantity><cbc:LineExtensionAmount currencyID="EUR">${amount.toFixed(2)}</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Article ${i} office supplies</cbc:Name><cac:SellersItemIdentification><cbc:ID>ART-${i}</cbc:ID></cac:SellersItemIdentification>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${price.toFixed(2)}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`);
  }
  const tax = Math.round(net * 19) / 100;
  const gross = (net + tax).toFixed(2);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID>${id}</cbc:ID>
  <cbc:IssueDate>2024-06-10</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party><cac:PartyName><cbc:Name>Bench Supplies GmbH</cbc:Name></cac:PartyName>
    <cac:PostalAddress><cbc:StreetName>Hauptstr. 1</cbc:StreetName><cbc:CityName>Berlin</cbc:CityName><cbc:PostalZone>10115</cbc:PostalZone>
      <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress></cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party><cac:PartyLegalEntity><cbc:RegistrationName>Buyer AG</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>
  <cac:TaxTotal><cbc:TaxAmount currencyID="EUR">${tax.toFixed(2)}</cbc:TaxAmount>
    <cac:TaxSubtotal><cbc:TaxableAmount currencyID="EUR">${net.toFixed(2)}</cbc:TaxableAmount><cbc:TaxAmount currencyID="EUR">${tax.toFixed(2)}</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>
  <cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="EUR">${net.toFixed(2)}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">${net.toFixed(2)}</cbc:TaxExclusiveAmount><cbc:TaxInclusiveAmount currencyID="EUR">${gross}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${gross}</cbc:PayableAmount></cac:LegalMonetaryTotal>
${items.join('\n')}
</Invoice>
`);
}

/**
 * A digital invoice PDF of about `bytes`: a text layer the service reads without OCR (vendor, number, date, 20 lines,
 * totals) and a scanned-looking stamp image that brings it to size, as a letterhead or signature does in practice.
 */
async function invoicePdf(bytes = 500 * 1024, number = 'BENCH-PDF-1') {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = ['Bench Supplies GmbH', 'Hauptstrasse 1, 10115 Berlin', `Invoice Number: ${number}`, 'Invoice Date: 2024-06-10', 'Description                Qty    Price    Amount'];
  let net = 0;
  for (let i = 1; i <= 20; i++) {
    const qty = (i % 5) + 1;
    const price = 3 + (i % 17) * 1.25;
    net += qty * price;
    lines.push(`Article ${i} office supplies      ${qty}    ${price.toFixed(2)}    ${(qty * price).toFixed(2)}`);
  }
  lines.push(`Subtotal: EUR ${net.toFixed(2)}`, `VAT 19%: EUR ${(net * 0.19).toFixed(2)}`, `Total: EUR ${(net * 1.19).toFixed(2)}`);
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 790 - i * 22, size: 11, font }));
  const text = await pdf.save();
  const stamp = await noisyJpeg(Math.max(20 * 1024, bytes - text.length - 2048));
  page.drawImage(await pdf.embedJpg(stamp), { x: 420, y: 40, width: 120, height: 168 });
  return Buffer.from(await pdf.save());
}

module.exports = { noisyJpeg, ublInvoice, invoicePdf };
