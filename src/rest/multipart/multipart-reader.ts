/**
 * A pull reader of a multipart/form-data body: parts are read one at a time, a part's body as it arrives, and a part's
 * bytes are only read from the source when its consumer asks (the request is not read faster than the blob store
 * writes). The delimiter is found with Buffer.indexOf (native); busboy's JavaScript search over every byte was most of
 * its cost (README, Load). Framing follows busboy's: the body is read as if preceded by CRLF, so the first boundary
 * needs no preamble; a boundary followed by neither "--" nor CRLF is not a part start and its bytes are ignored.
 */

export class MultipartError extends Error {
  constructor(readonly kind: 'malformed' | 'truncated', message: string) {
    super(message);
  }
}

export interface PartHead {
  /** Header names in lower case; a repeated header keeps its first value (as busboy does). */
  headers: Record<string, string>;
}

const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
/** busboy's (Node's) bound on one part's header block. */
export const MAX_PART_HEADER_BYTES = 16 * 1024;
const MAX_HEADER_PAIRS = 2000;

export class MultipartReader {
  private readonly delimiter: Buffer;
  private buf: Buffer = CRLF;
  private ended = false;
  /** Where the reader is: before a delimiter (in a preamble or a part's body), just past one, or past the close. */
  private state: 'body' | 'boundary' | 'closed' = 'body';

  constructor(
    private readonly source: AsyncIterator<Buffer>,
    boundary: string,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  /** The next part's headers, skipping what is left of the current part; null after the closing boundary. */
  async next(): Promise<PartHead | null> {
    for (;;) {
      if (this.state === 'closed') return null;
      if (this.state === 'body') await this.skip();
      if (!(await this.fill(2))) throw truncated();
      const a = this.buf[0];
      const b = this.buf[1];
      if (a === 45 && b === 45) {
        this.state = 'closed';
        await this.drain();
        return null;
      }
      this.state = 'body';
      if (a === 13 && b === 10) {
        this.buf = this.buf.subarray(2);
        return { headers: await this.headers() };
      }
    }
  }

  /** The current part's body, chunk by chunk. A consumer that stops early leaves the rest for next() to skip. */
  async *body(): AsyncGenerator<Buffer, void, undefined> {
    while (this.state === 'body') {
      const at = this.buf.indexOf(this.delimiter);
      if (at >= 0) {
        const last = this.buf.subarray(0, at);
        this.buf = this.buf.subarray(at + this.delimiter.length);
        this.state = 'boundary';
        if (last.length) yield last;
        return;
      }
      const keep = this.delimiterPrefixAtEnd();
      const out = this.buf.subarray(0, this.buf.length - keep);
      this.buf = this.buf.subarray(this.buf.length - keep);
      if (out.length) yield out;
      if (!(await this.more())) throw truncated();
    }
  }

  /** Reads what is left of the source (the epilogue after the close, or a refused body), discarding it. */
  async drain(): Promise<void> {
    this.buf = Buffer.alloc(0);
    while (await this.more()) this.buf = Buffer.alloc(0);
  }

  private async skip(): Promise<void> {
    for await (const _ of this.body());
  }

  private async headers(): Promise<Record<string, string>> {
    // The CRLF ending the boundary line may also begin the empty line, when a part has no headers at all.
    let at: number;
    for (;;) {
      at = this.buf.length >= 2 && this.buf[0] === 13 && this.buf[1] === 10 ? -2 : this.buf.indexOf(HEADERS_END);
      if (at !== -1) break;
      if (this.buf.length > MAX_PART_HEADER_BYTES) throw malformed('Malformed part header');
      if (!(await this.more())) throw truncated();
    }
    if (at > MAX_PART_HEADER_BYTES) throw malformed('Malformed part header');
    const block = at < 0 ? '' : this.buf.toString('latin1', 0, at);
    this.buf = this.buf.subarray(at < 0 ? 2 : at + 4);
    return parseHeaderBlock(block);
  }

  /** Until the buffer holds n bytes; false if the source ends first. */
  private async fill(n: number): Promise<boolean> {
    while (this.buf.length < n) if (!(await this.more())) return false;
    return true;
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const r = await this.source.next();
    if (r.done) {
      this.ended = true;
      return false;
    }
    const chunk = r.value as Buffer;
    this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
    return true;
  }

  /** How many bytes at the end of the buffer may be the beginning of a delimiter (kept until more bytes come). */
  private delimiterPrefixAtEnd(): number {
    const buf = this.buf;
    const d = this.delimiter;
    for (let j = buf.indexOf(13, Math.max(0, buf.length - d.length + 1)); j !== -1; j = buf.indexOf(13, j + 1)) {
      if (buf.compare(d, 0, buf.length - j, j) === 0) return buf.length - j;
    }
    return 0;
  }
}

/** Lines "Name: value"; a line without a colon, or a name that is not an HTTP token, is malformed (busboy's rule). */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = Object.create(null);
  if (!block) return headers;
  const lines = block.split('\r\n');
  let pairs = 0;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0 || !/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(line.slice(0, colon))) throw malformed('Malformed part header');
    if (++pairs > MAX_HEADER_PAIRS) break;
    const name = line.slice(0, colon).toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

function malformed(message: string): MultipartError {
  return new MultipartError('malformed', message);
}

function truncated(): MultipartError {
  return new MultipartError('truncated', 'Unexpected end of form');
}
