import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFNumber } from 'pdf-lib';
import sharp from 'sharp';
import { docxFile } from './office-factory';

/**
 * Hostile files, built in memory at test time (never committed): PDFs with thousands of pages or absurd
 * page sizes, image headers declaring gigapixels, and ZIP bombs for .xlsx/.docx whose parts inflate to
 * gigabytes, lie about their size, hide entries, or hold more tags than a parser can afford.
 */

/** A PDF of `pages` tiny (10×10 pt) blank pages. */
export async function manyPagePdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([10, 10]);
  return Buffer.from(await pdf.save());
}

/** A one-page PDF whose page tree claims `claimed` pages (a lie a reader must not act on). */
export async function pdfClaimingPages(claimed: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  pdf.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(claimed));
  return Buffer.from(await pdf.save());
}

/** A one-page blank PDF whose MediaBox is `width` × `height` points (the PDF maximum is 14,400 without UserUnit). */
export async function pdfWithPageSize(width: number, height: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([width, height]);
  return Buffer.from(await pdf.save());
}

/**
 * A real 16×16 baseline JPEG whose SOF0 frame header is rewritten to declare width×height: a complete,
 * parseable header (quantisation and Huffman tables included) over data for 16×16 pixels.
 */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#ffffff' } })
    .jpeg({ quality: 80, progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker in the generated JPEG');
  // FFC0, length (2), precision (1), height (2), width (2).
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

export interface RawZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  data: Buffer;
  size: number;
  crc: number;
}

const stored = (name: string, content: string | Buffer): RawZipEntry => {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, method: 0, data, size: data.length, crc: zlib.crc32(data) >>> 0 };
};

const deflated = (name: string, content: string | Buffer): RawZipEntry => {
  const raw = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
  return { name, method: 8, data: zlib.deflateRawSync(raw), size: raw.length, crc: zlib.crc32(raw) >>> 0 };
};

/**
 * A ZIP from already-compressed entries. `declaredCount` overrides the entry count in the end record (to
 * hide entries from anything that trusts it); more than 65,534 entries are written as ZIP64, as they must be.
 */
export function writeRawZip(entries: RawZipEntry[], opts: { declaredCount?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(0x00210000, 10);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, e.data);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(e.method, 10);
    cd.writeUInt32LE(0x00210000, 12);
    cd.writeUInt32LE(e.crc, 16);
    cd.writeUInt32LE(e.data.length, 20);
    cd.writeUInt32LE(e.size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    central.push(cd, name);
    offset += 30 + name.length + e.data.length;
  }
  const cdBuf = Buffer.concat(central);
  const count = opts.declaredCount ?? entries.length;
  const tail: Buffer[] = [];
  const zip64 = count >= 0xffff;
  if (zip64) {
    const rec = Buffer.alloc(56);
    rec.writeUInt32LE(0x06064b50, 0);
    rec.writeBigUInt64LE(44n, 4);
    rec.writeUInt16LE(45, 12);
    rec.writeUInt16LE(45, 14);
    rec.writeBigUInt64LE(BigInt(count), 24);
    rec.writeBigUInt64LE(BigInt(count), 32);
    rec.writeBigUInt64LE(BigInt(cdBuf.length), 40);
    rec.writeBigUInt64LE(BigInt(offset), 48);
    const loc = Buffer.alloc(20);
    loc.writeUInt32LE(0x07064b50, 0);
    loc.writeBigUInt64LE(BigInt(offset + cdBuf.length), 8);
    loc.writeUInt32LE(1, 16);
    tail.push(rec, loc);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(cdBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, ...tail, end]);
}

const XLSX_SKELETON: Array<[string, string]> = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Invoice" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
];

const SHEET_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_CLOSE = '</sheetData></worksheet>';
const SMALL_SHEET = `${SHEET_OPEN}<row r="1"><c r="A1" t="inlineStr"><is><t>Total 12.50</t></is></c></row>${SHEET_CLOSE}`;

/** The non-main parts of an office file, from a real minimal one (the docx's main part is replaced). */
function skeleton(kind: 'xlsx' | 'docx'): RawZipEntry[] {
  if (kind === 'xlsx') return XLSX_SKELETON.map(([n, c]) => deflated(n, c));
  return readStoredParts(docxFile('')).filter((e) => e.name !== 'word/document.xml');
}

/** Entries of a zip written by test/support/zip-writer.ts (stored, sizes in the local headers). */
function readStoredParts(zip: Buffer): RawZipEntry[] {
  const out: RawZipEntry[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50; ) {
    const size = zip.readUInt32LE(at + 18);
    const nameLen = zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLen);
    const data = zip.subarray(at + 30 + nameLen, at + 30 + nameLen + size);
    out.push(stored(name, Buffer.from(data)));
    at += 30 + nameLen + size;
  }
  return out;
}

const MAIN_PART = { xlsx: 'xl/worksheets/sheet1.xml', docx: 'word/document.xml' } as const;
const DOCX_OPEN = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
const DOCX_CLOSE = '</w:t></w:r></w:p></w:body></w:document>';

