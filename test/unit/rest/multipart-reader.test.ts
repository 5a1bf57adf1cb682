import { randomBytes } from 'node:crypto';
import { MAX_PART_HEADER_BYTES, MultipartError, MultipartReader, parseHeaderBlock } from '../../../src/rest/multipart/multipart-reader';

const B = 'XbOuNdArY';

async function* chunks(body: Buffer, size: number | (() => number)): AsyncGenerator<Buffer> {
  for (let at = 0; at < body.length; ) {
    const n = Math.max(1, typeof size === 'number' ? size : size());
    yield body.subarray(at, at + n);
    at += n;
  }
}

function reader(body: Buffer | string, size: number | (() => number) = 65536): MultipartReader {
  return new MultipartReader(chunks(Buffer.from(body), size)[Symbol.asyncIterator](), B);
}

/** Every part as its headers and its whole body. */
async function readAll(r: MultipartReader): Promise<{ headers: Record<string, string>; body: Buffer }[]> {
  const out = [];
  for (let head = await r.next(); head; head = await r.next()) {
    const parts: Buffer[] = [];
    for await (const c of r.body()) parts.push(c);
    out.push({ headers: { ...head.headers }, body: Buffer.concat(parts) });
  }
  return out;
}

async function failure(r: MultipartReader): Promise<MultipartError> {
  const e = await readAll(r).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(MultipartError);
  return e as MultipartError;
}

// A file whose bytes hold near-delimiters: CR LF, "--", the boundary without its CR LF, and one cut a byte short.
const FILE = Buffer.concat([Buffer.from(`%PDF\r\n--${B.slice(0, -1)}\r\n-${B}\r--${B}\n--`), randomBytes(3000), Buffer.from(`\r\n--${B.slice(0, 5)}`)]);
const BODY = Buffer.concat([
  Buffer.from(`preamble\r\n--${B}\r\nContent-Disposition: form-data; name="language"\r\n\r\nde\r\n`),
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
  FILE,
  Buffer.from(`\r\n--${B}--\r\nepilogue`),
]);

describe('MultipartReader', () => {
  it('reads fields and a file whose bytes hold near-delimiters, whatever the chunk sizes', async () => {
    for (const size of [1, 2, 3, 7, 13, B.length, B.length + 3, 64, 4096, 65536, () => 1 + Math.floor(Math.random() * 40)]) {
      const parts = await readAll(reader(BODY, size));
      expect(parts.map((p) => p.headers['content-disposition'])).toEqual(['form-data; name="language"', 'form-data; name="pdf"; filename="a.pdf"']);
      expect(parts[0].body.toString()).toBe('de');
      expect(parts[1].headers['content-type']).toBe('application/pdf');
      expect(parts[1].body.equals(FILE)).toBe(true);
    }
  });

  it('needs no preamble, and reads a part without headers and an empty part', async () => {
    const parts = await readAll(reader(`--${B}\r\n\r\nno headers\r\n--${B}\r\nX-A: 1\r\n\r\n\r\n--${B}--`, 3));
    expect(parts).toEqual([
      { headers: {}, body: Buffer.from('no headers') },
      { headers: { 'x-a': '1' }, body: Buffer.alloc(0) },
    ]);
  });

  it('skips the rest of a part whose reader stopped early', async () => {
    const r = reader(BODY, 100);
    await r.next();
    await r.next();
    for await (const c of r.body()) {
      expect(c.length).toBeGreaterThan(0);
      break;
    }
    expect(await r.next()).toBeNull();
  });

  it('ignores a boundary followed by neither "--" nor CRLF, as busboy does', async () => {
    const parts = await readAll(reader(`--${B}\r\nA: 1\r\n\r\none\r\n--${B}x stray\r\n--${B}\r\nA: 2\r\n\r\ntwo\r\n--${B}--`, 5));
    expect(parts.map((p) => [p.headers.a, p.body.toString()])).toEqual([
      ['1', 'one'],
      ['2', 'two'],
    ]);
  });

  it.each([
    ['an empty body', ''],
    ['a body without any boundary', 'just text, no multipart here'],
    ['a body cut inside a file part', `--${B}\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\n\r\n%PDF-1.4 and more`],
    ['a body cut inside the part headers', `--${B}\r\nContent-Disposition: form-da`],
    ['a body cut right after a boundary', `--${B}\r\nA: 1\r\n\r\nx\r\n--${B}`],
    ['a body cut after "-" of the close', `--${B}\r\nA: 1\r\n\r\nx\r\n--${B}-`],
  ])('refuses %s as truncated', async (_, body) => {
    for (const size of [1, 4096]) expect((await failure(reader(body, size))).kind).toBe('truncated');
  });

  it('refuses part headers over 16 KB, or a header line that is not "Name: value", as malformed', async () => {
    const big = `--${B}\r\nX-Big: ${'a'.repeat(MAX_PART_HEADER_BYTES)}\r\n\r\nx\r\n--${B}--`;
    expect(await failure(reader(big, 1000))).toMatchObject({ kind: 'malformed', message: 'Malformed part header' });
    expect(await failure(reader(big, 1 << 20))).toMatchObject({ kind: 'malformed' });
    expect(await failure(reader(`--${B}\r\nno colon here\r\n\r\nx\r\n--${B}--`))).toMatchObject({ kind: 'malformed' });
    expect(await failure(reader(`--${B}\r\nBad Name: 1\r\n\r\nx\r\n--${B}--`))).toMatchObject({ kind: 'malformed' });
  });

  it('passes on an error of its source', async () => {
    async function* broken(): AsyncGenerator<Buffer> {
      yield Buffer.from(`--${B}\r\nA: 1\r\n\r\nsome`);
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    }
    const r = new MultipartReader(broken()[Symbol.asyncIterator](), B);
    await expect(readAll(r)).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});

describe('parseHeaderBlock', () => {
  it('lower-cases names, trims values and keeps the first of a repeated header', () => {
    expect(parseHeaderBlock('Content-Type:  text/plain \r\ncontent-type: x/y\r\nX-Empty:')).toEqual({ 'content-type': 'text/plain', 'x-empty': '' });
  });
});
