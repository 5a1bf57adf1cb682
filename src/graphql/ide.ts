/**
 * Offline GraphiQL IDE for the GraphQL API.
 *
 * @graphql-yoga/render-graphiql ships GraphiQL (React, Monaco, its web workers, CSS with base64 fonts and
 * the favicon) as JS strings, so the page is one self-contained HTML document (~9 MB) that requests nothing
 * but the API endpoint: no asset router is needed and the IDE works with no internet access.
 *
 * Exports:
 *   renderIdePage({ endpoint, title?, defaultQuery? }) → the complete HTML page.
 *   wantsHtml(acceptHeader) → true when a client (a browser) prefers text/html over JSON.
 *   ideHandler(opts) → Express handler that sends the page to browsers and calls next() for API clients.
 *
 * Mounting: register ideHandler BEFORE the Apollo middleware on the same path, and turn Apollo's own
 * landing page off (ApolloServerPluginLandingPageDisabled): its default landing pages load from Apollo's CDN.
 *   app.get('/graphql', ideHandler({ endpoint: '/graphql' }));
 *   app.use('/graphql', express.json(), expressMiddleware(apollo, ...));
 */
import type { RequestHandler } from 'express';

export interface IdePageOptions {
  /** Where GraphiQL sends operations; a path is resolved against the page's own URL. */
  endpoint: string;
  /** Plain text: it is HTML-escaped here. */
  title?: string;
  /** Shown when the user has no saved tab and no ?query= in the URL. */
  defaultQuery?: string;
}

/** The pieces exported by @graphql-yoga/render-graphiql/graphiql. */
interface GraphiqlBundle {
  js: string;
  css: string;
  favicon: string;
  editorWorkerService: string;
  jsonWorker: string;
  graphqlWorker: string;
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

// The bundle is ~9 MB of strings: load it only when a page is first rendered, not in every process.
let prepared: { head: string; boot: string } | undefined;

function prepare(): { head: string; boot: string } {
  if (prepared) return prepared;
  // node10 module resolution in tsconfig ignores package "exports", so this subpath has no types to import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const b = require('@graphql-yoga/render-graphiql/graphiql') as GraphiqlBundle;
  // Monaco's workers must be same-origin scripts; blob: URLs built in the page keep them out of the network.
  const boot = `
      function prepareBlob(source) {
        return URL.createObjectURL(new Blob([source], { type: 'application/javascript' }));
      }
      const workers = {
        editorWorkerService: prepareBlob(${scriptJson(b.editorWorkerService)}),
        json: prepareBlob(${scriptJson(b.jsonWorker)}),
        graphql: prepareBlob(${scriptJson(b.graphqlWorker)}),
      };
      self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (moduleId, label) => workers[label] };
      ${b.js};`;
  const head = `<meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="${escapeHtml(b.favicon)}" />
    <style>${b.css}</style>`;
  prepared = { head, boot };
  return prepared;
}

let lastPage: { key: string; html: string } | undefined;

export function renderIdePage(opts: IdePageOptions): string {
  const key = JSON.stringify([opts.endpoint, opts.title, opts.defaultQuery]);
  // Callers usually render per request; rebuilding 9 MB each time would waste CPU and allocations.
  if (lastPage?.key === key) return lastPage.html;
  const { head, boot } = prepare();
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
  const html = `<!doctype html>
<html lang="en">
  <head>
    ${head}
    <title>${title}</title>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>The GraphQL IDE needs JavaScript.</noscript>
    <div id="root"></div>
    <script>${boot}
      YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), ${scriptJson(graphiqlOptions)});
    </script>
  </body>
</html>
`;
  lastPage = { key, html };
  return html;
}

/** Express handler for GET on the GraphQL path: browsers get the IDE, API clients fall through. */
export function ideHandler(opts: IdePageOptions): RequestHandler {
  return (req, res, next) => {
    // The same URL answers JSON to API clients, so caches must key on Accept either way.
    res.vary('Accept');
    if (req.method !== 'GET' || !wantsHtml(req.get('accept'))) return next();
    res.type('html').send(renderIdePage(opts));
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
