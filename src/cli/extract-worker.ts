import { parentPort, workerData } from 'node:worker_threads';
import { openPipeline, extractFile } from './extract-file';

/**
 * One CLI batch worker thread: its own pipeline (and OCR models, loaded on its first image, with one
 * ONNX thread each, so two workers fill two cores), reading the files the main thread sends.
 */
async function serve(): Promise<void> {
  const { ocr, threads } = workerData as { ocr: boolean; threads: number };
  const pipeline = await openPipeline(ocr, threads);
  parentPort!.on('message', (msg: { index: number; file: string } | null) => {
    if (msg === null) {
      void pipeline.close().then(() => parentPort!.close());
      return;
    }
    void extractFile(pipeline, msg.file).then((record) => parentPort!.postMessage({ index: msg.index, record }));
  });
  parentPort!.postMessage({ ready: true });
}

void serve();
