import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { buildSchema, graphql } from 'graphql';
import { ideAssetHandler, ideHandler } from '../../src/graphql/ide';
import { IdeAssetStore } from '../../src/graphql/ide-asset-store';
import { chromiumAvailable, CHROMIUM_PATH, openInChromium, type BrowserSession } from '../support/browser';

const haveChromium = chromiumAvailable();
if (!haveChromium) {
  console.warn(`Skipping the GraphiQL browser test: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);
}

const schema = buildSchema('type Query { hello: String }');

(haveChromium ? describe : describe.skip)('GraphiQL IDE in Chromium', () => {
  let server: Server;
  let base: string;
  let session: BrowserSession | undefined;
  const postedHeaders: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const app = express();
    const store = new IdeAssetStore();
    app.get('/graphql/assets/:name', ideAssetHandler(store));
    // The second handler stands in for Apollo, which answers a GET without a query with a JSON error.
    app.get('/graphql', ideHandler({ endpoint: '/graphql', title: 'capture <IDE>', store }), (_req, res) => {
      res.status(400).json({ errors: [{ message: 'GET query missing.' }] });
    });
    app.post('/graphql', express.json(), async (req, res) => {
      postedHeaders.push(req.headers);
      const { query, variables, operationName } = req.body ?? {};
      res.json(await graphql({ schema, source: query, variableValues: variables, operationName, rootValue: { hello: 'world' } }));
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await session?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('leaves API clients to the GraphQL endpoint', async () => {
    const res = await fetch(`${base}/graphql`, { headers: { accept: 'application/json' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'GET query missing.' }] });
    expect(res.headers.get('vary')).toMatch(/accept/i);
  });

  it('renders offline, shows the auth headers guidance and runs a query', async () => {
    session = await openInChromium(`${base}/graphql?query=${encodeURIComponent('{ hello }')}`);
    const { page } = session;
    await page.waitForSelector('.graphiql-container', { timeout: 30_000 });
    await expect(page.title()).resolves.toBe('capture <IDE>');
    await page.locator('.graphiql-query-editor .view-lines', { hasText: 'hello' }).waitFor();
    await page.locator('.graphiql-editor-tool .view-lines', { hasText: 'CLIENT-ID' }).waitFor();

    await page.locator('.graphiql-execute-button').click();
    const response = page.locator('.graphiql-response .view-lines');
    await response.filter({ hasText: 'world' }).waitFor({ timeout: 15_000 });
    // Monaco renders spaces as non-breaking spaces.
    expect((await response.innerText()).replace(/\s+/g, ' ')).toContain('"hello": "world"');
    // The commented-out credential templates must not be sent as literal header values.
    expect(postedHeaders.length).toBeGreaterThan(0);
    for (const headers of postedHeaders) expect(Object.keys(headers)).not.toContain('client-id');

    // An analyst uncomments the bearer line (Ctrl-/) and runs again: the header reaches the API.
    await page.locator('.graphiql-editor-tool .view-lines', { hasText: 'CLIENT-ID' }).click();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+Slash');
    const [run] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('hello')),
      page.locator('.graphiql-execute-button').click(),
    ]);
    expect(await run.headerValue('authorization')).toBe('Bearer <api_key>');

    await session.screenshot();
    console.log(`GraphiQL screenshot: ${session.screenshotPath}`);

    // Monaco's workers run from the one workers file: the GraphQL one marks an unknown field as an error.
    await page.locator('.graphiql-query-editor .view-lines').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{ nope }');
    await page.locator('.graphiql-query-editor .squiggly-error').first().waitFor({ timeout: 15_000 });
    expect(session.requests.filter((u) => /\/graphql\/assets\/workers\.[0-9a-f]{16}\.js/.test(u)).length).toBeGreaterThan(0);

    expect(session.externalRequests).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
    expect(session.requests.filter((u) => u.startsWith(base))).toContain(`${base}/graphql`);
  });
});
