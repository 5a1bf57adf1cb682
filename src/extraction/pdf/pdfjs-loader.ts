import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

import * as vm from 'node:vm';
import { mendedWorkerUrl } from './pdfjs-worker-patch';

/**
 * Loads pdfjs-dist's legacy (Node-compatible) ESM build once per process.
 *
 * pdfjs-dist ships only ES modules. TypeScript compiles this project to CommonJS and would turn a plain
 * `import()` into `require()`, which cannot load `.mjs`; @swc/jest does the same under jest. So the dynamic
 * import is compiled at run time (`new Function`), where no transform sees it.
 *
 * Under jest that code runs in a VM context whose `import()` throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING*
 * (no --experimental-vm-modules). Then we compile the import with `vm.runInThisContext` and the main
 * context's default loader instead: `vm` is a host built-in, so "this context" is the host realm. That
 * option is flagged experimental (it prints a warning), hence only the fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const plainImport = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<unknown>;
let hostImport: ((s: string) => Promise<unknown>) | undefined;

async function esmImport(specifier: string): Promise<unknown> {
  if (hostImport) return hostImport(specifier);
  try {
    return await plainImport(specifier);
  } catch (e) {
    if (!String((e as { code?: string }).code).startsWith('ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING')) throw e;
    hostImport = vm.runInThisContext('(specifier) => import(specifier)', {
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }) as (s: string) => Promise<unknown>;
    return hostImport(specifier);
  }
}

/** The realm pdfjs runs in (the host's, see above); its globalThis is where pdfjs looks for `pdfjsWorker`. */
const hostGlobal = vm.runInThisContext('globalThis') as { pdfjsWorker?: unknown };

/** The slice of the pdfjs API this project uses (the package's own .d.mts types are ESM-only). */
export interface PdfjsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}
export interface PdfjsViewport {
  width: number;
  height: number;
  transform: number[];
}
export interface PdfjsPage {
  getViewport(params: { scale: number }): PdfjsViewport;
  getTextContent(params?: { includeMarkedContent?: boolean }): Promise<{ items: Array<PdfjsTextItem | { type: string }> }>;
  render(params: { canvasContext: unknown; canvas?: unknown; viewport: PdfjsViewport }): { promise: Promise<void> };
  /** The page's drawing operators (ids from OPS) and their arguments. */
  getOperatorList(): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
  cleanup(): void;
}
export interface PdfjsDocument {
  numPages: number;
  getPage(n: number): Promise<PdfjsPage>;
  destroy(): Promise<void>;
}
export interface PdfjsLoadingTask {
  promise: Promise<PdfjsDocument>;
  destroy(): Promise<void>;
}
export interface PdfjsModule {
  getDocument(params: Record<string, unknown>): PdfjsLoadingTask;
  Util: { transform(m1: number[], m2: number[]): number[] };
  OPS: Record<string, number>;
  VerbosityLevel: { ERRORS: number };
}

export interface PdfjsRuntime {
  lib: PdfjsModule;
  /** Options every getDocument call needs in Node. */
  baseOptions: Record<string, unknown>;
  /** pdfjs measures glyphs that hold a mark with their own width (pdfjs-worker-patch.ts), so item widths are true. */
  measuresClusters: boolean;
}

let cached: Promise<PdfjsRuntime> | undefined;

function packageDir(): string {
  return path.dirname(require.resolve('pdfjs-dist/package.json'));
}

/**
 * The legacy build bundles core-js, which swaps the process's JSON.stringify and JSON.parse for its own
 * (for proposals pdfjs never uses): every JSON response then cost 5-8× more (a 50-line-item record 137 µs instead
 * of 16 µs). Node 20's own are complete, so they are put back once pdfjs is loaded.
 */
async function keepNativeJson<T>(work: () => Promise<T>): Promise<T> {
  const json = vm.runInThisContext('JSON') as JSON;
  const { stringify, parse } = json;
  try {
    return await work();
  } finally {
    json.stringify = stringify;
    json.parse = parse;
  }
}

async function load(): Promise<PdfjsRuntime> {
  return keepNativeJson(loadModules);
}

async function loadModules(): Promise<PdfjsRuntime> {
  const dir = packageDir();
  const url = (rel: string) => pathToFileURL(path.join(dir, rel)).href;
  const lib = (await esmImport(url('legacy/build/pdf.mjs'))) as PdfjsModule;
  // In Node pdfjs runs its "worker" on the main thread. Providing the worker module up front stops pdfjs
  // from importing it itself (that import would bypass our loader and fail under jest's VM sandbox).
  // The worker is imported with its zero-width glyph test mended (pdfjs-worker-patch.ts).
  const workerFile = path.join(dir, 'legacy/build/pdf.worker.mjs');
  const mended = mendedWorkerUrl(workerFile);
  const worker = (await esmImport(mended ?? url('legacy/build/pdf.worker.mjs'))) as { WorkerMessageHandler: unknown };
  hostGlobal.pdfjsWorker = worker;
  const baseOptions = {
    // pdfjs reads these with fs in Node, so they are plain directory paths with a trailing separator.
    standardFontDataUrl: path.join(dir, 'standard_fonts') + path.sep,
    cMapUrl: path.join(dir, 'cmaps') + path.sep,
    cMapPacked: true,
    wasmUrl: path.join(dir, 'wasm') + path.sep,
    // No system font loading and no eval: glyphs of scanned pages' rare text are drawn from the embedded
    // font programs as paths, and eval of font programs is a risk.
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: lib.VerbosityLevel.ERRORS,
  };
  return { lib, baseOptions, measuresClusters: mended !== undefined };
}

/** The shared pdfjs runtime; the first call loads it, later calls reuse it. */
export function loadPdfjs(): Promise<PdfjsRuntime> {
  cached ??= load().catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}
