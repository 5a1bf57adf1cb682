import type ExcelJS from 'exceljs';
import { AppError } from '../../common/app-error';
import type { DocumentTree, Line, Page } from '../types';
import { CHAR_WIDTH, GAP_CHARS, MARGIN, ROW_HEIGHT, cleanText, makeLine } from './layout';

/**
 * .xlsx → DocumentTree. Every visible, non-empty sheet is one Page, however long: the line-item rules read
 * a table only within one page (fields/line-items.ts), so splitting a long sheet would cut its item table.
 * Size is bounded instead by MAX_CELLS (and by the zip guard before we get here).
 * Geometry (layout.ts): each used row is a Line ROW_HEIGHT high (empty and hidden rows take no space);
 * each used column starts where the previous ends, as wide as its Excel width (characters × 7 pt) or its
 * longest text plus a column gap, whichever is wider, so Raw_Text shows tabs between columns.
 */
export const MAX_CELLS = 200_000;
const POINTS_PER_WIDTH_CHAR = 7;
const DEFAULT_COL_WIDTH = 8.43;

type CellValue = ExcelJS.CellValue;

function fixed(n: number, decimals: number, group: boolean): string {
  const [int, dec] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : int;
  return (n < 0 ? '-' : '') + grouped + (dec ? '.' + dec : '');
}

/**
 * exceljs's cell.text is plain toString(): it ignores number formats and prints 0 results of formulas as
 * ''. We format the common cases ourselves: decimals, grouping, percent, a currency symbol, dates as ISO
 * (unambiguous for the date rules). Anything else: the number as is, rounded to 10 significant digits.
 */
export function formatNumber(n: number, numFmt = ''): string {
  const fmt = numFmt.split(';')[0].replace(/"[^"]*"|\[[^\]$]*\]/g, '');
  if (!fmt || /^general$/i.test(fmt)) return String(Number(n.toPrecision(10)));
  const decimals = /[0#]\.(0+)/.exec(fmt)?.[1].length ?? 0;
  const text = /%/.test(fmt) ? fixed(n * 100, decimals, false) + '%' : fixed(n, decimals, /[#0],[#0]/.test(fmt));
  const symbol = /[€£$¥]/.exec(numFmt)?.[0];
  if (!symbol) return text;
  return numFmt.indexOf(symbol) < numFmt.search(/[0#]/) ? `${symbol}${text}` : `${text} ${symbol}`;
}

/** The displayed text of a value; formulas show their cached result, never the formula itself. */
export function valueText(v: CellValue, numFmt?: string): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return formatNumber(v, numFmt);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return valueText((v as ExcelJS.CellFormulaValue).result as CellValue, numFmt);
  if ('error' in v) return String(v.error);
  if ('text' in v) return typeof v.text === 'string' ? v.text : valueText(v.text as CellValue);
  return '';
}

interface Placed {
  row: number;
  col: number;
  /** Last column of a merged range (= col otherwise). */
  lastCol: number;
  text: string;
}

function readSheet(ws: ExcelJS.Worksheet, budget: { cells: number }): Placed[] {
  const placed = new Map<string, Placed>();
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    if (row.hidden) return;
    row.eachCell({ includeEmpty: false }, (cell, c) => {
      if (ws.getColumn(c).hidden) return;
      if (--budget.cells < 0) throw new AppError('UNPROCESSABLE', `The workbook has more than ${MAX_CELLS} cells`);
      if (cell.isMerged && cell.master.address !== cell.address) {
        // A covered cell of a merge widens its master's span; its text is the master's, shown once.
        const master = placed.get(cell.master.address);
        if (master) master.lastCol = Math.max(master.lastCol, c);
        return;
      }
      const text = cleanText(valueText(cell.value, cell.numFmt));
      if (text) placed.set(cell.address, { row: r, col: c, lastCol: c, text });
    });
  });
  return [...placed.values()];
}

function toPage(ws: ExcelJS.Worksheet, cells: Placed[], number: number): Page {
  // Used columns only, in order; each as wide as its Excel width or its longest text plus a gap.
  const cols = [...new Set(cells.flatMap((p) => [p.col, p.lastCol]))].sort((a, b) => a - b);
  const width = new Map<number, number>();
  const excelWidth = (c: number) => (ws.getColumn(c).width ?? ws.properties.defaultColWidth ?? DEFAULT_COL_WIDTH) * POINTS_PER_WIDTH_CHAR;
  for (const c of cols) width.set(c, excelWidth(c));
  const need = (p: Placed) => (p.text.length + GAP_CHARS) * CHAR_WIDTH;
  for (const p of cells.filter((q) => q.lastCol === q.col)) width.set(p.col, Math.max(width.get(p.col)!, need(p)));
  // A merged text longer than its span widens the span's last column.
  for (const p of cells.filter((q) => q.lastCol !== q.col)) {
    const span = cols.filter((c) => c >= p.col && c <= p.lastCol).reduce((s, c) => s + width.get(c)!, 0);
    if (need(p) > span) width.set(p.lastCol, width.get(p.lastCol)! + need(p) - span);
  }
  const x = new Map<number, number>();
  let right = MARGIN;
  for (const c of cols) {
    x.set(c, right);
    right += width.get(c)!;
  }
  const byRow = new Map<number, Placed[]>();
  for (const p of cells) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p]);
  const lines: Line[] = [];
  let y = MARGIN;
  for (const r of [...byRow.keys()].sort((a, b) => a - b)) {
    const inRow = byRow.get(r)!.sort((a, b) => a.col - b.col);
    const line = makeLine(inRow.map((p) => ({ text: p.text, x: x.get(p.col)! })), y);
    if (line) lines.push(line);
    // Taller rows (wrapped text, headings) keep their height; never shorter than one text row.
    y += Math.max(ROW_HEIGHT, ws.getRow(r).height ?? ROW_HEIGHT);
  }
  return { number, width: right + MARGIN, height: y + MARGIN, lines };
}

/**
 * exceljs is loaded on the first spreadsheet: requiring it costs ~0.25 CPU s, which every CLI batch
 * worker and extraction engine paid at start even when it reads only photos.
 */
function exceljs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('exceljs') as typeof ExcelJS;
}

export async function readXlsx(bytes: Buffer): Promise<DocumentTree> {
  const wb = new (exceljs().Workbook)();
  try {
    // exceljs declares its own ArrayBuffer-like "Buffer" type; a Node Buffer is what it reads at runtime.
    await wb.xlsx.load(bytes as unknown as Parameters<typeof wb.xlsx.load>[0]);
  } catch (e) {
    throw new AppError('UNPROCESSABLE', `The spreadsheet could not be read: ${(e as Error).message}`);
  }
  const budget = { cells: MAX_CELLS };
  const pages: Page[] = [];
  for (const ws of wb.worksheets) {
    // Hidden sheets hold lookup data, not what the document shows.
    if (ws.state !== 'visible') continue;
    const cells = readSheet(ws, budget);
    if (cells.length) pages.push(toPage(ws, cells, pages.length + 1));
  }
  if (!pages.length) pages.push({ number: 1, width: 2 * MARGIN, height: 2 * MARGIN, lines: [] });
  return { source: 'spreadsheet', pages };
}
