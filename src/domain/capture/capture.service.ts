import { randomUUID } from 'node:crypto';
import { AppError } from '../../common/app-error';
import { randomHex, sha256 } from '../../common/crypto';
import type { ExtractionInput, ExtractionResult, SniffedType, UploadProbe } from '../../extraction/types';
import type { Actor, DocumentService } from '../document/document.service';
import { DocumentEntity } from '../document/document.entity';
import type { DocumentRepository } from '../document/document.repository';
import type { RestRecord } from '../document/record.mapper';
import type { JobQueue } from '../queue/job-queue';
import type { BlobStore } from './blob-store';
import type { SampleLibrary } from './sample-library';
import { parseLanguageHint } from './language-hint';
import { whileStorageLasts } from './storage-full';
import { UploadIntake } from './upload-intake';
import { fetchDocumentUrl, tooLarge, type UrlFetchOptions } from './url-fetcher';

/** What capture needs from the extraction engine. */
export interface DocumentReader {
  /**
   * The checks an asynchronous capture makes before answering: size, type by magic bytes, image headers; no
   * decode, no parse. Readers without it are inspected in full.
   */
  accept?(bytes: Buffer): Promise<SniffedType>;
  /**
   * accept, for an upload streamed into the blob store (UploadIntake): from its first and last bytes. While it is
   * still arriving only the type is checked (undefined: cannot tell yet).
   */
  acceptProbe?(probe: UploadProbe): Promise<SniffedType | undefined>;
  /** accept, then the format's validity check (a parse): a synchronous capture refuses a corrupt file with 422. */
  inspect(bytes: Buffer): Promise<SniffedType>;
  extract(input: ExtractionInput): Promise<ExtractionResult>;
}

export type CaptureMode = 'sync' | 'async';

export type CaptureOutcome =
  | { kind: 'accepted'; captureKey: string }
  | { kind: 'processed'; captureKey: string; record: RestRecord }
  | { kind: 'failed'; captureKey: string; reason: string };

/** What a client may say about a document besides the document itself. */
export interface CaptureOptions {
  /** Language hint as sent ("de", "de,en" or a list); validated against the enabled OCR languages. */
  language?: unknown;
}

export interface UploadedFile {
  bytes: Buffer;
  fileName?: string;
}

/** An upload already in the blob store and accepted (receive), waiting for its document row (captureReceived). */
export interface ReceivedUpload {
  documentId: string;
  type: SniffedType;
  contentHash: string;
  byteSize: number;
  fileName: string;
}

const SYNC_POLL_MS = 100;
const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function parseMode(value: unknown): CaptureMode {
  if (value === undefined || value === null || value === '') return 'sync';
  if (value === 'sync' || value === 'async') return value;
  throw AppError.badRequest('type must be "sync" or "async"');
}

export function newCaptureKey(email: string, at: Date): string {
  return `data/${email}/${at.toISOString().slice(0, 10)}_${randomHex(8)}.json`;
}

/** Accepts documents (upload or URL), stores the original durably, and runs or queues their processing. */
export class CaptureService {
  constructor(
    private readonly deps: {
      docs: DocumentRepository;
      queue: Pick<JobQueue, 'notify' | 'runNow'>;
      blobs: BlobStore;
      reader: DocumentReader;
      documents: DocumentService;
      samples: SampleLibrary;
      fetch: UrlFetchOptions;
      maxUploadBytes: number;
      /** OCR_LANGUAGES: what a language hint may name. */
      ocrLanguages: readonly string[];
      /** How long a synchronous capture waits for a job another worker took or will retry. */
      syncWaitMs: number;
    },
  ) {}

  async captureFile(actor: Actor, file: UploadedFile | undefined, mode: CaptureMode, options: CaptureOptions = {}): Promise<CaptureOutcome> {
    if (actor.isDemo) throw demoOnly(this.deps.samples);
    const languages = parseLanguageHint(options.language, this.deps.ocrLanguages);
    if (!file || file.bytes.length === 0) throw AppError.badRequest('No document was sent: send a file or a url');
    return this.accept(actor, { bytes: file.bytes, fileName: file.fileName ?? 'document', sourceUrl: null, languages }, mode);
  }

  /**
   * The first half of an asynchronous capture of an upload: its bytes go into the blob store as they arrive, hashed
   * and checked on the way (size, type from the first bytes, image header); they are never held whole. Whatever
   * fails, nothing stays stored. The caller then calls captureReceived (or discard, if the request fails meanwhile).
   */
  async receive(actor: Actor, source: AsyncIterable<Buffer>, fileName: string | undefined): Promise<ReceivedUpload> {
    if (actor.isDemo) throw demoOnly(this.deps.samples);
    const reader = this.deps.reader;
    const early = async (probe: UploadProbe) => reader.acceptProbe?.(probe);
    const intake = new UploadIntake(this.deps.maxUploadBytes, early);
    const documentId = randomUUID();
    await whileStorageLasts(() => this.deps.blobs.putStream(documentId, intake.pass(source)));
    try {
      const probe = intake.probe();
      if (probe.size === 0) throw AppError.badRequest('No document was sent: send a file or a url');
      // A reader without the streamed check gets the stored bytes back, so its checks are the same.
      const type = reader.acceptProbe ? await reader.acceptProbe(probe) : await this.acceptStored(documentId);
      if (!type) throw new Error('the reader could not tell the type of a whole upload');
      return { documentId, type, contentHash: intake.sha256(), byteSize: probe.size, fileName: fileName || 'document' };
    } catch (e) {
      await this.discard(documentId);
      throw e;
    }
  }

