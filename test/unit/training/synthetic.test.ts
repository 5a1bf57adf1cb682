import { generateCorpus, generateDocument, LabelledDocument } from '../../../src/training/synthetic';
import { LOCALES } from '../../../src/training/synthetic/locales';
import type { Labels } from '../../../src/training/synthetic/locale';
import { lexiconMatch, LexiconKey } from '../../../src/extraction/layout/lexicon';
import { lineCells } from '../../../src/extraction/raw-text';
import { parseNumber } from '../../../src/extraction/fields/amounts';
import type { Role } from '../../../src/extraction/layout/roles';

const started = Date.now();
const corpus = generateCorpus(500, 1);
// Printed, not asserted: timing assertions flake on a shared machine.
console.log(`synthetic: 500 documents in ${Date.now() - started} ms`);

/** Words of one role in each cell of a line, joined: the printed values of that role. */
function valuesOf(doc: LabelledDocument, role: Role): string[] {
  const out: string[] = [];
  doc.tree.pages.forEach((page, p) =>
    page.lines.forEach((line, l) => {
      const roleOf = new Map(line.words.map((w, i) => [w, doc.roles[p][l][i]]));
      for (const cell of lineCells(line)) {
        const words = cell.words.filter((w) => roleOf.get(w) === role);
        if (words.length) out.push(words.map((w) => w.text).join(' '));
      }
    }),
  );
  return out;
}

