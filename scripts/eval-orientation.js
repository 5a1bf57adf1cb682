#!/usr/bin/env node
'use strict';
/**
 * Page-orientation check on real photos: every SROIE receipt (../shared/datasets/sroie/images), turned
 * 0/90/180/270, prepared as the OCR stage prepares pages, goes through OrientationDetector. Prints per
 * confidence threshold how many turned pages would be set upright and how many pages would be turned
 * wrongly — the figures behind MIN_ORIENTATION_CONFIDENCE in src/extraction/image/tesseract-reader.ts.
 *
 *   node scripts/eval-orientation.js [--dir DIR]
 */
const fs = require('fs');
const path = require('path');
require('./register-ts').registerTypeScript();

const sharp = require('sharp');
const { OrientationDetector } = require('../src/extraction/image/orientation.ts');

const i = process.argv.indexOf('--dir');
const dir = i >= 0 ? process.argv[i + 1] : path.join(__dirname, '..', '..', 'shared', 'datasets', 'sroie', 'images');

async function main() {
  if (!fs.existsSync(dir)) return console.log(`skipped: no images in ${dir}`);
  const detector = await OrientationDetector.create();
  const results = [];
  const times = [];
  for (const file of fs.readdirSync(dir).filter((f) => /\.(jpe?g|png)$/i.test(f)).sort()) {
    for (const turn of [0, 90, 180, 270]) {
      // As preparePage leaves a page before straightening: grey, paper stretched to white.
      const { data, info } = await sharp(path.join(dir, file))
        .rotate(turn)
        .resize(2500, 2500, { fit: 'inside', withoutEnlargement: true })
        .greyscale()
        .normalise({ lower: 1, upper: 90 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const t = process.hrtime.bigint();
      const e = await detector.estimate({ data, width: info.width, height: info.height });
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      results.push({ turn, right: e.rotate === (360 - turn) % 360, rotate: e.rotate, confidence: e.confidence });
    }
  }
  await detector.close();
  times.sort((a, b) => a - b);
  console.log(`${results.length / 4} photos × 4 turns; estimate median ${times[times.length >> 1].toFixed(0)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(0)} ms`);
  console.log('threshold  turned pages set upright  pages turned wrongly');
  for (const th of [0.2, 0.3, 0.4, 0.5, 0.6]) {
    const acted = results.filter((r) => r.confidence >= th);
    const fixed = acted.filter((r) => r.turn !== 0 && r.right).length;
    // A wrong estimate of 0 leaves the page as it was; any other wrong estimate turns it the wrong way.
    const wrong = acted.filter((r) => !r.right && r.rotate !== 0).length;
    console.log(`${String(th).padEnd(11)}${`${fixed}/${results.filter((r) => r.turn !== 0).length}`.padEnd(26)}${wrong}`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