/**
 * A raw-deflate stream of `prefix` + `spaces` × ' ' + `suffix`, built without ever holding the
 * expansion: a 1 MiB block of spaces is compressed once with a full flush (self-contained, byte-aligned)
 * and repeated. Returns the compressed bytes and the CRC of the expanded text.
 */
function deflateRun(prefix: string, spaces: number, suffix: string): { data: Buffer; size: number; crc: number } {
  const MiB = 1024 * 1024;
  if (spaces % MiB !== 0) throw new Error('spaces must be a whole number of MiB');
  const block = Buffer.alloc(MiB, 0x20);
  const full = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const head = zlib.deflateRawSync(Buffer.from(prefix), full);
  const run = zlib.deflateRawSync(block, full);
  const foot = zlib.deflateRawSync(Buffer.from(suffix)); // final block
  let crc = zlib.crc32(prefix);
  for (let i = 0; i < spaces / MiB; i++) crc = zlib.crc32(block, crc);
  crc = zlib.crc32(suffix, crc);
  const parts = [head, ...Array.from({ length: spaces / MiB }, () => run), foot];
  return { data: Buffer.concat(parts), size: Buffer.byteLength(prefix) + spaces + Buffer.byteLength(suffix), crc: crc >>> 0 };
}

/**
 * An .xlsx or .docx whose main XML part inflates to `expandedMiB` MiB of spaces. `declaredBytes` writes a
 * smaller size in the headers (the lying bomb); by default the true size is declared.
 */
export function officeZipBomb(kind: 'xlsx' | 'docx', expandedMiB: number, opts: { declaredBytes?: number } = {}): Buffer {
  const [open, close] = kind === 'xlsx' ? [SHEET_OPEN, SHEET_CLOSE] : [DOCX_OPEN, DOCX_CLOSE];
  const run = deflateRun(open, expandedMiB * 1024 * 1024, close);
  const part: RawZipEntry = { name: MAIN_PART[kind], method: 8, data: run.data, size: opts.declaredBytes ?? run.size, crc: run.crc };
  if (run.size > 0xffffffff && opts.declaredBytes === undefined) throw new Error('sizes over 4 GiB need ZIP64 extras');
  return writeRawZip([...skeleton(kind), part]);
}

const mainPart = (kind: 'xlsx' | 'docx') =>
  kind === 'xlsx' ? deflated(MAIN_PART.xlsx, SMALL_SHEET) : deflated(MAIN_PART.docx, `${DOCX_OPEN}Total 12.50${DOCX_CLOSE}`);

/** A small valid office file, plus `extra` empty stored entries. */
export function officeWithEntries(kind: 'xlsx' | 'docx', extra = 0): Buffer {
  const fill = Array.from({ length: extra }, (_, i) => stored(`${kind === 'xlsx' ? 'xl' : 'word'}/media/f${i}.bin`, Buffer.alloc(0)));
  return writeRawZip([...skeleton(kind), mainPart(kind), ...fill]);
}

/**
 * A small valid office file whose declared entries are all harmless, followed in the central directory by
 * `hidden` entries of 1 GiB of spaces each that the end record does not count. JSZip (exceljs, mammoth)
 * reads directory records until the signature stops, so it would see and inflate them.
 */
export function officeWithHiddenBombs(kind: 'xlsx' | 'docx', hidden: number): Buffer {
  const bomb = deflateRun('', 1024 * 1024 * 1024, '');
  const bombs: RawZipEntry[] = Array.from({ length: hidden }, (_, i) => ({
    name: `${kind === 'xlsx' ? 'xl' : 'word'}/media/b${i}.xml`,
    method: 8,
    data: bomb.data,
    size: bomb.size,
    crc: bomb.crc,
  }));
  const visible = [...skeleton(kind), mainPart(kind)];
  return writeRawZip([...visible, ...bombs], { declaredCount: visible.length });
}

/**
 * An office file whose main part holds `count` empty elements carrying a pseudo-random attribute (so the
 * part compresses only ~6:1, far inside the ratio rule): megabytes that parse into millions of objects.
 */
export function officeWithTags(kind: 'xlsx' | 'docx', count: number): Buffer {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) >>> 0);
  const units: string[] = [];
  for (let i = 0; i < count; i++) {
    if (kind === 'docx') units.push(`<w:p w:rsidR="${next().toString(16).padStart(8, '0')}"/>`);
    else units.push(`${i % 10_000 === 0 ? `${i ? '</row>' : ''}<row r="${i / 10_000 + 1}">` : ''}<c s="${next() % 10_000}"/>`);
  }
  const body = units.join('') + (kind === 'xlsx' ? '</row>' : '');
  const xml = kind === 'xlsx' ? SHEET_OPEN + body + SHEET_CLOSE : DOCX_OPEN.replace('<w:p><w:r><w:t>', '') + body + '</w:body></w:document>';
  return writeRawZip([...skeleton(kind), deflated(MAIN_PART[kind], xml)]);
}
