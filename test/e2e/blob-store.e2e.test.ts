import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import { type FakeS3, startFakeS3, useAwsCredentials } from '../support/fake-s3';
import { type TestServer, registerVerified, startTestServer } from '../support/server';

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

/** Captures the sample asynchronously and waits until the background worker has read it (from the blob store). */
async function captureAsync(t: TestServer, headers: Record<string, string>): Promise<{ key: string; record: Record<string, unknown> }> {
  const res = await t.request('POST', '/api/v4', {
    headers,
    query: { type: 'async' },
    multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] },
  });
  expect(res.status).toBe(200);
  const key = res.body.capture_key as string;
  for (let i = 0; i < 300; i++) {
    const hook = await t.request('POST', '/webhook', { headers, query: { capture_key: key } });
    if (hook.body.status === 'failed') throw new Error(`processing failed: ${hook.body.reason}`);
    if (hook.body.data) return { key, record: hook.body.data };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('still processing');
}

async function blobRows(t: TestServer & { databaseUrl?: string }): Promise<{ size: number }[]> {
  const sql = 'SELECT `size` AS size FROM `blobs`';
  if (t.databaseUrl) {
    const conn = await mysql.createConnection(t.databaseUrl);
    try {
      return (await conn.query(sql))[0] as { size: number }[];
    } finally {
      await conn.end();
    }
  }
  const db = new Database(path.join(t.dataDir, 'capture.sqlite'), { readonly: true });
  try {
    return db.prepare(sql).all() as { size: number }[];
  } finally {
    db.close();
  }
}

describe('BLOB_STORE=db', () => {
  let t: TestServer & { databaseUrl?: string };
  beforeAll(async () => {
    t = await startTestServer({ BLOB_STORE: 'db' });
  });
  afterAll(async () => t?.close());

  it('keeps the original in the database: processed, and nothing written under DATA_DIR/blobs', async () => {
    const { headers } = await registerVerified(t);
    const { record } = await captureAsync(t, headers);
    expect(record.Invoice_Number).toBeTruthy();
    expect(await blobRows(t)).toEqual([{ size: SAMPLE_PDF.length }]);
    expect(fs.existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);
  });
});

describe('BLOB_STORE=s3://…', () => {
  let restoreAws = () => {};
  let s3: FakeS3;
  let t: TestServer;

  beforeAll(async () => {
    // The SDK's standard chain reads the process environment, exactly as in production.
    restoreAws = useAwsCredentials('AKIDE2ETEST', 'e2e-secret');
    s3 = await startFakeS3({ buckets: ['bucket'], accessKeyId: 'AKIDE2ETEST' });
    t = await startTestServer({ BLOB_STORE: 's3://bucket/pre', S3_ENDPOINT: s3.url, S3_REGION: 'eu-central-1' });
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
    restoreAws();
  });

  it('keeps the original in the bucket under the prefix: processed, and nothing written under DATA_DIR/blobs', async () => {
    const { headers } = await registerVerified(t);
    const { record } = await captureAsync(t, headers);
    expect(record.Invoice_Number).toBeTruthy();
    const stored = [...s3.objects.entries()];
    expect(stored).toHaveLength(1);
    expect(stored[0][0]).toMatch(/^bucket\/pre\/[0-9a-f-]{36}$/);
    expect(stored[0][1].equals(SAMPLE_PDF)).toBe(true);
    const methods = s3.requests.map((r) => r.method);
    expect(methods).toEqual(expect.arrayContaining(['PUT', 'GET']));
    expect(s3.requests.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=AKIDE2ETEST/'))).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'blobs'))).toBe(false);
  });
});
