import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CREDENTIALS } from '../../src/domain/account/account.service';
import { type FakeS3, startFakeS3 } from '../support/fake-s3';
import { blobFileLeftovers, execSql, redisLeftovers, rowLeftovers } from '../support/leftovers';
import { type TestServer, registerVerified, startTestServer } from '../support/server';
import { subscriptionClient } from '../support/subscriptions';

// Deleting data over HTTPS, as a client does it: one document (REST and GraphQL, processed or still processing,
// in each blob store), the whole account, and RETENTION_DAYS. After each, nothing of it remains: no row in any
// table, no original in the store, no Redis key or value under the server's prefix (with REDIS_URL, as in CI).

const SAMPLE_PDF = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));
type Server = TestServer & { databaseUrl?: string };
type User = Awaited<ReturnType<typeof registerVerified>>;

const upload = { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: SAMPLE_PDF }] };

async function captureSync(t: Server, headers: Record<string, string>): Promise<string> {
  const res = await t.request('POST', '/api/v4', { headers, multipart: upload });
  expect(res.status).toBe(200);
  return res.body.data.capture_key;
}

async function captureAsync(t: Server, headers: Record<string, string>): Promise<string> {
  const res = await t.request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: upload });
  expect(res.status).toBe(200);
  return res.body.capture_key;
}

