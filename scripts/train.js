#!/usr/bin/env node
'use strict';
/**
 * npm run train [-- --datasets DIR --out DIR --synthetic N --epochs 16 --hidden 128,64 --sroie-repeat N --corrections FILE]:
 * rebuilds models/layout from scratch
 * (src/training/train.ts, run from the TypeScript sources).
 */
require('./register-ts.js').registerTypeScript();
require('../src/training/train.ts');
