/**
 * The header values of a multipart/form-data body, read as busboy (under multer 2) read them, so a part named, typed
 * and named-as-a-file the same way before is the same now: parameter values as latin1 text unless given as RFC 5987
 * `name*=charset'lang'percent-bytes`; a file name cut to its last path segment; the WHATWG escapes %0A %0D %22
 * reversed in names and file names.
 */

const TOKEN = "[!#$%&'*+\\-.^_`|~0-9A-Za-z]+";
const PARAM = new RegExp(`^\\s*;\\s*(${TOKEN})=(?:"((?:[^"\\\\]|\\\\[\\s\\S])*)"|(${TOKEN}))`);
const EXTENDED = /^([!#$&+\-^_`{}~0-9A-Za-z]+)'[^']*'((?:[!#$&+\-.^_`|~0-9A-Za-z]|%[0-9A-Fa-f]{2})+)$/;

export interface ParsedHeader {
  /** The value's type, lower case ("form-data", or "type/subtype" for a Content-Type). */
  type: string;
  params: Record<string, string>;
}

/** `type; a=1; b="two"`; undefined when malformed (a part whose disposition is malformed is skipped). */
export function parseHeaderValue(value: string, typePattern: RegExp): ParsedHeader | undefined {
  const type = typePattern.exec(value);
  if (!type) return undefined;
  const params: Record<string, string> = Object.create(null);
  let rest = value.slice(type[0].length);
  while (rest.trim()) {
    const m = PARAM.exec(rest);
    if (!m) return undefined;
    const name = m[1].toLowerCase();
    let v: string | undefined = m[2] !== undefined ? m[2].replace(/\\([\s\S])/g, '$1') : m[3];
    if (name.endsWith('*')) {
      if (m[2] !== undefined) return undefined;
      v = decodeExtended(m[3]);
      if (v === undefined) return undefined;
    }
    if (params[name] === undefined) params[name] = v;
    rest = rest.slice(m[0].length);
  }
  return { type: type[0].trim().toLowerCase(), params };
}

function decodeExtended(value: string): string | undefined {
  const m = EXTENDED.exec(value);
  if (!m) return undefined;
  const charset = m[1].toLowerCase();
  const bytes = Buffer.from(m[2].replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
  if (charset === 'utf-8' || charset === 'utf8') return bytes.toString('utf8');
  if (charset === 'iso-8859-1' || charset === 'latin1' || charset === 'us-ascii' || charset === 'ascii') return bytes.toString('latin1');
  return undefined;
}

const DISPOSITION_TYPE = new RegExp(`^\\s*${TOKEN}`);
const MEDIA_TYPE = new RegExp(`^\\s*${TOKEN}/${TOKEN}`);

export const parseDisposition = (value: string) => parseHeaderValue(value, DISPOSITION_TYPE);
export const parseContentType = (value: string) => parseHeaderValue(value, MEDIA_TYPE);

/** The boundary of a multipart/form-data Content-Type; undefined for another type or without one. */
export function formBoundary(contentType: string | undefined): { boundary?: string; type?: string } {
  const parsed = contentType === undefined ? undefined : parseContentType(contentType);
  if (!parsed) return {};
  return { type: parsed.type, boundary: parsed.params.boundary || undefined };
}

/** The last segment of a path a client sent as a file name ("C:\\x\\a.pdf" → "a.pdf"); "." and ".." are none. */
export function basename(path: string): string {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  const name = cut >= 0 ? path.slice(cut + 1) : path;
  return name === '.' || name === '..' ? '' : name;
}

/** Browsers escape LF, CR and '"' in names as %0A, %0D, %22 (WHATWG); only those are reversed, so "50%.pdf" stays. */
export function decodeFormDataName(name: string): string {
  return name.replace(/%0A|%0D|%22/gi, (m) => (m.toUpperCase() === '%0A' ? '\n' : m.toUpperCase() === '%0D' ? '\r' : '"'));
}
