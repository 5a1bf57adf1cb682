import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import { extractFile, openPipeline, type BatchRecord } from './extract-file';

export interface BatchOptions {
  /** Worker threads; 1 reads in this thread. Default: the CPU count, at most one per file. */
  jobs?: number;
  ocr: boolean;
}

/** The compiled worker entry; absent when the CLI runs from its TypeScript sources (tests). */
const WORKER = path.join(__dirname, 'extract-worker.js');

export function defaultJobs(files: number): number {
  return Math.max(1, Math.min(files, availableParallelism()));
}

/**
 * Reads every file and hands each record to `emit` in input order, as soon as it and all before it are
 * done. With several jobs each worker thread has its own pipeline and models (one ONNX thread each,
 * so the workers share the cores instead of fighting over them) and takes the next file when free.
 */
export async function runBatch(files: string[], opts: BatchOptions, emit: (index: number, record: BatchRecord) => void): Promise<void> {
  const jobs = Math.min(opts.jobs ?? defaultJobs(files.length), files.length);
  const ordered = inOrder(emit);
  if (jobs <= 1 || !existsSync(WORKER)) {
    const pipeline = await openPipeline(opts.ocr);
    try {
      for (const [i, file] of files.entries()) ordered(i, await extractFile(pipeline, file));
    } finally {
      await pipeline.close();
    }
    return;
  }
  const threads = Math.max(1, Math.floor(availableParallelism() / jobs));
  let next = 0;
  await Promise.all(Array.from({ length: jobs }, () => runWorker(opts.ocr, threads, () => (next < files.length ? next++ : undefined), files, ordered)));
  if (next < files.length) {
    // Every worker died (out of memory, a native crash): the rest is read here rather than lost.
    const pipeline = await openPipeline(opts.ocr);
    try {
      while (next < files.length) ordered(next, await extractFile(pipeline, files[next++]));
    } finally {
      await pipeline.close();
    }
  }
}

/** One worker thread taking files until none are left; a crashed worker's file gets an error record. */
function runWorker(ocr: boolean, threads: number, take: () => number | undefined, files: string[], done: (i: number, r: BatchRecord) => void): Promise<void> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER, { workerData: { ocr, threads } });
    let current: number | undefined;
    const feed = () => {
      current = take();
      worker.postMessage(current === undefined ? null : { index: current, file: files[current] });
    };
    worker.on('message', (msg: { ready?: boolean; index?: number; record?: BatchRecord }) => {
      if (!msg.ready) done(msg.index!, msg.record!);
      feed();
    });
    worker.on('error', (e) => {
      if (current !== undefined) done(current, { file: files[current], error: { code: 'INTERNAL', message: e.message } });
      current = undefined;
    });
    worker.on('exit', () => {
      // A worker that died early leaves its remaining share to the others (they keep taking files).
      resolve();
    });
  });
}

/** Wraps `emit` so records arriving in any order come out in index order. */
function inOrder(emit: (index: number, record: BatchRecord) => void): (index: number, record: BatchRecord) => void {
  const waiting = new Map<number, BatchRecord>();
  let nextOut = 0;
  return (index, record) => {
    waiting.set(index, record);
    while (waiting.has(nextOut)) {
      emit(nextOut, waiting.get(nextOut)!);
      waiting.delete(nextOut++);
    }
  };
}
