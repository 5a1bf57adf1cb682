#!/usr/bin/env node
'use strict';
/**
 * Writes the API contracts generated from the sources into the project root (npm run contracts):
 *   schema.graphql  the GraphQL SDL, from the type-graphql classes (src/graphql/schema.ts)
 *   openapi.json    the OpenAPI 3.1 document of the REST paths (src/rest/openapi.ts)
 *   README.md       its bank-transaction taxonomy section only (src/domain/banktxn/taxonomy-doc.ts)
 * With --check it writes nothing and exits 1 when a committed file differs from what the sources produce.
 *
 * The TypeScript sources are loaded directly through @swc/core (a require hook below), so no build is needed
 * and a stale dist/ can never produce a stale contract. To add a contract, append one {file, produce} entry
 * to CONTRACTS; tests compare currentContracts() with the committed files.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Lets require() load the project's .ts files, compiled like jest compiles them (decorators + metadata). */
function registerTypeScript() {
  // Under jest the test runtime already transforms .ts (and require.extensions is not consulted).
  if (process.env.JEST_WORKER_ID !== undefined || require.extensions['.ts']) return;
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const source = fs.readFileSync(filename, 'utf8');
    const { code } = swc.transformSync(source, {
      filename,
      sourceMaps: 'inline',
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}

/** Each contract: its file (relative to the project root) and a function producing its content. */
const CONTRACTS = [
  {
    file: 'schema.graphql',
    async produce() {
      require('reflect-metadata');
      const { buildGraphqlSchema, printSchemaSdl } = require('../src/graphql/schema.ts');
      return printSchemaSdl(await buildGraphqlSchema());
    },
  },
  {
    file: 'openapi.json',
    async produce() {
      const { buildOpenApi } = require('../src/rest/openapi.ts');
      return JSON.stringify(buildOpenApi(), null, 2) + '\n';
    },
  },
  {
    // Only the bank-transaction taxonomy section (between its markers) is generated; the rest is hand-written.
    file: 'README.md',
    async produce() {
      const { withTaxonomy } = require('../src/domain/banktxn/taxonomy-doc.ts');
      return withTaxonomy(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
    },
  },
];

/** @returns {Promise<{file: string, content: string}[]>} what the sources produce now, in CONTRACTS order. */
async function currentContracts() {
  registerTypeScript();
  const out = [];
  for (const contract of CONTRACTS) out.push({ file: contract.file, content: await contract.produce() });
  return out;
}

async function main(argv) {
  const check = argv.includes('--check');
  let stale = 0;
  for (const { file, content } of await currentContracts()) {
    const target = path.join(ROOT, file);
    const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
    if (committed === content) {
      console.log(`${file}: up to date`);
    } else if (check) {
      stale++;
      console.error(`${file}: differs from the sources (run npm run contracts)`);
    } else {
      fs.writeFileSync(target, content);
      console.log(`${file}: written`);
    }
  }
  return stale ? 1 : 0;
}

module.exports = { CONTRACTS, currentContracts };

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
