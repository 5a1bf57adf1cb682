import * as path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { Box, DocumentTree } from '../types';
import { decodeRgb, fromRgb } from './image';
import { toLines, type TextBox } from './layout';

/** Tesseract's LSTM reads best with capitals ~20–40 px tall; crops are scaled to this line height. */
const LINE_HEIGHT = 48;
/** Tesseract needs a white margin around a single line, or it clips the first and last glyphs. */
const MARGIN = 12;

/**
 * Experimental "hybrid": PP-OCR finds the lines (best detector on photos), Tesseract reads each line
 * crop as a single text line (PSM 7), keeping Tesseract's Latin alphabet (€, £, accents, spaces) that
 * the PP-OCR dictionary lacks. English model only; used by scripts/bench-ppocr.js to decide whether it
 * is worth wiring in.
 */
export class TesseractLineReader {
  private constructor(private readonly worker: Worker) {}

  static async create(language = 'eng'): Promise<TesseractLineReader> {
    const data = path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`));
    const worker = await createWorker(language, OEM.LSTM_ONLY, {
      langPath: path.join(data, '4.0.0_best_int'),
      gzip: true,
      cacheMethod: 'none',
      workerPath: require.resolve('tesseract.js/src/worker-script/node/index.js'),
      logger: () => undefined,
    });
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '300' });
    return new TesseractLineReader(worker);
  }

  /** Reads every box of the image as one line; boxes in original (EXIF-rotated) pixels. */
  async read(bytes: Buffer, boxes: Box[]): Promise<DocumentTree> {
    const img = await decodeRgb(bytes);
    const read: TextBox[] = [];
    for (const box of boxes) {
      const [x0, y0, x1, y1] = box.map(Math.round);
      if (x1 - x0 < 2 || y1 - y0 < 2) continue;
      const scale = LINE_HEIGHT / (y1 - y0);
      const png = await fromRgb(img)
        .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
        .greyscale()
        .resize(Math.max(8, Math.round((x1 - x0) * scale)), LINE_HEIGHT, { fit: 'fill' })
        .extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: '#ffffff' })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const { data } = await this.worker.recognize(png);
      const text = data.text.replace(/\s+/g, ' ').trim();
      if (text) read.push({ box, text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) });
    }
    return { source: 'ocr', pages: [{ number: 1, width: img.width, height: img.height, lines: toLines(read) }] };
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
