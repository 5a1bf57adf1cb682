import { PDFDocument, PDFHexString, StandardFonts, type PDFFont } from 'pdf-lib';

/**
 * Builds real PDFs for tests with pdf-lib (text layer in the 14 standard fonts, WinAnsi: € £ ä ö ü é … work).
 * Coordinates are given top-left based (y grows downward) like the DocumentTree, and converted here.
 */
export interface TextSpec {
  text: string;
  x: number;
  /** Distance of the text's baseline from the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
  /** 'right': x is where the text ends (figures in a table). */
  align?: 'left' | 'right';
}

export interface PageSpec {
  width?: number;
  height?: number;
  texts: TextSpec[];
  /** PNG pictures; x, y is the picture's top-left corner from the top-left of the page, in points. */
  images?: { png: Buffer; x: number; y: number; width: number; height: number }[];
}

export interface PdfOptions {
  title?: string;
  /** Adds an /Encrypt dictionary whose (empty) user password does not verify: readers must ask for one. */
  passwordProtected?: boolean;
}

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 };

export async function makePdf(pages: PageSpec[], options: PdfOptions = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  if (options.title) doc.setTitle(options.title);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const spec of pages) {
    const page = doc.addPage([spec.width ?? A4.width, spec.height ?? A4.height]);
    for (const t of spec.texts) {
      const font: PDFFont = t.bold ? bold : regular;
      const size = t.size ?? 10;
      const x = t.align === 'right' ? t.x - font.widthOfTextAtSize(t.text, size) : t.x;
      page.drawText(t.text, { x, y: page.getHeight() - t.y, size, font });
    }
    for (const img of spec.images ?? []) {
      const image = await doc.embedPng(img.png);
      page.drawImage(image, { x: img.x, y: page.getHeight() - img.y - img.height, width: img.width, height: img.height });
    }
  }
  if (options.passwordProtected) addEncryption(doc);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** RC4-40 /Standard security handler with made-up O/U entries, so no password (not even the empty one) opens it. */
function addEncryption(doc: PDFDocument): void {
  const hex = (seed: number) => PDFHexString.of(Array.from({ length: 32 }, (_, i) => ((i * 37 + seed) % 256).toString(16).padStart(2, '0')).join(''));
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4, O: hex(11), U: hex(91) });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([hex(5), hex(5)]);
}

/** Lines stacked from `y` down with a fixed leading. */
export function stack(x: number, y: number, lines: string[], opts: { size?: number; leading?: number; bold?: boolean } = {}): TextSpec[] {
  const size = opts.size ?? 10;
  const leading = opts.leading ?? size * 1.4;
  return lines.map((text, i) => ({ text, x, y: y + i * leading, size, bold: opts.bold }));
}

export interface TableColumn {
  header: string;
  /** Left edge for 'left' columns, right edge for 'right' (numeric) columns. */
  x: number;
  align?: 'left' | 'right';
}

/** A header row and body rows; returns the texts and the y just below the last row. */
export function table(y: number, columns: TableColumn[], rows: string[][], opts: { size?: number; leading?: number } = {}): { texts: TextSpec[]; bottom: number } {
  const size = opts.size ?? 9;
  const leading = opts.leading ?? size * 1.8;
  const texts: TextSpec[] = columns.map((c) => ({ text: c.header, x: c.x, y, size, bold: true, align: c.align }));
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell) texts.push({ text: cell, x: columns[c].x, y: y + (r + 1) * leading, size, align: columns[c].align });
    });
  });
  return { texts, bottom: y + (rows.length + 1) * leading };
}

/** "label ...... value" pairs: labels left-aligned at `x`, values right-aligned at `right`. */
export function summary(x: number, right: number, y: number, pairs: Array<[string, string]>, opts: { size?: number; leading?: number } = {}): TextSpec[] {
  const size = opts.size ?? 10;
  const leading = opts.leading ?? size * 1.6;
  return pairs.flatMap(([label, value], i) => [
    { text: label, x, y: y + i * leading, size },
    { text: value, x: right, y: y + i * leading, size, align: 'right' as const },
  ]);
}
