#!/usr/bin/env node
'use strict';
/**
 * npm run train:banktxn [-- --out DIR --epochs 6 --hidden 64]: rebuilds models/banktxn from the rule tables
 * (src/training/banktxn/train.ts, run from the TypeScript sources).
 */
require('./register-ts.js').registerTypeScript();
require('../src/training/banktxn/train.ts');
