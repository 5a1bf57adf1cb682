import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { registerVerified, startTestServer, type TestServer } from '../support/server';
import { subscriptionClient } from '../support/subscriptions';

// Two nodes on one database and one Redis: an API node (CAPTURE_ROLE=api) that accepts the document and serves
// the subscription, and a worker node that runs the job. The subscriber on the API node must hear the outcome.
const REDIS_URL = process.env.REDIS_URL;
const maybe = REDIS_URL ? describe : describe.skip;
const INVOICE = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

maybe(REDIS_URL ? 'documentStatus across nodes (Redis)' : 'documentStatus across nodes (skipped: REDIS_URL is not set)', () => {
  let api: TestServer & { databaseUrl?: string };
  let worker: TestServer | undefined;
  const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `capture-e2e-${randomBytes(4).toString('hex')}` };

  beforeAll(async () => {
    api = await startTestServer({ ...env, CAPTURE_ROLE: 'api' });
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.close();
  });

  it('a subscriber on the API node sees processing, then the worker node’s processed', async () => {
    const { headers } = await registerVerified(api);
    const res = await api.request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: { files: [{ field: 'pdf', name: 'i.pdf', type: 'application/pdf', bytes: INVOICE }] } });
    expect(res.status).toBe(200);
    const key: string = res.body.capture_key;

    const client = subscriptionClient(api, headers);
    const statuses: string[] = [];
    let first: () => void;
    const gotFirst = new Promise<void>((r) => (first = r));
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe<{ documentStatus: { status: string } }>(
        { query: `subscription { documentStatus(captureKey: ${JSON.stringify(key)}) { status } }` },
        {
          next: (r) => {
            statuses.push(r.data?.documentStatus.status ?? `error ${JSON.stringify(r.errors)}`);
            first();
          },
          error: reject,
          complete: resolve,
        },
      );
    });
    // No worker yet: the document waits in the queue, and the subscriber sees it processing.
    await gotFirst;
    expect(statuses).toEqual(['PROCESSING']);
    worker = await startTestServer({ ...env, CAPTURE_ROLE: 'worker' }, { dataDir: api.dataDir, databaseUrl: api.databaseUrl });
    await done;
    expect(statuses).toEqual(['PROCESSING', 'PROCESSED']);
    await client.dispose();
  });
});
