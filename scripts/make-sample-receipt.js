#!/usr/bin/env node
'use strict';
/**
 * Renders assets/samples/receipt.png, the demo receipt used by the OCR tests and the bench.
 * Usage: node scripts/make-sample-receipt.js [outFile]
 * Tests require() receiptSvg() to draw variants (e.g. without the dashed rules).
 *
 * The receipt is drawn as SVG and rasterised by sharp (librsvg + fontconfig), so the output depends on the
 * fonts installed: DejaVu Sans Mono is asked for first because it ships with most Linux distributions;
 * 'monospace' is the fallback fontconfig resolves to whatever fixed-width face exists.
 * The amounts are consistent (items add up to the subtotal, 8 % tax rounds to 1.61) so that field
 * extraction tests can check arithmetic, not just text.
 */
const path = require('path');
const sharp = require('sharp');

const WIDTH = 600;
const MARGIN = 28;
const LINE = 28;
const FONT = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// [left text, right text, options]
const rows = [
  ['CORNER GROCERY & CAFE', null, { center: true, bold: true, size: 26 }],
  ['123 Market Street, Springfield', null, { center: true }],
  ['Tel: (555) 014-2398', null, { center: true }],
  [null],
  ['Date: 03/14/2024', 'Time: 10:42'],
  ['Receipt #: 004817', 'Till: 2'],
  ['rule'],
  ['Whole Milk 1L', '2.49'],
  ['Sourdough Bread', '4.25'],
  ['Free Range Eggs x12', '5.80'],
  ['Cheddar Cheese 200g', '3.95'],
  ['Cappuccino', '3.60'],
  ['rule'],
  ['Subtotal', '20.09'],
  ['Tax 8.0%', '1.61'],
  ['TOTAL', '21.70', { bold: true, size: 24 }],
  ['rule'],
  ['VISA **** 4821', '21.70'],
  [null],
  ['Thank you for shopping with us!', null, { center: true }],
];

/** The receipt as SVG. `rules: false` leaves out the dashed separators. */
function receiptSvg({ rules = true } = {}) {
  const parts = [];
  let y = MARGIN + 10;
  for (const [left, right, opt = {}] of rows) {
    const size = opt.size ?? 20;
    const weight = opt.bold ? 'bold' : 'normal';
    if (left === 'rule') {
      // Below the previous baseline, clear of descenders, so the rule never touches the text.
      y += 14;
      if (rules) parts.push(`<line x1="${MARGIN}" y1="${y}" x2="${WIDTH - MARGIN}" y2="${y}" stroke="#222" stroke-width="1.5" stroke-dasharray="6 4"/>`);
      y += 6;
      continue;
    }
    y += LINE + (size - 20);
    if (left === null) continue;
    const attrs = `font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="#151515"`;
    if (opt.center) {
      parts.push(`<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" ${attrs}>${esc(left)}</text>`);
    } else {
      parts.push(`<text x="${MARGIN}" y="${y}" ${attrs}>${esc(left)}</text>`);
    }
    if (right) parts.push(`<text x="${WIDTH - MARGIN}" y="${y}" text-anchor="end" ${attrs}>${esc(right)}</text>`);
  }
  const height = y + MARGIN + 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
<rect width="100%" height="100%" fill="#f4f3ef"/>
${parts.join('\n')}
</svg>`;
}

async function main() {
  const out = process.argv[2] ?? path.join(__dirname, '..', 'assets', 'samples', 'receipt.png');
  // Greyscale + a small palette keeps the file a few tens of KB while keeping anti-aliased edges.
  const info = await sharp(Buffer.from(receiptSvg()))
    .greyscale()
    .png({ compressionLevel: 9, palette: true, colours: 32 })
    .toFile(out);
  console.log(`${out}: ${info.width}x${info.height}, ${info.size} bytes`);
}

module.exports = { receiptSvg };

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