  /** Second half: the document row and its job for an upload receive() stored; on failure the upload is removed. */
  async captureReceived(actor: Actor, upload: ReceivedUpload, options: CaptureOptions = {}): Promise<CaptureOutcome> {
    try {
      const languages = parseLanguageHint(options.language, this.deps.ocrLanguages);
      const doc = newDocument(actor, upload.documentId, { ...upload, mode: 'async', sourceUrl: null, languages });
      await whileStorageLasts(() => this.deps.docs.insertWithJob(doc));
      this.deps.queue.notify();
      return { kind: 'accepted', captureKey: doc.captureKey };
    } catch (e) {
      await this.discard(upload.documentId);
      throw e;
    }
  }

  /** Removes a received upload that will not become a document. Never throws: the request's own error matters more. */
  async discard(documentId: string): Promise<void> {
    await this.deps.blobs.delete(documentId).catch(() => undefined);
  }

  private async acceptStored(documentId: string): Promise<SniffedType> {
    const bytes = await this.deps.blobs.get(documentId);
    return this.deps.reader.accept ? this.deps.reader.accept(bytes) : this.deps.reader.inspect(bytes);
  }

  async captureUrl(actor: Actor, url: unknown, mode: CaptureMode, options: CaptureOptions = {}): Promise<CaptureOutcome> {
    if (typeof url !== 'string' || !url.trim()) throw AppError.badRequest('url must be a non-empty string');
    // Checked before fetching: a bad hint must not cost an outbound request.
    const languages = parseLanguageHint(options.language, this.deps.ocrLanguages);
    const sample = this.deps.samples.match(url.trim());
    if (actor.isDemo && !sample) throw demoOnly(this.deps.samples);
    if (sample) return this.accept(actor, { bytes: this.deps.samples.read(sample), fileName: sample.name, sourceUrl: url.trim(), languages }, mode);
    const fetched = await fetchDocumentUrl(url.trim(), this.deps.fetch);
    return this.accept(actor, { bytes: fetched.bytes, fileName: fetched.fileName, sourceUrl: fetched.finalUrl, languages }, mode);
  }

  private async accept(
    actor: Actor,
    { bytes, fileName, sourceUrl, languages }: { bytes: Buffer; fileName: string; sourceUrl: string | null; languages?: string[] },
    mode: CaptureMode,
  ) {
    if (bytes.length > this.deps.maxUploadBytes) {
      throw tooLarge(this.deps.maxUploadBytes);
    }
    if (bytes.length === 0) throw new AppError('UNPROCESSABLE', 'The document is empty');
    // The key of an asynchronous capture is promised at once: what needs a decode or a parse is the job's, and a
    // failure there leaves the document `failed` with the reason. A synchronous caller waits for the result
    // anyway, so a corrupt file is refused before anything is stored.
    const reader = this.deps.reader;
    const type = mode === 'async' && reader.accept ? await reader.accept(bytes) : await reader.inspect(bytes);
    const doc = newDocument(actor, randomUUID(), { type, fileName, contentHash: sha256(bytes), byteSize: bytes.length, sourceUrl, languages, mode });
    // The original is on disk before the document and its job exist, so a queued job always finds its bytes.
    await whileStorageLasts(() => this.deps.blobs.put(doc.id, bytes));
    try {
      await whileStorageLasts(() => this.deps.docs.insertWithJob(doc));
    } catch (e) {
      // No row will ever point at the stored original: it goes too.
      await this.discard(doc.id);
      throw e;
    }
    if (mode === 'async') {
      this.deps.queue.notify();
      return { kind: 'accepted', captureKey: doc.captureKey } as const;
    }
    return this.finishSync(actor, doc.captureKey, doc.id);
  }

  private async finishSync(actor: Actor, captureKey: string, documentId: string): Promise<CaptureOutcome> {
    await this.deps.queue.runNow(documentId);
    // A worker may have claimed the job between insert and runNow, or a retry is due: the caller
    // asked for the result, so wait for it rather than hand back a capture key it did not ask for.
    for (const deadline = Date.now() + this.deps.syncWaitMs; ; await delay(SYNC_POLL_MS)) {
      const view = await this.deps.documents.view(actor, captureKey);
      if (view.status === 'processed') return { kind: 'processed', captureKey, record: view.record };
      if (view.status === 'failed') return { kind: 'failed', captureKey, reason: view.reason };
      if (Date.now() >= deadline) return { kind: 'accepted', captureKey };
    }
  }
}

function newDocument(
  actor: Actor,
  id: string,
  d: { type: SniffedType; fileName: string; contentHash: string; byteSize: number; sourceUrl: string | null; languages?: string[]; mode: CaptureMode },
): DocumentEntity {
  const now = new Date();
  return Object.assign(new DocumentEntity(), {
    id,
    captureKey: newCaptureKey(actor.email, now),
    accountId: actor.accountId,
    status: 'processing',
    failureReason: null,
    fileName: d.fileName.slice(0, 255),
    mediaType: d.type,
    contentHash: d.contentHash,
    byteSize: d.byteSize,
    sourceUrl: d.sourceUrl,
    languages: d.languages?.join(',') ?? null,
    pages: null,
    notifyByEmail: d.mode === 'async',
    fields: null,
    vendorName: '',
    invoiceNumber: '',
    total: 0,
    documentDate: '',
    createdAt: now,
    processedAt: null,
  } satisfies Partial<DocumentEntity>);
}

function demoOnly(samples: SampleLibrary): AppError {
  return new AppError(
    'FORBIDDEN',
    `Demo credentials work only on the sample documents: ${samples.samples.map((s) => s.url).join(' and ')} (pass one as the url)`,
  );
}
