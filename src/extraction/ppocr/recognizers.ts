import type { InferenceSession } from 'onnxruntime-node';
import type { Box } from '../types';
import { loadCharset, type Decoded } from './ctc';
import type { RgbImage } from './image';
import { recognizeLines, type RecognizeOptions } from './recognize';
import { loadSession, recognizerFiles, type RecognizerName } from './session';

/** Class count of a recogniser's output, read from its metadata; the dictionary is checked against it. */
export function classCount(session: InferenceSession): number {
  const meta = session.outputMetadata[0];
  const shape = meta && 'shape' in meta ? meta.shape : [];
  const last = shape[shape.length - 1];
  if (typeof last !== 'number') throw new Error('PP-OCR recogniser: class count not in the model metadata');
  return last;
}

/** One ONNX line recogniser: its session (created once) and its dictionary. */
export class OnnxRecognizer {
  private constructor(
    readonly name: RecognizerName,
    private readonly session: InferenceSession,
    private readonly charset: string[],
    private readonly opts: RecognizeOptions,
  ) {}

  static async create(name: RecognizerName, threads: number, opts: RecognizeOptions = {}): Promise<OnnxRecognizer> {
    const files = recognizerFiles(name);
    const session = await loadSession(files.model, { threads });
    try {
      return new OnnxRecognizer(name, session, loadCharset(files.dict, classCount(session)), opts);
    } catch (e) {
      await session.release();
      throw e;
    }
  }

  /** Whether the recogniser's dictionary holds this character (it can never read anything else). */
  knows(ch: string): boolean {
    this.known ??= new Set(this.charset);
    return this.known.has(ch);
  }

  private known?: Set<string>;

  read(img: RgbImage, boxes: Box[]): Promise<Decoded[]> {
    return boxes.length ? recognizeLines(this.session, img, boxes, this.charset, this.opts) : Promise.resolve([]);
  }

  close(): Promise<void> {
    return this.session.release();
  }
}

/**
 * Recognisers started on first use and kept: the English one reads every page, the others load only
 * when a page needs them (each session holds 20–60 MB), and concurrent first uses share one start.
 */
export class RecognizerSet {
  private readonly started = new Map<RecognizerName, Promise<OnnxRecognizer>>();

  constructor(
    private readonly threads: number,
    private readonly opts: RecognizeOptions,
  ) {}

  get(name: RecognizerName): Promise<OnnxRecognizer> {
    let r = this.started.get(name);
    if (!r) {
      r = OnnxRecognizer.create(name, this.threads, this.opts);
      // A failed start is not cached: the next page tries again.
      r.catch(() => this.started.delete(name));
      this.started.set(name, r);
    }
    return r;
  }

  async close(): Promise<void> {
    const all = await Promise.allSettled(this.started.values());
    this.started.clear();
    await Promise.all(all.map((r) => (r.status === 'fulfilled' ? r.value.close() : undefined)));
  }
}
