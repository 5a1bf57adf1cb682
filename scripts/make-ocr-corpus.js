#!/usr/bin/env node
'use strict';
/**
 * Renders one small invoice per OCR language (clean PNG) plus degraded variants, with ground truth.
 *
 *   node scripts/make-ocr-corpus.js [outDir]     (default: <tmpdir>/capture-ocr-corpus)
 *
 * Text is drawn as glyph outlines: @pdf-lib/fontkit shapes each run (Arabic joining, Devanagari
 * conjuncts) with the devDependency Noto fonts and sharp rasterises the SVG paths (librsvg's own text
 * needs system-wide fonts, which a test machine lacks). Bidi by hand: an RTL line places its words
 * right to left, each keeping its own direction. Deterministic (seeded noise).
 */
const fs = require('fs');
const os = require('os');
const path = require('path');
const sharp = require('sharp');
// fontkit's Indic/USE shapers are compiled generators that expect Babel's runtime as a global.
global.regeneratorRuntime ??= require('regenerator-runtime');
const fontkit = require('@pdf-lib/fontkit');
/** Vendor, date, invoice number, two items, total. RTL items carry one amount each (see bidi above). */
const SAMPLES = {
  eng: ['Northwind Trading Ltd', 'Date: 14/03/2024', 'Invoice No: INV-20417', 'Office chairs 2 x 89.50', 'Desk lamp 1 x 24.90', 'Total: 203.90 USD'],
  dan: ['Nordlys Handel ApS', 'Dato: 14.03.2024', 'Fakturanr.: 20417', 'Kontorstole 2 x 89,50', 'Grøn kaffe på dåse 1 x 24,90', 'I alt: 203,90 kr'],
  nld: ['Molenaar en Zonen B.V.', 'Datum: 14-03-2024', 'Factuurnummer: 20417', 'Bureaustoelen 2 x 89,50', 'Lamp voor bureau 1 x 24,90', 'Totaal: 203,90 EUR'],
  fra: ['Boulangerie Étoile SARL', 'Date : 14/03/2024', 'Facture numéro 20417', 'Chaises de bureau 2 x 89,50', 'Lampe à poser 1 x 24,90', 'Total TTC : 203,90 €'],
  deu: ['Müller und Söhne GmbH', 'Datum: 14.03.2024', 'Rechnungsnr.: 20417', 'Bürostühle 2 x 89,50', 'Schreibtischlampe 1 x 24,90', 'Gesamtbetrag: 203,90 €'],
  ell: ['Εμπορική Αθηνών Α.Ε.', 'Ημερομηνία: 14/03/2024', 'Αριθμός τιμολογίου: 20417', 'Καρέκλες γραφείου 2 x 89,50', 'Φωτιστικό γραφείου 1 x 24,90', 'Σύνολο: 203,90 €'],
  ind: ['PT Sinar Jaya Abadi', 'Tanggal: 14/03/2024', 'Nomor Faktur: 20417', 'Kursi kantor 2 x 89.500', 'Lampu meja 1 x 24.900', 'Jumlah: Rp 203.900'],
  ita: ['Ferramenta Rossi S.r.l.', 'Data: 14/03/2024', 'Fattura numero 20417', 'Sedie da ufficio 2 x 89,50', 'Caffè della città 1 x 24,90', 'Totale: 203,90 €'],
  por: ['Padaria São João Lda', 'Data: 14/03/2024', 'Fatura número 20417', 'Cadeiras de escritório 2 x 89,50', 'Candeeiro de secretária 1 x 24,90', 'Total: 203,90 €'],
  spa: ['Panadería La Española S.L.', 'Fecha: 14/03/2024', 'Factura número 20417', 'Sillas de oficina 2 x 89,50', 'Lámpara de escritorio 1 x 24,90', 'Total: 203,90 €'],
  fil: ['Tindahan ni Aling Nena', 'Petsa: 14/03/2024', 'Numero ng Resibo: 20417', 'Bigas na malagkit 2 x 89.50', 'Sardinas sa kamatis 1 x 24.90', 'Kabuuan: PHP 203.90'],
  rus: ['ООО Северная Торговля', 'Дата: 14.03.2024', 'Счёт номер 20417', 'Офисные стулья 2 x 89,50', 'Настольная лампа 1 x 24,90', 'Итого: 203,90 руб.'],
  ara: ['شركة النور للتجارة', 'التاريخ 14/03/2024', 'رقم الفاتورة 20417', 'كراسي مكتب 179.00', 'مصباح طاولة 24.90', 'المجموع 203.90'],
  heb: ['חברת השחר לסחר', 'תאריך 14/03/2024', 'חשבונית מס 20417', 'כיסאות משרד 179.00', 'מנורת שולחן 24.90', 'סך הכל 203.90'],
  hin: ['शर्मा ट्रेडर्स प्राइवेट लिमिटेड', 'दिनांक 14/03/2024', 'बीजक संख्या 20417', 'कार्यालय कुर्सी 2 x 89.50', 'टेबल लैंप 1 x 24.90', 'कुल राशि 203.90'],
  chi_sim: ['上海华联贸易有限公司', '日期：2024年3月14日', '发票号码：20417', '办公椅 2 x 89.50', '台灯 1 x 24.90', '合计：203.90元'],
  jpn: ['株式会社さくら商事', '日付：2024年3月14日', '請求書番号：20417', '事務用チェア 2 x 89.50', 'デスクライト 1 x 24.90', '合計：203.90円'],
  kor: ['한빛상사 주식회사', '날짜: 2024년 3월 14일', '송장 번호: 20417', '사무용 의자 2 x 89.50', '책상 램프 1 x 24.90', '합계: 203.90원'],
};
/**
 * Bench-only sets (scripts/bench-ocr.js --langs ara-indic), not in the 18 languages' means: text
 * written for the bench of the reader of Arabic-Indic figures (session 12), an Arabic invoice whose
 * figures are all ٠–٩ with the Arabic decimal and thousands signs. "<lang>-<name>": drawn as <lang>.
 * Session 13: 'fil-enye', a Cebu shop's receipt with ñ in names and words (Osmeña, Piña, Señora), and
 * 'ell-sigma', a Greek café receipt with word-final ς in most words (the issue's thermal-receipt misses).
 * Session 14: 'ara-latin', Arabic-Indic figures beside Latin codes (TRN, VAT, PO), which the figure shapes read as figures.
 */
