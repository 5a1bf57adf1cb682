import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a trained model and its metadata, then refuses to leave a file behind that onnxruntime does not read as
 * the trainer computed: `verify` runs the written file and returns the largest probability difference.
 */
export async function writeVerifiedModel(o: {
  outDir: string;
  modelFile: string;
  metaFile: string;
  onnx: Buffer;
  meta: object;
  verify(file: string): Promise<number>;
  startedAt: number;
}): Promise<void> {
  mkdirSync(o.outDir, { recursive: true });
  const file = path.join(o.outDir, o.modelFile);
  writeFileSync(file, o.onnx);
  writeFileSync(path.join(o.outDir, o.metaFile), JSON.stringify(o.meta, null, 1) + '\n');
  const diff = await o.verify(file);
  console.log(`\nONNX vs trainer on 500 held-out rows: max |Δp| = ${diff.toExponential(2)}`);
  if (diff > 1e-4) throw new Error('the exported model does not reproduce the trainer');
  console.log(`wrote ${file} in ${((Date.now() - o.startedAt) / 1000).toFixed(0)} s`);
}
