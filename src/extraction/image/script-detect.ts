import sharp from 'sharp';
import type Tesseract from 'tesseract.js';
import { LANGUAGES } from './languages';
import { countScripts, type Script } from './unicode-script';

/**
 * Choosing the model set for a page without a hint. The Latin first pass is kept when Tesseract was
 * confident in it and invoice words came out of it; otherwise a probe re-reads its three most lettered
 * lines with the non-Latin models (see probeGroups), and the script of the characters that come back,
 * if read more believably than the Latin pass read those lines, names the set for the real pass.
 * Tesseract's own script detection (OSD) needs osd.traineddata, which no offline package ships.
 */

/** Mean word confidence (0–100, weighted by length) at or above which a Latin pass is accepted. */
export const LATIN_CONFIDENCE = 80;
/** Lines cropped for the probe: enough to outvote one odd line, few enough to stay cheap. */
const PROBE_LINES = 3;

/** Word confidence of a pass, weighted by word length; 0 for a page without words. */
export function meanConfidence(blocks: Tesseract.Block[]): number {
  let sum = 0;
  let weight = 0;
  for (const w of allWords(blocks)) {
    const n = [...w.text.trim()].length;
    sum += (Number.isFinite(w.confidence) ? w.confidence : 0) * n;
    weight += n;
  }
  return weight ? sum / weight : 0;
}

function allWords(blocks: Tesseract.Block[]): Tesseract.Word[] {
  return blocks.flatMap((b) => (b.paragraphs ?? []).flatMap((p) => (p.lines ?? []).flatMap((l) => l.words ?? [])));
}

/**
 * Model sets of the probe, tried in order (whichever languages are enabled). One worker holds all
 * non-Latin models but Chinese and Korean: the Japanese model reads Han too (a Chinese page comes back
 * as Han without kana), eight models in one worker fail to load, and Korean in a mixed set reads
 * nothing. Korean is probed second, with the set its full pass uses, so that worker is reused.
 */
export function probeGroups(enabled: string[]): string[][] {
  const main = enabled.filter((l) => LANGUAGES[l]?.script !== 'latin' && l !== 'kor');
  const mixed = main.includes('jpn') ? main.filter((l) => l !== 'chi_sim') : main;
  const korean = enabled.includes('kor') ? [languagesForScript('hangul', enabled)] : [];
  return [mixed, ...korean].filter((g) => g.length > 0);
}

/**
 * Letters in a text line, or 0 when it is a rule rather than text: a receipt's "*****" or "=====" comes
 * back as "ERKFRKEERKRK…" or "주주주주…", a handful of letters repeated, which no language writes.
 */
export function letterCount(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length >= 8 && new Set(letters).size < 0.3 * letters.length) return 0;
  return letters.length;
}

/** The lines of a pass with the most letters, as padded crops of the prepared page (PNG), with the pass's lines. */
async function lineCrops(png: Buffer, blocks: Tesseract.Block[]): Promise<{ crops: Buffer[]; lines: Tesseract.Line[] }> {
  const meta = await sharp(png).metadata();
  const lines = blocks
    .flatMap((b) => (b.paragraphs ?? []).flatMap((p) => p.lines ?? []))
    .filter((l) => l.bbox.x1 - l.bbox.x0 > 8 && l.bbox.y1 - l.bbox.y0 > 6 && letterCount(l.text) >= 3)
    .sort((a, b) => letterCount(b.text) - letterCount(a.text))
    .slice(0, PROBE_LINES);
  const crops = await Promise.all(
    lines.map(({ bbox: b }) => {
      // Generous padding: on a tilted page the first pass's box clips the ends of the line, and a
      // half-read first word drags the probe's confidence down.
      const h = b.y1 - b.y0;
      const left = Math.max(0, b.x0 - h);
      const top = Math.max(0, b.y0 - Math.round(h * 0.5));
      const width = Math.min(meta.width ?? 0, b.x1 + h) - left;
      const height = Math.min(meta.height ?? 0, b.y1 + Math.round(h * 0.5)) - top;
      return sharp(png).extract({ left, top, width, height }).png().toBuffer();
    }),
  );
  return { crops, lines };
}

/**
 * Dominant non-Latin script of a probe's output (letters weighted by word confidence), and the mean
 * confidence of the words written in it; none when Latin letters outweigh it.
 */
