import http from 'node:http';

export interface FakeS3 {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style). */
  url: string;
  /** Stored objects by "bucket/key". */
  objects: Map<string, Buffer>;
  /** Every request as received, for asserting on what the client sent. */
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

const SIGV4 = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request, ?SignedHeaders=[a-z0-9;-]+, ?Signature=[0-9a-f]{64}$/;

/**
 * A small S3 stand-in on node:http: path-style PUT/GET/DELETE of objects in the named buckets, S3's XML errors
 * (NoSuchKey, NoSuchBucket, AccessDenied), and a check that every request carries a SigV4 Authorization header
 * made with the expected access key. It does not recompute signatures.
 */
export async function startFakeS3(opts: { buckets: string[]; accessKeyId: string }): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
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
      if (!key) return error(res, 400, 'InvalidRequest', 'fake S3 serves objects only');
      const id = `${bucket}/${key}`;
      const body = Buffer.concat(chunks);
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function error(res: http.ServerResponse, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml);
}
