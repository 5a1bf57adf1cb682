import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CompareKind } from './compare';
import type { Reader } from './corpus-eval';
import { aggregate, type DocResult, groupBy, lineF1, printTable, acc, spread } from './report';
import { addCounts, prf } from './lines';
import { cachedScan } from './scan';
import { misses, scoreDocument } from './score';

/**
 * Real invoice PDFs read from the print alone (the pipeline is created with embeddedXml: false, so an attached
 * Factur-X/ZUGFeRD XML is not read). Two sections:
 * - real: invoice2data (its template output as truth; the "issuer" is a template name, so the vendor is also
 *   scored leniently: one name contains the other; line items where every template line has a line total);
 * - zugferd: facturx_de (.cii.xml beside each PDF) and zugferd_corpus (the XML the PDF carries, detached beside
 *   it; ZUGFeRD 1 and 2/Factur-X namespaces), grouped by producer folder; line items exact from the XML (name,
 *   quantity, line total).
 * Input kinds: pdf (the file as it is) and scan (every page rasterised at 150 dpi with scanner noise, no text
 * layer: the engine's OCR path for scanned PDFs; eval/harness/scan.ts).
 */
const FIELDS: { name: string; kind: CompareKind }[] = [
  { name: 'Invoice_Number', kind: 'id' }, { name: 'Date', kind: 'date' }, { name: 'Due_Date', kind: 'date' },
  { name: 'Total', kind: 'amount' }, { name: 'Subtotal', kind: 'amount' }, { name: 'Tax', kind: 'amount' },
  { name: 'Balance_Due', kind: 'amount' }, { name: 'Currency_Code', kind: 'text' }, { name: 'Vendor_Name', kind: 'text' },
];
const SHORT = ['No.', 'Date', 'Due', 'Total', 'Sub', 'Tax', 'Bal', 'Cur', 'Vendor', 'Vendor~'];

const ENT: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENT[e]).trim();

/** First element with this local name (any namespace prefix, or none: early ZUGFeRD 1 files use a default namespace). */
function block(xml: string, name: string): string {
  return new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`).exec(xml)?.[1] ?? '';
}

function tag(xml: string, name: string): string | undefined {
  const m = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:[\\w-]+:)?${name}>`).exec(xml);
  return m ? decode(m[1]) : undefined;
}

const num = (s: string | undefined) => (s === undefined || s === '' ? undefined : Number(s));
/** A date element's 8 digits (format 102), whether wrapped in udt:DateTimeString or not. */
const date102 = (xml: string) => {
  const s = /(\d{8})/.exec(xml)?.[1];
  return s ? `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}` : undefined;
};

/** Truth from CII XML: ZUGFeRD 1 (HeaderExchangedDocument, …MonetarySummation) or 2/Factur-X (ExchangedDocument, …HeaderMonetarySummation). */
export function ciiTruth(xml: string): Record<string, unknown> {
  const header = block(xml, 'ExchangedDocument') || block(xml, 'HeaderExchangedDocument');
  const currency = tag(xml, 'InvoiceCurrencyCode');
  const sums = block(xml, 'SpecifiedTradeSettlementHeaderMonetarySummation') || block(xml, 'SpecifiedTradeSettlementMonetarySummation');
  const taxes = [...sums.matchAll(/<(?:[\w-]+:)?TaxTotalAmount(?:\s+currencyID="([^"]*)")?[^>]*>([^<]*)</g)];
  const tax = taxes.find((t) => !t[1] || t[1] === currency) ?? taxes[0];
  const lines = [...xml.matchAll(/<(?:[\w-]+:)?IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/(?:[\w-]+:)?IncludedSupplyChainTradeLineItem>/g)].map((m) => {
    const amount = num(tag(m[1], 'LineTotalAmount'));
    // ZUGFeRD 2 names the line's rate RateApplicablePercent, ZUGFeRD 1 ApplicablePercent.
    const rate = num(tag(m[1], 'RateApplicablePercent') ?? tag(m[1], 'ApplicablePercent'));
    return {
      Description: tag(block(m[1], 'SpecifiedTradeProduct'), 'Name'),
      QTY: num(tag(m[1], 'BilledQuantity')),
      Amount: amount,
      ...(amount !== undefined && rate ? { Gross: Math.round(amount * (100 + rate)) / 100 } : {}),
    };
  }).filter((l) => l.Amount !== undefined);
  const seller = tag(block(xml, 'SellerTradeParty'), 'Name');
  return {
    Invoice_Number: tag(header, 'ID'),
    Date: date102(block(header, 'IssueDateTime')),
    Due_Date: date102(block(xml, 'DueDateDateTime')),
    Total: num(tag(sums, 'GrandTotalAmount')),
    Subtotal: num(tag(sums, 'TaxBasisTotalAmount')),
    Tax: num(tax?.[2]),
    Balance_Due: num(tag(sums, 'DuePayableAmount')),
    Currency_Code: currency,
    Vendor_Name: seller,
    'Vendor_Name~': seller,
    Line_Items: lines,
  };
}

/**
 * Some corpus PDFs print another invoice than the XML they carry (a template's sample print with a dummy
 * XML). Such a file is left out and listed: its print holds neither the XML's invoice number nor its total.
 */
export function printMatchesTruth(rawText: string, truth: Record<string, unknown>): boolean {
  const text = rawText.replace(/\s+/g, '');
  const id = String(truth.Invoice_Number ?? '').replace(/\s+/g, '');
  if (id && text.includes(id)) return true;
  const total = Number(truth.Total);
  if (!Number.isFinite(total)) return true;
  const [int, frac] = total.toFixed(2).split('.');
  const grouped = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return [`${grouped('.')},${frac}`, `${int},${frac}`, `${grouped(',')}.${frac}`, `${int}.${frac}`].some((s) => text.includes(s));
}

/**
 * invoice2data's template lines as line-item truth: only when every line that names a product has a line total
 * (price_subtotal). Section headers ("--- Non Food ---") are not items; a template that captured unit prices only
 * gives no truth, so the document's items are not scored.
 */
export function invoice2dataLines(lines: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(lines)) return undefined;
  const items = (lines as Record<string, unknown>[]).filter((l) => l.name !== undefined || l.desc !== undefined);
  if (!items.length || items.some((l) => l.price_subtotal === undefined)) return undefined;
  const n = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  return items.map((l) => ({ Description: String(l.name ?? l.desc).replace(/\s+/g, ' ').trim(), QTY: n(l.qty), Amount: n(l.price_subtotal) }));
}