const EXTRA_SAMPLES = {
  'ara-indic': ['مؤسسة الواحة للتجارة', 'التاريخ ١٨/٠٦/٢٠٢٥', 'رقم الفاتورة ٣٠٥٨٢', 'أقلام حبر ٤٧٫٢٥', 'دفتر ملاحظات ٩٬٨٦٠٫٥٠', 'الضريبة ١٥٪ ١٬٤٨٦٫١٦', 'المجموع ١١٬٣٩٣٫٩١'],
  'fil-enye': ['Tindahan ni Señora Osmeña', 'Blvd. Osmeña, Lungsod ng Cebu', 'Petsa: 14/03/2024', 'Piña juice 2 x 45.00', 'Niño bread 3 x 12.50', 'Kabuuan: PHP 127.50'],
  'ara-latin': ['مؤسسة الواحة للتجارة', 'الرقم الضريبي TRN ٣٠٠١٢٤٥٦٧٨', 'التاريخ ١٨/٠٦/٢٠٢٥', 'ضريبة VAT ١٥٪ ١٬٤٨٦٫١٦', 'رقم الطلب PO ٤٧٢٩', 'المجموع ١١٬٣٩٣٫٩١'],
  'ell-sigma': ['Καφετέρια Ο Γλυκός Σταθμός', 'Ελληνικός καφές 2 x 2,50', 'Τοστ με τυρί και ζαμπόν 1 x 3,20', 'Χυμός πορτοκαλιού 1 x 2,80', 'Σύνολο πληρωμής: 11,00 €', 'Ευχαριστούμε για την προτίμησή σας'],
};
/** A set's lines: one of the 18 languages, or a bench-only set. */
const linesOf = (lang) => SAMPLES[lang] ?? EXTRA_SAMPLES[lang];
const RTL = new Set(['ara', 'heb']);
const VARIANTS = ['blur', 'rotate', 'jpeg', 'noise'];
const FONT_DIR = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
const fontsource = (pkg) => path.join(FONT_DIR, '..', pkg);
const loaded = new Map();
function font(file) {
  if (!loaded.has(file)) loaded.set(file, fontkit.create(fs.readFileSync(file)));
  return loaded.get(file);
}

