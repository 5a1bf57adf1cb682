import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BatchRecord } from './extract-file';

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
 * ONNX intra-op threads of each of `jobs` workers: the cores shared out, at least one. Two workers
 * with two threads each on two cores would make every model call wait for a thread the other worker holds.
 */
export function threadsPerWorker(jobs: number, cores: number = availableParallelism()): number {
  return Math.max(1, Math.floor(cores / Math.max(1, jobs)));
}

/**
 * Reads files in this thread. The pipeline's modules (PDF, layout and field code: ~0.6 CPU s to load)
 * are required only here, so a batch run on worker threads does not load them a third time in the main thread.
 */
async function readHere(ocr: boolean, take: () => number | undefined, files: string[], done: (i: number, r: BatchRecord) => void): Promise<void> {
  const { extractFile, openPipeline } = await import('./extract-file');
  const pipeline = await openPipeline(ocr);
  try {
    for (let i = take(); i !== undefined; i = take()) done(i, await extractFile(pipeline, files[i]));
  } finally {
    await pipeline.close();
  }
}

/**
 * Reads every file and hands each record to `emit` in input order, as soon as it and all before it are
 * done. With several jobs each worker thread has its own pipeline and models (one ONNX thread each,
 * so the workers share the cores instead of fighting over them) and takes the next file when free.
 */
export async function runBatch(files: string[], opts: BatchOptions, emit: (index: number, record: BatchRecord) => void): Promise<void> {
  const jobs = Math.min(opts.jobs ?? defaultJobs(files.length), files.length);
  const ordered = inOrder(emit);
  let next = 0;
  const take = () => (next < files.length ? next++ : undefined);
  if (jobs <= 1 || !existsSync(WORKER)) return readHere(opts.ocr, take, files, ordered);
  const threads = threadsPerWorker(jobs);
  await Promise.all(Array.from({ length: jobs }, () => runWorker(opts.ocr, threads, take, files, ordered)));
  // Every worker died (out of memory, a native crash): the rest is read here rather than lost.
  if (next < files.length) await readHere(opts.ocr, take, files, ordered);
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
