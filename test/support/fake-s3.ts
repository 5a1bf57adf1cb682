import http from 'node:http';

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style). */
  url: string;
  /** Stored objects by "bucket/key". */
  objects: Map<string, Buffer>;
  /** Multipart uploads begun and neither completed nor aborted, by upload id; `initiated` may be backdated. */
  uploads: Map<string, { id: string; parts: Map<number, Buffer>; initiated: Date }>;
  /** "bucket/key" ids every request on which is refused with AccessDenied (a failing store). */
  denied: Set<string>;
  /** Every request as received, for asserting on what the client sent. */
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

const SIGV4 = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/;

/**
 * A small S3 stand-in on node:http: path-style PUT/GET/DELETE of objects in the named buckets, multipart uploads
 * (create, upload part, complete, abort, list), S3's XML errors
 * (NoSuchKey, NoSuchBucket, AccessDenied), and a check that every request carries a SigV4 Authorization header
 * made with the expected access key. It does not recompute signatures.
 */
export async function startFakeS3(opts: { buckets: string[]; accessKeyId: string; /** ListMultipartUploads page size. */ maxUploads?: number }): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const uploads: FakeS3['uploads'] = new Map();
  const denied = new Set<string>();
  let nextUpload = 1;
  const requests: FakeS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const auth = SIGV4.exec(req.headers.authorization ?? '');
      if (!auth || auth[1] !== opts.accessKeyId || !req.headers['x-amz-date']) {
        return error(res, 403, 'AccessDenied', 'Access Denied');
      }
      if (!opts.buckets.includes(bucket)) return error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (!key && req.method === 'GET' && url.searchParams.has('uploads')) return xml(res, listUploads(bucket, url.searchParams));
      if (!key) return error(res, 400, 'InvalidRequest', 'fake S3 serves objects only');
      const id = `${bucket}/${key}`;
      if (denied.has(id)) return error(res, 403, 'AccessDenied', 'Access Denied');
      const body = Buffer.concat(chunks);
      const uploadId = url.searchParams.get('uploadId');
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const upload = { id, parts: new Map<number, Buffer>(), initiated: new Date() };
        const newId = `upload-${nextUpload++}`;
        uploads.set(newId, upload);
        return xml(res, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${newId}</UploadId></InitiateMultipartUploadResult>`);
      }
      if (uploadId) {
        const upload = uploads.get(uploadId);
        if (!upload || upload.id !== id) return error(res, 404, 'NoSuchUpload', 'The specified upload does not exist.');
        if (req.method === 'PUT') {
          if (Number(req.headers['content-length']) !== body.length) return error(res, 400, 'IncompleteBody', 'length mismatch');
          upload.parts.set(Number(url.searchParams.get('partNumber')), body);
          res.writeHead(200, { ETag: `"part-${body.length}"` }).end();
          return;
        }
        if (req.method === 'DELETE') {
          uploads.delete(uploadId);
          res.writeHead(204).end();
          return;
        }
        if (req.method === 'POST') {
          const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
          if (!numbers.length || numbers.some((n) => !upload.parts.has(n))) return error(res, 400, 'InvalidPart', 'a listed part was not uploaded');
          objects.set(id, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
          uploads.delete(uploadId);
          return xml(res, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`);
        }
      }
      switch (req.method) {
        case 'PUT':
          if (req.headers['content-encoding']?.includes('aws-chunked')) return error(res, 501, 'NotImplemented', 'aws-chunked uploads');
          if (Number(req.headers['content-length']) !== body.length) return error(res, 400, 'IncompleteBody', 'length mismatch');
          objects.set(id, body);
          res.writeHead(200, { ETag: `"${body.length}"` }).end();
          return;
        case 'GET': {
          const stored = objects.get(id);
          if (!stored) return error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': stored.length }).end(stored);
          return;
        }
        case 'DELETE':
          objects.delete(id);
          res.writeHead(204).end();
          return;
        default:
          return error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    });
  });
  /** ListMultipartUploads: by key then upload id, after the markers, under the prefix, max-uploads at a time. */
  function listUploads(bucket: string, params: URLSearchParams): string {
    const prefix = params.get('prefix') ?? '';
    const keyMarker = params.get('key-marker') ?? '';
    const idMarker = params.get('upload-id-marker') ?? '';
    const max = Math.min(Number(params.get('max-uploads') ?? 1000), opts.maxUploads ?? 1000);
    const all = [...uploads.entries()]
      .map(([uploadId, u]) => ({ uploadId, key: u.id.slice(bucket.length + 1), bucket: u.id.split('/')[0], initiated: u.initiated }))
      .filter((u) => u.bucket === bucket && u.key.startsWith(prefix))
      .filter((u) => u.key > keyMarker || (u.key === keyMarker && idMarker !== '' && u.uploadId > idMarker))
      .sort((a, b) => (a.key === b.key ? (a.uploadId < b.uploadId ? -1 : 1) : a.key < b.key ? -1 : 1));
    const page = all.slice(0, max);
    const truncated = all.length > page.length;
    const last = page[page.length - 1];
    const next = truncated ? `<NextKeyMarker>${last.key}</NextKeyMarker><NextUploadIdMarker>${last.uploadId}</NextUploadIdMarker>` : '';
    const items = page.map((u) => `<Upload><Key>${u.key}</Key><UploadId>${u.uploadId}</UploadId><Initiated>${u.initiated.toISOString()}</Initiated></Upload>`);
    return `<ListMultipartUploadsResult><Bucket>${bucket}</Bucket><Prefix>${prefix}</Prefix><MaxUploads>${max}</MaxUploads><IsTruncated>${truncated}</IsTruncated>${next}${items.join('')}</ListMultipartUploadsResult>`;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    denied,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function xml(res: http.ServerResponse, body: string): void {
  res.writeHead(200, { 'Content-Type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function error(res: http.ServerResponse, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml);
}

const AWS_ENV_KEYS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN', 'AWS_PROFILE'] as const;

/**
 * Points the AWS SDK's standard credential chain (which reads the process environment, as in production) at the
 * given key pair, and returns a function that puts the environment back as it was.
 */
export function useAwsCredentials(accessKeyId: string, secretAccessKey: string): () => void {
  const saved = AWS_ENV_KEYS.map((k) => [k, process.env[k]] as const);
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  process.env.AWS_ACCESS_KEY_ID = accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = secretAccessKey;
  return () => {
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}
