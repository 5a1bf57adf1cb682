'use strict';
/**
 * Lets the benchmark and evaluation scripts require the TypeScript sources directly (no build needed):
 * each .ts file is compiled on load with @swc/core, the compiler the jest setup uses. Idempotent.
 */
const fs = require('node:fs');

function registerTypeScript() {
  if (require.extensions['.ts']) return;
  const swc = require('@swc/core');
  require.extensions['.ts'] = (module, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    module._compile(code, filename);
  };
}

module.exports = { registerTypeScript };
