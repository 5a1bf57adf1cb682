import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { GeneratedDoc } from './generate';
import { photoLike } from './photo';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Without the background-networking flags Chromium tries to reach Google and hangs on a closed network.
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/** CSS px → device px: A4 at 168 dpi, receipts at 192 dpi. */
const SCALE = { invoice: 1.75, receipt: 2 } as const;

export type InputKind = 'pdf' | 'png' | 'photo';

export function chromiumAvailable(): boolean {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

/** Hash of the generator's own files and the seed: renders are reused until either changes. */
export function generatorHash(seed: string): string {
  const h = createHash('sha256').update(seed);
  const dir = __dirname;
  for (const f of files(dir).filter((p) => /\.(ts|json)$/.test(p)).sort()) h.update(relative(dir, f)).update(readFileSync(f));
  return h.digest('hex').slice(0, 12);
}

/** The cache folder of this generator version; older versions are removed. */
export function cacheDir(root: string, seed: string): string {
  const base = join(root, '.cache', 'corpus');
  const hash = generatorHash(seed);
  if (existsSync(base)) for (const old of readdirSync(base)) if (old !== hash) rmSync(join(base, old), { recursive: true, force: true });
  const dir = join(base, hash);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Till-roll width a receipt page asks for (<meta name="paper-width" content="58mm">); 80 mm when it names none. */
export function receiptWidthMm(html: string): number {
  const mm = /<meta name="paper-width" content="(\d+)mm">/.exec(html)?.[1];
  return mm ? Number(mm) : 80;
}

export interface Rendered {
  pdf?: string;
  png?: string;
  photo?: string;
  truth: string;
}

/** One headless Chromium for many pages; renders are written next to the document's truth and reused. */
export class CorpusRenderer {
  private contexts = new Map<string, BrowserContext>();

  private constructor(private readonly browser: Browser) {}

  static async launch(): Promise<CorpusRenderer> {
    const { chromium } = await import('playwright-core');
    // A non-persistent launch gives Chromium a fresh, empty profile directory of its own.
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
    return new CorpusRenderer(browser);
  }

  private async context(kind: 'invoice' | 'receipt', paperMm: number): Promise<BrowserContext> {
    const key = `${kind}:${paperMm}`;
    let c = this.contexts.get(key);
    if (!c) {
      const width = kind === 'invoice' ? 794 : paperMm === 80 ? 303 : Math.round((paperMm / 25.4) * 96);
      c = await this.browser.newContext({ deviceScaleFactor: SCALE[kind], viewport: { width, height: 600 } });
      this.contexts.set(key, c);
    }
    return c;
  }

  async render(doc: GeneratedDoc, dir: string, kinds: Iterable<InputKind>): Promise<Rendered> {
    const want = new Set(kinds);
    const base = join(dir, doc.meta.layout, doc.meta.id);
    mkdirSync(join(dir, doc.meta.layout), { recursive: true });
    const out: Rendered = { truth: `${base}.json` };
    if (!existsSync(out.truth)) writeFileSync(out.truth, JSON.stringify({ meta: doc.meta, truth: doc.truth }, null, 1));
    const pdf = `${base}.pdf`, png = `${base}.png`, photo = `${base}.photo.jpg`;
    const needPng = (want.has('png') || want.has('photo')) && !existsSync(png);
    if ((want.has('pdf') && !existsSync(pdf)) || needPng) {
      const kind = doc.meta.kind === 'receipt' ? 'receipt' : 'invoice';
      const paperMm = receiptWidthMm(doc.html);
      const page = await (await this.context(kind, paperMm)).newPage();
      try {
        await page.setContent(doc.html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (want.has('pdf') && !existsSync(pdf)) {
          if (kind === 'invoice') await page.pdf({ path: pdf, format: 'A4', printBackground: true });
          else {
            const h = await page.evaluate(() => Math.ceil(document.body.scrollHeight));
            await page.pdf({ path: pdf, width: `${paperMm}mm`, height: `${h + 2}px`, printBackground: true });
          }
        }
        if (needPng) await page.screenshot({ path: png, fullPage: true });
      } finally {
        await page.close();
      }
    }
    if (want.has('pdf')) out.pdf = pdf;
    if (want.has('png')) out.png = png;
    if (want.has('photo')) {
      if (!existsSync(photo)) writeFileSync(photo, await photoLike(readFileSync(png), doc.meta.id));
      out.photo = photo;
    }
    return out;
  }

  async close(): Promise<void> {
    for (const c of this.contexts.values()) await c.close();
    await this.browser.close();
  }
}
