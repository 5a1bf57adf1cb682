import http from 'node:http';
import https from 'node:https';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The bytes as received (still compressed when the response has a Content-Encoding). */
  raw: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  query?: Record<string, string | string[]>;
  json?: unknown;
  form?: Record<string, string>;
  /** Multipart upload: file parts and plain fields. */
  multipart?: { files?: { field: string; name: string; type: string; bytes: Buffer }[]; fields?: Record<string, string> };
  rawBody?: { type: string; bytes: Buffer | string };
}

/** A plain HTTP(S) client that trusts exactly the given CA, so tests exercise real certificate checks. */
export function httpClient(baseUrl: string, ca?: string) {
  return async function request(method: string, path: string, opts: RequestOptions = {}): Promise<HttpResponse> {
    const url = new URL(path, baseUrl);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      for (const one of Array.isArray(v) ? v : [v]) url.searchParams.append(k, one);
    }
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    let payload: Buffer | undefined;
    if (opts.json !== undefined) {
      payload = Buffer.from(JSON.stringify(opts.json));
      headers['content-type'] ??= 'application/json';
    } else if (opts.form) {
      payload = Buffer.from(new URLSearchParams(opts.form).toString());
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.multipart) {
      const boundary = `----capture${Math.random().toString(16).slice(2)}`;
      const parts: Buffer[] = [];
      for (const [k, v] of Object.entries(opts.multipart.fields ?? {})) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
      }
      for (const f of opts.multipart.files ?? []) {
        parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      payload = Buffer.concat(parts);
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    } else if (opts.rawBody) {
      payload = Buffer.isBuffer(opts.rawBody.bytes) ? opts.rawBody.bytes : Buffer.from(opts.rawBody.bytes);
      headers['content-type'] = opts.rawBody.type;
    }
    if (payload) headers['content-length'] = String(payload.length);
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise<HttpResponse>((resolve, reject) => {
      const req = lib.request(url, { method, headers, ca, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          let body: unknown = undefined;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, raw, body });
        });
      });
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  };
}

export type RequestFn = ReturnType<typeof httpClient>;
