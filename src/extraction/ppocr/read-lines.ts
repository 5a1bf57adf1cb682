import type { Box } from '../types';
import type { Decoded } from './ctc';
import type { RgbImage } from './image';
import type { RecognizerSet } from './recognizers';
import type { RecognizerName } from './session';
import { betterOf, betterOwnReadings, isUncertain, median, mergeNumbers, scriptShare, pickReader, prefersScript, PROBE_LINES, readingScore, type ScriptReader } from './script-router';
import { guessLatinLanguage } from '../image/latin-language';
import { voteLine } from './number-vote';
import { atNativeScale } from './native-scale';
import { voteReadings } from './char-vote';
import { isLatinPage, probeLines } from './probe-lines';
import { doubtedLatinLines } from './latin-doubt';
import { scriptLookalike } from './lookalike-vote';
import type { TesseractLines } from './tesseract-lines';
import { dominantScriptOf, type Script } from '../image/unicode-script';
import { arabicWithFigures, hasFigures } from './figure-crop';
import { donorFor, withBorrowed } from './borrowed-letters';
import { withEnglishTimes } from './times-sign';

/** The readers a page's unsure lines may go to, in probe order (ONNX first: they cost least). */
export const ONNX_READERS: ScriptReader[] = [
  { name: 'latin', kind: 'onnx', scripts: ['latin'], languages: ['latin'] },
  { name: 'japan', kind: 'onnx', scripts: ['kana', 'han'], languages: ['japan'] },
  { name: 'ch', kind: 'onnx', scripts: ['han'], languages: ['ch'] },
];

/** Tesseract language of each script no ONNX model reads. */
export const TESSERACT_SCRIPTS: Partial<Record<Script, string>> = {
  hangul: 'kor', arabic: 'ara', hebrew: 'heb', devanagari: 'hin', greek: 'ell', cyrillic: 'rus',
};

/** A probe score this high from an ONNX reader settles the script without asking Tesseract. */
const SURE_ONNX = 0.9;

export interface LineReaders {
  onnx: RecognizerSet;
  tesseract?: TesseractLines;
  /** Tesseract languages enabled (OCR_LANGUAGES); scripts whose language is off are not probed. */
  tesseractLanguages: string[];
  /** Who reads accented Latin pages: the PP-OCR Latin model, or Tesseract with the guessed language. */
  latin?: 'onnx' | 'tesseract';
}

export interface LineReading extends Decoded {
  /** Which reader the line's text comes from. */
  reader: string;
  /** The English reading of the line, where another reader's replaced it (keep-lines.ts). */
  english?: string;
}

/**
 * Tesseract readers of the probe: one worker holding every enabled script model but Korean (the model
 * that wins a word is the script), and Korean alone, which reads nothing in a mixed set.
 */
export function tesseractProbes(enabled: string[]): ScriptReader[] {
  const mixed = Object.entries(TESSERACT_SCRIPTS).filter(([s, l]) => s !== 'hangul' && enabled.includes(l!));
  const out: ScriptReader[] = [];
  if (mixed.length) out.push({ name: 'mixed', kind: 'tesseract', scripts: mixed.map(([s]) => s as Script), languages: mixed.map(([, l]) => l!) });
  if (enabled.includes('kor')) out.push({ name: 'kor', kind: 'tesseract', scripts: ['hangul'], languages: ['kor'] });
  return out;
}

async function readWith(readers: LineReaders, reader: ScriptReader, img: RgbImage, boxes: Box[], signal?: AbortSignal): Promise<Decoded[]> {
  if (reader.kind === 'onnx') return (await readers.onnx.get(reader.name as RecognizerName)).read(img, boxes);
  const out: Decoded[] = [];
  for (const box of boxes) {
    signal?.throwIfAborted();
    out.push(await readers.tesseract!.read(img, box, reader.languages, signal));
  }
  return out;
}

/** The mixed Tesseract probe named a script by its output: the reader of that script alone. */
function narrowed(reader: ScriptReader, readings: Decoded[]): ScriptReader {
  if (reader.name !== 'mixed') return reader;
  const script = dominantScriptOf(readings.map((d) => d.text).join(' '), reader.scripts);
  const lang = script && TESSERACT_SCRIPTS[script];
  return lang ? { name: lang, kind: 'tesseract', scripts: [script], languages: [lang] } : reader;
}

/**
 * Names the script of a page's unsure lines from the image: its widest unsure lines are read by every
 * candidate reader and the most believable reading wins (see pickReader). `hint` (a caller's language)
 * skips the probe.
 */
