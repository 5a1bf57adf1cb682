import mammoth from 'mammoth';
import { AppError } from '../../common/app-error';
import type { DocumentTree, Line, Page } from '../types';
import { CHAR_WIDTH, GAP_CHARS, MARGIN, ROW_HEIGHT, cleanText, makeLine } from './layout';

/**
 * .docx → DocumentTree through mammoth's HTML, which is regular (<p>, <h1..6>, <ul>/<ol>/<li>,
 * <table><tr><td>, inline <strong>/<em>/<a>/<br />), so a small tokenizer walks it in document order:
 *   - every paragraph, heading or list item is a Line (<br /> starts a new Line);
 *   - every row of a top-level table is a Line whose cells sit at x positions by column index, each
 *     column as wide as its longest text in that table plus a column gap, so Raw_Text gets tabs and the
 *     line-item rules see columns. A nested table's text joins the cell it sits in.
 * Word has no fixed pages until it is laid out, so we paginate ourselves every LINES_PER_PAGE lines —
 * but never inside a table (line-item tables are read within one page), so a page may run longer.
 */
export const LINES_PER_PAGE = 60;

type Block = { kind: 'text'; text: string } | { kind: 'row'; cells: string[]; table: number };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

const BLOCK = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);

/** Paragraphs and table rows, in document order. */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let text = '';
  let depth = 0;
  let tables = 0;
  let row: string[] | null = null;
  let cell: string | null = null;
  const flush = () => {
    if (text.trim()) blocks.push({ kind: 'text', text });
    text = '';
  };
  const re = /<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const [, close, rawTag, chars] = m;
    if (chars !== undefined) {
      const t = decodeEntities(chars);
      if (cell !== null) cell += t;
      else if (depth === 0) text += t;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'table') {
      if (!close && depth++ === 0) {
        flush();
        tables++;
      } else if (close) depth = Math.max(0, depth - 1);
    } else if (depth === 1 && tag === 'tr') {
      if (!close) row = [];
      else if (row) {
        if (row.some((c) => c.trim())) blocks.push({ kind: 'row', cells: row, table: tables });
        row = null;
      }
    } else if (depth === 1 && (tag === 'td' || tag === 'th')) {
      if (!close) cell = '';
      else if (cell !== null) {
        row?.push(cell);
        cell = null;
      }
    } else if (cell !== null) {
      // Inside a cell every block boundary (paragraph, nested row or cell, line break) is a space.
      if (BLOCK.has(tag) || tag === 'br' || tag === 'td' || tag === 'tr') cell += ' ';
    } else if (depth === 0 && (BLOCK.has(tag) || tag === 'br')) {
      flush();
    }
  }
  flush();
  return blocks;
}

/** Lines from blocks; rows of one table share column positions. */
function toLines(blocks: Block[]): Array<{ line: Line; table: number }> {
  const widths = new Map<number, number[]>();
  for (const b of blocks) {
    if (b.kind !== 'row') continue;
    const w = widths.get(b.table) ?? [];
    b.cells.forEach((c, i) => (w[i] = Math.max(w[i] ?? 0, cleanText(c).length)));
    widths.set(b.table, w);
  }
  const out: Array<{ line: Line; table: number }> = [];
  for (const b of blocks) {
    const y = MARGIN + out.length * ROW_HEIGHT;
    let line: Line | null;
    if (b.kind === 'text') line = makeLine([{ text: cleanText(b.text), x: MARGIN }], y);
    else {
      const w = widths.get(b.table)!;
      let x = MARGIN;
      const cells = b.cells.map((c, i) => {
        const placed = { text: cleanText(c), x };
        x += ((w[i] ?? 0) + GAP_CHARS) * CHAR_WIDTH;
        return placed;
      });
      line = makeLine(cells, y);
    }
    if (line) out.push({ line, table: b.kind === 'row' ? b.table : 0 });
  }
  return out;
}

/** Splits every LINES_PER_PAGE lines, at the first line that is not inside the table before it. */
function paginate(lines: Array<{ line: Line; table: number }>): Page[] {
  const pages: Line[][] = [[]];
  let prevTable = 0;
  for (const { line, table } of lines) {
    const current = pages[pages.length - 1];
    const inSameTable = table !== 0 && table === prevTable;
    if (current.length >= LINES_PER_PAGE && !inSameTable) pages.push([]);
    pages[pages.length - 1].push(line);
    prevTable = table;
  }
  return pages.map((ls, i) => {
    // Each page starts at the top: shift y so that page coordinates stay page-local.
    const top = ls.length ? ls[0].box[1] - (ROW_HEIGHT - (ls[0].box[3] - ls[0].box[1])) / 2 - MARGIN : 0;
    const lines = ls.map((l) => shift(l, top));
    const width = Math.max(2 * MARGIN, ...lines.map((l) => l.box[2] + MARGIN));
    return { number: i + 1, width, height: 2 * MARGIN + ls.length * ROW_HEIGHT, lines };
  });
}

function shift(l: Line, dy: number): Line {
  const mv = (b: [number, number, number, number]): [number, number, number, number] => [b[0], b[1] - dy, b[2], b[3] - dy];
  return { text: l.text, box: mv(l.box), words: l.words.map((w) => ({ ...w, box: mv(w.box) })) };
}

export async function readDocx(bytes: Buffer): Promise<DocumentTree> {
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch (e) {
    throw new AppError('UNPROCESSABLE', `The Word document could not be read: ${(e as Error).message}`);
  }
  return { source: 'word', pages: paginate(toLines(htmlBlocks(html))) };
}
