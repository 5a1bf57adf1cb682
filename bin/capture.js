#!/usr/bin/env node
'use strict';
// Plain-JS shim for `npx capture …`: runs the compiled CLI, compiling first when dist/ is missing or stale.
const { ensureBuilt } = require('../scripts/build-if-needed.js');

let entry;
try {
  entry = ensureBuilt('cli/main.js', 'capture');
} catch (e) {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
}
require(entry).run(process.argv.slice(2));
