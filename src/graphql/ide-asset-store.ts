/**
 * The IDE's assets (ide-assets.ts) with their brotli and gzip bodies, made once, never per request.
 *
 * `npm run build` (scripts/build-ide-assets.js) writes into dist/ide-assets a set with minified workers, each file
 * with .br and .gz at the highest settings, and a manifest naming the shipped set it was made from. A process whose
 * shipped set matches that manifest serves the built files; any other (no build, or GraphiQL upgraded since)
 * cuts the set itself and compresses it in the thread pool, at faster settings, the first time the IDE is used.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ideAssetSet, type IdeAssetSet, type IdeAssetSource } from './ide-assets';

export const PRECOMPRESSED_DIR = path.resolve(__dirname, '..', '..', 'dist', 'ide-assets');
export const MANIFEST = 'manifest.json';

export interface CompressedAsset extends IdeAssetSource {
  br: Buffer;
  gzip: Buffer;
}

/** What the build wrote: its set (names only) and the names of the shipped set it was made from. */
export interface IdeManifest {
  from: string[];
  set: Omit<IdeAssetSet, 'assets'> & { assets: { name: string; type: string }[] };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Highest settings: used by the build, where the time is spent once (a minute or more for the main script). */
export const BEST = { brotliQuality: 11, gzipLevel: 9 };
/** A process without build output trades some size for seconds rather than minutes of CPU. */
export const FAST = { brotliQuality: 5, gzipLevel: 6 };

export async function compress(a: IdeAssetSource, level = FAST): Promise<CompressedAsset> {
  const [br, gz] = await Promise.all([
    brotli(a.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level.brotliQuality,
        // A 16 MB window lets brotli reach back across the whole of each file (the workers share much code).
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: a.body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: a.type.startsWith('font/') ? zlib.constants.BROTLI_MODE_FONT : zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(a.body, { level: level.gzipLevel }),
  ]);
  return { ...a, br, gzip: gz };
}

/** The built set when it was made from exactly this process's shipped set; undefined otherwise. */
export function loadBuiltSet(dir: string, shipped: IdeAssetSet): { set: IdeManifest['set']; files: Map<string, CompressedAsset> } | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as IdeManifest;
    const names = shipped.assets.map((a) => a.name);
    if (manifest.from.length !== names.length || manifest.from.some((n, i) => n !== names[i])) return undefined;
    const read = (file: string) => fs.readFileSync(path.join(dir, file));
    const files = new Map(manifest.set.assets.map((a) => [a.name, { ...a, body: read(a.name), br: read(`${a.name}.br`), gzip: read(`${a.name}.gz`) }]));
    return { set: manifest.set, files };
  } catch {
    // No build output, or an incomplete one: the process makes its own.
    return undefined;
  }
}

/** name → compressed asset, made once per process (see the file comment). */
export class IdeAssetStore {
  private built?: { set: Omit<IdeAssetSet, 'assets'>; files: Map<string, CompressedAsset> } | null;
  private compressed?: Promise<Map<string, CompressedAsset>>;

  constructor(private readonly dir = PRECOMPRESSED_DIR) {}

  /** The names the page links to. */
  get set(): Omit<IdeAssetSet, 'assets'> {
    return this.load()?.set ?? ideAssetSet();
  }

  /** Starts compressing (if nothing was built) without waiting; the page calls it so its assets are ready sooner. */
  warm(): void {
    void this.all().catch(() => undefined);
  }

  async get(name: string): Promise<CompressedAsset | undefined> {
    const built = this.load();
    if (built) return built.files.get(name);
    // An unknown name must not make a process compress 10 MB: the set's names are checked first.
    if (!ideAssetSet().assets.some((a) => a.name === name)) return undefined;
    return (await this.all()).get(name);
  }

  private load() {
    if (this.built === undefined) this.built = loadBuiltSet(this.dir, ideAssetSet()) ?? null;
    return this.built ?? undefined;
  }

  private all(): Promise<Map<string, CompressedAsset>> {
    const built = this.load();
    if (built) return Promise.resolve(built.files);
    this.compressed ??= Promise.all(ideAssetSet().assets.map((a) => compress(a))).then((list) => new Map(list.map((a) => [a.name, a])));
    return this.compressed;
  }
}
