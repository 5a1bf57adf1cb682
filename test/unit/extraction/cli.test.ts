import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { threadsPerWorker } from '../../../src/cli/batch';
import { main } from '../../../src/cli/main';
import { RECORD_FIELDS } from '../../../src/domain/document/record-fields';
import { makePdf, stack, summary, table } from '../../support/pdf-factory';

const SAMPLES = path.resolve(__dirname, '../../../assets/samples');
const RECEIPT = path.join(SAMPLES, 'receipt.png');
/** The same receipt encoded as HEIC (HEVC) by libheif's heif-enc, as an iPhone saves photos. */
const HEIC = path.join(SAMPLES, 'receipt.heic');

/** Captures what a command writes. */
function memoryIo(tty = false) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { stdout: { write: (s: string) => out.push(s) }, stderr: { write: (s: string) => err.push(s), isTTY: tty, columns: 80 } },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}

describe('capture extract (CLI)', () => {
  let dir: string;
  let invoice: string;
  let corrupt: string;
  let text: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'capture-cli-'));
    invoice = path.join(dir, 'invoice.pdf');
    corrupt = path.join(dir, 'corrupt.pdf');
    text = path.join(dir, 'notes.txt');
    const items = table(200, [{ header: 'Description', x: 50 }, { header: 'Qty', x: 330, align: 'right' }, { header: 'Price', x: 430, align: 'right' }, { header: 'Amount', x: 545, align: 'right' }], [
      ['Paper', '2', '5.00', '10.00'],
      ['Toner', '1', '40.00', '40.00'],
    ]);
    writeFileSync(invoice, await makePdf([{ texts: [...stack(50, 60, ['Contoso Ltd', 'Invoice No: C-1', 'Date: 2024-01-31']), ...items.texts, ...summary(330, 545, items.bottom + 10, [['Total', '£50.00']])] }]));
    writeFileSync(corrupt, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'));
    writeFileSync(text, 'hello');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints a JSON array of REST-shaped records', async () => {
    const m = memoryIo();
    expect(await main(['extract', invoice], m.io)).toBe(0);
    const [record] = JSON.parse(m.stdout());
    for (const spec of RECORD_FIELDS) expect(record).toHaveProperty(spec.name);
    expect(record).toMatchObject({ Invoice_Number: 'C-1', Date: '2024-01-31', Total: 50, Currency_Code: 'GBP', Pages: '1', capture_key: '', Is_Duplicate: 0, Due_Date: '', Tip: 0 });
    expect(record.Created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(record.Raw_Text).toContain('Invoice No: C-1');
    expect(record.Line_Items).toHaveLength(2);
    expect(record.Line_Items[1]).toMatchObject({ Line: 2, line_item_id: '2', Description: 'Toner', QTY: 1, Price: 40, Amount: 40, SKU: '', Tax_Rate: 0 });
    expect(m.stderr()).toBe('');
  });

  it('keeps going past unreadable files, reports them in the stream and exits non-zero', async () => {
    const m = memoryIo();
    const missing = path.join(dir, 'missing.pdf');
    expect(await main(['extract', '--jsonl', corrupt, invoice, text, missing], m.io)).toBe(1);
    const lines = m.stdout().trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ file: corrupt, error: { code: 'UNPROCESSABLE', message: expect.any(String) } });
    expect(lines[1].Invoice_Number).toBe('C-1');
    expect(lines[2].error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(lines[3].error).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    // Not a terminal: plain progress lines on stderr.
    expect(m.stderr().trim().split('\n')).toEqual([`1/4 ${corrupt}`, `2/4 ${invoice}`, `3/4 ${text}`, `4/4 ${missing}`]);
  });

  it('draws a progress bar on a terminal', async () => {
    const m = memoryIo(true);
    await main(['extract', '--jsonl', invoice, invoice], m.io);
    expect(m.stderr()).toContain('[############............] 1/2');
    expect(m.stderr()).toContain('2/2');
  });

  it('prints help and rejects bad usage', async () => {
    const help = memoryIo();
    expect(await main(['extract', '--help'], help.io)).toBe(0);
    expect(help.stdout()).toMatch(/Usage: capture extract/);
    const none = memoryIo();
    expect(await main(['extract'], none.io)).toBe(2);
    const unknown = memoryIo();
    expect(await main(['frobnicate'], unknown.io)).toBe(2);
    expect(unknown.stderr()).toMatch(/unknown command/);
  });

  it('reads an image with no flag, and refuses it with --no-ocr', async () => {
    const m = memoryIo();
    expect(await main(['extract', '--jsonl', RECEIPT], m.io)).toBe(0);
    const [record] = m.stdout().trim().split('\n').map((l) => JSON.parse(l));
    expect(record.Total).toBe(21.7);
    expect(record.Raw_Text).toMatch(/CORNER GROCERY/);
    const off = memoryIo();
    expect(await main(['extract', '--jsonl', '--no-ocr', RECEIPT, invoice], off.io)).toBe(1);
    const [refused, pdf] = off.stdout().trim().split('\n').map((l) => JSON.parse(l));
    expect(refused.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(pdf.Invoice_Number).toBe('C-1');
  }, 60_000);

  it('rejects a bad --jobs value', async () => {
    for (const bad of [['--jobs', '0'], ['--jobs', 'x'], ['--jobs=-1'], ['--jobs']]) {
      const m = memoryIo();
      expect(await main(['extract', ...bad, invoice], m.io)).toBe(2);
      expect(m.stderr()).toMatch(/--jobs needs a whole number/);
    }
  });

  it('gives each batch worker its share of the cores as ONNX threads, at least one', () => {
    expect(threadsPerWorker(1, 2)).toBe(2);
    expect(threadsPerWorker(2, 2)).toBe(1);
    expect(threadsPerWorker(3, 2)).toBe(1);
    expect(threadsPerWorker(2, 8)).toBe(4);
  });

  // Generous limits: the first CLI run may compile dist/, and OCR on a busy 2-core CI machine takes its time.
  it('reads a batch of a PNG and an iPhone HEIC of it on two worker threads, in input order (bin/capture.js)', () => {
    const root = path.resolve(__dirname, '../../..');
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'capture.js'), 'extract', '--jsonl', '--jobs', '2', HEIC, RECEIPT, corrupt], { cwd: root, encoding: 'utf8', timeout: 300_000 });
    expect(r.status).toBe(1);
    const [heic, png, bad] = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(heic.Total).toBe(21.7);
    expect(png.Total).toBe(21.7);
    expect(heic.Raw_Text).toBe(png.Raw_Text);
    expect(bad).toEqual({ file: corrupt, error: { code: 'UNPROCESSABLE', message: expect.any(String) } });
  }, 310_000);

  it('runs as `node bin/capture.js extract` (building dist/ when needed)', () => {
    const root = path.resolve(__dirname, '../../..');
    const r = spawnSync(process.execPath, [path.join(root, 'bin', 'capture.js'), 'extract', invoice, corrupt], { cwd: root, encoding: 'utf8', timeout: 300_000 });
    expect(r.status).toBe(1);
    const records = JSON.parse(r.stdout);
    expect(records[0].Total).toBe(50);
    expect(records[1].error.code).toBe('UNPROCESSABLE');
  }, 310_000);
});
