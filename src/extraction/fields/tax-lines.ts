import type { TaxLine } from '../../domain/document/record-fields';
import { findAmounts, round2 } from './amounts';
import { maskDates } from './dates';
import type { Doc, TextLine } from './doc';
import { w } from './labels';
import { endsWithTaxShare, labelsIn } from '../lexicon';
import { byKey, parseHeader, splitRow, type ColumnDef } from './table';
import { bareRateLine } from './bare-rate';

/**
 * Tax_Lines: one element per printed tax rate, from either
 *  - a summary line naming a tax and its rate: "TVA 20 % : 9,34 €", "Tax 15% on $ 112.90   $ 16.94";
 *  - a tax breakdown table: a header with a rate column and a tax-amount column, rows underneath.
 */
const TAX_NAME = w(String.raw`vat|tax|sales\s+tax|gst|hst|mwst\.?|ust\.?|umsatzsteuer|mehrwertsteuer|tva|btw|iva|igic`);
const RATE = /(\d{1,2}(?:[.,]\d{1,3})?)\s*%/;

/** The tax's name in a label: the pattern above, or a tax word of the label files ("ΦΠΑ", "增值税", "सीजीएसटी"). */
function taxName(text: string): { index: number; 0: string } | null {
  const m = TAX_NAME.exec(text);
  if (m) return m;
  const span = labelsIn(text).find((l) => l.key === 'tax');
  return span ? { index: span.start, 0: text.slice(span.start, span.end) } : null;
}

/** "BTW 21%   € 124,61" — a line that begins with a tax name and prints a rate and an amount. */
function inlineTaxLine(doc: Doc, line: TextLine, wholeMoney = false): TaxLine | null {
  const name = taxName(line.cells[0].text);
  // The name opens the label, maybe after a word such as "zzgl." / "plus" / "incl."; further in ("Steuerbasisbetrag
  // USt. 7%  275,00  19,25") only when the line's figures are the rate of one another (below).
  if (!name) return null;
  const far = name.index > 8 && !endsWithTaxShare(line.cells[0].text.slice(0, name.index));
  // Cells joined by a tab: figures of neighbouring columns ("59   800") must not read as one grouped number.
  const text = line.cells.map((c) => c.text).join('\t');
  const rate = RATE.exec(text);
  if (!rate) return bareRateLine(text, name);
  const rest = maskDates(text.slice(rate.index + rate[0].length), doc);
  const all = findAmounts(rest);
  // A document that prints no cents anywhere (yen, won) writes its tax as a whole figure: "うち消費税 10%  702".
  const amounts = all.filter((a) => a.decimals > 0 || a.hasCurrency || a.grouped || (wholeMoney && all.length === 1));
  const rateValue = Number(rate[1].replace(',', '.'));
  // Currencies without cents print whole figures ("3,267  327  3,594" ¥): the arithmetic admits them.
  const fitting = consistentFigures(all.map((a) => a.value), rateValue);
  if (!amounts.length && !fitting) return null;
  if (fitting) return { Name: name[0].trim(), Rate: rateValue, ...fitting };
  if (far) return null;
  // A misread rate ("10%" as "109%"): net + tax = gross on the line still says which figure is the tax, and its rate.
  const triple = netTaxGross(amounts.map((a) => a.value));
  if (triple) return { ...triple, Name: name[0].trim() };
  const amount = amounts[amounts.length - 1].value;
  const printed = amounts.length >= 2 ? amounts[amounts.length - 2].value : 0;
  return { Name: name[0].trim(), Rate: rateValue, Base: netBase(printed, rateValue, amount), Amount: amount };
}

/**
 * A row of a tax summary prints net, tax and gross in some order ("19 %  10,49  1,99  12,48"): the tax is the
 * figure the rate makes of another one (net × rate, or gross × rate / (100 + rate)); the base is the net.
 */