export async function probeReader(
  readers: LineReaders,
  img: RgbImage,
  english: Decoded[],
  boxes: Box[],
  unsure: number[],
  signal?: AbortSignal,
  askTesseract = false,
): Promise<ScriptReader | undefined> {
  const probe = probeLines(english, boxes, unsure);
  const probeBoxes = probe.map((i) => boxes[i]);
  const probeEnglish = probe.map((i) => english[i]);
  const candidates: Array<{ reader: ScriptReader; readings: Decoded[] }> = [];
  for (const reader of ONNX_READERS) candidates.push({ reader, readings: await readWith(readers, reader, img, probeBoxes, signal) });
  const onnxPick = pickReader(probeEnglish, candidates, probeBoxes);
  const onnxScore = onnxPick ? median(candidates.find((c) => c.reader === onnxPick)!.readings.map((d) => readingScore(d, onnxPick.scripts, true))) : 0;
  // Only a kana verdict settles it: the Latin model reads any script's digits and look-alikes well.
  // Nor does a Han one: the Chinese model reads Hangul as confident Han, so Korean is asked too.
  const settled = onnxPick?.name === 'japan' && onnxScore >= SURE_ONNX;
  if ((settled && !askTesseract) || !readers.tesseract) return onnxPick;
  for (const reader of tesseractProbes(readers.tesseractLanguages)) {
    const readings = await readWith(readers, reader, img, probeBoxes, signal);
    const own = narrowed(reader, readings);
    // The mixed set names the script but reads small print badly: look-alike letters go to a sibling
    // model (Greek "Σύνολο" as Cyrillic "Ебуоло") and noise to Arabic. The named model alone reads the
    // probe lines again, and that reading is what the script is scored by — or, per line, the mixed
    // reading where it is the more believable one of that script: the named model alone can read a
    // monospaced Greek receipt worse than the mixed set ("ΦΠΑ 13" at 0.58 against "ΦΠΑ 13 %" at 0.92).
    const alone = own === reader ? readings : await readWith(readers, own, img, probeBoxes, signal);
    let ownReadings = own === reader ? readings : betterOwnReadings(alone, readings, own.scripts);
    // Arabic-Indic figures, read by the script models as foreign letters ("סז-ז/ר"), are figures here too.
    if (own.scripts.length === 1 && own.scripts[0] === 'arabic') ownReadings = await arabicWithFigures(img, probeBoxes, ownReadings);
    candidates.push({ reader: own, readings: ownReadings });
  }
  return pickReader(probeEnglish, candidates, probeBoxes);
}


/**
 * Every line read: by the English recogniser first. When some lines are unsure (or the words are of
 * another Latin language), the page's script reader is found by the probe (or given by a hint), reads
 * every line again, and per line the more believable reading is kept (see prefersScript): a Korean
 * page keeps its English-read amounts and Latin codes.
 */
