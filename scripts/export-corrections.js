#!/usr/bin/env node
'use strict';
/**
 * Writes the labelled examples vendor memory collected (corrections made through the update and line-item
 * endpoints) as JSON Lines, one example a line, for training:
 *   {id, account_id, document_id, vendor_key, field, line_item_id, extracted_value, corrected_value, source,
 *    anchor: {label, line, placement} | null, created_at, raw_text}
 * Values are JSON values as stored (numbers, strings, line-item objects); raw_text is the document's Raw_Text.
 * Usage: npm run corrections:export -- --out FILE [--account ACCOUNT_ID]
 * Reads the database the service is configured with: DATABASE_URL (MySQL/MariaDB), else DATA_DIR/capture.sqlite.
 * It never migrates or writes to the database; it stops with a message where there is nothing to read.
 */
const fs = require('node:fs');
const path = require('node:path');
const { registerTypeScript } = require('./register-ts.js');

function usage(message) {
  process.stderr.write(`${message}\nUsage: npm run corrections:export -- --out FILE [--account ACCOUNT_ID]\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { out: null, account: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '--out' || flag === '--account') && (!value || value.startsWith('--'))) usage(`${flag} needs a value`);
    if (flag === '--out') opts.out = path.resolve(value);
    else if (flag === '--account') opts.account = value;
    else usage(`unknown argument "${flag}"`);
    i++;
  }
  if (!opts.out) usage('--out is required');
  return opts;
}

function toLine(row, rawText) {
  const parse = (v) => (v === null ? null : JSON.parse(v));
  return JSON.stringify({
    id: row.id,
    account_id: row.accountId,
    document_id: row.documentId,
    vendor_key: row.vendorKey,
    field: row.field,
    line_item_id: row.lineItemId,
    extracted_value: parse(row.extractedValue),
    corrected_value: parse(row.correctedValue),
    source: row.source,
    anchor: row.anchorLabel === null ? null : { label: row.anchorLabel, line: row.anchorLine, placement: row.anchorPlacement },
    created_at: new Date(row.createdAt).toISOString(),
    raw_text: rawText,
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  registerTypeScript();
  require('reflect-metadata');
  const { DataSource } = require('typeorm');
  const { loadConfig } = require('../src/config/config.ts');
  const { dataSourceOptions } = require('../src/db/data-source.ts');
  const { VendorMemoryRepository } = require('../src/domain/vendor-memory/vendor-memory.repository.ts');

  const config = loadConfig(process.env);
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'capture.sqlite'))) {
    throw new Error(`no database at ${path.join(config.dataDir, 'capture.sqlite')} (set DATA_DIR or DATABASE_URL)`);
  }
  const ds = new DataSource(dataSourceOptions({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await ds.initialize();
  const tmp = `${opts.out}.partial`;
  const out = fs.createWriteStream(tmp);
  let written = 0;
  try {
    if (!(await ds.createQueryRunner().hasTable('vendor_corrections'))) {
      throw new Error('the database has no vendor_corrections table; start the service once so it migrates');
    }
    const repo = VendorMemoryRepository.from(ds);
    for (let after = 0; ; ) {
      const batch = await repo.exportBatch(after, 500);
      if (!batch.length) break;
      for (const { correction, rawText } of batch) {
        if (opts.account && correction.accountId !== opts.account) continue;
        if (!out.write(toLine(correction, rawText) + '\n')) await new Promise((r) => out.once('drain', r));
        written++;
      }
      after = batch[batch.length - 1].correction.id;
    }
    await new Promise((resolve, reject) => out.end((err) => (err ? reject(err) : resolve())));
    // Written aside and renamed, so a failed export never leaves a half file under the requested name.
    fs.renameSync(tmp, opts.out);
  } catch (err) {
    out.destroy();
    fs.rmSync(tmp, { force: true });
    throw err;
  } finally {
    await ds.destroy();
  }
  process.stderr.write(`${written} example(s) written to ${opts.out}\n`);
}

main().catch((err) => {
  process.stderr.write(`corrections:export failed: ${err.message}\n`);
  process.exit(1);
});
