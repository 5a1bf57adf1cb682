import fs from 'node:fs';
import path from 'node:path';
import type { Client } from 'graphql-ws';
import { attackQuery } from '../support/graphql-attack';
import { registerVerified, startTestServer, type TestServer } from '../support/server';
import { subscriptionClient } from '../support/subscriptions';

// Issue 15 parts 8 and 9 over the real HTTPS server: GraphQL cost limits as a client sees them, client addresses
// behind a load balancer (TRUST_PROXY) and the per-account limit on open GraphQL subscriptions.
const IP_LIMIT = 2;
const INVOICE = fs.readFileSync(path.join(__dirname, '../../assets/samples/invoice.pdf'));

/** Every line the service logs while `fn` runs (the logger writes JSON lines to stderr). */
async function logsOf(fn: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const chunks: string[] = [];
  const spy = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(String(chunk));
    return true;
  });
  try {
    await fn();
    await new Promise((r) => setTimeout(r, 50));
  } finally {
    spy.mockRestore();
  }
  return chunks.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

describe('GraphQL cost limits over HTTPS', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ OCR: 'off', GRAPHQL_COST_PER_MIN: '300' });
  });
  afterAll(() => t?.close());

  it("refuses the issue's attack with 400 QUERY_TOO_COSTLY, then spends the account's cost budget until 429", async () => {
    const { headers } = await registerVerified(t);
    const attack = await t.request('POST', '/graphql', { headers, json: { query: attackQuery(500) } });
    expect(attack.status).toBe(400);
    expect(attack.body.errors[0].extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(attack.body.errors[0].message).toMatch(/cost [\d,]+ is over the budget of 20,000/);
    expect((await t.request('GET', '/healthz')).status).toBe(200);

    // 102 units each: documents, nodes and 100 × captureKey.
    const page = { query: '{ documents(first: 100) { nodes { captureKey } } }' };
    expect((await t.request('POST', '/graphql', { headers, json: page })).status).toBe(200);
    expect((await t.request('POST', '/graphql', { headers, json: page })).status).toBe(200);
    const spent = await t.request('POST', '/graphql', { headers, json: page });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(spent.body.errors[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' }, message: expect.stringMatching(/^GraphQL cost budget of 300 per minute spent/) });
  });
});

describe.each([
  ['a trusted proxy (TRUST_PROXY=loopback)', 'loopback', true],
  ['a trusted hop count (TRUST_PROXY=1)', '1', true],
  ['an untrusted peer (TRUST_PROXY=10.0.0.0/8)', '10.0.0.0/8', false],
  ['no proxy setting', '', false],
])('X-Forwarded-For from %s', (_name, trustProxy, trusted) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ OCR: 'off', LOG_LEVEL: 'info', TRUST_PROXY: trustProxy, RATE_LIMIT_IP_PER_MIN: String(IP_LIMIT) });
  });
  afterAll(() => t?.close());

  const get = (forwardedFor: string) => t.request('GET', '/api/v4/categories', { headers: { 'x-forwarded-for': forwardedFor } });

  it(trusted ? 'limits and logs each forwarded client on its own' : 'is ignored: the peer is limited and logged', async () => {
    let statuses: number[] = [];
    const lines = await logsOf(async () => {
      statuses = [];
      for (let i = 0; i < IP_LIMIT; i++) statuses.push((await get('198.51.100.1')).status);
      // A client behind the proxy sends its own, forged X-Forwarded-For; the proxy appends the address it saw.
      statuses.push((await get('10.9.9.9, 198.51.100.1')).status);
      statuses.push((await get('198.51.100.2')).status);
    });
    const logged = lines.filter((l) => l.message === 'request').map((l) => l.ip);
    if (trusted) {
      expect(statuses.slice(0, IP_LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses[IP_LIMIT]).toBe(429); // still 198.51.100.1, whatever it claimed before
      expect(statuses[IP_LIMIT + 1]).not.toBe(429);
      expect(logged).toEqual(['198.51.100.1', '198.51.100.1', '198.51.100.1', '198.51.100.2']);
    } else {
      expect(statuses.slice(0, IP_LIMIT).every((s) => s !== 429)).toBe(true);
      expect(statuses.slice(IP_LIMIT)).toEqual([429, 429]);
      expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
    }
  });
});