function invoice2dataTruth(file: string): Record<string, unknown> {
  const t = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[])[0];
  const n = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  const lines = invoice2dataLines(t.lines);
  return {
    Invoice_Number: t.invoice_number, Date: t.date, Due_Date: t.date_due, Total: n(t.amount), Subtotal: n(t.amount_untaxed),
    Tax: n(t.amount_tax), Currency_Code: t.currency, 'Vendor_Name~': t.issuer, ...(lines ? { Line_Items: lines } : {}),
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

interface Case { id: string; pdf: string; group: string; truth: Record<string, unknown> }

export type RealSection = 'real' | 'zugferd';

function cases(datasets: string, section: RealSection): Case[] {
  const out: Case[] = [];
  if (section === 'real') {
    const i2d = join(datasets, 'invoice2data');
    if (existsSync(i2d)) {
      for (const f of readdirSync(i2d).filter((n) => n.endsWith('.pdf')).sort()) {
        const json = join(i2d, f.replace(/\.pdf$/, '.json'));
        if (existsSync(json)) out.push({ id: `invoice2data/${f}`, pdf: join(i2d, f), group: 'invoice2data', truth: invoice2dataTruth(json) });
      }
    } else console.log(`skip: ${i2d} not found`);
    return out;
  }
  const fx = join(datasets, 'facturx_de');
  if (existsSync(fx)) {
    for (const f of readdirSync(fx).filter((n) => n.endsWith('.pdf')).sort()) {
      const xml = join(fx, f.replace(/\.pdf$/, '.cii.xml'));
      if (existsSync(xml)) out.push({ id: `facturx_de/${f}`, pdf: join(fx, f), group: 'facturx_de', truth: ciiTruth(readFileSync(xml, 'utf8')) });
    }
  } else console.log(`skip: ${fx} not found`);
  const zc = join(datasets, 'zugferd_corpus');
  if (existsSync(zc)) {
    for (const pdf of walk(zc).filter((n) => n.endsWith('.pdf')).sort()) {
      const xml = pdf.replace(/\.pdf$/, '.xml');
      if (!existsSync(xml)) continue;
      const producer = relative(zc, dirname(pdf)).split(/[\\/]/).slice(0, 2).join('/');
      out.push({ id: `zugferd/${relative(zc, pdf)}`, pdf, group: `zugferd ${producer}`, truth: ciiTruth(readFileSync(xml, 'utf8')) });
    }
  } else console.log(`skip: ${zc} not found`);
  return out;
}

export interface RealOptions {
  section: RealSection;
  /** pdf and/or scan; other kinds are the corpus's. */
  kinds: string[];
  /** At most this many documents per kind (spread over the list). */
  limit?: number;
  /** Documents read as 150-dpi scans (spread over the list) unless `all`. */
  scanDocs: number;
  all: boolean;
  /** Where scans are cached (<root>/.cache/scan). */
  cache: string;
  verbose: boolean;
}

/** ZUGFeRD producers held out from tuning: their documents are scored only in aggregate, never printed one by one. */
const HELD_OUT = /\b(?:Mustangproject|4s4u)\b/i;
export const heldOutProducer = (group: string): boolean => HELD_OUT.test(group);

const TITLE: Record<RealSection, string> = {
  real: 'Real invoice PDFs (invoice2data), print only',
  zugferd: 'ZUGFeRD / Factur-X PDFs, print only (attached XML ignored; truth = that XML)',
};

/** Reads one file and judges it; a failure is a result with an error, not an abort. */
async function judge(reader: Reader, file: string, c: Case, group: Record<string, string>, fields: { name: string; kind: CompareKind }[]): Promise<{ r: DocResult; rawText: string }> {
  const bytes = readFileSync(file);
  const t = Date.now();
  try {
    const got = await reader.extract({ bytes, type: await reader.inspect(bytes) });
    return { r: scoreDocument(c.id, group, c.truth, got, Date.now() - t, fields), rawText: got.rawText ?? '' };
  } catch (e) {
    const r = scoreDocument(c.id, group, c.truth, { fields: {}, lineItems: [] }, Date.now() - t, fields);
    r.error = (e as Error).message;
    return { r, rawText: '' };
  }
}

export async function runRealInvoices(datasets: string, printOnly: Reader, o: RealOptions): Promise<DocResult[]> {
  const list = cases(datasets, o.section);
  if (!list.length) return [];
  const t0 = Date.now();
  const fields = [...FIELDS, { name: 'Vendor_Name~', kind: 'lenient' as CompareKind }];
  const results: DocResult[] = [];
  const mismatched: string[] = [];
  const dataset = o.section === 'real' ? 'real' : 'zugferd';
  const groupOf = (c: Case, kind: string) => ({ dataset, source: c.group, collection: c.group.split(' ')[0], kind, doctype: 'invoice' });
  // The print is checked against the truth on the PDF's own text, whatever kinds are read.
  const usable: Case[] = [];
  const pdfResults = new Map<string, DocResult>();
  for (const c of o.limit ? spread(list, o.limit) : list) {
    const { r, rawText } = await judge(printOnly, c.pdf, c, groupOf(c, 'pdf'), fields);
    if (c.group !== 'invoice2data' && !r.error && !printMatchesTruth(rawText, c.truth)) {
      mismatched.push(c.id);
      continue;
    }
    usable.push(c);
    pdfResults.set(c.id, r);
  }
  const timing: string[] = [];
  for (const kind of o.kinds.filter((k) => k === 'pdf' || k === 'scan')) {
    const tk = Date.now();
    const docs = kind === 'scan' && !o.all ? spread(usable, o.scanDocs) : usable;
    for (const c of docs) {
      const r = kind === 'pdf' ? pdfResults.get(c.id)! : (await judge(printOnly, await cachedScan(c.pdf, o.cache), c, groupOf(c, kind), fields)).r;
      results.push(r);
      if (o.verbose && !heldOutProducer(c.group)) {
        const m = misses(r);
        if (m.length) console.log(`  ${c.id} [${kind}]\n    ${m.join('\n    ')}`);
      }
    }
    timing.push(`${kind} ${docs.length} in ${((Date.now() - (kind === 'pdf' ? t0 : tk)) / 1000).toFixed(1)} s`);
  }
  console.log(`\n=== ${TITLE[o.section]}: ${usable.length} PDFs (${timing.join(', ')}) ===`);
  const names = [...FIELDS.map((f) => f.name), 'Vendor_Name~'];
  const row = (label: string, rs: DocResult[]) => {
    const a = aggregate(rs);
    return [label, String(rs.length), ...names.map((n) => acc(a, n)), lineF1(a)];
  };
  for (const [kind, rs] of groupBy(results, 'kind')) {
    const rows = [...groupBy(rs, 'source').entries()].map(([g, x]) => row(g, x));
    rows.push(row('all', rs));
    printTable(`${kind}: right share per field (– = not in the truth); Vendor~ = one name contains the other; LI-F1 = line items:`, ['source', 'n', ...SHORT, 'LI-F1'], rows);
  }
  printGross(results);
  if (mismatched.length) console.log(`left out, the print shows another invoice than the XML it carries (neither its number nor its total printed): ${mismatched.join(', ')}`);
  return results;
}

/** The line-item count with gross-printed amounts accepted too, beside the strict one (lines.ts `gross`). */
function printGross(results: DocResult[]): void {
  const withGross = results.filter((r) => r.linesGross);
  if (!withGross.length) return;
  const rows = [...groupBy(withGross, 'kind').entries()].flatMap(([kind, rs]) =>
    ([['development', false], ['held-out producers', true]] as const).map(([label, held]) => {
      const part = rs.filter((r) => heldOutProducer(r.group.source) === held);
      const sum = (k: 'lines' | 'linesGross') => part.reduce((c, r) => addCounts(c, r[k]!), { right: 0, extracted: 0, truth: 0 });
      const [strict, gross] = [sum('lines'), sum('linesGross')];
      return [`${kind} ${label}`, String(part.length), `${strict.right}/${strict.truth} F1 ${prf(strict).f1.toFixed(3)}`, `${gross.right}/${gross.truth} F1 ${prf(gross).f1.toFixed(3)}`];
    }));
  printTable('Line items, strict (net amounts, as the XML states them) and with gross-printed amounts also counted right:', ['kind', 'n', 'strict', 'gross accepted'], rows);
}
