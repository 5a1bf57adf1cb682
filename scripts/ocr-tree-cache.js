'use strict';
/**
 * Opt-in cache of OCR document trees for evals that change only what is read from the words (fields, items):
 * EVAL_OCR_CACHE=DIR keeps each image's tree under the SHA-256 of its bytes and options, so a second run skips OCR.
 * The key does not cover the OCR code: clear DIR after changing the reader.
 */
const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

function cachingReader(reader, dir) {
  fs.mkdirSync(dir, { recursive: true });
  return new Proxy(reader, {
    get(target, prop) {
      if (prop !== 'read') {
        const v = target[prop];
        return typeof v === 'function' ? v.bind(target) : v;
      }
      return async (bytes, type, opts = {}) => {
        const key = crypto.createHash('sha256').update(bytes).update(`${type}|${(opts.languages ?? []).join(',')}`).digest('hex');
        const file = path.join(dir, `${key}.json`);
        if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
        const tree = await target.read(bytes, type, opts);
        fs.writeFileSync(file, JSON.stringify(tree));
        return tree;
      };
    },
  });
}

module.exports = { cachingReader };