const db = (t: Server) => ({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
async function documentId(t: Server, captureKey: string): Promise<string> {
  const [row] = await execSql(db(t), 'SELECT id FROM documents WHERE capture_key = ?', [captureKey]);
  return row.id as string;
}
async function accountId(t: Server, email: string): Promise<string> {
  const [row] = await execSql(db(t), 'SELECT id FROM accounts WHERE email = ?', [email]);
  return row.id as string;
}

/** Rows, local blob files and Redis keys that still mention any needle. */
async function leftovers(t: Server, needles: string[]): Promise<string[]> {
  const redis = process.env.REDIS_URL ? await redisLeftovers(process.env.REDIS_URL, t.config.redisPrefix, needles) : [];
  return [...(await rowLeftovers(db(t), needles)), ...blobFileLeftovers(t.dataDir, needles), ...redis];
}

const gql = (t: Server, headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) =>
  t.request('POST', '/graphql', { headers, json: { query, variables } });
const webhook = (t: Server, headers: Record<string, string>, key: string) => t.request('POST', '/webhook', { headers, query: { capture_key: key } });
const bearer = (u: User) => ({ Authorization: `Bearer ${u.creds.api_key}` });

describe('deleting a document over HTTPS', () => {
  let t: Server;
  let owner: User;
  let other: User;
  beforeAll(async () => {
    t = await startTestServer();
    [owner, other] = [await registerVerified(t), await registerVerified(t)];
  });
  afterAll(() => t?.close());

  it('DELETE /api/v4/document removes the document and everything derived from it; a second DELETE is 404', async () => {
    const key = await captureSync(t, owner.headers);
    const keep = await captureSync(t, owner.headers);
    const edit = await t.request('PUT', '/api/v4/update', { headers: owner.headers, query: { capture_key: key }, json: { Vendor_Name: 'Edited Vendor GmbH' } });
    expect(edit.status).toBe(200);
    const id = await documentId(t, key);
    expect(blobFileLeftovers(t.dataDir, [id])).toHaveLength(1);

    const res = await t.request('DELETE', '/api/v4/document', { headers: owner.headers, query: { capture_key: key } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted document successfully', status: 'success' });
    expect((await webhook(t, owner.headers, key)).status).toBe(404);
    expect(await leftovers(t, [id, key, 'Edited Vendor GmbH'])).toEqual([]);
    expect((await webhook(t, owner.headers, keep)).body.data.capture_key).toBe(keep);

    const twice = await t.request('DELETE', '/api/v4/document', { headers: owner.headers, query: { capture_key: key } });
    expect(twice.status).toBe(404);
    expect(twice.body).toEqual({ message: `No document with capture_key "${key}"`, status: 'unsuccessful', code: 'NOT_FOUND' });
  });

  it('another account\'s key answers exactly as an unknown one, and the document stays', async () => {
    const key = await captureSync(t, owner.headers);
    const unknownKey = 'data/nobody@example.com/2024-01-01_0000000000000000.json';
    for (const headers of [other.headers, bearer(other)]) {
      const theirs = await t.request('DELETE', '/api/v4/document', { headers, query: { capture_key: key } });
      const unknown = await t.request('DELETE', '/api/v4/document', { headers, query: { capture_key: unknownKey } });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ ...unknown.body, message: unknown.body.message.replace(unknownKey, key) });
    }
    const g = await gql(t, bearer(other), 'mutation($k: String!) { deleteDocument(captureKey: $k) }', { k: key });
    expect(g.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await webhook(t, owner.headers, key)).body.data.capture_key).toBe(key);
  });

  it('GraphQL deleteDocument does the same; a second call is NOT_FOUND', async () => {
    const key = await captureSync(t, owner.headers);
    const id = await documentId(t, key);
    const del = 'mutation($k: String!) { deleteDocument(captureKey: $k) }';
    expect((await gql(t, bearer(owner), del, { k: key })).body).toEqual({ data: { deleteDocument: true } });
    expect(await leftovers(t, [id, key])).toEqual([]);
    const again = await gql(t, bearer(owner), del, { k: key });
    expect(again.body.errors[0]).toMatchObject({ message: `No document with capture_key "${key}"`, extensions: { code: 'NOT_FOUND' } });
    const read = await gql(t, bearer(owner), 'query($k: String!) { document(captureKey: $k) { captureKey } }', { k: key });
    expect(read.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a missing capture_key (400) and missing credentials (401)', async () => {
    expect((await t.request('DELETE', '/api/v4/document', { headers: owner.headers })).status).toBe(400);
    expect((await t.request('DELETE', '/api/v4/document', { query: { capture_key: 'x' } })).status).toBe(401);
  });
});

describe('deleting a document that is still processing (CAPTURE_ROLE=api: no worker takes its job)', () => {
  let t: Server;
  let user: User;
  beforeAll(async () => {
    t = await startTestServer({ CAPTURE_ROLE: 'api' });
    user = await registerVerified(t);
  });
  afterAll(() => t?.close());

  it('cancels the queued job and deletes the document, its original and its Redis job', async () => {
    const key = await captureAsync(t, user.headers);
    const id = await documentId(t, key);
    expect((await webhook(t, user.headers, key)).body.message).toBe('The document you submitted is being processed.');
    if (process.env.REDIS_URL) {
      // Handed to BullMQ by this API node: the job is in Redis until the deletion.
      for (let i = 0; i < 50 && !(await redisLeftovers(process.env.REDIS_URL, t.config.redisPrefix, [id])).length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await redisLeftovers(process.env.REDIS_URL, t.config.redisPrefix, [id])).not.toEqual([]);
    }
    const res = await t.request('DELETE', '/api/v4/document', { headers: user.headers, query: { capture_key: key } });
    expect(res.status).toBe(200);
    expect(await leftovers(t, [id, key])).toEqual([]);
    expect((await webhook(t, user.headers, key)).status).toBe(404);
  });

  it('a documentStatus subscription watching it gets NOT_FOUND and completes', async () => {
    const key = await captureAsync(t, user.headers);
    const client = subscriptionClient(t, bearer(user));
    try {
      const results: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] }[] = [];
      const done = new Promise<void>((resolve, reject) => {
        client.subscribe(
          { query: 'subscription($k: String!) { documentStatus(captureKey: $k) { status } }', variables: { k: key } },
          { next: (r) => void results.push(r as never), error: reject, complete: resolve },
        );
      });
      while (!results.length) await new Promise((r) => setTimeout(r, 20));
      expect(results[0].data).toEqual({ documentStatus: { status: 'PROCESSING' } });
      expect((await t.request('DELETE', '/api/v4/document', { headers: user.headers, query: { capture_key: key } })).status).toBe(200);
      await done;
      expect(results).toHaveLength(2);
      expect(results[1].errors![0]).toMatchObject({ message: `No document with capture_key "${key}"`, extensions: { code: 'NOT_FOUND' } });
    } finally {
      await client.dispose();
    }
  });
});