describe('GraphQL subscriptions per account', () => {
  let t: TestServer;
  const clients: Client[] = [];
  const MAX = 2;

  beforeAll(async () => {
    // CAPTURE_ROLE=api: no worker, so an async capture stays PROCESSING and its subscription stays open.
    t = await startTestServer({ OCR: 'off', CAPTURE_ROLE: 'api', GRAPHQL_MAX_SUBSCRIPTIONS: String(MAX) });
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
  });

  function client(connectionParams: Record<string, string>): Client {
    const c = subscriptionClient(t, connectionParams);
    clients.push(c);
    return c;
  }

  type Result = { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };

  /** Subscribes and resolves with the first result (or error); `stop` completes the subscription. */
  function watch(c: Client, captureKey: string): Promise<{ first: Result; stop: () => void }> {
    return new Promise((resolve, reject) => {
      let stop: () => void = () => undefined;
      let settled = false;
      const done = (first: Result) => {
        if (settled) return;
        settled = true;
        resolve({ first, stop });
      };
      stop = c.subscribe(
        { query: 'subscription($k: String!) { documentStatus(captureKey: $k) { status } }', variables: { k: captureKey } },
        {
          next: (r) => done(r as Result),
          error: (e) => (Array.isArray(e) ? done({ errors: e }) : reject(e)),
          complete: () => undefined,
        },
      );
    });
  }

  async function processingDocument(headers: Record<string, string>): Promise<string> {
    const res = await t.request('POST', '/api/v4', { headers, query: { type: 'async' }, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: INVOICE }] } });
    expect(res.status).toBe(200);
    return res.body.capture_key;
  }

  it('refuses a subscription over GRAPHQL_MAX_SUBSCRIPTIONS with TOO_MANY_SUBSCRIPTIONS, and frees a slot when one completes or its socket closes', async () => {
    const alice = await registerVerified(t);
    const key = await processingDocument(alice.headers);
    const a1 = client(alice.headers);
    const a2 = client(alice.headers);
    const open = [await watch(a1, key), await watch(a2, key)];
    expect(open.map((o) => o.first.data?.documentStatus.status)).toEqual(['PROCESSING', 'PROCESSING']);

    const over = await watch(a1, key);
    expect(over.first.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
    expect(over.first.errors?.[0].message).toBe(
      `Too many subscriptions: this account has ${MAX} open, the limit is ${MAX} (GRAPHQL_MAX_SUBSCRIPTIONS); complete one first`,
    );

    // Another account has slots of its own.
    const bob = await registerVerified(t);
    const bobs = await watch(client(bob.headers), await processingDocument(bob.headers));
    expect(bobs.first.data?.documentStatus.status).toBe('PROCESSING');

    // The client completes one: a slot is free again.
    open[0].stop();
    await new Promise((r) => setTimeout(r, 200));
    const again = await watch(a1, key);
    expect(again.first.data?.documentStatus.status).toBe('PROCESSING');

    // The second client goes away without completing: its slot is freed too.
    await a2.dispose();
    await new Promise((r) => setTimeout(r, 200));
    const afterClose = await watch(client(alice.headers), key);
    expect(afterClose.first.data?.documentStatus.status).toBe('PROCESSING');
    expect((await watch(a1, key)).first.errors?.[0].extensions?.code).toBe('TOO_MANY_SUBSCRIPTIONS');
  });

  it('applies the cost limits to queries sent over the socket', async () => {
    const { headers } = await registerVerified(t);
    const c = client(headers);
    // 200 aliases: under the socket's 64 KB message limit, far over the cost and alias limits.
    const result = await new Promise<Result>((resolve, reject) => {
      c.subscribe({ query: attackQuery(200) }, { next: (r) => resolve(r as Result), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => undefined });
    });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(result.errors?.[0].message).toMatch(/^Query too costly: cost [\d,]+ is over the budget of 20,000; 200 aliases are over the limit of 100/);
    expect(result.errors?.[0].extensions).not.toHaveProperty('http');
  });
});

// Two API nodes behind one load balancer share the database and Redis: an account's sockets may land on either,
// and GRAPHQL_MAX_SUBSCRIPTIONS still holds for the account as a whole. Runs when REDIS_URL is set (CI sets it).
const withRedis = process.env.REDIS_URL ? describe : describe.skip;
withRedis('GraphQL subscriptions per account across two API nodes (Redis)', () => {
  let one: TestServer & { databaseUrl?: string };
  let two: TestServer;
  const clients: Client[] = [];
  const MAX = 2;

  beforeAll(async () => {
    const env = { OCR: 'off', CAPTURE_ROLE: 'api', GRAPHQL_MAX_SUBSCRIPTIONS: String(MAX) };
    one = await startTestServer(env);
    // Same data directory (so the same database and REDIS_PREFIX), its own port: a second node.
    two = await startTestServer(env, { dataDir: one.dataDir, databaseUrl: one.databaseUrl });
  }, 60000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await two?.stop();
    await one?.close();
  });

  type Result = { data?: Record<string, any> | null; errors?: { message: string; extensions?: { code?: string } }[] };

  function watch(t: TestServer, headers: Record<string, string>, captureKey: string): Promise<Result & { stop: () => void }> {
    const c = subscriptionClient(t, headers);
    clients.push(c);
    return new Promise((resolve, reject) => {
      let settled = false;
      const stop = c.subscribe(
        { query: 'subscription($k: String!) { documentStatus(captureKey: $k) { status } }', variables: { k: captureKey } },
        {
          next: (r) => !settled && ((settled = true), resolve({ ...(r as Result), stop })),
          error: (e) => (Array.isArray(e) ? !settled && ((settled = true), resolve({ errors: e, stop })) : reject(e)),
          complete: () => undefined,
        },
      );
    });
  }

  it('refuses the third subscription on either node when the account holds one on each, and frees a slot across nodes', async () => {
    const alice = await registerVerified(one);
    const res = await one.request('POST', '/api/v4', { headers: alice.headers, query: { type: 'async' }, multipart: { files: [{ field: 'pdf', name: 'invoice.pdf', type: 'application/pdf', bytes: INVOICE }] } });
    const key = res.body.capture_key;
    const onOne = await watch(one, alice.headers, key);
    const onTwo = await watch(two, alice.headers, key);
    expect([onOne, onTwo].map((r) => r.data?.documentStatus.status)).toEqual(['PROCESSING', 'PROCESSING']);
    for (const t of [one, two]) {
      const over = await watch(t, alice.headers, key);
      expect(over.errors?.map((e) => e.extensions?.code)).toEqual(['TOO_MANY_SUBSCRIPTIONS']);
      expect(over.errors?.[0].message).toContain(`this account has ${MAX} open, the limit is ${MAX}`);
    }
    // Completed on node two: node one has a slot again.
    onTwo.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect((await watch(one, alice.headers, key)).data?.documentStatus.status).toBe('PROCESSING');
  });
});
