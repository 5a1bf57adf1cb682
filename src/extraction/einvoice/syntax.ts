/**
 * Recognising an e-invoice from its first bytes: the root element's name and namespace, found by a scan
 * of the prolog (no full parse, so sniffing stays cheap and a refused DOCTYPE is reported by the reader).
 */
export type EInvoiceSyntax = 'CII' | 'UBL';

export const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const UBL_CREDIT_NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';

export interface XmlRoot {
  /** Local name of the root element. */
  name: string;
  /** Its namespace URI, '' when it has none. */
  ns: string;
}

/** How much of a file the prolog scan looks at: licence comments in the FeRD samples alone are ~5 KB. */
const PROLOG_WINDOW = 64 * 1024;

/** True when the content starts like XML: optional BOM and white space, then a declaration or PI, a comment, a DOCTYPE or a tag. */
export function looksLikeXml(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return /^<(\?[A-Za-z]|!--|!DOCTYPE|[A-Za-z_][\w.:-]*[\s/>])/.test(head);
}

function skipPast(s: string, from: number, end: string): number {
  const i = s.indexOf(end, from);
  return i < 0 ? -1 : i + end.length;
}

/** Skips a DOCTYPE, including an internal subset in brackets (whose declarations contain '>'). */
function skipDoctype(s: string, from: number): number {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") {
      const close = s.indexOf(c, i + 1);
      if (close < 0) return -1;
      i = close;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

/** The root element of an XML document, or null when the bytes are not XML or the root is not in the window. */
export function xmlRoot(bytes: Buffer): XmlRoot | null {
  if (!looksLikeXml(bytes)) return null;
  const s = bytes.subarray(0, PROLOG_WINDOW).toString('latin1').replace(/^\xEF\xBB\xBF/, '');
  let at = 0;
  while (at >= 0 && at < s.length) {
    at = s.indexOf('<', at);
    if (at < 0) return null;
    if (s.startsWith('<?', at)) at = skipPast(s, at, '?>');
    else if (s.startsWith('<!--', at)) at = skipPast(s, at, '-->');
    else if (s.startsWith('<!', at)) at = skipDoctype(s, at);
    else return rootTag(s, at);
  }
  return null;
}

function rootTag(s: string, at: number): XmlRoot | null {
  const m = /^<([A-Za-z_][\w.-]*)(?::([A-Za-z_][\w.-]*))?/.exec(s.slice(at, at + 300));
  if (!m) return null;
  const [prefix, local] = m[2] ? [m[1], m[2]] : ['', m[1]];
  // The tag ends at the first '>' outside quotes.
  let end = at + m[0].length;
  let quote = '';
  for (; end < s.length; end++) {
    const c = s[end];
    if (quote) quote = c === quote ? '' : quote;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '>') break;
  }
  const tag = s.slice(at, end);
  const decl = prefix ? `xmlns:${prefix}` : 'xmlns';
  const attr = new RegExp(`\\s${decl.replace('.', '\\.')}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return { name: local, ns: attr ? (attr[1] ?? attr[2]) : '' };
}

/** Which e-invoice syntax a root element is, or null for any other XML. */
export function syntaxOf(root: XmlRoot | null): EInvoiceSyntax | null {
  if (!root) return null;
  if (root.name === 'CrossIndustryInvoice' && root.ns === CII_NS) return 'CII';
  if ((root.name === 'Invoice' && root.ns === UBL_INVOICE_NS) || (root.name === 'CreditNote' && root.ns === UBL_CREDIT_NOTE_NS)) return 'UBL';
  return null;
}

/** 'CII' or 'UBL' when the bytes are an e-invoice by their root element; null otherwise. */
export function sniffEInvoice(bytes: Buffer): EInvoiceSyntax | null {
  return syntaxOf(xmlRoot(bytes));
}
