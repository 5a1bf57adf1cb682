import { defaultJobs, runBatch } from './batch';
import type { BatchRecord } from './extract-file';
import { processIo, Progress, type CliIo } from './io';

export const EXTRACT_HELP = `Usage: capture extract [--jsonl] [--no-ocr] [--jobs N] FILE...

Reads invoices and receipts (digital and scanned PDFs; photos and scans as JPEG, PNG, WebP, TIFF, HEIC/HEIF;
.xlsx, .docx, e-invoice XML, .ocr.json word files) and prints one record per input file, in input order,
in the REST record shape (see capture-api.md, "Document record").

Output (stdout):
  default   a pretty-printed JSON array with one element per FILE, also for a single file
  --jsonl   one compact JSON object per line

A file that cannot be read (missing, unsupported type, corrupt) does not stop the batch: its element is
  {"file": "<path>", "error": {"code": "<CODE>", "message": "<text>"}}
and the command exits with status 1 once all files are done.

Progress for batches of more than one file goes to stderr (a bar on a terminal, "n/N file" lines otherwise).

Options:
  --jsonl     JSON Lines output
  --no-ocr    do not read images or scanned pages (OCR is otherwise loaded when the first one comes)
  --jobs N    files read in parallel, each worker with its own models (default: the CPU count)
  --ocr       accepted for older scripts; OCR is on by default
  -h, --help  show this help

Exit status: 0 all files read, 1 at least one file failed, 2 usage error.
`;

interface ExtractArgs {
  jsonl: boolean;
  ocr: boolean;
  jobs?: number;
  help: boolean;
  files: string[];
  errors: string[];
}

function parseArgs(args: string[]): ExtractArgs {
  const out: ExtractArgs = { jsonl: false, ocr: true, help: false, files: [], errors: [] };
  let onlyFiles = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (onlyFiles || !a.startsWith('-') || a === '-') out.files.push(a);
    else if (a === '--') onlyFiles = true;
    else if (a === '--jsonl') out.jsonl = true;
    else if (a === '--ocr') out.ocr = true;
    else if (a === '--no-ocr') out.ocr = false;
    else if (a === '--jobs' || a.startsWith('--jobs=')) {
      const value = a.includes('=') ? a.slice(7) : args[++i];
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) out.errors.push(`--jobs needs a whole number ≥ 1, got "${value ?? ''}"`);
      else out.jobs = n;
    } else if (a === '-h' || a === '--help') out.help = true;
    else out.errors.push(`unknown option ${a}`);
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
  if (opts.errors.length || !opts.files.length) {
    io.stderr.write(`capture extract: ${opts.errors[0] ?? 'no FILE given'}\n`);
    io.stderr.write(EXTRACT_HELP);
    return 2;
  }
  const progress = new Progress(io, opts.files.length);
  let failed = 0;
  if (!opts.jsonl) io.stdout.write('[');
  // Records stream out in input order as soon as each (and every one before it) is ready.
  await runBatch(opts.files, { ocr: opts.ocr, jobs: opts.jobs ?? defaultJobs(opts.files.length) }, (i, record: BatchRecord) => {
    if ('error' in record && 'file' in record) failed++;
    if (opts.jsonl) io.stdout.write(JSON.stringify(record) + '\n');
    else io.stdout.write((i ? ',\n' : '\n') + indent(JSON.stringify(record, null, 2)));
    progress.step(i + 1, opts.files[i]);
  });
  if (!opts.jsonl) io.stdout.write('\n]\n');
  return failed ? 1 : 0;
}

function indent(json: string): string {
  return json.replace(/^/gm, '  ');
}
