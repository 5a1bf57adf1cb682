import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { isAppError } from '../common/app-error';
import { ExtractionPipeline } from '../extraction/pipeline';
import { processIo, Progress, type CliIo } from './io';
import { toCliRecord, type CliRecord } from './record';

export const EXTRACT_HELP = `Usage: capture extract [--jsonl] [--ocr] FILE...

Reads invoices and receipts (digital PDFs, .ocr.json word files; images with --ocr) and prints one record
per input file, in input order, in the REST record shape (see capture-api.md, "Document record").

Output (stdout):
  default   a pretty-printed JSON array with one element per FILE, also for a single file
  --jsonl   one compact JSON object per line

A file that cannot be read (missing, unsupported type, corrupt) does not stop the batch: its element is
  {"file": "<path>", "error": {"code": "<CODE>", "message": "<text>"}}
and the command exits with status 1 once all files are done.

Progress for batches of more than one file goes to stderr (a bar on a terminal, "n/N file" lines otherwise).

Options:
  --jsonl     JSON Lines output
  --ocr       also read PNG/JPEG/WebP/TIFF images with OCR (loads the OCR engine; slower start)
  -h, --help  show this help

Exit status: 0 all files read, 1 at least one file failed, 2 usage error.
`;

interface ErrorRecord {
  file: string;
  error: { code: string; message: string };
}

function errorRecord(file: string, e: unknown): ErrorRecord {
  if (isAppError(e)) return { file, error: { code: e.code, message: e.message } };
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return { file, error: { code: 'NOT_FOUND', message: 'File not found' } };
  if (code === 'EISDIR') return { file, error: { code: 'BAD_REQUEST', message: 'Is a directory, not a file' } };
  if (code === 'EACCES' || code === 'EPERM') return { file, error: { code: 'FORBIDDEN', message: 'Permission denied' } };
  return { file, error: { code: 'INTERNAL', message: e instanceof Error ? e.message : String(e) } };
}

async function extractOne(pipeline: ExtractionPipeline, file: string): Promise<CliRecord> {
  const bytes = await readFile(file);
  const type = await pipeline.inspect(bytes);
  const result = await pipeline.extract({ bytes, type, fileName: path.basename(file) });
  return toCliRecord(result);
}

interface ExtractArgs {
  jsonl: boolean;
  ocr: boolean;
  help: boolean;
  files: string[];
  unknown: string[];
}

function parseArgs(args: string[]): ExtractArgs {
  const out: ExtractArgs = { jsonl: false, ocr: false, help: false, files: [], unknown: [] };
  let onlyFiles = false;
  for (const a of args) {
    if (onlyFiles || !a.startsWith('-') || a === '-') out.files.push(a);
    else if (a === '--') onlyFiles = true;
    else if (a === '--jsonl') out.jsonl = true;
    else if (a === '--ocr') out.ocr = true;
    else if (a === '-h' || a === '--help') out.help = true;
    else out.unknown.push(a);
  }
  return out;
}

/** `capture extract …`; resolves to the process exit status. */
export async function runExtract(args: string[], io: CliIo = processIo()): Promise<number> {
  const opts = parseArgs(args);
  if (opts.help) {
    io.stdout.write(EXTRACT_HELP);
    return 0;
  }
  if (opts.unknown.length || !opts.files.length) {
    io.stderr.write(opts.unknown.length ? `capture extract: unknown option ${opts.unknown[0]}\n` : 'capture extract: no FILE given\n');
    io.stderr.write(EXTRACT_HELP);
    return 2;
  }
  // One pipeline (pdfjs, and OCR when asked for, loaded once) for the whole batch.
  const pipeline = opts.ocr ? await (await import('../extraction/reader')).createDocumentReader({ ocr: true }) : await ExtractionPipeline.create();
  const progress = new Progress(io, opts.files.length);
  let failed = 0;
  if (!opts.jsonl) io.stdout.write('[');
  try {
    for (const [i, file] of opts.files.entries()) {
      let record: CliRecord | ErrorRecord;
      try {
        record = await extractOne(pipeline, file);
      } catch (e) {
        failed++;
        record = errorRecord(file, e);
      }
      // Written as soon as it is ready, so a long batch streams its results.
      if (opts.jsonl) io.stdout.write(JSON.stringify(record) + '\n');
      else io.stdout.write((i ? ',\n' : '\n') + indent(JSON.stringify(record, null, 2)));
      progress.step(i + 1, file);
    }
  } finally {
    await pipeline.close();
  }
  if (!opts.jsonl) io.stdout.write('\n]\n');
  return failed ? 1 : 0;
}

function indent(json: string): string {
  return json.replace(/^/gm, '  ');
}
