/**
 * Offline GraphiQL IDE for the GraphQL API.
 *
 * The page is a small HTML document (no-cache) that links GraphiQL's script, stylesheet, fonts, workers and icon
 * as content-hashed files under <endpoint>/assets/ (see ide-assets.ts): cached for a year and sent brotli- or
 * gzip-compressed, so a reload transfers only the page. Nothing comes from another host; the IDE works offline.
 *
 * Exports:
 *   renderIdePage({ endpoint, title?, defaultQuery? }) → the HTML page.
 *   wantsHtml(acceptHeader) → true when a client (a browser) prefers text/html over JSON.
 *   ideHandler(opts) → Express handler that sends the page to browsers and calls next() for API clients.
 *   ideAssetHandler(store) → Express handler for GET/HEAD <endpoint>/assets/:name.
 *
 * Mounting: register ideHandler BEFORE the Apollo middleware on the same path, and turn Apollo's own
 * landing page off (ApolloServerPluginLandingPageDisabled): its default landing pages load from Apollo's CDN.
 *   app.get('/graphql/assets/:name', ideAssetHandler(store));
 *   app.get('/graphql', ideHandler({ endpoint: '/graphql', store }));
 */
import type { RequestHandler } from 'express';
import { chooseEncoding } from '../rest/compression';
import { IdeAssetStore } from './ide-asset-store';
import { ideAssetSet, type IdeAssetSet } from './ide-assets';

export interface IdePageOptions {
  /** Where GraphiQL sends operations; a path is resolved against the page's own URL. */
  endpoint: string;
  /** Plain text: it is HTML-escaped here. */
  title?: string;
  /** Shown when the user has no saved tab and no ?query= in the URL. */
  defaultQuery?: string;
  /** Where the assets are mounted; `${endpoint}/assets` unless given. */
  assetPath?: string;
}

// GraphiQL parses the Headers tab as JSONC, so the guidance can live there as comments that send nothing
// until the analyst uncomments a scheme: template values sent as-is would fail authentication, introspection included.
// Trailing commas are accepted too, so any set of lines can be uncommented without fixing punctuation.
// The schemes are those of src/common/credentials.ts: a bearer API key, or all four contract headers.
export const DEFAULT_HEADERS = `{
  // Uncomment ONE credential scheme and fill it in.
  // Either an API key alone:
  // "Authorization": "Bearer <api_key>",
  //
  // or the full header set (all four are required):
  // "CLIENT-ID": "<client_id>",
  // "AUTHORIZATION": "apikey <username>:<api_key>",
  // "PASSWORD": "<password>",
  // "SECRET-KEY": "<secret_key>",
}
`;

export const DEFAULT_QUERY = `# Authenticate first: open the Headers tab below,
# uncomment one credential scheme and fill it in.
# Ctrl-Enter runs, Ctrl-Space completes names, and
# the Docs icon (top left) browses the schema.
{
  __typename
}
`;

