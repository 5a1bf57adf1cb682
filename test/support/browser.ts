/**
 * Opens a URL in the system Chromium (Debian's /usr/bin/chromium, installed by CI) through playwright-core,
 * recording every request so tests can prove a page loads nothing from other hosts.
 * Set CHROMIUM_PATH to use another Chromium build locally.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Background networking, sync and component updates make Chromium's own requests to Google; they are off so
// that any traffic to another host can only come from the page.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumAvailable(): boolean {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface BrowserSession {
  page: Page;
  /** Every URL the page and its workers requested, in order. */
  requests: string[];
  /** The subset whose origin differs from the opened URL's origin. */
  externalRequests: string[];
  /** console.error messages, uncaught page errors and failed requests. */
  consoleErrors: string[];
  /** Where screenshot() writes, in os.tmpdir(). */
  screenshotPath: string;
  screenshot(): Promise<string>;
  close(): Promise<void>;
}

/** data: and about: URLs never reach the network; blob: URLs carry their creator's origin. */
export function isExternal(requestUrl: string, pageOrigin: string): boolean {
  const url = new URL(requestUrl);
  if (url.protocol === 'data:' || url.protocol === 'about:') return false;
  return url.origin !== pageOrigin;
}

export async function openInChromium(url: string, opts: { ignoreHttpsErrors?: boolean } = {}): Promise<BrowserSession> {
  const origin = new URL(url).origin;
  // A fresh profile each time: no cached assets can hide a request, no state leaks between tests.
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-profile-'));
  const screenshotPath = path.join(os.tmpdir(), `browser-${process.pid}-${Date.now()}.png`);
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      ignoreHTTPSErrors: opts.ignoreHttpsErrors ?? false,
      viewport: { width: 1400, height: 900 },
    });
  } catch (err) {
    fs.rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
  const requests: string[] = [];
  const externalRequests: string[] = [];
  const consoleErrors: string[] = [];
  context.on('request', (req) => {
    requests.push(req.url());
    if (isExternal(req.url(), origin)) externalRequests.push(req.url());
  });
  context.on('requestfailed', (req) => consoleErrors.push(`request failed: ${req.url()} (${req.failure()?.errorText})`));
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(`uncaught: ${err.message}`));

  const ctx = context;
  const session: BrowserSession = {
    page,
    requests,
    externalRequests,
    consoleErrors,
    screenshotPath,
    async screenshot() {
      await page.screenshot({ path: screenshotPath });
      return screenshotPath;
    },
    async close() {
      await ctx.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
  try {
    await page.goto(url, { waitUntil: 'load' });
  } catch (err) {
    await session.close();
    throw err;
  }
  return session;
}
