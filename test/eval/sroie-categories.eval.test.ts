import fs from 'node:fs';
import path from 'node:path';
import { extractFields } from '../../src/extraction/fields';
import { parseOcrJson } from '../../src/extraction/ocr-json';

/**
 * Category, Payment_Type and Document_Type over the SROIE training receipts (CC BY 4.0, words with boxes, no
 * labels for these fields). It prints the distributions and a seeded sample of 30 receipts to judge by eye;
 * it never fails on the figures. Skips when ../shared/datasets is absent.
 */
const DATASET = path.resolve(__dirname, '../../../shared/datasets/sroie/train.jsonl');
const present = fs.existsSync(DATASET);
if (!present) console.log(`SROIE not found at ${DATASET}: category evaluation skipped`);

interface Receipt {
  key: string;
  image_size: { width: number; height: number };
  words: string[];
  bboxes: number[][];
}

/** A small deterministic generator, so the eyeballed sample is the same on every run. */
function sample<T>(items: T[], n: number, seed: number): T[] {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  return [...items].map((x) => ({ x, r: next() })).sort((a, b) => a.r - b.r).slice(0, n).map((p) => p.x);
}

(present ? describe : describe.skip)('SROIE receipts: category, payment and type', () => {
  it('prints the distributions and a sample of 30', () => {
    const receipts = fs.readFileSync(DATASET, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Receipt);
    const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
    const cats = new Map<string, number>();
    const pays = new Map<string, number>();
    const types = new Map<string, number>();
    const rows: string[] = [];
    const results = receipts.map((r) => {
      const words = r.words.map((text, i) => ({ text, bbox: r.bboxes[i] }));
      const tree = parseOcrJson(Buffer.from(JSON.stringify({ pages: [{ width: r.image_size.width, height: r.image_size.height, words }] })));
      const f = extractFields(tree).fields;
      count(cats, String(f.Category ?? ''));
      count(pays, String(f.Payment_Type ?? ''));
      count(types, String(f.Document_Type ?? ''));
      return { r, f };
    });
    for (const { r, f } of sample(results, 30, 2026)) {
      rows.push(`${r.key} | ${f.Category || '""'} | ${f.Payment_Type || '""'} | ${r.words.slice(0, 12).join(' · ').slice(0, 160)}`);
    }
    const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k || '""'}: ${n}`).join(', ');
    console.log(`${receipts.length} receipts\nCategory: ${show(cats)}\nPayment_Type: ${show(pays)}\nDocument_Type: ${show(types)}\n\n${rows.join('\n')}`);
    expect(results.length).toBe(receipts.length);
  });
});
