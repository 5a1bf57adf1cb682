#!/usr/bin/env node
'use strict';
/**
 * OCR figures: time to create the reader, time per warm receipt read, resident memory.
 *
 *   node scripts/bench-ocr.js [--workers N] [--runs N] [image]
 *
 * Loads the TypeScript sources directly (no build needed): a require hook compiles each .ts file with
 * @swc/core's transformSync, the same compiler the jest setup uses. Image defaults to
 * assets/samples/receipt.png; its type is taken from the extension.
 */
const fs = require('fs');
const path = require('path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const { TesseractImageReader } = require('../src/extraction/image/tesseract-reader.ts');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
const file = positional[0] ?? path.join(__dirname, '..', 'assets', 'samples', 'receipt.png');
const workers = arg('workers', 1);
const runs = arg('runs', 5);
const type = { '.png': 'png', '.jpg': 'jpeg', '.jpeg': 'jpeg', '.webp': 'webp', '.tif': 'tiff', '.tiff': 'tiff' }[
  path.extname(file).toLowerCase()
];

const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const ms = (n) => `${n.toFixed(0)} ms`;
const now = () => Number(process.hrtime.bigint()) / 1e6;

async function main() {
  const bytes = fs.readFileSync(file);
  console.log(`image: ${path.relative(process.cwd(), file)} (${bytes.length} bytes, ${type}), workers: ${workers}`);
  console.log(`rss at start:             ${mb(process.memoryUsage().rss)}`);

  let t = now();
  const reader = await TesseractImageReader.create({ workers });
  console.log(`create reader:            ${ms(now() - t)}`);
  console.log(`rss after create:         ${mb(process.memoryUsage().rss)}`);

  t = now();
  const first = await reader.read(bytes, type);
  console.log(`first read:               ${ms(now() - t)}`);

  const times = [];
  for (let i = 0; i < runs; i++) {
    t = now();
    await reader.read(bytes, type);
    times.push(now() - t);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((s, x) => s + x, 0) / times.length;
  console.log(`warm read (${runs} runs):      mean ${ms(mean)}, median ${ms(times[Math.floor(times.length / 2)])}, min ${ms(times[0])}, max ${ms(times[times.length - 1])}`);

  const batch = Math.max(4, 2 * workers);
  t = now();
  await Promise.all(Array.from({ length: batch }, () => reader.read(bytes, type)));
  const elapsed = now() - t;
  console.log(`${batch} concurrent reads:       ${ms(elapsed)} (${((batch * 1000) / elapsed).toFixed(2)} receipts/s)`);
  console.log(`rss after reads:          ${mb(process.memoryUsage().rss)}`);

  t = now();
  await reader.close();
  console.log(`close:                    ${ms(now() - t)}`);

  const lines = first.pages.flatMap((p) => p.lines);
  const conf = lines.flatMap((l) => l.words.map((w) => w.confidence));
  console.log(`\n${lines.length} lines, mean word confidence ${(conf.reduce((s, x) => s + x, 0) / conf.length).toFixed(3)}:`);
  for (const l of lines) console.log(`  ${l.text}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
