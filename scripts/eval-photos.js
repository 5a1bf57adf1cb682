#!/usr/bin/env node
'use strict';
/**
 * npm run eval:photos — the whole extractor on real receipt photos (../shared/datasets/sroie/images, 30 JPEGs
 * with keys/<id>.json): our OCR, then the layout model and rules, scored like `npm run eval` (company and address
 * upper-cased with white space collapsed, dates as calendar dates, totals as numbers). Says which photos were in
 * the layout model's training split (as SROIE's own OCR tokens, not as these photos). Skips when absent.
 */
require('./register-ts.js').registerTypeScript();
const fs = require('node:fs');
const path = require('node:path');
const { ExtractionPipeline } = require('../src/extraction/pipeline.ts');
const { OcrImageReader } = require('../src/extraction/ppocr/ocr-reader.ts');
const { parseDate } = require('../src/extraction/fields/dates.ts');
const { isValidation, sroieTotal } = require('../src/training/sroie.ts');

const dir = path.resolve(__dirname, '..', '..', 'shared', 'datasets', 'sroie');
const text = (s) => String(s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

(async () => {
  if (!fs.existsSync(path.join(dir, 'images'))) return console.log(`skip: ${dir}/images not found`);
  const pipeline = await ExtractionPipeline.create({ imageReader: await OcrImageReader.create({}) });
  const fields = ['company', 'date', 'address', 'total'];
  const hits = { all: Object.fromEntries(fields.map((f) => [f, 0])), heldOut: Object.fromEntries(fields.map((f) => [f, 0])) };
  let n = 0, held = 0, ms = 0;
  try {
    for (const file of fs.readdirSync(path.join(dir, 'images')).filter((f) => f.endsWith('.jpg')).sort()) {
      const key = file.replace(/\.jpg$/, '');
      const truth = JSON.parse(fs.readFileSync(path.join(dir, 'keys', `${key}.json`), 'utf8'));
      const bytes = fs.readFileSync(path.join(dir, 'images', file));
      const t0 = Date.now();
      const r = await pipeline.extract({ bytes, type: await pipeline.inspect(bytes) });
      ms += Date.now() - t0;
      const f = r.fields;
      const ok = {
        company: text(f.Vendor_Name) === text(truth.company),
        date: Boolean(f.Date) && f.Date === parseDate(truth.date),
        address: text(f.Vendor_Address) === text(truth.address),
        total: typeof f.Total === 'number' && Math.abs(f.Total - (sroieTotal(String(truth.total)) ?? NaN)) < 0.005,
      };
      n++;
      const h = isValidation(key);
      if (h) held++;
      for (const k of fields) {
        if (ok[k]) hits.all[k]++;
        if (ok[k] && h) hits.heldOut[k]++;
      }
      if (process.argv.includes('--verbose')) console.log(key, h ? '(held out)' : '', fields.filter((k) => !ok[k]).map((k) => `${k}: ${JSON.stringify(k === 'company' ? f.Vendor_Name : k === 'address' ? f.Vendor_Address : k === 'date' ? f.Date : f.Total)}`).join('  '));
    }
  } finally {
    await pipeline.close();
  }
  console.log(`SROIE photos through OCR: ${n} receipts (${held} in the layout model's held-out split), ${(ms / n / 1000).toFixed(2)} s each`);
  for (const k of fields) console.log(`  ${k.padEnd(8)} all ${hits.all[k]}/${n}   held-out ${hits.heldOut[k]}/${held}`);
})().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
