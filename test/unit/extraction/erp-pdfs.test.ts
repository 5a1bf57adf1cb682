import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import { matchLines, type LineLike } from '../../../eval/harness/lines';

/**
 * ERP-printed invoices (test/fixtures/erp-items, 35 documents in six languages): every billed item read, no
 * alternative position, section sum or carried-forward line among them, and the totals, as a bookkeeper would
 * type them. Items count as the eval counts them (amount, and description or quantity).
 */
const dir = path.join(__dirname, '../../fixtures/erp-items');
const ids = readdirSync(dir).filter((f) => /^e\d+\.json$/.test(f)).map((f) => f.slice(0, -5)).sort();

interface Truth {
  items: Array<{ description: string; qty: number; amount: number }>;
  subtotal: number;
  tax: number;
  total: number;
}

describe('ERP-printed invoices as digital PDFs', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it.each(ids)('%s', async (id) => {
    const truth = JSON.parse(readFileSync(path.join(dir, `${id}.json`), 'utf8')) as Truth;
    const r = await pipeline.extract({ bytes: readFileSync(path.join(dir, `${id}.pdf`)), type: 'pdf' });
    const want = truth.items.map((i) => ({ Description: i.description, QTY: i.qty, Amount: i.amount }));
    const m = matchLines(want, r.lineItems as LineLike[]);
    const f = r.fields as Record<string, unknown>;
    expect({ right: m.right, extracted: m.extracted, Subtotal: f.Subtotal, Tax: f.Tax, Total: f.Total })
      .toEqual({ right: truth.items.length, extracted: truth.items.length, Subtotal: truth.subtotal, Tax: truth.tax, Total: truth.total });
  });
});
