#!/usr/bin/env node
'use strict';
/**
 * Writes assets/samples/invoice.pdf, the demo digital invoice (text layer, A4, one page).
 * Usage: node scripts/make-sample-invoice.js [outFile]
 *
 * A German B2B invoice in EUR with 19 % VAT: sender line, address window, label/value header block,
 * a four-line item table, net/VAT/gross totals, payment terms and a footer with IBAN, BIC, VAT id and
 * e-mail. The figures add up (items → net 1,262.50; VAT 239.88; gross 1,502.38) so tests can check the
 * arithmetic. Output is deterministic (fixed creation date), so regenerating it does not change the file.
 */
const fs = require('fs');
const path = require('path');
const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');

const OUT = path.resolve(process.argv[2] || path.join(__dirname, '..', 'assets', 'samples', 'invoice.pdf'));
const A4 = [595.28, 841.89];
const L = 56;
const R = 539;
const GREY = rgb(0.35, 0.35, 0.35);

const ITEMS = [
  // [description, qty, unit, unit price]
  ['Ergonomic office chair "Kontor Pro"', 4, 'Stk', 189.0],
  ['Standing desk 160 x 80 cm, oak', 1, 'Stk', 349.0],
  ['Assembly and installation', 3, 'Std', 45.0],
  ['Delivery (flat rate)', 1, 'psch', 22.5],
];
const VAT_RATE = 19;

const money = (n) => n.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, '.') + ' €';
const round2 = (n) => Math.round(n * 100) / 100;

async function build() {
  const doc = await PDFDocument.create();
  doc.setTitle('Rechnung RE-2024-1047');
  doc.setAuthor('Nordlicht Büromöbel GmbH');
  doc.setCreationDate(new Date('2024-03-14T09:00:00Z'));
  doc.setModificationDate(new Date('2024-03-14T09:00:00Z'));
  const page = doc.addPage(A4);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const H = page.getHeight();
  const text = (s, x, y, o = {}) => {
    const f = o.bold ? bold : font;
    const size = o.size || 9.5;
    const dx = o.right ? f.widthOfTextAtSize(s, size) : 0;
    page.drawText(s, { x: x - dx, y: H - y, size, font: f, color: o.color || rgb(0, 0, 0) });
  };
  const rule = (y) => page.drawLine({ start: { x: L, y: H - y }, end: { x: R, y: H - y }, thickness: 0.6, color: GREY });

  // Letterhead and sender line above the address window (DIN 5008).
  text('Nordlicht Büromöbel GmbH', L, 62, { bold: true, size: 16 });
  ['Hafenstraße 12', '20457 Hamburg', 'Tel. +49 40 3099 1200', 'rechnung@nordlicht-bueromoebel.de'].forEach((s, i) => text(s, 380, 52 + i * 12, { size: 8.5 }));
  text('Nordlicht Büromöbel GmbH - Hafenstraße 12 - 20457 Hamburg', L, 128, { size: 6.5, color: GREY });
  ['Kanzlei Weber & Partner', 'Frau Dr. Anna Weber', 'Lindenallee 7', '50668 Köln'].forEach((s, i) => text(s, L, 146 + i * 13));

  text('Rechnung', L, 250, { bold: true, size: 18 });
  const header = [
    ['Rechnungsnummer:', 'RE-2024-1047'],
    ['Rechnungsdatum:', '14.03.2024'],
    ['Lieferdatum:', '11.03.2024'],
    ['Fällig am:', '28.03.2024'],
    ['Ihre Bestellung:', 'PO-55810'],
  ];
  header.forEach(([k, v], i) => {
    text(k, 340, 232 + i * 13);
    text(v, R, 232 + i * 13, { right: true });
  });

  // Item table.
  let y = 318;
  const cols = { pos: L, desc: L + 28, qty: 352, price: 440, amount: R };
  text('Pos', cols.pos, y, { bold: true });
  text('Beschreibung', cols.desc, y, { bold: true });
  text('Menge', cols.qty, y, { bold: true, right: true });
  text('Einzelpreis', cols.price, y, { bold: true, right: true });
  text('Gesamtpreis', cols.amount, y, { bold: true, right: true });
  rule(y + 6);
  let net = 0;
  ITEMS.forEach(([desc, qty, unit, price], i) => {
    y += 20;
    const amount = round2(qty * price);
    net = round2(net + amount);
    text(String(i + 1), cols.pos, y);
    text(desc, cols.desc, y);
    text(`${qty} ${unit}`, cols.qty, y, { right: true });
    text(money(price), cols.price, y, { right: true });
    text(money(amount), cols.amount, y, { right: true });
  });
  rule(y + 10);

  // Totals block.
  const vat = round2((net * VAT_RATE) / 100);
  const gross = round2(net + vat);
  y += 30;
  [['Nettobetrag', money(net)], [`zzgl. MwSt. ${VAT_RATE} %`, money(vat)]].forEach(([k, v]) => {
    text(k, 340, y);
    text(v, R, y, { right: true });
    y += 15;
  });
  text('Gesamtbetrag', 340, y + 4, { bold: true, size: 11 });
  text(money(gross), R, y + 4, { bold: true, size: 11, right: true });

  y += 48;
  text('Zahlbar innerhalb von 14 Tagen ohne Abzug. Bitte geben Sie die Rechnungsnummer als Verwendungszweck an.', L, y, { size: 8.5 });
  text('Vielen Dank für Ihren Auftrag!', L, y + 14, { size: 8.5 });

  // Footer: company register, bank, VAT id.
  const foot = [
    ['Nordlicht Büromöbel GmbH', 'Hamburger Sparkasse', 'USt-IdNr.: DE287654321'],
    ['Geschäftsführer: Jens Petersen', 'IBAN: DE34 2005 0550 1234 5678 90', 'Amtsgericht Hamburg HRB 123456'],
    ['www.nordlicht-bueromoebel.de', 'BIC: HASPDEHHXXX', 'E-Mail: rechnung@nordlicht-bueromoebel.de'],
  ];
  rule(770);
  foot.forEach((row, r) => row.forEach((s, c) => text(s, L + c * 165, 784 + r * 11, { size: 7, color: GREY })));

  return { bytes: await doc.save({ useObjectStreams: false }), net, vat, gross };
}

build()
  .then(({ bytes, net, vat, gross }) => {
    fs.mkdirSync(path.dirname(OUT), { recursive: true });
    fs.writeFileSync(OUT, bytes);
    console.log(`wrote ${path.relative(process.cwd(), OUT)} (${bytes.length} bytes): net ${net.toFixed(2)}, VAT ${vat.toFixed(2)}, total ${gross.toFixed(2)}`);
  })
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
