import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidation } from '../../src/training/sroie';
import type { CompareKind } from './compare';
import type { Reader } from './corpus-eval';
import { aggregate, type DocResult, printFieldsByGroup } from './report';
import { misses, scoreDocument } from './score';

/**
 * SROIE receipts from the ORIGINAL full-line OCR box files (sroie/box/<key>.txt: x1,y1,…,x4,y4,TEXT with the
 * commas of TEXT kept). Each line is split into words at spaces; a word's box is its share of the line's box by
 * character offset (the file gives line boxes only). Fed to the engine as an .ocr.json document. Truth: the four
 * labels of train.jsonl — company and address as text (address by the address rule), the date parsed here
 * (day first, as Malaysian receipts print it), the total as a number.
 */
const FIELDS: { name: string; kind: CompareKind }[] = [
  { name: 'Vendor_Name', kind: 'text' }, { name: 'Vendor_Address', kind: 'address' }, { name: 'Date', kind: 'date' }, { name: 'Total', kind: 'amount' },
];

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** SROIE's date label as ISO: 25/12/2018, 20-11-17, 22.03.2018, 2018-03-22, 22 MAR 2018, MAR 22, 2018. */
export function sroieDate(s: string): string | undefined {
  const t = s.toUpperCase().trim();
  const iso = (y: number, m: number, d: number) => (m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : undefined);
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(t);
  if (m) return iso(year(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]*([A-Z]{3})[A-Z]*[\s,-]*(\d{2}|\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[2])) return iso(year(m[3]), MONTHS.indexOf(m[2]) + 1, Number(m[1]));
  m = /^([A-Z]{3})[A-Z]*\s+(\d{1,2}),?\s*(\d{4})$/.exec(t);
  if (m && MONTHS.includes(m[1])) return iso(Number(m[3]), MONTHS.indexOf(m[1]) + 1, Number(m[2]));
  return undefined;
}

export function sroieAmount(s: string): number | undefined {
  const m = /-?\d[\d,]*(?:\.\d+)?/.exec(s.replace(/\s/g, ''));
  return m ? Number(m[0].replace(/,/g, '')) : undefined;
}

function decode(buf: Buffer): string {
  const utf8 = buf.toString('utf8');
  return utf8.includes('\uFFFD') ? buf.toString('latin1') : utf8;
}

/** The box file as an .ocr.json page: one word per space-separated token, boxes by character offset. */
export function boxToOcrJson(text: string, size?: { width: number; height: number }): Buffer {
  const words: { text: string; bbox: number[] }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const parts = raw.split(',');
    if (parts.length < 9) continue;
    const nums = parts.slice(0, 8).map(Number);
    const line = parts.slice(8).join(',');
    if (nums.some((n) => !Number.isFinite(n)) || !line.trim()) continue;
    const xs = [nums[0], nums[2], nums[4], nums[6]], ys = [nums[1], nums[3], nums[5], nums[7]];
    const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
    const per = (x1 - x0) / Math.max(1, line.length);
    for (const m of line.matchAll(/\S+/g)) {
      const a = x0 + per * m.index!;
      words.push({ text: m[0], bbox: [Math.round(a), y0, Math.round(a + per * m[0].length), y1] });
    }
  }
  const page: Record<string, unknown> = { words };
  if (size) Object.assign(page, size);
  return Buffer.from(JSON.stringify({ pages: [page] }));
}

export async function runSroieBox(datasets: string, reader: Reader, verbose: boolean): Promise<DocResult[]> {
  const boxDir = join(datasets, 'sroie', 'box');
  const labels = join(datasets, 'sroie', 'train.jsonl');
  if (!existsSync(boxDir) || !existsSync(labels)) {
    console.log(`\nskip: SROIE box files — ${existsSync(boxDir) ? labels : boxDir} not found`);
    return [];
  }
  const meta = new Map<string, { image_size?: { width: number; height: number }; entities: Record<string, string> }>();
  for (const l of readFileSync(labels, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(l) as { key: string; image_size?: { width: number; height: number }; entities: Record<string, string> };
    meta.set(r.key, r);
  }
  const t0 = Date.now();
  const results: DocResult[] = [];
  for (const f of readdirSync(boxDir).filter((n) => n.endsWith('.txt')).sort()) {
    const key = f.replace(/\.txt$/, '');
    const m = meta.get(key);
    if (!m) continue;
    const e = m.entities;
    const truth = { Vendor_Name: e.company, Vendor_Address: e.address, Date: e.date ? sroieDate(e.date) : undefined, Total: e.total ? sroieAmount(e.total) : undefined };
    const bytes = boxToOcrJson(decode(readFileSync(join(boxDir, f))), m.image_size);
    const t = Date.now();
    const got = await reader.extract({ bytes, type: await reader.inspect(bytes) });
    const r = scoreDocument(key, { dataset: 'sroie-box', split: isValidation(key) ? 'held-out' : 'train' }, truth, got, Date.now() - t, FIELDS);
    r.lines = undefined;
    results.push(r);
    // Held-out receipts stay unread: their misses are never printed, only counted.
    if (verbose && r.group.split !== 'held-out') {
      const x = misses(r).filter((s) => !s.startsWith('extra'));
      if (x.length) console.log(`  ${key}\n    ${x.join('\n    ')}`);
    }
  }
  const held = results.filter((r) => r.group.split === 'held-out');
  console.log(`\n=== SROIE receipts from the original full-line OCR box files (${results.length} receipts, ${((Date.now() - t0) / 1000).toFixed(1)} s) ===`);
  console.log('held-out = the receipts src/training/sroie.ts isValidation() keeps out of the layout model\'s training');
  printFieldsByGroup('company = Vendor_Name, address = Vendor_Address, date, total:', [[`held-out (${held.length})`, held], [`all (${results.length})`, results]], {
    fields: FIELDS.map((f) => f.name), main: false, lines: false,
  });
  // Two-decimal shares hide a one-receipt move on 130 receipts: the counts, per split, in aggregate.
  for (const [name, rs] of [['held-out', held], ['train', results.filter((r) => r.group.split !== 'held-out')]] as const) {
    const a = aggregate(rs);
    console.log(`  right, ${name}: ${FIELDS.map((f) => `${f.name} ${a.field.get(f.name)?.ok ?? 0}/${a.field.get(f.name)?.n ?? 0}`).join(', ')}`);
  }
  return results;
}
