'use strict';
/**
 * Calibration crops for the int8 recogniser: the English recogniser's own input tensors (3×48×W, one
 * line each), recorded while capture's OCR reader reads
 *  - the SROIE training receipts in ../shared/datasets/sroie/images (photos and scans), and
 *  - the rendered corpus invoices of the dev layouts a4-classic and a4-strip, Latin-script languages
 *    (rasterised at 200 dpi, as scanned PDF pages are). The holdout layouts are never opened.
 * Each crop is stored as uint8 BGR planes (the model's input is (p/255 − 0.5)/0.5, so this is lossless).
 */
const fs = require('node:fs');
const path = require('node:path');
const { registerTypeScript } = require('../register-ts');

const ROOT = path.resolve(__dirname, '..', '..');
const DEV_LAYOUTS = ['a4-classic', 'a4-strip'];
const LATIN = new Set(['en', 'de', 'fr', 'id', 'da', 'nl', 'it', 'es', 'pt', 'fil']);

function corpusDir() {
  const base = path.join(ROOT, '.cache', 'corpus');
  if (!fs.existsSync(base)) return undefined;
  const hash = fs.readdirSync(base).find((d) => DEV_LAYOUTS.every((l) => fs.existsSync(path.join(base, d, l))));
  return hash && path.join(base, hash);
}

async function rasterise(file) {
  const { loadPdfjs } = require('../../src/extraction/pdf/pdfjs-loader.ts');
  const { renderPage } = require('../../src/extraction/pdf/page-raster.ts');
  const { lib, baseOptions } = await loadPdfjs();
  const doc = await lib.getDocument({ ...baseOptions, data: new Uint8Array(fs.readFileSync(file)) }).promise;
  const out = [];
  for (let i = 1; i <= doc.numPages; i++) out.push((await renderPage(await doc.getPage(i), { dpi: 200 })).png);
  await doc.destroy();
  return out;
}

/** Pages to read: [{ name, bytes, type }]. */
function sources(sroieDir) {
  const list = [];
  const imgs = path.join(sroieDir, 'images');
  for (const f of fs.readdirSync(imgs).filter((x) => /\.jpe?g$/i.test(x)).sort()) list.push({ name: `sroie/${f}`, file: path.join(imgs, f), type: 'jpeg' });
  const corpus = corpusDir();
  if (corpus) {
    for (const layout of DEV_LAYOUTS) {
      for (const f of fs.readdirSync(path.join(corpus, layout)).filter((x) => x.endsWith('.pdf')).sort()) {
        const lang = f.slice(layout.length + 1).split('-')[0];
        if (LATIN.has(lang)) list.push({ name: `${layout}/${f}`, file: path.join(corpus, layout, f), type: 'pdf' });
      }
    }
  } else console.error('no rendered corpus in .cache/corpus (cp -rn ../main/.cache/corpus .cache/): SROIE crops only');
  return list;
}

/** Reads every source and returns the English recogniser's crops: [{ source, width, bytes(uint8 3×48×W) }]. */
async function collectCrops(sroieDir) {
  registerTypeScript();
  const session = require('../../src/extraction/ppocr/session.ts');
  const { classCount } = require('../../src/extraction/ppocr/recognizers.ts');
  const { OcrImageReader } = require('../../src/extraction/ppocr/ocr-reader.ts');
  const enDictLines = fs.readFileSync(session.recognizerFiles('en', false).dict, 'utf8').split(/\r?\n/).length;
  const crops = [];
  let source = '';
  const ort = require('onnxruntime-node');
  const proto = ort.InferenceSession.prototype;
  const orig = proto.run;
  proto.run = function (feeds, ...rest) {
    const x = feeds[this.inputNames[0]];
    const dims = x?.dims ?? [];
    // Only the English recogniser: 48 px high, its class count (the Latin one has far more classes,
    // the orientation classifier's 48×192 crops two).
    if (dims[2] === 48 && dims[0] === 1 && this.outputNames.length === 1 && classCount(this) > 50 && classCount(this) <= enDictLines + 2) {
      const data = x.data;
      const u8 = new Uint8Array(data.length);
      for (let i = 0; i < data.length; i++) u8[i] = Math.round((data[i] * 0.5 + 0.5) * 255);
      crops.push({ source, width: dims[3], bytes: u8 });
    }
    return orig.call(this, feeds, ...rest);
  };
  const reader = await OcrImageReader.create({ threads: 2, recBatchSize: 1 });
  for (const src of sources(sroieDir)) {
    source = src.name;
    const pages = src.type === 'pdf' ? await rasterise(src.file) : [fs.readFileSync(src.file)];
    for (const p of pages) await reader.read(p, src.type === 'pdf' ? 'png' : 'jpeg');
  }
  await reader.close();
  proto.run = orig;
  return crops;
}

function saveCrops(file, crops) {
  const index = crops.map((c) => ({ source: c.source, width: c.width, length: c.bytes.length }));
  fs.writeFileSync(`${file}.json`, JSON.stringify(index));
  fs.writeFileSync(`${file}.bin`, Buffer.concat(crops.map((c) => Buffer.from(c.bytes.buffer, c.bytes.byteOffset, c.bytes.length))));
}

function loadCrops(file) {
  const index = JSON.parse(fs.readFileSync(`${file}.json`, 'utf8'));
  const bin = fs.readFileSync(`${file}.bin`);
  let off = 0;
  return index.map((c) => {
    const bytes = bin.subarray(off, off + c.length);
    off += c.length;
    return { source: c.source, width: c.width, bytes };
  });
}

/** The model's float input for one crop (batch 1). */
function toTensorData(crop) {
  const f = new Float32Array(crop.bytes.length);
  for (let i = 0; i < f.length; i++) f[i] = (crop.bytes[i] / 255 - 0.5) / 0.5;
  return f;
}

/** The crops saved in `workDir` by an earlier run, or collected now and saved there for the next. */
async function cachedCrops(workDir, sroieDir) {
  const file = path.join(workDir, 'crops');
  if (fs.existsSync(`${file}.json`)) return loadCrops(file);
  const crops = await collectCrops(sroieDir);
  saveCrops(file, crops);
  return crops;
}

module.exports = { collectCrops, saveCrops, loadCrops, cachedCrops, toTensorData };