/** The last number in a printed value ("TOTAL: RM 1,234.50" → 1234.5), native digits and separators included. */
function amountIn(text: string): number | null {
  const t = text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/٬/g, ',').replace(/٫/g, '.');
  const nums = t.match(/\d[\d.,' \u202f]*\d|\d/g);
  if (!nums) return null;
  const v = parseNumber(nums[nums.length - 1].trim());
  return v === null ? null : /-\s*[^\d]*\d/.test(t) && t.trim().startsWith('-') ? -v : v;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

describe('synthetic documents', () => {
  it('are deterministic: the same seed gives the same JSON, another seed another document', () => {
    expect(JSON.stringify(generateCorpus(40, 7))).toBe(JSON.stringify(generateCorpus(40, 7)));
    expect(JSON.stringify(generateDocument(3))).toBe(JSON.stringify(generateDocument(3)));
    expect(JSON.stringify(generateDocument(3))).not.toBe(JSON.stringify(generateDocument(4)));
  });

  it('cover every language (18 + Malay) and both kinds in 500 documents', () => {
    const languages = new Set(corpus.map((d) => d.truth.language));
    expect([...languages].sort()).toEqual(LOCALES.map((l) => l.code).sort());
    expect(languages.size).toBe(19);
    const kinds = corpus.map((d) => d.truth.kind);
    expect(kinds.filter((k) => k === 'invoice').length).toBeGreaterThan(100);
    expect(kinds.filter((k) => k === 'receipt').length).toBeGreaterThan(100);
  });

  it('have roles parallel to the tree, and line text made of the words', () => {
    const bad: string[] = [];
    corpus.forEach((d, n) => {
      if (d.roles.length !== d.tree.pages.length) bad.push(`${n}: pages`);
      d.tree.pages.forEach((page, p) => {
        if (d.roles[p].length !== page.lines.length) bad.push(`${n}: lines`);
        page.lines.forEach((line, l) => {
          if (d.roles[p][l]?.length !== line.words.length) bad.push(`${n}/${l}: words`);
          if (line.text !== line.words.map((w) => w.text).join(' ')) bad.push(`${n}/${l}: text`);
          for (let i = 1; i < line.words.length; i++) if (line.words[i].box[0] < line.words[i - 1].box[0]) bad.push(`${n}/${l}: x order`);
        });
      });
    });
    expect(bad).toEqual([]);
  });

  it('keep every box inside its page, with positive size; receipts are narrow, invoices A4', () => {
    const bad: string[] = [];
    corpus.forEach((d, n) => {
      for (const page of d.tree.pages) {
        for (const w of page.lines.flatMap((l) => l.words)) {
          const [x0, y0, x1, y1] = w.box;
          if (!(x0 >= 0 && y0 >= 0 && x1 <= page.width && y1 <= page.height && x1 > x0 && y1 > y0)) bad.push(`${n}: ${w.text} ${w.box}`);
        }
        const ratio = page.height / page.width;
        if (d.truth.kind === 'receipt' && (page.width < 300 || page.width > 600)) bad.push(`${n}: receipt width ${page.width}`);
        if (d.truth.kind === 'invoice' && Math.abs(ratio - 842 / 595) > 0.01) bad.push(`${n}: invoice ${page.width}x${page.height}`);
      }
    });
    expect(bad).toEqual([]);
  });

  it('print TOTAL and SUBTOTAL values that parse back to the truth (documents without OCR noise)', () => {
    let checked = 0;
    const bad: string[] = [];
    for (const d of corpus.filter((x) => !x.truth.noisy)) {
      const totals = valuesOf(d, 'TOTAL');
      if (!totals.length) bad.push(`${d.truth.language}: no TOTAL`);
      for (const t of totals) if (amountIn(t) !== d.truth.Total) bad.push(`${d.truth.language}: ${t} ≠ ${d.truth.Total}`);
      for (const t of valuesOf(d, 'SUBTOTAL')) if (amountIn(t) !== d.truth.Subtotal) bad.push(`${d.truth.language}: ${t} ≠ ${d.truth.Subtotal}`);
      checked++;
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(300);
  });

  it('have amounts that add up as printed', () => {
    for (const { truth: t } of corpus) {
      const lines = round2(t.lineItems.reduce((s, i) => s + i.Amount, 0));
      for (const i of t.lineItems) expect(Math.abs(i.Amount - i.QTY * i.Price)).toBeLessThanOrEqual(0.5 + 1e-9);
      const tax = t.Tax ?? 0;
      if (t.taxIncluded) {
        expect(round2(lines - (t.Discount ?? 0))).toBeCloseTo(t.Total, 2);
        expect(t.Rounding).toBeUndefined();
        if (t.Subtotal !== undefined && t.Tax !== undefined) expect(round2(t.Subtotal + t.Tax)).toBeCloseTo(t.Total, 2);
      } else {
        if (t.Subtotal !== undefined) expect(t.Subtotal).toBeCloseTo(lines, 2);
        if (t.Tax !== undefined) {
          expect(round2(lines - (t.Discount ?? 0) + (t.Shipping ?? 0) + tax + (t.Rounding ?? 0))).toBeCloseTo(t.Total, 2);
        }
      }
      expect(t.Date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('label values by construction: dates, numbers, parties and line items appear with their roles', () => {
    const seen = new Set(corpus.flatMap((d) => d.roles.flat(2)));
    for (const r of ['VENDOR_NAME', 'VENDOR_ADDRESS', 'BILL_TO', 'SHIP_TO', 'DATE', 'DUE_DATE', 'INVOICE_NUMBER', 'SUBTOTAL', 'TAX', 'TOTAL', 'LINE_DESCRIPTION', 'LINE_QTY', 'LINE_PRICE', 'LINE_AMOUNT']) {
      expect(seen.has(r as Role)).toBe(true);
    }
    for (const d of corpus.filter((x) => !x.truth.noisy)) {
      expect(valuesOf(d, 'VENDOR_NAME').length).toBeGreaterThan(0);
      expect(valuesOf(d, 'DATE').length).toBeGreaterThan(0);
      expect(valuesOf(d, 'LINE_AMOUNT').map(amountIn)).toEqual(d.truth.lineItems.map((i) => i.Amount));
      if (d.truth.Invoice_Number) expect(valuesOf(d, 'INVOICE_NUMBER').join(' ')).toContain(d.truth.Invoice_Number);
    }
  });

  it('put side-by-side blocks in one line, and lineCells splits them into separate cells', () => {
    const group = (r: Role) =>
      r === 'VENDOR_NAME' || r === 'VENDOR_ADDRESS' ? 'vendor'
        : r === 'DATE' || r === 'DUE_DATE' || r === 'INVOICE_NUMBER' ? 'meta'
          : r.startsWith('LINE_') ? 'item'
            : r === 'SUBTOTAL' || r === 'TAX' || r === 'TOTAL' ? 'totals'
              : r;
    let sideBySide = 0;
    const mixed: string[] = [];
    for (const d of corpus.filter((x) => !x.truth.noisy)) {
      d.tree.pages[0].lines.forEach((line, l) => {
        const roleOf = new Map(line.words.map((w, i) => [w, d.roles[0][l][i]]));
        const lineGroups = new Set(d.roles[0][l].filter((r) => r !== 'O').map(group));
        if (lineGroups.size > 1 && (lineGroups.has('BILL_TO') || lineGroups.has('vendor'))) sideBySide++;
        for (const cell of lineCells(line)) {
          const groups = new Set(cell.words.map((w) => roleOf.get(w)!).filter((r) => r !== 'O').map(group));
          if (groups.size > 1) mixed.push(`${cell.text} [${[...groups]}]`);
        }
      });
    }
    expect(mixed).toEqual([]);
    expect(sideBySide).toBeGreaterThan(50);
  });

  it('use labels the lexicon knows, in every language', () => {
    const expected: [keyof Labels, LexiconKey[]][] = [
      ['total', ['total']], ['subtotal', ['subtotal']], ['tax', ['tax']], ['date', ['date']], ['dueDate', ['due_date']],
      ['invoiceNo', ['invoice_number']], ['receiptNo', ['invoice_number']], ['billTo', ['bill_to']], ['shipTo', ['ship_to']],
      ['qty', ['quantity']], ['unitPrice', ['unit_price']], ['amount', ['amount', 'total', 'subtotal']], ['description', ['description']],
      ['cash', ['payment']], ['change', ['change']], ['discount', ['discount']], ['shipping', ['shipping']], ['phone', ['phone']],
      ['receipt', ['receipt', 'invoice']], ['invoice', ['invoice', 'receipt', 'invoice_number']], ['thanks', ['thanks']],
    ];
    const misses: string[] = [];
    for (const l of LOCALES) {
      for (const [key, keys] of expected) {
        for (const label of l.labels[key]) {
          const found = lexiconMatch(label);
          if (!keys.some((k) => found.includes(k))) misses.push(`${l.code}.${key}: ${label} → [${found}]`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  it('emit OCR segments on some receipts and OCR noise on some documents', () => {
    const receipts = corpus.filter((d) => d.truth.kind === 'receipt');
    const segmented = receipts.filter((d) => d.tree.pages[0].lines.some((l) => l.words.some((w) => w.text.includes(' '))));
    expect(segmented.length / receipts.length).toBeGreaterThan(0.15);
    expect(segmented.length / receipts.length).toBeLessThan(0.5);
    const noisy = corpus.filter((d) => d.truth.noisy).length / corpus.length;
    expect(noisy).toBeGreaterThan(0.08);
    expect(noisy).toBeLessThan(0.3);
  });

});
