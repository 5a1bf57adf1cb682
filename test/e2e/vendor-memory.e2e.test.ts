import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { makePdf, stack, summary, table } from '../support/pdf-factory';
import { captureRecord, registerVerified, startTestServer, updateRecord, type TestServer } from '../support/server';

// Learning from corrections over HTTP with real PDFs. This vendor prints a "Goods total", then porterage, then the
// amount to pay after a label the engine does not know ("Settle with us"), so the engine takes the goods total. One
// correction through PUT /api/v4/update teaches the account where this vendor prints its total, and the vendor's
// next invoice is read right, for that account only.
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

interface Spec {
  number: string;
  date: string;
  items: [string, number, number][];
  carriage: number;
}

/** Quillfeather's invoice layout: a "Goods total", carriage, and the real total after an unusual label. */
async function quillfeather(o: Spec): Promise<{ pdf: Buffer; goods: number; total: number }> {
  const goods = Math.round(o.items.reduce((s, [, q, p]) => s + q * p, 0) * 100) / 100;
  const total = Math.round((goods + o.carriage) * 100) / 100;
  const rows = o.items.map(([d, q, p]) => [d, String(q), p.toFixed(2), (q * p).toFixed(2)]);
  const t = table(230, [{ header: 'Description', x: 50 }, { header: 'Qty', x: 330, align: 'right' }, { header: 'Unit price', x: 420, align: 'right' }, { header: 'Amount', x: 540, align: 'right' }], rows);
  const pdf = await makePdf([
    {
      texts: [
        { text: 'Quillfeather Stationers', x: 50, y: 60, size: 16, bold: true },
        ...stack(50, 85, ['12 Paper Lane, Leeds LS1 4AB', 'VAT Reg GB 123 4567 89']),
        { text: 'INVOICE', x: 400, y: 60, size: 16, bold: true },
        ...summary(400, 545, 85, [['Invoice no.', o.number], ['Issued', o.date]]),
        ...stack(50, 150, ['Bill to: Beispiel Ltd', '1 Market Square, York']),
        ...t.texts,
        ...summary(330, 540, t.bottom + 20, [['Goods total', goods.toFixed(2)], ['Porterage', o.carriage.toFixed(2)], ['Settle with us', total.toFixed(2)]]),
      ],
    },
  ]);
  return { pdf, goods, total };
}

let t: TestServer & { databaseUrl?: string };
let dave: Record<string, string>;
let erin: Record<string, string>;
let a1: Awaited<ReturnType<typeof quillfeather>>;
let a2: Awaited<ReturnType<typeof quillfeather>>;
let a3: Awaited<ReturnType<typeof quillfeather>>;

beforeAll(async () => {
  t = await startTestServer();
  dave = (await registerVerified(t)).headers;
  erin = (await registerVerified(t)).headers;
  a1 = await quillfeather({ number: 'QF-2041', date: '03/04/2024', items: [['A4 copier paper, box', 4, 21.5], ['Fountain pen ink, black', 6, 3.25]], carriage: 20 });
  a2 = await quillfeather({ number: 'QF-2107', date: '17/05/2024', items: [['Lever arch files, blue', 10, 2.8], ['Desk organiser', 1, 19.9], ['Sticky notes', 12, 1.1]], carriage: 15 });
  a3 = await quillfeather({ number: 'QF-2230', date: '02/07/2024', items: [['Envelopes C5, 500', 2, 18.4]], carriage: 6.5 });
});
afterAll(() => t?.close());

const capture = (pdf: Buffer, headers: Record<string, string>) => captureRecord(t, pdf, headers);
const update = (headers: Record<string, string>, key: string, json: unknown) => updateRecord(t, headers, key, json);

/** The examples as `npm run corrections:export` writes them, from the running server's database. */
async function exported(): Promise<Record<string, any>[]> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'corrections-')), 'examples.jsonl');
  const env = { ...process.env, DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) };
  await run('node', [path.join(ROOT, 'scripts/export-corrections.js'), '--out', out], { cwd: ROOT, env });
  const text = fs.readFileSync(out, 'utf8');
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

describe('vendor memory over HTTP', () => {
  let key1: string;

  it('reads the vendor\'s first invoice with the wrong total (the goods total, not the sum to remit)', async () => {
    const record = await capture(a1.pdf, dave);
    key1 = record.capture_key;
    expect(record.Vendor_Name).toBe('Quillfeather Stationers');
    // The premise of this test: if the engine learns "Settle with us" by itself, pick a stranger layout.
    expect(record.Total).toBe(a1.goods);
  });

  it('refuses a correction with a bad value (400) and stores no example', async () => {
    const res = await update(dave, key1, { Total: '125,50 GBP' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Total must be a number/);
    expect(await exported()).toEqual([]);
  });

  it('after one correction, reads the total of the vendor\'s next invoice right', async () => {
    const res = await update(dave, key1, { Total: a1.total });
    expect(res.status).toBe(200);
    const record = await capture(a2.pdf, dave);
    expect(record.Total).toBe(a2.total);
    expect(record.Total).not.toBe(a2.goods);
    expect(record.Invoice_Number).toBe('QF-2107');
  });

  it('leaves another account\'s reading of the same invoice to the engine', async () => {
    const record = await capture(a2.pdf, erin);
    expect(record.Total).toBe(a2.goods);
    expect(record.Is_Duplicate).toBe(0);
  });

  it('exports the example with its anchor and the document text, for training', async () => {
    const rows = await exported();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      field: 'Total',
      corrected_value: a1.total,
      source: 'rest',
      vendor_key: 'vat:GB123456789',
      anchor: { label: 'settle with us', placement: 'inline' },
    });
    expect(rows[0].raw_text).toContain(`Settle with us\t${a1.total.toFixed(2)}`);
    expect(typeof rows[0].extracted_value).toBe('number');
  });

  it('keeps learning: the third invoice is read right too, and a re-upload is still a duplicate', async () => {
    expect((await capture(a3.pdf, dave)).Total).toBe(a3.total);
    expect((await capture(a3.pdf, dave)).Is_Duplicate).toBe(1);
  });
});

describe('corrections:export', () => {
  it('refuses to run without --out, and fails cleanly where there is no database', async () => {
    await expect(run('node', [path.join(ROOT, 'scripts/export-corrections.js')], { cwd: ROOT })).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--out is required/) });
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-db-'));
    const out = path.join(empty, 'x.jsonl');
    const env = { ...process.env, DATA_DIR: empty, DATABASE_URL: '' };
    await expect(run('node', [path.join(ROOT, 'scripts/export-corrections.js'), '--out', out], { cwd: ROOT, env })).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/no database at/) });
    expect(fs.existsSync(out)).toBe(false);
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
