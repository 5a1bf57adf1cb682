import type { PDFDocument } from 'pdf-lib';

/** pdf-lib is loaded on the first PDF that needs it (~0.1 CPU s to require), not by every process that reads only photos. */
function pdfLib(): typeof import('pdf-lib') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('pdf-lib') as typeof import('pdf-lib');
}

/**
 * The /ActualText of each marked-content sequence (BDC) of a page's content stream, in drawing order (null where
 * a BDC carries none).
 *
 * Why: a shaping engine draws a Devanagari cluster such as "र्मा" or "प्र" with glyphs that map to no single
 * character, so the PDF's ToUnicode table has no entry for them and pdfjs reads them as U+0000. Generators that
 * know this (Chromium/Skia, LibreOffice, Word) wrap each such cluster in `/Span <</ActualText (…)>> BDC … EMC`.
 * pdfjs reports where those sequences begin and end but not their ActualText, so it is read here.
 */
export class ActualTexts {
  private doc?: Promise<PDFDocument | undefined>;

  constructor(private readonly bytes: Buffer) {}

  /** The page's ActualText list (0-based index); undefined when the file cannot be read this way. Parses the file once. */
  async forPage(pageIndex: number): Promise<Array<string | null> | undefined> {
    this.doc ??= pdfLib().PDFDocument.load(this.bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false }).catch(() => undefined);
    const doc = await this.doc;
    return doc ? readActualTexts(doc, pageIndex) : undefined;
  }
}

function readActualTexts(doc: PDFDocument, pageIndex: number): Array<string | null> | undefined {
  try {
    const { PDFArray, PDFRawStream, decodePDFRawStream } = pdfLib();
    const page = doc.getPage(pageIndex);
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const parts: Uint8Array[] = [];
    for (const s of streams) {
      if (s instanceof PDFRawStream) parts.push(decodePDFRawStream(s).decode());
      else if (s) return undefined;
    }
    return markedContentTexts(Buffer.concat(parts));
  } catch {
    // An unreadable structure only means no repair: the text layer stays as pdfjs read it.
    return undefined;
  }
}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

type Operand = { kind: 'dict'; text: string } | { kind: 'other' };

/** Scans a content stream for BDC operators and decodes the ActualText of their property dictionaries. */
export function markedContentTexts(content: Buffer): Array<string | null> {
  const out: Array<string | null> = [];
  let operands: Operand[] = [];
  let i = 0;
  const n = content.length;
  while (i < n) {
    const c = content[i];
    if (WHITE.has(c)) {
      i++;
    } else if (c === 0x25 /* % */) {
      while (i < n && content[i] !== 0x0a && content[i] !== 0x0d) i++;
    } else if (c === 0x28 /* ( */) {
      i = skipLiteral(content, i);
      operands.push({ kind: 'other' });
    } else if (c === 0x3c && content[i + 1] === 0x3c /* << */) {
      const end = skipDict(content, i);
      operands.push({ kind: 'dict', text: content.subarray(i, end).toString('latin1') });
      i = end;
    } else if (c === 0x3c /* <hex> */) {
      while (i < n && content[i] !== 0x3e) i++;
      i++;
      operands.push({ kind: 'other' });
    } else if (c === 0x2f /* /Name */ || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      i++;
      while (i < n && !WHITE.has(content[i]) && !DELIM.has(content[i])) i++;
      operands.push({ kind: 'other' });
    } else {
      const start = i;
      while (i < n && !WHITE.has(content[i]) && !DELIM.has(content[i])) i++;
      if (i === start) i++;
      const word = content.subarray(start, i).toString('latin1');
      if (/^[+\-.\d]/.test(word)) {
        operands.push({ kind: 'other' });
        continue;
      }
      if (word === 'BDC') {
        const props = operands[operands.length - 1];
        out.push(props?.kind === 'dict' ? actualText(props.text) : null);
      } else if (word === 'ID') {
        // Inline image data is binary: skip to its end marker.
        const end = content.indexOf('EI', i + 1, 'latin1');
        i = end < 0 ? n : end + 2;
      }
      operands = [];
    }
  }
  return out;
}

function skipLiteral(b: Buffer, i: number): number {
  let depth = 0;
  for (; i < b.length; i++) {
    const c = b[i];
    if (c === 0x5c /* \ */) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i + 1;
  }
  return b.length;
}

function skipDict(b: Buffer, i: number): number {
  let depth = 0;
  while (i < b.length) {
    if (b[i] === 0x28) {
      i = skipLiteral(b, i);
    } else if (b[i] === 0x3c && b[i + 1] === 0x3c) {
      depth++;
      i += 2;
    } else if (b[i] === 0x3e && b[i + 1] === 0x3e) {
      i += 2;
      if (--depth === 0) return i;
    } else {
      i++;
    }
  }
  return b.length;
}

/** ActualText as a hex string (<FEFF…>) or a literal string with escapes, UTF-16BE with a BOM or PDFDocEncoding. */
export function actualText(dict: string): string | null {
  const at = dict.indexOf('/ActualText');
  if (at < 0) return null;
  let i = at + '/ActualText'.length;
  while (i < dict.length && /\s/.test(dict[i])) i++;
  let bytes: number[] = [];
  if (dict[i] === '<') {
    const end = dict.indexOf('>', i);
    const hex = dict.slice(i + 1, end).replace(/\s+/g, '');
    for (let k = 0; k + 1 < hex.length; k += 2) bytes.push(parseInt(hex.slice(k, k + 2), 16));
  } else if (dict[i] === '(') {
    bytes = literalBytes(dict, i);
  } else {
    return null;
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let s = '';
    for (let k = 2; k + 1 < bytes.length; k += 2) s += String.fromCharCode((bytes[k] << 8) | bytes[k + 1]);
    return s;
  }
  return String.fromCharCode(...bytes);
}

const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };

function literalBytes(s: string, i: number): number[] {
  const out: number[] = [];
  let depth = 0;
  for (; i < s.length; i++) {
    const ch = s[i];
    if (ch === '\\') {
      const next = s[++i];
      if (next in ESCAPES) out.push(ESCAPES[next]);
      else if (/[0-7]/.test(next)) {
        const oct = /^[0-7]{1,3}/.exec(s.slice(i))![0];
        out.push(parseInt(oct, 8) & 0xff);
        i += oct.length - 1;
      }
      continue;
    }
    if (ch === '(' && depth++ === 0) continue;
    if (ch === ')' && --depth === 0) break;
    out.push(ch.charCodeAt(0) & 0xff);
  }
  return out;
}