export async function readLines(
  readers: LineReaders,
  img: RgbImage,
  boxes: Box[],
  opts: { hint?: ScriptReader; signal?: AbortSignal; enabled?: string[] } = {},
): Promise<LineReading[]> {
  const english = await (await readers.onnx.get('en')).read(img, boxes);
  const out: LineReading[] = english.map((d) => ({ ...d, reader: 'en' }));
  const unsure = english.map((d, i) => (isUncertain(d, boxes[i]) ? i : -1)).filter((i) => i >= 0);
  let reader = opts.hint;
  // Hebrew and Cyrillic print can read as confident Latin look-alikes: the least sure lines are probed
  // even when none is unsure, unless the English reading is sure of them too.
  // Such a page has no Latin language's words either: then Tesseract's models are asked in any case.
  const enabled = opts.enabled ?? ['eng'];
  const lang = guessLatinLanguage(english.map((d) => d.text).join('\n'), enabled);
  const wordless = !lang && english.some((d) => /\p{L}{3}/u.test(d.text));
  const latinPage = isLatinPage(english, boxes, unsure, lang);
  const toProbe = latinPage ? [] : unsure.length ? unsure : wordless ? widest(english, boxes) : [];
  if (!reader && toProbe.length) reader = await probeReader(readers, img, english, boxes, toProbe, opts.signal, wordless);
  let readings: Decoded[] | undefined;
  if (!reader && lang && lang !== 'eng') {
    reader = latinReader(readers, lang);
    readings = await readWith(readers, reader, img, boxes, opts.signal);
    // Taken for Latin from its words alone: where the Latin model is unsure of the page, its script
    // is asked of the image after all (latin-doubt.ts).
    const doubted = reader.kind === 'tesseract' ? doubtedLatinLines(readings, english, boxes) : [];
    const other = doubted.length ? await probeReader(readers, img, english, boxes, doubted, opts.signal, true) : undefined;
    if (other && !other.scripts.includes('latin')) [reader, readings] = [other, undefined];
  }
  if (reader?.name === 'ch' || reader?.name === 'japan') {
    const cjk = await chineseOrJapanese(readers, img, boxes);
    const ja = cjk.reader.name === 'japan' ? await japanese(readers, img, boxes, english, cjk.readings, out, opts.signal) : undefined;
    if (ja) return ja;
    reader = ONNX_READERS[2];
  }
  if (!reader) return out;
  readings ??= await readWith(readers, reader, img, boxes, opts.signal);
  // Letters the page model does not know, from the model that does (borrowed-letters.ts), on lines where they may stand.
  const donor = reader.kind === 'tesseract' ? donorFor(reader.name, readers.tesseractLanguages) : undefined;
  if (donor) {
    const own = readings;
    const lines = own.map((r, i) => (/[nN]/.test(r.text) ? i : -1)).filter((i) => i >= 0);
    const lent = await readWith(readers, { name: donor.model, kind: 'tesseract', scripts: ['latin'], languages: [donor.model] }, img, lines.map((i) => boxes[i]), opts.signal);
    readings = own.map((r, i) => (lines.includes(i) ? withBorrowed(r, lent[lines.indexOf(i)], donor) : r));
  }
  // Arabic-Indic figures, which no reader of ours knows, read from the ink (arabic-digits.ts).
  if (reader.scripts.includes('arabic')) readings = await arabicWithFigures(img, boxes, readings);
  readings.forEach((r, i) => {
    const timed = reader.kind === 'tesseract' ? undefined : withEnglishTimes(r, english[i]);
    const { d, own } = timed ? { d: timed, own: timed } : voted(r, english[i], reader.scripts);
    // A line holding Arabic-Indic figures read from its ink: the English reading of it is misread figures.
    if (opts.hint ? Boolean(d.text) : hasFigures(d) || prefersScript(own, reader.scripts, english[i], boxes[i])) out[i] = { ...d, reader: reader.name, english: english[i].text };
    else if (reader.kind === 'tesseract') {
      // The English reading may be look-alike letters of the script's print, sure as it is (lookalike-vote.ts).
      const look = scriptLookalike(d, english[i], reader.scripts);
      if (look) out[i] = { ...look, reader: reader.name, english: english[i].text };
    }
  });
  return out;
}

/** The reader of a page in the Latin language `lang`: its Tesseract model, or the PP-OCR Latin model. */
function latinReader(readers: LineReaders, lang: string): ScriptReader {
  return readers.latin === 'tesseract' && readers.tesseractLanguages.includes(lang)
    ? { name: lang, kind: 'tesseract', scripts: ['latin'], languages: [lang] }
    : ONNX_READERS[0];
}

/** Lines whose English reading has letters, widest first. */
function widest(english: Decoded[], boxes: Box[]): number[] {
  return english
    .map((d, i) => ({ d, i, w: boxes[i][2] - boxes[i][0] }))
    .filter(({ d }) => /\p{L}{2}/u.test(d.text))
    .sort((a, b) => b.w - a.w)
    .slice(0, PROBE_LINES)
    .map(({ i }) => i);
}

/**
 * Han print is Chinese or Japanese; only kana tell. The Japanese model reads the whole page, and a
 * tenth of its CJK letters in kana makes it Japanese. Probe lines alone can be all Han on either.
 */
async function chineseOrJapanese(readers: LineReaders, img: RgbImage, boxes: Box[]): Promise<{ reader: ScriptReader; readings: Decoded[] }> {
  const readings = await readWith(readers, ONNX_READERS[1], img, boxes);
  return { reader: kanaShare(readings) >= KANA_SHARE ? ONNX_READERS[1] : ONNX_READERS[2], readings };
}

/** Share of kana among the CJK letters that makes Han print Japanese. */
const KANA_SHARE = 0.1;

/** Kana among the kana and Han letters of a page's readings (0 with none). */
export function kanaShare(readings: Decoded[]): number {
  const text = readings.map((d) => d.text).join('');
  const kana = scriptShare(text, ['kana']).own;
  const han = scriptShare(text, ['han']).own;
  return kana + han ? kana / (kana + han) : 0;
}

/** Tesseract's Japanese model, the third voter on a Japanese page (when enabled). */
const TESSERACT_JAPANESE: ScriptReader = { name: 'jpn', kind: 'tesseract', scripts: ['kana', 'han'], languages: ['jpn'] };