/** `set` names the files to link: the store's (built or cut in process); the shipped set by default. */
export function renderIdePage(opts: IdePageOptions, set: Omit<IdeAssetSet, 'assets'> = ideAssetSet()): string {
  const base = escapeHtml((opts.assetPath ?? `${opts.endpoint}/assets`).replace(/\/$/, ''));
  const title = escapeHtml(opts.title ?? 'capture GraphQL IDE');
  const graphiqlOptions = {
    endpoint: opts.endpoint,
    // Yoga's component injects the title as HTML, so it gets the escaped form too.
    title,
    defaultQuery: opts.defaultQuery ?? DEFAULT_QUERY,
    headers: DEFAULT_HEADERS,
    // Keeps API keys, passwords and secret keys out of localStorage on shared analyst machines.
    shouldPersistHeaders: false,
    defaultEditorToolsVisibility: 'headers',
    credentials: 'same-origin',
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="${base}/${set.favicon}" />
    <link rel="stylesheet" href="${base}/${set.stylesheet}" />
    <title>${title}</title>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>The GraphQL IDE needs JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${scriptJson(graphiqlOptions)}</script>
    <script src="${base}/${set.script}"></script>
    <script src="${base}/${set.boot}"></script>
  </body>
</html>
`;
}

/** Express handler for GET on the GraphQL path: browsers get the IDE, API clients fall through. */
export function ideHandler(opts: IdePageOptions & { store?: IdeAssetStore }): RequestHandler {
  const store = opts.store ?? new IdeAssetStore();
  let page: string | undefined;
  return (req, res, next) => {
    // The same URL answers JSON to API clients, so caches must key on Accept either way.
    res.vary('Accept');
    if (req.method !== 'GET' || !wantsHtml(req.get('accept'))) return next();
    page ??= renderIdePage(opts, store.set);
    // The asset names change with every GraphiQL upgrade; the page must be revalidated to pick them up.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
    store.warm();
  };
}

const YEAR = 'public, max-age=31536000, immutable';

/**
 * GET/HEAD <assets>/:name: a hashed name never changes content, so it is cached for a year. Brotli or gzip as the
 * client accepts (bodies made once, see ide-assets.ts); an unknown or outdated name is a JSON 404.
 */
export function ideAssetHandler(store: IdeAssetStore): RequestHandler {
  return async (req, res, next) => {
    try {
      const name = String(req.params.name ?? '');
      const asset = await store.get(name);
      if (!asset) {
        res.setHeader('Cache-Control', 'no-store');
        res.status(404).json({ message: `No IDE asset named ${JSON.stringify(name)}; reload the IDE page for the current names`, status: 'unsuccessful', code: 'NOT_FOUND' });
        return;
      }
      const encoding = chooseEncoding(req);
      const body = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : asset.body;
      res.vary('Accept-Encoding');
      res.setHeader('Cache-Control', YEAR);
      res.setHeader('Content-Type', asset.type);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('ETag', `"${name}${encoding ? `-${encoding}` : ''}"`);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      next(err);
    }
  };
}

/**
 * Browsers send "text/html,…,*\/*;q=0.8"; API clients send JSON types or a bare "*\/*". A tie goes to JSON
 * so that a client accepting both keeps getting API responses.
 */
export function wantsHtml(acceptHeader: string | undefined): boolean {
  if (!acceptHeader) return false;
  const ranges = acceptHeader
    .split(',')
    .map(parseRange)
    .filter((r): r is MediaRange => r !== undefined);
  const html = quality(ranges, 'text', 'html');
  const json = Math.max(quality(ranges, 'application', 'json'), quality(ranges, 'application', 'graphql-response+json'));
  return html > 0 && html > json;
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseRange(part: string): MediaRange | undefined {
  const [mediaType, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
  const [type, subtype] = mediaType.split('/');
  if (!type || !subtype) return undefined;
  let q = 1;
  for (const param of params) {
    const [name, value] = param.split('=').map((s) => s.trim());
    if (name === 'q') q = Number(value);
  }
  return Number.isFinite(q) ? { type, subtype, q: Math.min(Math.max(q, 0), 1) } : undefined;
}

/** RFC 9110 §12.5.1: the most specific matching range decides; q=0 there means "not acceptable". */
function quality(ranges: MediaRange[], type: string, subtype: string): number {
  let best: { specificity: number; q: number } | undefined;
  for (const r of ranges) {
    const specificity =
      r.type === type && r.subtype === subtype ? 2 : r.type === type && r.subtype === '*' ? 1 : r.type === '*' && r.subtype === '*' ? 0 : -1;
    if (specificity < 0) continue;
    if (!best || specificity > best.specificity || (specificity === best.specificity && r.q > best.q)) best = { specificity, q: r.q };
  }
  return best?.q ?? 0;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// JSON inside <script> must not contain "</script" or "<!--"; \u003c is the same string to JS.
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
