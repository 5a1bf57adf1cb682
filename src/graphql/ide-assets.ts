/**
 * The GraphiQL IDE's scripts, styles, fonts, workers and icon as separate files with content-hashed names, so a
 * browser keeps them for a year (`immutable`) and a reload fetches only the small page.
 *
 * @graphql-yoga/render-graphiql ships everything as JS strings (the stylesheet with base64 fonts, the favicon as a
 * data: URL); they are cut apart here once per process. The fonts become files because a browser only downloads a
 * @font-face whose unicode-range the page uses, and the same icon font appears twice in the stylesheet.
 * Monaco's workers become same-origin scripts (CSP worker-src 'self').
 *
 * Compression and serving: ide-asset-store.ts.
 */
import { createHash } from 'node:crypto';

export interface IdeAssetSource {
  /** File name with its content hash, e.g. graphiql.1a2b3c4d5e6f.js. */
  name: string;
  type: string;
  body: Buffer;
}

export interface IdeAssetSet {
  assets: IdeAssetSource[];
  /** Names the page links to. */
  script: string;
  boot: string;
  stylesheet: string;
  favicon: string;
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

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  ico: 'image/x-icon',
};

function asset(stem: string, ext: string, body: Buffer | string): IdeAssetSource {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const hash = createHash('sha256').update(buf).digest('hex').slice(0, 16);
  return { name: `${stem}.${hash}.${ext}`, type: TYPES[ext], body: buf };
}

let cached: IdeAssetSet | undefined;

/**
 * Cuts the bundle into files; ~10 MB of strings, so it is loaded only when the IDE is first used. The build passes
 * a minifier for the workers (the main script already is minified); a process without build output serves them as
 * shipped.
 */
export function ideAssetSet(minify?: (code: string) => string): IdeAssetSet {
  if (cached && !minify) return cached;
  // node10 module resolution in tsconfig ignores package "exports", so this subpath has no types to import.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const b = require('@graphql-yoga/render-graphiql/graphiql') as GraphiqlBundle;
  const assets: IdeAssetSource[] = [];
  const add = (a: IdeAssetSource) => {
    if (!assets.some((x) => x.name === a.name)) assets.push(a);
    return a.name;
  };

  // Relative URLs in a stylesheet resolve against the stylesheet's own URL, so the fonts sit next to it.
  const css = b.css.replace(/url\((["']?)data:font\/(woff2|woff|ttf);base64,([A-Za-z0-9+/=]+)\1\)/g, (_m, _q, ext: string, data: string) =>
    `url(${add(asset('font', ext, Buffer.from(data, 'base64')))})`,
  );
  const stylesheet = add(asset('graphiql', 'css', css));
  const script = add(asset('graphiql', 'js', b.js));
  const favicon = add(asset('favicon', 'ico', smallIcons(Buffer.from(b.favicon.replace(/^data:[^,]*;base64,/, ''), 'base64'))));
  // Monaco's three workers share most of their code, so they are one file (brotli's window spans all three:
  // ~240 KB instead of ~430 KB), fetched once and started three times; the URL fragment says which one to run.
  const workers = add(
    asset(
      'workers',
      'js',
      (minify ?? String)(`(function (label) {
if (label === 'editorWorkerService') {
${b.editorWorkerService}
} else if (label === 'json') {
${b.jsonWorker}
} else if (label === 'graphql') {
${b.graphqlWorker}
} else {
  throw new Error('unknown Monaco worker ' + label);
}
})(self.location.hash.slice(1));
`),
    ),
  );
  // The page's own code is a file too, so the CSP needs neither 'unsafe-inline' nor a per-page hash. Its options
  // (endpoint, title, default query) come from a JSON data block, which a browser never executes.
  const boot = add(
    asset(
      'ide',
      'js',
      `(function () {
  // The workers file sits next to this script; the fragment never reaches the server or the cache key.
  var workers = document.currentScript.src.replace(/[^/]*$/, '') + ${JSON.stringify(workers)};
  self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: function (moduleId, label) { return workers + '#' + label; } };
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`,
    ),
  );
  const set = { assets, script, boot, stylesheet, favicon };
  if (!minify) cached = set;
  return set;
}

/**
 * The bundle's icon holds six sizes up to 256×256 (110 KB); a tab shows 16 or 32 pixels, so only those are kept.
 * ICO: a 6-byte header (count at offset 4), 16-byte directory entries (size at +8, offset at +12), then the images.
 */
export function smallIcons(ico: Buffer, sizes = [16, 32]): Buffer {
  const entries = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.subarray(6 + 16 * i, 22 + 16 * i)).filter((e) =>
    sizes.includes(e[0] || 256),
  );
  if (!entries.length) return ico;
  const header = Buffer.alloc(6 + 16 * entries.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(entries.length, 4);
  const images: Buffer[] = [];
  let offset = header.length;
  entries.forEach((e, i) => {
    const image = ico.subarray(e.readUInt32LE(12), e.readUInt32LE(12) + e.readUInt32LE(8));
    e.copy(header, 6 + 16 * i);
    header.writeUInt32LE(offset, 6 + 16 * i + 12);
    images.push(image);
    offset += image.length;
  });
  return Buffer.concat([header, ...images]);
}