export function dominantScript(probed: Tesseract.Block[][]): { script?: Script; confidence: number; letters: number } {
  const words = probed.flatMap(allWords).filter((w) => letterCount(w.text) > 0 || !/\p{L}/u.test(w.text));
  const counts = new Map<Script, number>();
  for (const w of words) countScripts(w.text, counts, Math.max(1, w.confidence));
  // Latin letters are not a candidate, but when the probe models (Russian and Korean know Latin too)
  // return more Latin than anything else, the lines are Latin and the rest is lookalike noise.
  const latin = counts.get('latin') ?? 0;
  counts.delete('latin');
  // Japanese is written in Han characters and kana: any real share of kana means Japanese.
  const han = counts.get('han') ?? 0;
  const kana = counts.get('kana') ?? 0;
  if (kana > 0 && kana >= 0.1 * (han + kana)) counts.set('kana', han + kana);
  let best: Script | undefined;
  for (const [s, n] of counts) if (!best || n > (counts.get(best) ?? 0)) best = s;
  if (!best || latin > (counts.get(best) ?? 0)) return { confidence: 0, letters: 0 };
  const scripts = best === 'kana' ? ['kana', 'han'] : [best];
  const own = words.filter((w) => [...countScripts(w.text).keys()].some((s) => scripts.includes(s)));
  const weight = own.reduce((a, w) => a + [...w.text].length, 0);
  const confidence = own.reduce((a, w) => a + w.confidence * [...w.text].length, 0) / Math.max(1, weight);
  const letters = [...countScripts(own.map((w) => w.text).join('')).entries()]
    .filter(([s]) => scripts.includes(s))
    .reduce((a, [, n]) => a + n, 0);
  return { script: best, confidence, letters };
}

/** Probe confidence at which the first probe group's answer is taken without trying the next. */
const PROBE_CONFIDENCE = 75;
/** The probe must beat the Latin first pass on the same lines by this much (0–100 scale). */
const PROBE_MARGIN = 5;
/**
 * A probe this confident names the script even when the English model was as sure of its nonsense
 * (it reads a tilted Korean page at 94%). On the SROIE receipts false probes stayed under 78%.
 */
const SURE_PROBE = 85;
/** Below this a probe's script is noise whatever the Latin pass scored. */
const MIN_PROBE = 45;
/** Fewer letters of the script than this is a stray misreading (a logo, a stamp), not the page's script. */
const MIN_LETTERS = 4;

/**
 * Reads the widest lines of the first pass with each probe group in turn (a group is one worker's
 * model set) and returns the script found by the first confident group, else by the most confident,
 * provided it read those lines more confidently than the Latin first pass did. On real Latin receipt
 * photos the probe often finds a few Cyrillic or kana "letters" at 60–77% confidence; the same lines
 * read as Latin score higher, which is what keeps those pages Latin.
 */
export async function probeScript(
  png: Buffer,
  firstPass: Tesseract.Block[],
  groups: Array<(png: Buffer) => Promise<Tesseract.Block[]>>,
): Promise<Script | undefined> {
  const { crops, lines } = await lineCrops(png, firstPass);
  const latin = meanConfidence([{ paragraphs: [{ lines }] } as unknown as Tesseract.Block]);
  let best: { script?: Script; confidence: number; letters: number } = { confidence: -1, letters: 0 };
  for (const readLine of groups) {
    const probed: Tesseract.Block[][] = [];
    for (const crop of crops) probed.push(await readLine(crop));
    const found = dominantScript(probed);
    if (found.script && found.confidence > best.confidence) best = found;
    if (best.confidence >= PROBE_CONFIDENCE && best.confidence >= latin + PROBE_MARGIN) break;
  }
  const believable =
    best.letters >= MIN_LETTERS &&
    (best.confidence >= SURE_PROBE || best.confidence >= Math.max(MIN_PROBE, latin + PROBE_MARGIN));
  return believable ? best.script : undefined;
}

/** Model set for a script: its language(s), plus English so that Latin codes and amounts still read. */
export function languagesForScript(script: Script, enabled: string[]): string[] {
  const own = enabled.filter((l) => LANGUAGES[l]?.script === script);
  const extra = enabled.includes('eng') && !own.includes('eng') ? ['eng'] : [];
  return [...own, ...extra];
}
