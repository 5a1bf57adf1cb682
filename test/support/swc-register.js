'use strict';
// Lets a child process run the TypeScript sources directly (node -r ./test/support/swc-register.js src/main.ts),
// compiled on load by the same swc settings jest uses, so crash tests need no build step.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = function compile(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