/**
 * A Japanese page: the Japanese model (PP-OCRv3) knows kana but reads Han and digits of small or
 * blurred print worse than the Chinese PP-OCRv4 model, which skips kana. Per line the better of the
 * two readings (betterOf), numbers with the Chinese model's separators ("89,50" → "89.50"); where
 * Tesseract's Japanese model is enabled it reads every line too and the three readings vote character
 * by character (voteReadings). Then against the English reading as on any page.
 */
async function japanese(readers: LineReaders, img: RgbImage, boxes: Box[], english: Decoded[], read: Decoded[], out: LineReading[], signal?: AbortSignal): Promise<LineReading[] | undefined> {
  // Both ONNX models read the page at its native scale here (see atNativeScale). Not in the probe nor
  // in chineseOrJapanese: read so, a Chinese receipt photo gave the Japanese model kana enough to be taken for Japanese.
  const native = await atNativeScale(img, boxes);
  const [jr, cr] = [await readers.onnx.get('japan'), await readers.onnx.get('ch')];
  const japan = native.img === img ? read : await jr.read(native.img, native.boxes);
  const chinese = await cr.read(native.img, native.boxes);
  const japanKnows = (c: string) => jr.knows(c);
  const chineseKnows = (c: string) => cr.knows(c);
  const third = readers.tesseract && readers.tesseractLanguages.includes('jpn') ? await readWith(readers, TESSERACT_JAPANESE, img, boxes, signal) : undefined;
  // Confirmed at native scale: a Chinese receipt photo whose upscaled reading had stray kana (0.04–0.11
  // of its CJK letters here, against 0.32–0.43 on Japanese renders) is read as Chinese.
  if (kanaShare(japan) + kanaShare(third ?? japan) < 2 * KANA_SHARE) return undefined;
  return out.map((line, i) => {
    const best = betterOf(japan[i], chinese[i]);
    const fromJapan = best === japan[i];
    let d = fromJapan ? withNumbers(best, chinese[i], true) : best;
    let reader = fromJapan ? 'japan' : 'ch';
    if (third) {
      const v = voteReadings([{ ...withNumbers(japan[i], chinese[i], true), knows: japanKnows }, { ...chinese[i], knows: chineseKnows }, third[i]]);
      if (v) {
        d = withNumbers(v, chinese[i], true);
        reader = 'vote';
      }
    }
    d = withEnglishTimes(d, english[i]);
    return prefersScript(d, ONNX_READERS[1].scripts, english[i], boxes[i]) ? { ...d, reader } : line;
  });
}

/**
 * A Tesseract script reading with the English reading's words where they are the better reading of
 * the same place (voteLine: digits, and Latin print the script model garbled) and its numbers merged
 * (withNumbers). `own` is what the line is judged by against the English reading: the script's own
 * words, without those the English reading won. Latin pages are left to Tesseract's Latin models.
 */
function voted(r: Decoded, english: Decoded, scripts: readonly Script[]): { d: Decoded; own: Decoded } {
  if (scripts.includes('latin')) {
    const d = withNumbers(r, english);
    return { d, own: d };
  }
  const v = voteLine(r, english, scripts);
  const d = withNumbers(v.line, english);
  return { d, own: v.own === r ? d : v.own };
}

/**
 * mergeNumbers applied to a reading's words too. A word that is now the source reading's number
 * takes that reading's confidence where it is higher: Tesseract's script models give a number they
 * misread (or read right) near 0, which would sink a well-read line ("दिनांक 14/03/2024" at 0.37)
 * against the English reading of the same line.
 */
function withNumbers(d: Decoded, source: Decoded, separators = false): Decoded {
  const text = mergeNumbers(d.text, source.text, separators);
  if (!d.spans) return text === d.text ? d : { ...d, text };
  const words = text.split(' ');
  if (words.length !== d.spans.length) return { ...d, text, spans: undefined };
  const numbers = new Set(source.text.match(/\d(?:[\d.,:/-]*\d)?/g) ?? []);
  const spans = d.spans.map((s, i) => ({ ...s, text: words[i], confidence: numbers.has(words[i]) ? Math.max(s.confidence, source.confidence) : s.confidence }));
  const chars = spans.reduce((a, w) => a + [...w.text].length, 0);
  const confidence = chars ? spans.reduce((a, w) => a + w.confidence * [...w.text].length, 0) / chars : d.confidence;
  return { ...d, text, spans, confidence };
}
