import { chromiumAvailable, CHROMIUM_PATH, openInChromium, type BrowserSession } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';

const haveChromium = chromiumAvailable();
if (!haveChromium) console.warn(`Skipping the app IDE browser test: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium).`);

(haveChromium ? describe : describe.skip)('the running service\'s GraphQL IDE in Chromium', () => {
  let t: TestServer;
  let session: BrowserSession | undefined;
  beforeAll(async () => {
    t = await startTestServer({ OCR: 'off' });
  });
  afterAll(async () => {
    await session?.close();
    await t.close();
  });

  it('renders over HTTPS from our own assets only and runs a query against the real API', async () => {
    session = await openInChromium(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { ignoreHttpsErrors: true });
    const { page } = session;
    await page.waitForSelector('.graphiql-container', { timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    await page.locator('.graphiql-response .view-lines').filter({ hasText: '"Query"' }).waitFor({ timeout: 15_000 });
    expect(session.externalRequests).toEqual([]);
    expect(session.requests.length).toBeGreaterThan(0);
  });
});
