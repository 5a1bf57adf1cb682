import { AppError } from '../../common/app-error';

/**
 * A strict, small XML reader for e-invoices. It accepts namespaced elements, attributes, text, CDATA,
 * comments, processing instructions, the five predefined entities and numeric character references.
 * It refuses every DOCTYPE/ENTITY declaration outright: e-invoice schemas never need one, and refusing is
 * the only defence against external entities (XXE) and entity expansion (billion laughs) that does not
 * depend on getting an expander right.
 */
export interface XmlElement {
  /** Local name, without prefix. */
  name: string;
  /** Namespace URI ('' when none). */
  ns: string;
  /** Attribute values by local name (namespace declarations are not attributes here). */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Character data directly inside this element (CDATA included), entities decoded. */
  text: string;
}

export interface XmlLimits {
  maxBytes: number;
  maxDepth: number;
  maxElements: number;
}

export const DEFAULT_XML_LIMITS: XmlLimits = { maxBytes: 20 * 1024 * 1024, maxDepth: 64, maxElements: 500_000 };

// A Map, not an object literal: '&constructor;' must not find Object.prototype's members.
const PREDEFINED = new Map([['lt', '<'], ['gt', '>'], ['amp', '&'], ['quot', '"'], ['apos', "'"]]);
const NAME = /[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*(?::[A-Za-z_\u00C0-\uFFFF][\w.\-\u00B7\u00C0-\uFFFF]*)?/y;
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** The text of an XML document: UTF-8 (BOM dropped) unless the declaration names Latin-1. */
export function decodeXml(bytes: Buffer): string {
  const head = bytes.subarray(0, 200).toString('latin1');
  const encoding = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1]?.toLowerCase();
  // Line ends are normalised to '\n' as the XML spec requires (the FeRD samples' attachments use CRLF).
  if (encoding && ['iso-8859-1', 'latin1', 'windows-1252'].includes(encoding)) return bytes.toString('latin1').replace(/\r\n?/g, '\n');
  if (encoding && !['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(encoding)) {
    throw new AppError('UNPROCESSABLE', `The XML encoding "${encoding}" is not supported: send it as UTF-8`);
  }
  return bytes.toString('utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

class Parser {
  private at = 0;
  private elements = 0;

  constructor(
    private readonly s: string,
    private readonly limits: XmlLimits,
  ) {}

  fail(message: string, at = this.at): never {
    const before = this.s.slice(0, at);
    const line = before.split('\n').length;
    const column = at - before.lastIndexOf('\n');
    throw new AppError('UNPROCESSABLE', `The XML is malformed at line ${line}, column ${column}: ${message}`, { line, column });
  }

  parse(): XmlElement {
    let root: XmlElement | undefined;
    while (this.at < this.s.length) {
      const lt = this.s.indexOf('<', this.at);
      const gap = this.s.slice(this.at, lt < 0 ? undefined : lt);
      if (gap.trim()) this.fail('text outside the root element', this.at + gap.search(/\S/));
      if (lt < 0) break;
      this.at = lt;
      if (this.skipMarkup()) continue;
      if (root) this.fail('a second root element');
      root = this.element(new Map([['xml', XML_NS]]), 1);
    }
    if (!root) this.fail('no root element');
    return root;
  }

  /** Comments, processing instructions and refused declarations; true when something was skipped. */
  private skipMarkup(): boolean {
    const s = this.s;
    if (s.startsWith('<?', this.at)) return this.skipTo('?>', 'unterminated processing instruction');
    if (s.startsWith('<!--', this.at)) return this.skipTo('-->', 'unterminated comment');
    if (/^<!(DOCTYPE|ENTITY)/i.test(s.slice(this.at, this.at + 9))) {
      throw new AppError('UNPROCESSABLE', 'The XML contains a DOCTYPE or ENTITY declaration, which is refused (external or expanding entities)');
    }
    return false;
  }

  private skipTo(end: string, message: string): true {
    const i = this.s.indexOf(end, this.at + 2);
    if (i < 0) this.fail(message);
    this.at = i + end.length;
    return true;
  }

  private name(): string {
    NAME.lastIndex = this.at;
    const m = NAME.exec(this.s);
    if (!m) this.fail('expected a name');
    this.at += m[0].length;
    return m[0];
  }

  private spaces(): void {
    while (/\s/.test(this.s[this.at] ?? '')) this.at++;
  }

  private element(scope: Map<string, string>, depth: number): XmlElement {
    if (depth > this.limits.maxDepth) this.fail(`elements nested deeper than ${this.limits.maxDepth} levels`);
    if (++this.elements > this.limits.maxElements) this.fail(`more than ${this.limits.maxElements} elements`);
    const start = this.at;
    this.at++; // '<'
    const qname = this.name();
    const raw: Array<[string, string]> = [];
    for (;;) {
      const before = this.at;
      this.spaces();
      const c = this.s[this.at];
      if (c === '>' || c === '/') break;
      if (c === undefined) this.fail(`unterminated start tag <${qname}>`, start);
      if (before === this.at) this.fail('expected white space before an attribute');
      const attr = this.name();
      this.spaces();
      if (this.s[this.at] !== '=') this.fail(`attribute "${attr}" has no value`);
      this.at++;
      this.spaces();
      const q = this.s[this.at];
      if (q !== '"' && q !== "'") this.fail(`attribute "${attr}" value must be quoted`);
      const end = this.s.indexOf(q, this.at + 1);
      if (end < 0) this.fail(`unterminated value of attribute "${attr}"`);
      const value = this.s.slice(this.at + 1, end);
      if (value.includes('<')) this.fail(`"<" in the value of attribute "${attr}"`);
      if (raw.some(([n]) => n === attr)) this.fail(`duplicate attribute "${attr}"`);
      raw.push([attr, this.entities(value, this.at + 1)]);
      this.at = end + 1;
    }
    const own = new Map(scope);
    for (const [n, v] of raw) {
      if (n === 'xmlns') own.set('', v);
      else if (n.startsWith('xmlns:')) own.set(n.slice(6), v);
    }
    // Null prototype: attribute names come from the document ('__proto__', 'constructor').
    const attrs = Object.create(null) as Record<string, string>;
    const el: XmlElement = { name: localName(qname), ns: this.resolve(own, qname, true, start), attrs, children: [], text: '' };
    for (const [n, v] of raw) if (n !== 'xmlns' && !n.startsWith('xmlns:')) el.attrs[localName(n)] = v;
    if (this.s[this.at] === '/') {
      if (this.s[this.at + 1] !== '>') this.fail('expected "/>"');
      this.at += 2;
      return el;
    }
    this.at++; // '>'
    this.content(el, qname, own, depth);
    return el;
  }

  private content(el: XmlElement, qname: string, scope: Map<string, string>, depth: number): void {
    const s = this.s;
    for (;;) {
      const lt = s.indexOf('<', this.at);
      if (lt < 0) this.fail(`<${qname}> is never closed`);
      el.text += this.entities(s.slice(this.at, lt), this.at);
      this.at = lt;
      if (s.startsWith('</', lt)) {
        this.at += 2;
        const close = this.name();
        if (close !== qname) this.fail(`</${close}> closes <${qname}>`, lt);
        this.spaces();
        if (s[this.at] !== '>') this.fail(`expected ">" after </${close}`);
        this.at++;
        return;
      }
      if (s.startsWith('<![CDATA[', lt)) {
        const end = s.indexOf(']]>', lt + 9);
        if (end < 0) this.fail('unterminated CDATA section');
        el.text += s.slice(lt + 9, end);
        this.at = end + 3;
        continue;
      }
      if (this.skipMarkup()) continue;
      if (s.startsWith('<!', lt)) this.fail('unexpected declaration');
      el.children.push(this.element(scope, depth + 1));
    }
  }

  private resolve(scope: Map<string, string>, qname: string, isElement: boolean, at: number): string {
    const i = qname.indexOf(':');
    if (i < 0) return isElement ? (scope.get('') ?? '') : '';
    const prefix = qname.slice(0, i);
    const ns = scope.get(prefix);
    if (ns === undefined) this.fail(`undeclared namespace prefix "${prefix}"`, at);
    return ns;
  }

  /** Decodes the predefined entities and character references; any other entity is an error. */
  private entities(text: string, offset: number): string {
    if (!text.includes('&')) return text;
    return text.replace(/&([^;&\s<]*)(;?)/g, (whole, ref: string, semi: string, i: number) => {
      if (!semi) this.fail('"&" must start an entity reference such as &amp;', offset + i);
      const named = PREDEFINED.get(ref);
      if (named !== undefined) return named;
      const code = /^#x[0-9a-fA-F]+$/.test(ref) ? parseInt(ref.slice(2), 16) : /^#[0-9]+$/.test(ref) ? parseInt(ref.slice(1), 10) : NaN;
      if (Number.isNaN(code)) this.fail(`undefined entity "${whole}"`, offset + i);
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) this.fail(`invalid character reference "${whole}"`, offset + i);
      return String.fromCodePoint(code);
    });
  }
}

function localName(qname: string): string {
  const i = qname.indexOf(':');
  return i < 0 ? qname : qname.slice(i + 1);
}

/**
 * Parses an XML document into elements.
 * @throws AppError UNPROCESSABLE for DOCTYPE/ENTITY declarations, malformed XML (with line and column),
 * documents over the size, depth or element limits.
 */
export function readXml(bytes: Buffer, limits: Partial<XmlLimits> = {}): XmlElement {
  const lim = { ...DEFAULT_XML_LIMITS, ...limits };
  if (bytes.length > lim.maxBytes) {
    throw new AppError('UNPROCESSABLE', `The XML is larger than ${Math.round(lim.maxBytes / 1024 / 1024)} MB`);
  }
  return new Parser(decodeXml(bytes), lim).parse();
}
