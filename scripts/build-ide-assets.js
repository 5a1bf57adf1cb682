#!/usr/bin/env node
'use strict';
// Writes the GraphiQL IDE's assets into dist/ide-assets for the service (src/graphql/ide-asset-store.ts): Monaco's
// workers minified (@swc/core, a devDependency, when installed), every file with brotli and gzip bodies at the highest
// settings, and a manifest naming the shipped set they were made from. Names carry content hashes, so files
// already there are current and kept; the others are removed. Run by `npm run build` and `npm start`; the first
// run takes a minute or more of CPU (brotli at quality 11 over ~8 MB), later runs about a second.
const fs = require('node:fs');
const path = require('node:path');
const { ensureBuilt } = require('./build-if-needed');

async function main() {
  ensureBuilt('graphql/ide-asset-store.js', 'ide-assets');
  const { ideAssetSet } = require('../dist/graphql/ide-assets.js');
  const { compress, BEST, PRECOMPRESSED_DIR, MANIFEST } = require('../dist/graphql/ide-asset-store.js');
  const shipped = ideAssetSet();
  let minify;
  try {
    const swc = require('@swc/core');
    minify = (code) => swc.minifySync(code, { compress: true, mangle: true }).code;
  } catch {
    // An install without devDependencies: the workers ship as they are, ~60 KB more on a cold IDE load.
    process.stderr.write('ide-assets: @swc/core is not installed; Monaco\'s workers are not minified\n');
  }
  const built = ideAssetSet(minify);
  const dir = PRECOMPRESSED_DIR;
  fs.mkdirSync(dir, { recursive: true });
  const wanted = new Set([MANIFEST, ...built.assets.flatMap((a) => [a.name, `${a.name}.br`, `${a.name}.gz`])]);
  for (const f of fs.readdirSync(dir)) if (!wanted.has(f)) fs.rmSync(path.join(dir, f));
  const missing = built.assets.filter((a) => ['', '.br', '.gz'].some((ext) => !fs.existsSync(path.join(dir, `${a.name}${ext}`))));
  // Written under a temporary name and renamed, so a service never reads half a file.
  const write = (file, body) => {
    fs.writeFileSync(path.join(dir, `${file}.tmp`), body);
    fs.renameSync(path.join(dir, `${file}.tmp`), path.join(dir, file));
  };
  if (missing.length) {
    process.stderr.write(`ide-assets: compressing ${missing.length} IDE files into ${path.relative(process.cwd(), dir) || '.'} (once)…\n`);
    const started = Date.now();
    // Largest first: the main script dominates, the rest run beside it in the thread pool.
    missing.sort((a, b) => b.body.length - a.body.length);
    await Promise.all(
      missing.map(async (a) => {
        const c = await compress(a, BEST);
        write(`${a.name}.br`, c.br);
        write(`${a.name}.gz`, c.gzip);
        write(a.name, a.body);
      }),
    );
    process.stderr.write(`ide-assets: done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  }
  const { assets, ...names } = built;
  const manifest = { from: shipped.assets.map((a) => a.name), set: { ...names, assets: assets.map((a) => ({ name: a.name, type: a.type })) } };
  write(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
