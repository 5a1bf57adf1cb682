import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { matchLines, type LineLike } from '../../../eval/harness/lines';

/**
 * ERP-printed invoices (test/fixtures/erp-items, 53 documents in six languages): every billed item read, no
 * alternative position, section sum or carried-forward line among them, and the totals, as a bookkeeper would
 * type them (a tax the document does not print is null: none is read). Items count as the eval counts them
 * (amount, and description or quantity).
 */
const dir = path.join(__dirname, '../../fixtures/erp-items');
const ids = readdirSync(dir).filter((f) => /^e\d+\.json$/.test(f)).map((f) => f.slice(0, -5)).sort();

interface Truth {
  items: Array<{ description: string; qty: number; amount: number }>;
  subtotal: number;
  tax: number | null;
  total: number;
}

/**
 * Sums no rule reads yet, kept in view until one does: e39, the FatturaPA print, sets net and tax in a boxed table
 * under their headings ("Totale imponibile" over "231,36").
 */
const HEADER_MISSES = new Set(['e39']);

describe('ERP-printed invoices as digital PDFs', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  const read = async (id: string) => {
    const truth = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Truth;
    const r = await pipeline.extract({ bytes: readFileSync(path.join(dir, `${id}.pdf`)), type: 'pdf' });
    const want = truth.items.map((i) => ({ Description: i.description, QTY: i.qty, Amount: i.amount }));
    const m = matchLines(want, r.lineItems as LineLike[]);
    const f = r.fields as Record<string, unknown>;
    return { truth, got: { right: m.right, extracted: m.extracted, Subtotal: f.Subtotal, Tax: f.Tax, Total: f.Total } };
  };
  const want = (truth: Truth) => ({ right: truth.items.length, extracted: truth.items.length, Subtotal: truth.subtotal, Tax: truth.tax ?? undefined, Total: truth.total });

  it.each(ids.filter((id) => !HEADER_MISSES.has(id)))('%s', async (id) => {
    const { truth, got } = await read(id);
    expect(got).toEqual(want(truth));
  });

  it.each([...HEADER_MISSES])('%s: items and total', async (id) => {
    const { truth, got } = await read(id);
    expect([got.right, got.extracted, got.Total]).toEqual([truth.items.length, truth.items.length, truth.total]);
  });

  it.failing.each([...HEADER_MISSES])('%s: net and tax (not read yet)', async (id) => {
    const { truth, got } = await read(id);
    expect([got.Subtotal, got.Tax]).toEqual([truth.subtotal, truth.tax]);
  });
});
