import type { AddressInfo } from 'node:net';
import express from 'express';
import { loadConfig } from '../../src/config/config';
import { createGraphqlRouter } from '../../src/graphql/server';
import { createRateLimits, type RateLimits } from '../../src/rest/rate-limit';
import { HEAVIEST_ACCEPTED_QUERY, attackQuery } from '../support/graphql-attack';
import { codes, createAccount, seedDocument, startGraphqlHttp, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';

// The cost, depth and alias limits and the per-account cost budget, over HTTP on a real database.
let env: GraphqlTestServices;
let http: Awaited<ReturnType<typeof startGraphqlHttp>>;
let alice: TestAccount;

beforeAll(async () => {
  env = await createGraphqlTestServices();
  http = await startGraphqlHttp(env);
  alice = await createAccount(env);
  for (let i = 0; i < 4; i++) {
    await seedDocument(env, alice, {
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      fields: { Vendor_Name: `Vendor ${i}`, Total: 10 + i } as never,
      lineItems: [{ Description: 'Bolts', QTY: 10, Price: 5, Amount: 50 } as never],
    });
  }
});

afterAll(async () => {
  await http?.close();
  await env?.close();
});

afterEach(() => jest.restoreAllMocks());

describe('per-request cost limits', () => {
  it("refuses the issue's attack (2,000 aliases, 300 KB) with 400 QUERY_TOO_COSTLY while parsing, before anything runs", async () => {
    const authenticate = jest.spyOn(env.services.accounts, 'authenticate');
    const list = jest.spyOn(env.services.documents, 'list');
    const res = await http.gql(attackQuery(), {}, alice.bearer);
    expect(res.status).toBe(400);
    expect(res.data).toBeUndefined();
    expect(res.errors).toEqual([
      {
        message: 'Query too costly: the document has more than 25,000 tokens, the limit (GRAPHQL_MAX_TOKENS). Use variables for large inputs, or split the query',
        extensions: { code: 'QUERY_TOO_COSTLY', details: { maxTokens: 25_000 } },
      },
    ]);
    expect(authenticate).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it('refuses the attack at a size the parser takes (500 aliases) for its cost and aliases, naming the figures, before anything runs', async () => {
    const authenticate = jest.spyOn(env.services.accounts, 'authenticate');
    const list = jest.spyOn(env.services.documents, 'list');
    const res = await http.gql(attackQuery(500), {}, alice.bearer);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['QUERY_TOO_COSTLY']);
    expect(res.data).toBeUndefined();
    expect(res.errors![0].message).toMatch(/^Query too costly: cost 14,651,000 is over the budget of 20,000; 500 aliases are over the limit of 100\./);
    expect(res.errors![0].extensions).toEqual({
      code: 'QUERY_TOO_COSTLY',
      details: { cost: 14_651_000, maxCost: 20_000, depth: 4, maxDepth: 12, aliases: 500, maxAliases: 100 },
    });
    expect(authenticate).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it('refuses an attack it has never seen (not in the validated-document cache) the same way', async () => {
    const res = await http.gql(attackQuery(500).replace(/\ba(\d+):/g, 'fresh$1:'), {}, alice.bearer);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('takes 10,000 transactions written inline, under GRAPHQL_MAX_TOKENS', async () => {
    const txns = Array.from({ length: 10_000 }, (_, i) => JSON.stringify(`SHELL ${i}`)).join(', ');
    const res = await http.gql(`{ categorizeTransactions(txns: [${txns}]) }`, {}, alice.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.data!.categorizeTransactions).toHaveLength(10_000);
  });

  it('measures a cached document again with its new variables', async () => {
    const query = 'query($n: Int!) { documents(first: $n) { nodes { lineItems { fields { name value raw page confidence } } } } }';
    expect((await http.gql(query, { n: 1 }, alice.bearer)).errors).toBeUndefined();
    const again = await http.gql(query, { n: 100 }, alice.bearer);
    expect(again.status).toBe(400);
    expect(codes(again)).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('counts pages asked for through variables and fragments', async () => {
    const query = `query($n: Int!) { a: documents(first: $n) { ...P } b: documents(first: $n) { ...P } }
      fragment P on DocumentConnection { nodes { rawText lineItems { fields { name value raw } } auditTrail { field } } }`;
    const refused = await http.gql(query, { n: 100 }, alice.bearer);
    expect(refused.status).toBe(400);
    expect(codes(refused)).toEqual(['QUERY_TOO_COSTLY']);
    const accepted = await http.gql(query, { n: 2 }, alice.bearer);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.a.nodes).toHaveLength(2);
  });

  it('answers the heaviest accepted query', async () => {
    const res = await http.gql(HEAVIEST_ACCEPTED_QUERY, {}, alice.bearer);
    expect(res.errors).toBeUndefined();
    expect(res.status).toBe(200);
    expect(res.data!.documents.totalCount).toBe(4);
    expect(res.data!.documents.nodes[0].lineItems[0]).toMatchObject({ description: 'Bolts', qty: 10 });
  });
});

describe('per-account cost budget per minute', () => {
  let limits: RateLimits;
  let url: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/unused', RATE_LIMIT_ACCOUNT_PER_MIN: '0', RATE_LIMIT_IP_PER_MIN: '0', GRAPHQL_COST_PER_MIN: '250' });
    limits = await createRateLimits(config, { error() {}, info() {}, debug() {} });
    const graphql = await createGraphqlRouter(env.services, { chargeCost: limits.chargeCost });
    const app = express().use(limits.middleware, graphql.router);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    close = async () => {
      await new Promise((r) => server.close(r));
      await graphql.stop();
      await limits.close();
    };
  });
  afterAll(() => close?.());

  const post = (query: string, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

  it('spends each operation’s cost and answers 429 RATE_LIMITED with Retry-After once the minute’s budget is spent', async () => {
    // documents 1 + nodes 1 + 100 × captureKey = 102 units.
    const page = '{ documents(first: 100) { nodes { captureKey } } }';
    expect((await post(page, alice.bearer)).status).toBe(200);
    expect((await post(page, alice.bearer)).status).toBe(200);
    const refused = await post(page, alice.bearer);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = await refused.json();
    expect(body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED' });
    expect(body.errors[0].message).toBe(`GraphQL cost budget of 250 per minute spent: try again in ${retryAfter} s`);
    // Another account has its own budget.
    const bob = await createAccount(env);
    expect((await post(page, bob.bearer)).status).toBe(200);
  });
});
