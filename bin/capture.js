#!/usr/bin/env node
'use strict';
// Plain-JS shim for `npx capture …`: runs the compiled CLI (dist/cli/main.js). When dist is missing or older
// than the sources it compiles first (tsc -p tsconfig.build.json; progress goes to stderr so stdout stays JSON).
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'dist', 'cli', 'main.js');

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

function build() {
  process.stderr.write('capture: compiling (tsc -p tsconfig.build.json)…\n');
  const tsc = require.resolve('typescript/bin/tsc', { paths: [root] });
  const r = spawnSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
  // tsc still emits JavaScript when it reports type errors; only a missing entry point is fatal.
  if (!fs.existsSync(entry)) {
    process.stderr.write(`capture: build failed (tsc exit ${r.status})\n`);
    process.exit(1);
  }
}

const srcDir = path.join(root, 'src');
if (!fs.existsSync(entry) || (fs.existsSync(srcDir) && newest(srcDir) > fs.statSync(entry).mtimeMs)) build();
require(entry).run(process.argv.slice(2));
