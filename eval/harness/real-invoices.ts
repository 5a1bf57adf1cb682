import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { CompareKind } from './compare';
import type { Reader } from './corpus-eval';
import { aggregate, type DocResult, groupBy, lineF1, printTable, acc } from './report';
import { misses, scoreDocument } from './score';

/**
 * Real invoice PDFs read from the print alone (the pipeline is created with embeddedXml: false, so an attached
 * Factur-X/ZUGFeRD XML is not read): invoice2data (its template output as truth; the "issuer" is a template
 * name, so the vendor is also scored leniently: one name contains the other), facturx_de (.cii.xml beside each
 * PDF) and zugferd_corpus (the XML the PDF carries, detached beside it; ZUGFeRD 1 and 2/Factur-X namespaces),
 * grouped by producer folder. Line items where the XML lists them (name, quantity, line total).
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
  const lines = [...xml.matchAll(/<(?:[\w-]+:)?IncludedSupplyChainTradeLineItem>([\s\S]*?)<\/(?:[\w-]+:)?IncludedSupplyChainTradeLineItem>/g)].map((m) => ({
    Description: tag(block(m[1], 'SpecifiedTradeProduct'), 'Name'),
    QTY: num(tag(m[1], 'BilledQuantity')),
    Amount: num(tag(m[1], 'LineTotalAmount')),
  })).filter((l) => l.Amount !== undefined);
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

function invoice2dataTruth(file: string): Record<string, unknown> {
  const t = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>[])[0];
  const n = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  return {
    Invoice_Number: t.invoice_number, Date: t.date, Due_Date: t.date_due, Total: n(t.amount), Subtotal: n(t.amount_untaxed),
    Tax: n(t.amount_tax), Currency_Code: t.currency, 'Vendor_Name~': t.issuer,
  };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

interface Case { id: string; pdf: string; group: string; truth: Record<string, unknown> }

function cases(datasets: string): Case[] {
  const out: Case[] = [];
  const i2d = join(datasets, 'invoice2data');
  if (existsSync(i2d)) {
    for (const f of readdirSync(i2d).filter((n) => n.endsWith('.pdf')).sort()) {
      const json = join(i2d, f.replace(/\.pdf$/, '.json'));
      if (existsSync(json)) out.push({ id: `invoice2data/${f}`, pdf: join(i2d, f), group: 'invoice2data', truth: invoice2dataTruth(json) });
    }
  } else console.log(`skip: ${i2d} not found`);
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

export async function runRealInvoices(datasets: string, printOnly: Reader, verbose: boolean): Promise<DocResult[]> {
  const list = cases(datasets);
  if (!list.length) return [];
  const t0 = Date.now();
  const fields = [...FIELDS, { name: 'Vendor_Name~', kind: 'lenient' as CompareKind }];
  const results: DocResult[] = [];
  const mismatched: string[] = [];
  for (const c of list) {
    const bytes = readFileSync(c.pdf);
    const t = Date.now();
    const group = { dataset: 'real', source: c.group };
    let r: DocResult;
    try {
      const got = await printOnly.extract({ bytes, type: await printOnly.inspect(bytes) });
      if (c.group !== 'invoice2data' && !printMatchesTruth(got.rawText ?? '', c.truth)) {
        mismatched.push(c.id);
        continue;
      }
      r = scoreDocument(c.id, group, c.truth, got, Date.now() - t, fields);
    } catch (e) {
      r = scoreDocument(c.id, group, c.truth, { fields: {}, lineItems: [] }, Date.now() - t, fields);
      r.error = (e as Error).message;
    }
    results.push(r);
    if (verbose) {
      const m = misses(r);
      if (m.length) console.log(`  ${c.id}\n    ${m.join('\n    ')}`);
    }
  }
  console.log(`\n=== Real invoice PDFs, print only (attached XML ignored): ${results.length} PDFs, ${((Date.now() - t0) / 1000).toFixed(1)} s ===`);
  const names = [...FIELDS.map((f) => f.name), 'Vendor_Name~'];
  const row = (label: string, rs: DocResult[]) => {
    const a = aggregate(rs);
    return [label, String(rs.length), ...names.map((n) => acc(a, n)), lineF1(a)];
  };
  const rows = [...groupBy(results, 'source').entries()].map(([g, rs]) => row(g, rs));
  rows.push(row('all', results));
  printTable('right share per field (– = not in the truth); Vendor~ = one name contains the other; LI-F1 = line items:', ['source', 'n', ...SHORT, 'LI-F1'], rows);
  if (mismatched.length) console.log(`left out, the print shows another invoice than the XML it carries (neither its number nor its total printed): ${mismatched.join(', ')}`);
  return results;
}
