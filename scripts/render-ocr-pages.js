'use strict';
/**
 * Renders the OCR corpus' invoice lines (make-ocr-corpus.js SAMPLES, 18 languages) as browser pages:
 * Debian's chromium (through playwright-core) with the system Noto fonts (fonts-noto-core,
 * fonts-noto-cjk), three layouts a person meets, each as a clean screenshot and a photo-like copy.
 *
 *   layouts: "invoice" (sans, 20 px, one column), "table" (serif, 17 px, label and amount in two
 *            columns, the right one right-aligned), "receipt" (monospace, 15 px, narrow slip)
 *   photo:   slight perspective-like shear and tilt, uneven light (a shadow gradient), blur, downscale,
 *            sensor noise and JPEG q55 — deterministic
 *
 * Truth is each sample's lines in reading order (the table's two cells of a row joined by a space).
 * Absent chromium → renderPages throws a message saying so; callers skip.
 */
const fs = require('node:fs');
const sharp = require('sharp');
const { SAMPLES, RTL, linesOf } = require('./make-ocr-corpus.js');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LAYOUTS = ['invoice', 'table', 'receipt'];

const FAMILY = {
  chi_sim: 'Noto Sans CJK SC', jpn: 'Noto Sans CJK JP', kor: 'Noto Sans CJK KR',
  ara: 'Noto Sans Arabic', heb: 'Noto Sans Hebrew', hin: 'Noto Sans Devanagari',
};
const SERIF = { chi_sim: 'Noto Serif CJK SC', jpn: 'Noto Serif CJK JP', kor: 'Noto Serif CJK KR', ara: 'Noto Naskh Arabic', heb: 'Noto Serif Hebrew', hin: 'Noto Serif Devanagari' };
const MONO = { chi_sim: 'Noto Sans Mono CJK SC', jpn: 'Noto Sans Mono CJK JP', kor: 'Noto Sans Mono CJK KR' };

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function html(set, layout) {
  const lines = linesOf(set);
  // A bench-only set ("ara-indic") is drawn as its language.
  const lang = set.split('-')[0];
  const dir = RTL.has(lang) ? 'rtl' : 'ltr';
  const own = FAMILY[lang] ? `'${FAMILY[lang]}', ` : '';
  if (layout === 'invoice') {
    return page(dir, `font: 20px ${own}'Noto Sans', sans-serif; width: 760px; padding: 36px;`, lines.map((l) => `<div style="margin: 10px 0">${esc(l)}</div>`).join(''));
  }
  if (layout === 'table') {
    const serif = SERIF[lang] ? `'${SERIF[lang]}', ` : '';
    const rows = lines.map((l) => {
      // A line without a space (Chinese, Japanese) stays whole in the left cell.
      const cut = l.lastIndexOf(' ');
      const [label, value] = cut < 0 ? [l, ''] : [l.slice(0, cut), l.slice(cut + 1)];
      return `<tr><td>${esc(label)}</td><td class="v">${esc(value)}</td></tr>`;
    });
    return page(dir, `font: 17px ${serif}'Noto Serif', serif; width: 700px; padding: 30px;`,
      `<table style="width: 100%; border-collapse: collapse">${rows.join('')}</table>`,
      'td { padding: 7px 4px; border-bottom: 1px solid #bbb } td.v { text-align: end; white-space: nowrap }');
  }
  const mono = MONO[lang] ? `'${MONO[lang]}', ` : own;
  return page(dir, `font: 15px ${mono}'Noto Sans Mono', monospace; width: 360px; padding: 22px; background: #fbfaf5;`, lines.map((l) => `<div style="margin: 6px 0">${esc(l)}</div>`).join(''));
}

function page(dir, style, body, css = '') {
  return `<!doctype html><html dir="${dir}"><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff;color:#161616} #p{${style}} ${css}</style></head><body><div id="p">${body}</div></body></html>`;
}

/** Renders every (language, layout) pair; returns [{ lang, layout, png }]. One browser for all. */
async function renderPages(langs = Object.keys(SAMPLES), layouts = LAYOUTS) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const { chromium } = require('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const ctx = await browser.newContext({ deviceScaleFactor: 1, viewport: { width: 900, height: 700 } });
    const tab = await ctx.newPage();
    const out = [];
    for (const lang of langs) {
      for (const layout of layouts) {
        await tab.setContent(html(lang, layout), { waitUntil: 'load' });
        await tab.evaluate(() => document.fonts.ready);
        const png = await tab.locator('#p').screenshot({ type: 'png' });
        out.push({ lang, layout, png });
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** xorshift32: the same damage on every run. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

/**
 * A phone-photo-like copy: placed on a darker "table" with margins, sheared and tilted a little (a
 * camera not square to the page), lit unevenly (a shadow across one side), blurred, scaled down,
 * grain added and saved as JPEG q55. Deterministic per seed.
 */
async function photoDamage(png, seed = 11) {
  const rand = rng(seed);
  const meta = await sharp(png).metadata();
  const [w, h] = [meta.width, meta.height];
  const margin = Math.round(Math.max(w, h) * 0.06);
  const tilt = (rand() - 0.5) * 4; // ±2°
  const shear = (rand() - 0.5) * 0.06;
  const sheared = await sharp(png)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#8a8378' })
    .affine([[1, shear], [0, 1]], { background: '#8a8378' })
    .rotate(tilt, { background: '#8a8378' })
    .png()
    .toBuffer();
  const m2 = await sharp(sheared).metadata();
  const [W, H] = [m2.width, m2.height];
  const light = rand() > 0.5;
  const shadow = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="${light ? 0 : 1}" y1="0" x2="${light ? 1 : 0}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.55" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`);
  const grain = Buffer.alloc(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    const v = rand() > 0.5 ? 255 : 0;
    grain[i * 4] = grain[i * 4 + 1] = grain[i * 4 + 2] = v;
    grain[i * 4 + 3] = rand() < 0.25 ? 22 : 0;
  }
  const lit = await sharp(sheared)
    .composite([{ input: shadow }, { input: grain, raw: { width: W, height: H, channels: 4 } }])
    .blur(0.7)
    .png()
    .toBuffer();
  const scale = 0.85;
  return sharp(lit).resize(Math.round(W * scale), Math.round(H * scale)).jpeg({ quality: 55 }).toBuffer();
}

module.exports = { LAYOUTS, renderPages, photoDamage, html };

if (require.main === module) {
  const path = require('node:path');
  const out = process.argv[2] ?? path.join(require('node:os').tmpdir(), 'capture-ocr-pages');
  fs.mkdirSync(out, { recursive: true });
  renderPages().then(async (pages) => {
    for (const p of pages) {
      fs.writeFileSync(path.join(out, `${p.lang}.${p.layout}.png`), p.png);
      fs.writeFileSync(path.join(out, `${p.lang}.${p.layout}.photo.jpg`), await photoDamage(p.png));
    }
    console.log(`${pages.length * 2} images written to ${out}`);
  });
}
