#!/usr/bin/env node
'use strict';
// Writes the GraphiQL IDE's assets brotli- and gzip-compressed at the highest settings into dist/ide-assets, where
// the service picks them up by name (src/graphql/ide-assets.ts). Names carry content hashes, so files already
// there are current and kept; the others are removed. Run by `npm run build` and `npm start`; the first run takes
// about a minute of CPU (brotli at quality 11 over ~9 MB), later runs a fraction of a second.
const fs = require('node:fs');
const path = require('node:path');
const { ensureBuilt } = require('./build-if-needed');

async function main() {
  ensureBuilt('graphql/ide-assets.js', 'ide-assets');
  const { ideAssetSet, compress, BEST, PRECOMPRESSED_DIR } = require('../dist/graphql/ide-assets.js');
  const { assets } = ideAssetSet();
  fs.mkdirSync(PRECOMPRESSED_DIR, { recursive: true });
  const wanted = new Set(assets.flatMap((a) => [`${a.name}.br`, `${a.name}.gz`]));
  for (const f of fs.readdirSync(PRECOMPRESSED_DIR)) if (!wanted.has(f)) fs.rmSync(path.join(PRECOMPRESSED_DIR, f));
  const missing = assets.filter((a) => !fs.existsSync(path.join(PRECOMPRESSED_DIR, `${a.name}.br`)) || !fs.existsSync(path.join(PRECOMPRESSED_DIR, `${a.name}.gz`)));
  if (!missing.length) return;
  process.stderr.write(`ide-assets: compressing ${missing.length} IDE files into ${path.relative(process.cwd(), PRECOMPRESSED_DIR) || '.'} (once)…\n`);
  const started = Date.now();
  // Largest first: the main script dominates, the rest run beside it in the thread pool.
  missing.sort((a, b) => b.body.length - a.body.length);
  await Promise.all(
    missing.map(async (a) => {
      const c = await compress(a, BEST);
      // Written under a temporary name and renamed, so a service never reads half a file.
      for (const [ext, body] of [['br', c.br], ['gz', c.gzip]]) {
        const file = path.join(PRECOMPRESSED_DIR, `${a.name}.${ext}`);
        fs.writeFileSync(`${file}.tmp`, body);
        fs.renameSync(`${file}.tmp`, file);
      }
    }),
  );
  process.stderr.write(`ide-assets: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
