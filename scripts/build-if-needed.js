#!/usr/bin/env node
// `npm start` on a fresh clone: compile once, and again whenever a source file is newer than the build.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const root = path.resolve(__dirname, '..');
const out = path.join(root, 'dist', 'main.js');

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const stale = !fs.existsSync(out) || newest(path.join(root, 'src')) > fs.statSync(out).mtimeMs;
if (stale) {
  process.stderr.write('capture: building (tsc)…\n');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit', cwd: root });
}
