import { existsSync } from 'fs';
import { mkdtemp, rm, symlink } from 'fs/promises';
import { tmpdir } from 'os';
import path from 'path';
import type { Script } from './unicode-script';

/**
 * The OCR languages the product reads, keyed by Tesseract code, with the script each is written in.
 * Data comes from node_modules (@tesseract.js-data/<code>) or, for Russian, which has no such
 * package, from the vendored models/tessdata/rus. Nothing is ever fetched from a CDN.
 */
export const LANGUAGES: Readonly<Record<string, { script: Script; vendored?: boolean }>> = {
  eng: { script: 'latin' }, dan: { script: 'latin' }, nld: { script: 'latin' }, fra: { script: 'latin' },
  deu: { script: 'latin' }, ind: { script: 'latin' }, ita: { script: 'latin' }, por: { script: 'latin' },
  spa: { script: 'latin' }, fil: { script: 'latin' }, ell: { script: 'greek' }, rus: { script: 'cyrillic', vendored: true },
  ara: { script: 'arabic' }, heb: { script: 'hebrew' }, hin: { script: 'devanagari' }, chi_sim: { script: 'han' },
  jpn: { script: 'kana' }, kor: { script: 'hangul' },
};

/** ISO 639-1/-3 and common names callers may use for a hint, mapped to Tesseract codes. */
const ALIASES: Record<string, string> = {
  en: 'eng', da: 'dan', nl: 'nld', fr: 'fra', de: 'deu', id: 'ind', it: 'ita', pt: 'por', es: 'spa',
  tl: 'fil', tgl: 'fil', fil: 'fil', el: 'ell', gre: 'ell', ru: 'rus', ar: 'ara', he: 'heb', iw: 'heb',
  hi: 'hin', zh: 'chi_sim', 'zh-cn': 'chi_sim', 'zh-hans': 'chi_sim', zho: 'chi_sim', chi: 'chi_sim',
  ja: 'jpn', ko: 'kor', ger: 'deu', fre: 'fra', dut: 'nld',
};

/** A caller's language code → our Tesseract code; throws for a language we have no model for. */
export function toTesseractCode(code: string): string {
  const c = code.trim().toLowerCase().replace('_', '-');
  const tess = LANGUAGES[c.replace('-', '_')] ? c.replace('-', '_') : ALIASES[c];
  if (!tess) throw new Error(`OCR language "${code}" is not supported`);
  return tess;
}

/**
 * LSTM-only "best_int" models first: what tesseract.js itself would fetch for OEM.LSTM_ONLY, 3 MB instead
 * of 11 MB for English, and faster than the legacy+LSTM set. The plain folder is a fallback.
 */
const MODEL_DIRS = ['4.0.0_best_int', '4.0.0'];
const VENDORED = path.join(__dirname, '..', '..', '..', 'models', 'tessdata');

/** Finds <lang>.traineddata.gz for one Tesseract code. */
export function languageFile(lang: string): string {
  if (!LANGUAGES[lang]) throw new Error(`OCR language "${lang}" is not supported`);
  if (LANGUAGES[lang].vendored) {
    const file = path.join(VENDORED, lang, `${lang}.traineddata.gz`);
    if (existsSync(file)) return file;
    throw new Error(`OCR language "${lang}" is missing: expected ${file}`);
  }
  let root: string;
  try {
    root = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  } catch {
    throw new Error(`OCR language "${lang}" is not installed: add the npm package @tesseract.js-data/${lang}`);
  }
  for (const dir of MODEL_DIRS) {
    const file = path.join(root, dir, `${lang}.traineddata.gz`);
    if (existsSync(file)) return file;
  }
  throw new Error(`No ${lang}.traineddata.gz found in ${root}`);
}

/**
 * tesseract.js reads every language of a worker from one `langPath` folder, but the data lives in
 * separate packages, so all enabled languages are gathered once as symlinks in a private folder that
 * every worker, whatever its language set, then shares.
 */
export async function languageFolder(languages: string[]): Promise<{ langPath: string; remove(): Promise<void> }> {
  const files = languages.map(languageFile);
  const langPath = await mkdtemp(path.join(tmpdir(), 'capture-tessdata-'));
  try {
    await Promise.all(files.map((f) => symlink(f, path.join(langPath, path.basename(f)))));
  } catch (e) {
    await rm(langPath, { recursive: true, force: true });
    throw e;
  }
  return { langPath, remove: () => rm(langPath, { recursive: true, force: true }) };
}