/** The CJK families come in ~100 unicode-range chunks; their 400.css says which file holds which code. */
function chunkedFamily(pkg) {
  const css = fs.readFileSync(path.join(fontsource(pkg), '400.css'), 'utf8');
  const chunks = [];
  for (const m of css.matchAll(/url\(\.\/files\/([^)]+?\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g)) {
    const ranges = m[2].split(',').map((r) => r.trim().slice(2).split('-').map((h) => parseInt(h, 16)));
    chunks.push({ file: path.join(fontsource(pkg), 'files', m[1]), ranges });
  }
  return (cp) => chunks.find((c) => c.ranges.some(([a, b = a]) => cp >= a && cp <= b))?.file;
}
const simple = (pkg, subsets) => subsets.map((s) => path.join(fontsource(pkg), 'files', `${pkg}-${s}-400-normal.woff`));
const LATIN = simple('noto-sans', ['latin', 'latin-ext', 'greek', 'cyrillic']);
const SCRIPT_FONTS = {
  ara: simple('noto-sans-arabic', ['arabic']),
  heb: simple('noto-sans-hebrew', ['hebrew']),
  hin: simple('noto-sans-devanagari', ['devanagari']),
  chi_sim: chunkedFamily('noto-sans-sc'),
  jpn: chunkedFamily('noto-sans-jp'),
  kor: chunkedFamily('noto-sans-kr'),
};

/** Font file for one code point: the language's own script font first, Noto Sans (Latin etc.) after. */
function fontFor(lang, cp) {
  const own = SCRIPT_FONTS[lang];
  const candidates = typeof own === 'function' ? [own(cp)] : (own ?? []);
  return [...candidates, ...LATIN].find((f) => f && font(f).hasGlyphForCodePoint(cp));
}

/** Splits a word into runs that one font can draw, so shaping happens within each run. */
function runs(lang, word) {
  const out = [];
  for (const ch of word) {
    const file = fontFor(lang, ch.codePointAt(0)) ?? LATIN[0];
    const last = out[out.length - 1];
    if (last && last.file === file) last.text += ch;
    else out.push({ file, text: ch });
  }
  return out;
}

/** SVG paths for a word at (x, baseline y); returns the markup and the advance width. */
function drawWord(lang, word, x, y, size) {
  let svg = '';
  let cx = x;
  for (const run of runs(lang, word)) {
    const f = font(run.file);
    const s = size / f.unitsPerEm;
    const laid = f.layout(run.text);
    laid.glyphs.forEach((g, i) => {
      const p = laid.positions[i];
      const d = g.path.toSVG();
      if (d) svg += `<path transform="translate(${(cx + p.xOffset * s).toFixed(2)} ${(y - p.yOffset * s).toFixed(2)}) scale(${s.toFixed(5)} ${(-s).toFixed(5)})" d="${d}"/>`;
      cx += p.xAdvance * s;
    });
  }
  return { svg, width: cx - x };
}

/** Clean page as PNG: 32 px text, 1.6 line pitch, left-aligned (right-aligned, words leftwards, for RTL). */
async function renderClean(lang) {
  const [size, width, pitch, lines, rtl] = [32, 900, 51, SAMPLES[lang], RTL.has(lang)];
  let body = '';
  lines.forEach((line, i) => {
    const y = 40 + size + i * pitch;
    let x = rtl ? width - 40 : 40;
    for (const w of line.split(' ')) {
      const advance = drawWord(lang, w, 0, y, size).width;
      body += drawWord(lang, w, rtl ? x - advance : x, y, size).svg;
      x += (rtl ? -1 : 1) * (advance + size * 0.35);
    }
  });
  const height = 80 + lines.length * pitch;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><g fill="#111">${body}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Deterministic xorshift noise, so a failing degraded test can be reproduced exactly. */
function noiseOverlay(width, height, seed) {
  const buf = Buffer.alloc(width * height * 4);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < width * height; i++) {
    s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0;
    buf[i * 4] = buf[i * 4 + 1] = buf[i * 4 + 2] = (s & 0xff) > 127 ? 255 : 0;
    buf[i * 4 + 3] = (s >>> 8) % 100 < 8 ? 70 : 0; // 8% of pixels, at ~27% opacity
  }
  return sharp(buf, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** One degradation at a time, so a failure points at its cause. Returns { bytes, type }. */
async function degrade(png, variant, seed = 7) {
  const [img, { width, height }] = [sharp(png), await sharp(png).metadata()];
  const steps = {
    blur: () => img.blur(1.2).png(),
    rotate: () => img.rotate(2.5, { background: '#fff' }).png(),
    jpeg: () => img.jpeg({ quality: 40 }),
    noise: async () => img.composite([{ input: await noiseOverlay(width, height, seed) }]).png(),
  };
  if (!steps[variant]) throw new Error(`Unknown variant ${variant}`);
  return { bytes: await (await steps[variant]()).toBuffer(), type: variant === 'jpeg' ? 'jpeg' : 'png' };
}

/** Ground truth: the lines in logical order. */
const truth = (lang) => linesOf(lang).join('\n');

async function makeCorpus(outDir = path.join(os.tmpdir(), 'capture-ocr-corpus'), languages = Object.keys(SAMPLES)) {
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const lang of languages) {
    const clean = await renderClean(lang);
    fs.writeFileSync(path.join(outDir, `${lang}.txt`), truth(lang) + '\n');
    for (const v of ['clean', ...VARIANTS]) {
      const { bytes, type } = v === 'clean' ? { bytes: clean, type: 'png' } : await degrade(clean, v);
      written.push(`${lang}.${v}.${type === 'jpeg' ? 'jpg' : 'png'}`);
      fs.writeFileSync(path.join(outDir, written[written.length - 1]), bytes);
    }
  }
  return written;
}

/** Compared text: NFKC (full-width colon = colon), whitespace collapsed; removed for Chinese/Japanese, which use none. */
function normalise(text, lang) {
  const t = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  return lang === 'chi_sim' || lang === 'jpn' ? t.replace(/ /g, '') : t;
}

/** Levenshtein distance over code points, two rows. */
function levenshtein(a, b) {
  const [x, y] = [[...a], [...b]];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length];
}

/** 1 − CER of `ocr` against the language's ground truth (can go below 0 for runaway output; clamped). */
function charAccuracy(ocr, lang) {
  const want = normalise(truth(lang), lang);
  return Math.max(0, 1 - levenshtein(normalise(ocr, lang), want) / Math.max(1, [...want].length));
}

module.exports = { SAMPLES, EXTRA_SAMPLES, linesOf, RTL, VARIANTS, renderClean, degrade, truth, makeCorpus, normalise, levenshtein, charAccuracy };

if (require.main === module) {
  const out = process.argv[2] ?? path.join(os.tmpdir(), 'capture-ocr-corpus');
  makeCorpus(out).then((files) => console.log(`${files.length} images written to ${out}`));
}
