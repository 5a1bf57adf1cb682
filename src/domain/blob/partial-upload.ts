/**
 * What a process killed in the middle of a streamed upload leaves in a blob store: a file with no document, an
 * unfinished `blobs` row and its chunks, an incomplete S3 multipart upload. Each store lists its own; the orphan
 * sweeper decides (shouldRemove) and asks the store to remove them one by one.
 */
export interface PartialUpload {
  /** The blob key (document id) the upload would have become. */
  key: string;
  /** For the log: 'file', 'temporary file', 'unfinished row', 'multipart upload'. */
  kind: string;
  /** When it was last written (a file's mtime) or begun (a row's created_at, a multipart upload's Initiated). */
  since: Date;
  /**
   * Whether removing it could remove a document's original: a blob file or row under the key. A temporary file of an
   * interrupted write is never read, and aborting a multipart upload never touches the object of that key.
   */
  mayBeOriginal: boolean;
  /** The store's own handle (a path, an upload id). */
  ref: string;
}

export interface PartialUploadStore {
  /** Candidates last written before `before`, a page at a time. */
  partialUploads(before: Date): AsyncIterable<PartialUpload[]>;
  /** Removes one, only if it is still unfinished and still older than `before` (a live upload may have moved on). */
  removePartialUpload(upload: PartialUpload, before: Date): Promise<boolean>;
}

/**
 * Removed only when older than the grace (younger, a live upload may still be writing it) and, when it may be an
 * original, when no document names its key (the document row is written only once the original is whole).
 */
export function shouldRemove(upload: PartialUpload, cutoff: Date, documented: ReadonlySet<string>): boolean {
  if (!(upload.since.getTime() < cutoff.getTime())) return false;
  return !(upload.mayBeOriginal && documented.has(upload.key));
}