describe('deleting originals from each blob store', () => {
  it('BLOB_STORE=db: the blobs and blob_chunks rows go', async () => {
    const t: Server = await startTestServer({ BLOB_STORE: 'db' });
    try {
      const user = await registerVerified(t);
      const key = await captureSync(t, user.headers);
      const id = await documentId(t, key);
      expect(await execSql(db(t), 'SELECT `key` FROM blobs WHERE `key` = ?', [id])).toHaveLength(1);
      expect((await t.request('DELETE', '/api/v4/document', { headers: user.headers, query: { capture_key: key } })).status).toBe(200);
      expect(await execSql(db(t), 'SELECT `key` FROM blobs WHERE `key` = ?', [id])).toEqual([]);
      expect(await execSql(db(t), 'SELECT blob_key FROM blob_chunks WHERE blob_key = ?', [id])).toEqual([]);
      expect(await leftovers(t, [id, key])).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('BLOB_STORE=s3://…: the object goes from the bucket', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'AKIDE2ETEST';
    process.env.AWS_SECRET_ACCESS_KEY = 'e2e-secret';
    const s3: FakeS3 = await startFakeS3({ buckets: ['bucket'], accessKeyId: 'AKIDE2ETEST' });
    const t: Server = await startTestServer({ BLOB_STORE: 's3://bucket/pre', S3_ENDPOINT: s3.url, S3_REGION: 'eu-central-1' });
    try {
      const user = await registerVerified(t);
      const key = await captureSync(t, user.headers);
      const id = await documentId(t, key);
      expect([...s3.objects.keys()]).toEqual([`bucket/pre/${id}`]);
      expect((await t.request('DELETE', '/api/v4/document', { headers: user.headers, query: { capture_key: key } })).status).toBe(200);
      expect([...s3.objects.keys()]).toEqual([]);
      expect(s3.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/bucket/pre/${id}`]);
      expect(await leftovers(t, [id, key])).toEqual([]);
    } finally {
      await t.close();
      await s3.close();
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    }
  });
});

describe('deleting an account over HTTPS', () => {
  let t: Server;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('needs the password: none with a Bearer key is 400, a wrong one 403; the demo account cannot be deleted', async () => {
    const user = await registerVerified(t);
    const none = await t.request('DELETE', '/api/v4/account', { headers: bearer(user) });
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/password is required/);
    const wrong = await t.request('DELETE', '/api/v4/account', { headers: bearer(user), json: { password: 'Wrong-pass-1!' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'The password is wrong', status: 'unsuccessful', code: 'PASSWORD_INCORRECT' });
    const d = DEMO_CREDENTIALS;
    const demo = await t.request('DELETE', '/api/v4/account', {
      headers: { 'CLIENT-ID': d.client_id, AUTHORIZATION: `apikey ${d.username}:${d.api_key}`, PASSWORD: d.password, 'SECRET-KEY': d.secret_key },
    });
    expect(demo.status).toBe(403);
    expect(demo.body.code).toBe('FORBIDDEN');
    expect((await webhook(t, user.headers, 'data/x/none.json')).status).toBe(404);
  });

  it('DELETE /api/v4/account with the four headers removes every row, original and key of the account', async () => {
    const [user, other] = [await registerVerified(t), await registerVerified(t)];
    const keys = [await captureSync(t, user.headers), await captureSync(t, user.headers), await captureAsync(t, user.headers)];
    await t.request('PUT', '/api/v4/update', { headers: user.headers, query: { capture_key: keys[0] }, json: { Total: 1234.5 } });
    await t.request('POST', '/api/v2/banktxn/categories', { headers: user.headers, json: { examples: [{ txn: 'ACME COFFEE', category: 'Coffee' }] } });
    const rotated = await t.request('POST', '/api/v4/credentials/api-key/rotate', { headers: user.headers, json: { grace_period_seconds: 3600 } });
    expect(rotated.status).toBe(200);
    const otherKey = await captureSync(t, other.headers);
    const id = await accountId(t, user.creds.username);
    const docIds = await Promise.all(keys.map((k) => documentId(t, k)));

    const res = await t.request('DELETE', '/api/v4/account', { headers: user.headers });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Account deleted', status: 'success', documents_deleted: 3 });
    expect(await leftovers(t, [id, user.creds.username, user.creds.client_id, ...keys, ...docIds])).toEqual([]);
    const mail = await t.mail.waitFor((m) => m.to.includes(user.creds.username) && /deleted/.test(m.subject));
    expect(mail.text).toContain('with its 3 documents');
    // Neither the old key nor the rotated one works any more.
    for (const h of [user.headers, bearer(user), { Authorization: `Bearer ${rotated.body.api_key}` }]) expect((await webhook(t, h, keys[0])).status).toBe(401);
    expect((await webhook(t, other.headers, otherKey)).body.data.capture_key).toBe(otherKey);
  });

  it('GraphQL deleteAccount(password) does the same', async () => {
    const user = await registerVerified(t);
    const key = await captureSync(t, user.headers);
    const [id, docId] = [await accountId(t, user.creds.username), await documentId(t, key)];
    const res = await gql(t, bearer(user), 'mutation($p: String) { deleteAccount(password: $p) { documentsDeleted } }', { p: user.creds.password });
    expect(res.body).toEqual({ data: { deleteAccount: { documentsDeleted: 1 } } });
    expect(await leftovers(t, [id, user.creds.username, key, docId])).toEqual([]);
    expect((await gql(t, bearer(user), '{ me { email } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('RETENTION_DAYS over HTTPS (the sweep of a running server)', () => {
  const backdate = (t: Server, key: string, days: number) =>
    execSql(db(t), 'UPDATE documents SET created_at = ? WHERE capture_key = ?', [new Date(Date.now() - days * 86_400_000).toISOString().replace('T', ' ').replace('Z', ''), key]);
  async function until(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const end = Date.now() + 20_000; !(await check()); await new Promise((r) => setTimeout(r, 200))) {
      if (Date.now() > end) throw new Error(`timed out: ${what}`);
    }
  }

  it('deletes originals past the limit and keeps their records', async () => {
    const t: Server = await startTestServer({ RETENTION_DAYS: '30', PURGE_INTERVAL_MS: '1000' });
    try {
      const user = await registerVerified(t);
      const [old, recent] = [await captureSync(t, user.headers), await captureSync(t, user.headers)];
      const [oldId, recentId] = [await documentId(t, old), await documentId(t, recent)];
      await backdate(t, old, 31);
      await until('original deleted', async () => blobFileLeftovers(t.dataDir, [oldId]).length === 0);
      expect(blobFileLeftovers(t.dataDir, [recentId])).toHaveLength(1);
      expect((await webhook(t, user.headers, old)).body.data.capture_key).toBe(old);
      const doc = await gql(t, bearer(user), 'query($k: String!) { document(captureKey: $k) { originalPurgedAt } }', { k: old });
      expect(Date.parse(doc.body.data.document.originalPurgedAt)).toBeGreaterThan(Date.now() - 60_000);
      const fresh = await gql(t, bearer(user), 'query($k: String!) { document(captureKey: $k) { originalPurgedAt } }', { k: recent });
      expect(fresh.body.data.document.originalPurgedAt).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('with RETENTION_PURGE_RECORDS=on deletes the whole documents', async () => {
    const t: Server = await startTestServer({ RETENTION_DAYS: '30', RETENTION_PURGE_RECORDS: 'on', PURGE_INTERVAL_MS: '1000' });
    try {
      const user = await registerVerified(t);
      const [old, recent] = [await captureSync(t, user.headers), await captureSync(t, user.headers)];
      const oldId = await documentId(t, old);
      await backdate(t, old, 31);
      await until('document deleted', async () => (await webhook(t, user.headers, old)).status === 404);
      // The record goes first, in one transaction with its purge row; the original and that row follow it.
      await until('nothing left', async () => (await leftovers(t, [oldId, old])).length === 0);
      expect(await leftovers(t, [oldId, old])).toEqual([]);
      expect((await webhook(t, user.headers, recent)).body.data.capture_key).toBe(recent);
    } finally {
      await t.close();
    }
  });
});