function consistentFigures(values: number[], rate: number): { Base: number; Amount: number } | undefined {
  if (values.length < 2 || !rate) return undefined;
  // Whole-unit currencies (yen, won) round the tax to a unit.
  const unit = values.every(Number.isInteger) ? 1 : 0;
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(unit, 0.011 + Math.abs(b) * 0.001);
  for (const tax of values) {
    for (const other of values) {
      if (other === tax || Math.abs(other) <= Math.abs(tax)) continue;
      if (near((other * rate) / 100, tax)) return { Base: other, Amount: tax };
      if (near((other * rate) / (100 + rate), tax)) return { Base: round2(other - tax), Amount: tax };
    }
  }
  return undefined;
}

/**
 * Net, tax and gross on one line whatever the printed rate says: two figures adding up to a third, the smaller one a
 * plausible rate (0.5–30 %, to a tenth of a percent) of the larger.
 */
function netTaxGross(values: number[]): TaxLine | undefined {
  for (const gross of values) {
    for (const net of values) {
      const tax = round2(gross - net);
      if (net <= 0 || tax <= 0 || tax >= net || !values.includes(tax)) continue;
      const rate = (tax / net) * 100;
      const tenth = Math.round(rate * 10) / 10;
      if (rate >= 0.5 && rate <= 30 && Math.abs(rate - tenth) <= Math.max(0.01, (0.011 / net) * 100)) return { Name: '', Rate: tenth, Base: net, Amount: tax };
    }
  }
  return undefined;
}

/**
 * Tax-inclusive receipts print the gross beside the tax ("GST S 6%  89.00  5.04": 5.04 = 89.00 × 6/106). When the
 * figure is the gross and not the net, the base is gross − tax; otherwise it is taken as printed.
 */
function netBase(printed: number, rate: number, amount: number): number {
  if (!printed || !rate) return printed;
  const tolerance = 0.011 + Math.abs(amount) * 0.001;
  const asNet = Math.abs((printed * rate) / 100 - amount) <= tolerance;
  const asGross = Math.abs((printed * rate) / (100 + rate) - amount) <= tolerance;
  return asGross && !asNet ? round2(printed - amount) : printed;
}

/**
 * A row of a tax breakdown whose header OCR misread or broke over two lines ("A USt. 19 %  10,49  1,99  12,48" under
 * "Nettobetrag Steuer Bruttobetrag", "A 25%  839,52 209,88  1.049,40" under a split "Momsgrundlag / Moms"): the row
 * opens with a rate (after at most a class letter and a word), its figures agree with that rate, and a line naming a
 * tax stands within three lines above.
 */
function rateRow(doc: Doc, line: TextLine): TaxLine | null {
  const text = line.cells.map((c) => c.text).join('\t');
  const rate = RATE.exec(text);
  if (!rate || rate.index > 12) return null;
  const lead = text.slice(0, rate.index).trim();
  if (/\d/.test(lead) || lead.split(/\s+/).filter(Boolean).length > 2) return null;
  const rateValue = Number(rate[1].replace(',', '.'));
  const fitting = consistentFigures(findAmounts(maskDates(text.slice(rate.index + rate[0].length), doc)).map((a) => a.value), rateValue);
  if (!fitting) return null;
  const heading = doc.lines.slice(Math.max(0, line.index - 3), line.index).map((l) => taxName(l.text)).find(Boolean);
  if (!heading) return null;
  return { Name: (taxName(lead)?.[0] ?? heading[0]).trim(), Rate: rateValue, ...fitting };
}

function h(src: string): RegExp {
  return new RegExp(String.raw`^(?:${src})[:.]?$`, 'iu');
}

