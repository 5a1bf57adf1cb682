import { makePdf, stack, summary, table } from '../support/pdf-factory';
import { captureRecord, registerVerified, startTestServer, updateRecord, type TestServer } from '../support/server';

// Line-item corrections used over HTTPS. Hartwell prints quantity and unit first, the per-line VAT amount between the
// unit price and the net amount, wraps long descriptions and lists carriage as a table row, under column names the
// engine does not know. One document's items typed in through PUT /api/v4/update teach the account how Hartwell's rows
// are laid out; the vendor's next invoice then comes out with the right items, for that account only.

type Row = [qty: number, unit: string, description: string[], each: number, vat: number];

interface Hartwell {
  pdf: Buffer;
  /** The items as a bookkeeper types them: carriage is not an item, wrapped descriptions are one. */
  items: Record<string, string | number>[];
}

const money = (n: number) => n.toFixed(2);

async function hartwell(number: string, rows: Row[], carriage: number): Promise<Hartwell> {
  const printed: string[][] = [];
  for (const [qty, unit, [first, ...rest], each, vat] of rows) {
    printed.push([String(qty), unit, first, money(each), money(vat), money(qty * each)]);
    for (const more of rest) printed.push(['', '', more, '', '', '']);
  }
  printed.push(['1', 'run', 'Carriage', money(carriage), money(carriage * 0.2), money(carriage)]);
  const net = Math.round((rows.reduce((s, [q, , , e]) => s + q * e, 0) + carriage) * 100) / 100;
  const vat = Math.round((rows.reduce((s, [, , , , v]) => s + v, 0) + carriage * 0.2) * 100) / 100;
  const t = table(230, [
    { header: 'Qty', x: 50 }, { header: 'Unit', x: 80 }, { header: 'Article', x: 115 },
    { header: 'Each', x: 380, align: 'right' }, { header: 'VAT', x: 450, align: 'right' }, { header: 'Net', x: 540, align: 'right' },
  ], printed);
  const pdf = await makePdf([{
    texts: [
      { text: 'Hartwell Supplies', x: 50, y: 60, size: 16, bold: true },
      ...stack(50, 85, ['1 Mill Road, Leeds LS2 7HY', 'VAT Reg GB 987 6543 21']),
      { text: 'INVOICE', x: 400, y: 60, size: 16, bold: true },
      ...summary(400, 545, 85, [['Invoice no.', number], ['Date', '03/04/2024']]),
      ...stack(50, 150, ['Bill to: Beispiel Ltd', '1 Market Square, York']),
      ...t.texts,
      ...summary(380, 540, t.bottom + 20, [['Net', money(net)], ['VAT', money(vat)], ['Total', money(net + vat)]]),
    ],
  }]);
  const items = rows.map(([qty, unit, description, each, v]) => ({ Description: description.join(' '), QTY: qty, Unit: unit, Price: each, Tax: v, Amount: Math.round(qty * each * 100) / 100 }));
  return { pdf, items };
}

let t: TestServer;
let dave: Record<string, string>;
let erin: Record<string, string>;
let h1: Hartwell;
let h2: Hartwell;
let h3: Hartwell;

beforeAll(async () => {
  t = await startTestServer();
  dave = (await registerVerified(t)).headers;
  erin = (await registerVerified(t)).headers;
  h1 = await hartwell('HW-1001', [[4, 'box', ['A4 copier paper'], 21.5, 17.2], [6, 'pc', ['Fountain pen ink,', 'black, 30 ml'], 3.25, 3.9]], 10);
  h2 = await hartwell('HW-1002', [[2, 'box', ['Staples 24/6'], 4.1, 1.64]], 6);
  h3 = await hartwell('HW-1003', [[10, 'pc', ['Lever arch file, blue'], 2.8, 5.6], [2, 'box', ['Envelopes C5, self-seal,', 'pack of 500'], 18.4, 7.36], [1, 'pc', ['Desk organiser'], 19.9, 3.98]], 8);
});
afterAll(() => t?.close());

const capture = (pdf: Buffer, headers: Record<string, string>) => captureRecord(t, pdf, headers);
const update = (headers: Record<string, string>, key: string, json: unknown) => updateRecord(t, headers, key, json);
const FIELDS = ['Description', 'QTY', 'Unit', 'Price', 'Tax', 'Amount'];
const items = (record: { Line_Items: Record<string, unknown>[] }) => record.Line_Items.map((i) => Object.fromEntries(FIELDS.map((f) => [f, i[f]])));

describe('line-item corrections used for the vendor\'s next document', () => {
  let key1: string;

  it('reads Hartwell\'s items wrong without memory (the premise: pick a stranger layout if the engine learns this one)', async () => {
    const record = await capture(h1.pdf, dave);
    key1 = record.capture_key;
    expect(record.Vendor_Name).toBe('Hartwell Supplies');
    expect(items(record)).not.toEqual(h1.items);
  });

  it('refuses bad line-item corrections with a 400 that names the problem, and learns nothing from them', async () => {
    const notList = await update(dave, key1, { Line_Items: { Description: 'A4 copier paper' } });
    expect(notList.status).toBe(400);
    expect(notList.body).toMatchObject({ status: 'unsuccessful', message: expect.stringMatching(/Line_Items must be an array of line items/) });
    const badQty = await update(dave, key1, { Line_Items: [{ ...h1.items[0], QTY: 'four' }, 'x'] });
    expect(badQty.status).toBe(400);
    expect(badQty.body.message).toMatch(/Line_Items\[0\]\.QTY must be a number/);
    expect(badQty.body.message).toMatch(/Line_Items\[1\] must be an object/);
    const unknown = await update(dave, key1, { Line_Items: [{ ...h1.items[0], Colour: 'blue' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/unknown Line_Items\[0\] field "Colour"/);
    // Nothing was stored: the vendor's next invoice is still the engine's reading.
    expect(items(await capture(h2.pdf, dave))).not.toEqual(h2.items);
  });

  it('after the first invoice\'s items are corrected, reads the next invoice\'s items right', async () => {
    const res = await update(dave, key1, { Line_Items: h1.items });
    expect(res.status).toBe(200);
    const record = await capture(h3.pdf, dave);
    expect(items(record)).toEqual(h3.items);
    expect(record.Line_Items.map((i: Record<string, unknown>) => i.Line)).toEqual([1, 2, 3]);
    expect(record.Invoice_Number).toBe('HW-1003');
  });

  it('leaves another account\'s reading of the same invoice to the engine', async () => {
    expect(items(await capture(h3.pdf, erin))).not.toEqual(h3.items);
  });

  it('learns as well from items added one at a time through the line-item endpoint', async () => {
    const first = await capture(h2.pdf, erin);
    for (const item of first.Line_Items) {
      const del = await t.request('DELETE', `/api/v4/update/line-items/${item.line_item_id}`, { headers: erin, query: { capture_key: first.capture_key } });
      expect(del.status).toBe(200);
    }
    const bad = await t.request('PUT', '/api/v4/update/line-items', { headers: erin, query: { capture_key: first.capture_key }, json: { ...h2.items[0], Amount: '8,20' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Amount must be a number/);
    for (const item of h2.items) {
      const res = await t.request('PUT', '/api/v4/update/line-items', { headers: erin, query: { capture_key: first.capture_key }, json: item });
      expect(res.status).toBe(200);
    }
    expect(items(await capture(h1.pdf, erin))).toEqual(h1.items);
  });
});
