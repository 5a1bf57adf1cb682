#!/usr/bin/env node
'use strict';
// Compiles src/ into dist/ when dist is missing or older than any source file, so `npm start`, `npx capture`
// and the scripts never run stale code. Used as `npm start`'s prestart step and required by the others.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Makes sure dist/<entry> is current; returns its absolute path. Build output goes to stderr (stdout may be data). */
function ensureBuilt(entry = 'main.js', label = 'capture') {
  const file = path.join(root, 'dist', entry);
  const src = path.join(root, 'src');
  if (fs.existsSync(file) && !(fs.existsSync(src) && newest(src) > fs.statSync(file).mtimeMs)) return file;
  process.stderr.write(`${label}: compiling (tsc -p tsconfig.build.json)…\n`);
  const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
  const r = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  // tsc still emits JavaScript when it reports type errors; only a missing entry point is fatal.
  if (!fs.existsSync(file)) throw new Error(`${label}: build failed (tsc exit ${r.status}); dist/${entry} is missing`);
  return file;
}

module.exports = { ensureBuilt };

if (require.main === module) ensureBuilt();
