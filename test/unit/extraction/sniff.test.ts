import { sniffType } from '../../../src/extraction/sniff';
import { writeZip } from '../../support/zip-writer';

/** A ZIP with a central directory, as Office files are. */
function zip(names: string[]): Buffer {
  return writeZip(names.map((name) => ({ name, data: Buffer.from(`<x>${name}</x>`), deflate: true })));
}

function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length + 16);
  box.writeUInt32BE(16 + 4 * compatible.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((b, i) => box.write(b, 16 + 4 * i, 'latin1'));
  return box;
}

describe('sniffType', () => {
  it('recognises a PDF, also after leading junk of up to 1024 bytes', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe('pdf');
    expect(sniffType(Buffer.concat([Buffer.alloc(1000, 0x20), Buffer.from('%PDF-1.4\n')]))).toBe('pdf');
    expect(sniffType(Buffer.concat([Buffer.alloc(2000, 0x20), Buffer.from('%PDF-1.4\n')]))).toBeNull();
  });

  it('recognises image formats by their magic bytes', () => {
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffType(Buffer.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]))).toBe('tiff');
    expect(sniffType(Buffer.from([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]))).toBe('tiff');
  });

  it('recognises HEIC/HEIF brands but not AVIF', () => {
    expect(sniffType(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffType(ftyp('mif1', 'heic'))).toBe('heic');
    expect(sniffType(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffType(ftyp('isom', 'mp41'))).toBeNull();
  });

  it('tells XLSX from DOCX by the entry names in the ZIP central directory', () => {
    expect(sniffType(zip(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']))).toBe('xlsx');
    expect(sniffType(zip(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
    expect(sniffType(zip(['readme.txt']))).toBeNull();
  });

  it('recognises OCR JSON only with a top-level pages array', () => {
    expect(sniffType(Buffer.from('\uFEFF  {"pages":[{"width":10,"height":10,"words":[]}]}'))).toBe('ocr-json');
    expect(sniffType(Buffer.from('{"words":[]}'))).toBeNull();
    expect(sniffType(Buffer.from('{"pages": broken'))).toBeNull();
  });

  it('returns null for unknown, tiny or empty input', () => {
    expect(sniffType(Buffer.from('hello world, not a document'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
    expect(sniffType(Buffer.from([0xff]))).toBeNull();
  });
});
