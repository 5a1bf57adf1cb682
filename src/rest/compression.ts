import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies fit in a packet or two either way; compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The client's preferred encoding among those we make. Its q-values decide; a tie goes to brotli, the smaller,
 * because browsers list "gzip, deflate, br" in that order with equal weight (RFC 9110 §12.5.3 leaves ties to us).
 */
export function chooseEncoding(req: Request): Encoding | undefined {
  const header = req.get('accept-encoding');
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (!coding) continue;
    const weight = params.find((p) => p.startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(coding, Number.isFinite(value) ? value : 0);
  }
  const of = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = Math.max(of('gzip'), q.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Bodies are made per request here, so brotli runs at a speed-oriented quality (4 is close to gzip's speed and
// smaller); both run in libuv's thread pool, off the event loop, which matters for multi-megabyte GraphQL results.
function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });
}

/** JSON (REST, GraphQL, problem bodies) and the IDE's HTML page; everything else is left as it is. */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|text\/html)\b/i;

/**
 * Compresses complete JSON and HTML bodies (those sent with res.send/res.json) of at least 1 KB when the client
 * sends Accept-Encoding. Only whole bodies are touched: a response written in pieces (server-sent events,
 * GraphQL incremental delivery, streamed files) goes out untouched and unbuffered, and a body that already has
 * a Content-Encoding or a type other than JSON/HTML (stored originals, PDFs, images) is never compressed again.
 */
export function compressJson(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = function compressedSend(body?: unknown): Response {
      res.send = send;
      const type = String(res.getHeader('content-type') ?? '');
      // res.json() stringifies and calls send() again with a string; only that final call is handled.
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) {
        res.send = compressedSend;
        const out = send(body);
        res.send = send;
        return out;
      }
      if (!COMPRESSIBLE.test(type) || res.getHeader('content-encoding') || /\bno-transform\b/i.test(String(res.getHeader('cache-control') ?? ''))) {
        return send(body);
      }
      res.vary('Accept-Encoding');
      const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const encoding = chooseEncoding(req);
      if (!encoding || buf.length < COMPRESS_THRESHOLD || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) {
        return send(body);
      }
      encode(buf, encoding).then(
        (compressed) => {
          if (res.headersSent || res.destroyed) return;
          res.setHeader('Content-Encoding', encoding);
          // send() derives the ETag from the bytes it sends, so each encoding gets its own validator.
          send(compressed);
        },
        () => {
          if (!res.headersSent && !res.destroyed) send(body);
        },
      );
      return res;
    };
    next();
  };
}
