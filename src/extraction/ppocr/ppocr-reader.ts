import type { InferenceSession } from 'onnxruntime-node';
import type { DocumentTree } from '../types';
import { loadCharset } from './ctc';
import { classCount } from './recognizers';
import { detectText, type DetectOptions } from './detect';
import { decodeRgb } from './image';
import { toLines, type TextBox } from './layout';
import { recognizeLines, type RecognizeOptions } from './recognize';
import { loadSession, MODEL_FILES, recognizerFiles, type RecognizerName } from './session';

export interface PpOcrOptions {
  /** Intra-op threads per model session. Default 2 (the service's CPU budget). */
  threads?: number;
  /** Longer side of the detector input (see DetectOptions.limit). Default 960. */
  detLimit?: number;
  /** Widest recognition crop (see RecognizeOptions.maxWidth). Default 1280. */
  recMaxWidth?: number;
  /** Crops per recogniser call (see RecognizeOptions.batchSize). Default 4. */
  recBatchSize?: number;
  /** Narrowest recogniser input (see RecognizeOptions.minBatchWidth). Default 0. */
  recMinWidth?: number;
  /** Re-inserts dropped spaces (see RecognizeOptions.spaceGap). Default 0 (off). */
  recSpaceGap?: number;
  /** Lines read with a lower mean confidence are dropped (PaddleOCR's drop_score). Default 0.5. */
  minConfidence?: number;
  /** Which line recogniser reads the boxes. Default 'ch' (PP-OCRv4 Chinese/English). */
  recognizer?: RecognizerName;
}

/**
 * Plain PP-OCRv4 (ONNX, CPU, offline), the baseline `npm run bench:ocr` compares OcrImageReader with (the
 * service reads with OcrImageReader): DB text detection → SVTR line recognition → DocumentTree in
 * the original image's pixels (EXIF orientation applied). Strong on photos, digits and dates; its
 * dictionary has no €, £, ß, ñ, ø, å, æ and no accents, so Latin text outside English is better left to
 * Tesseract. Create once per process: each session holds its optimised graph.
 */
export class PpOcrReader {
  private closed = false;

  private constructor(
    private readonly det: InferenceSession,
    private readonly rec: InferenceSession,
    private readonly charset: string[],
    private readonly detect: DetectOptions,
    private readonly recognize: RecognizeOptions,
    private readonly minConfidence: number,
  ) {}

  static async create(opts: PpOcrOptions = {}): Promise<PpOcrReader> {
    const threads = opts.threads ?? 2;
    const files = recognizerFiles(opts.recognizer ?? 'ch');
    const [det, rec] = await Promise.all([
      loadSession(MODEL_FILES.det, { threads }),
      loadSession(files.model, { threads }),
    ]);
    try {
      const charset = loadCharset(files.dict, classCount(rec));
      const recognize = { maxWidth: opts.recMaxWidth, batchSize: opts.recBatchSize, minBatchWidth: opts.recMinWidth, spaceGap: opts.recSpaceGap };
      return new PpOcrReader(det, rec, charset, { limit: opts.detLimit ?? 960 }, recognize, opts.minConfidence ?? 0.5);
    } catch (e) {
      await Promise.all([det.release(), rec.release()]);
      throw e;
    }
  }

  /** Reads one image (PNG, JPEG, WebP, TIFF first page). Undecodable input → AppError UNPROCESSABLE. */
  async read(bytes: Buffer): Promise<DocumentTree> {
    if (this.closed) throw new Error('PpOcrReader is closed');
    const img = await decodeRgb(bytes);
    const boxes = await detectText(this.det, img, this.detect);
    const decoded = await recognizeLines(this.rec, img, boxes, this.charset, this.recognize);
    const read: TextBox[] = boxes
      .map((box, i) => ({ box, ...decoded[i] }))
      .filter((t) => t.text && t.confidence >= this.minConfidence);
    return { source: 'ocr', pages: [{ number: 1, width: img.width, height: img.height, lines: toLines(read) }] };
  }

  /** Detection boxes only (for the hybrid benchmark: PP-OCR finds lines, another engine reads them). */
  async detectBoxes(bytes: Buffer): Promise<{ width: number; height: number; boxes: [number, number, number, number][] }> {
    const img = await decodeRgb(bytes);
    return { width: img.width, height: img.height, boxes: await detectText(this.det, img, this.detect) };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([this.det.release(), this.rec.release()]);
  }
}