const TAX_TABLE_COLUMNS: ColumnDef[] = [
  { key: 'rate', re: h(String.raw`steuersatz(?:\s*\[%\])?|satz|rate|tax\s+rate|vat\s+rate|%|(?:btw|tva|vat|mwst|ust|iva|gst)\s*%|%\s*(?:tva|btw|vat)|taux|tarief|tipo|aliquota|tasa`) },
  { key: 'amount', re: h(String.raw`steuerbetrag|tax\s+amount|vat\s+amount|btw\s+bedrag|montant\s+(?:de\s+la\s+)?tva|montant\s+tva|mwst\.?-?betrag|ust\.?-?betrag|cuota|imposta|tax|vat|mwst|ust|tva|btw|iva|gst`) },
  { key: 'base', re: h(String.raw`basisbetrag|grondslag|bemessungsgrundlage|base(?:\s+imponible)?|imponibile|taxable(?:\s+amount)?|net(?:\s+amount)?|netto(?:betrag)?|montant\s+ht|base\s+ht`) },
  { key: 'name', re: h(String.raw`art(?:\s+\(kategorie\))?|kategorie|category|type|name|code`) },
  { key: 'other', re: h(String.raw`warenwert|zu-?/abschlag|totaal|total|brutto|gross|ttc`) },
];

/** Reads a breakdown table whose header is `line`; empty when the line is not such a header. */
function tableTaxLines(doc: Doc, line: TextLine): TaxLine[] {
  const header = parseHeader(line, TAX_TABLE_COLUMNS);
  const keys = new Set(header.columns.map((c) => c.key));
  if (!keys.has('rate') || !keys.has('amount') || header.coverage < 0.75) return [];
  const out: TaxLine[] = [];
  for (const row of doc.lines.slice(line.index + 1, line.index + 10)) {
    if (row.page !== line.page) break;
    const cells = byKey(splitRow(row, header.columns, new Set(['name'])), header.columns);
    // A rate is a percentage, or a bare number in the rate column ("Date 5 October …" under "%" is no rate).
    const rateText = cells.get('rate') ?? '';
    if (!/%/.test(row.text) && !/^\s*\d{1,2}(?:[.,]\d{1,3})?\s*$/.test(rateText)) break;
    const rate = findAmounts(rateText.replace('%', ''))[0]?.value;
    const amount = findAmounts(cells.get('amount') ?? '').pop()?.value;
    if (rate === undefined || amount === undefined) break;
    const base = findAmounts(cells.get('base') ?? '').pop()?.value ?? 0;
    const name = (cells.get('name') ?? '').replace(/[\d.,%\s]+$/, '').trim();
    // Headings and figures are not always aligned (right-aligned figures under left-aligned headings): the row's
    // own arithmetic says which figure is the tax.
    const afterRate = findAmounts(maskDates(row.text.slice(row.text.search(/\d{1,2}(?:[.,]\d{1,3})?\s*%/) + 1), doc)).map((a) => a.value);
    const fitting = consistentFigures(afterRate.filter((v) => v !== rate), rate);
    const printedName = name || taxName(row.text)?.[0] || header.columns.find((c) => c.key === 'amount')!.label;
    out.push({ Name: printedName, Rate: rate, ...(fitting ?? { Base: base, Amount: amount }), row: row.index } as TaxLine);
  }
  return out;
}

export function extractTaxLines(doc: Doc): TaxLine[] {
  const found: TaxLine[] = [];
  // Rows read as part of a breakdown table are not read again as summary lines.
  const inTable = new Set<number>();
  const wholeMoney = !doc.lines.some((l) => findAmounts(l.text).some((a) => a.decimals === 2));
  for (const line of doc.lines) {
    const table = tableTaxLines(doc, line);
    if (table.length) {
      for (const t of table as Array<TaxLine & { row?: number }>) {
        inTable.add(t.row!);
        delete t.row;
        found.push(t);
      }
      continue;
    }
    if (inTable.has(line.index)) continue;
    const inline = inlineTaxLine(doc, line, wholeMoney) ?? rateRow(doc, line);
    if (inline) found.push(inline);
  }
  // The same tax printed twice (a summary line and a table, or two pages) is one tax line; two taxes of one rate
  // and amount (India's CGST 9 % and SGST 9 %) are two.
  const unique = new Map<string, TaxLine>();
  for (const t of found) {
    const key = `${t.Name.toLowerCase().replace(/[^\p{L}]/gu, '')}|${t.Rate}|${round2(t.Amount)}`;
    if (!unique.has(key)) unique.set(key, t);
  }
  return [...unique.values()];
}
