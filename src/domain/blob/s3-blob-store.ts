import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config/config';
import { type BlobStore, checkBlobKey, isBlobKey } from '../capture/blob-store';
import type { PartialUpload, PartialUploadStore } from './partial-upload';
import { rechunk } from './rechunk';

/** S3's smallest part but the last; an upload no larger is one PutObject. What one upload holds in memory. */
const PART_BYTES = 5 * 1024 * 1024;

export type S3Settings = Extract<AppConfig['blobStore'], { kind: 's3' }>;

/**
 * Originals in an S3-compatible bucket (BLOB_STORE=s3://bucket/prefix). Credentials come from the AWS SDK's standard
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, web identity, instance roles). A PutObject is atomic:
 * readers see the old object or the new one.
 */
export class S3BlobStore implements BlobStore, PartialUploadStore {
  private readonly client: S3Client;

  constructor(private readonly settings: Omit<S3Settings, 'kind'>) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Many S3-compatible stores reject the SDK's newer default checksum headers; send them only where S3 requires.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that stops answering must fail the request (and the job retries) rather than hang it; the socket
      // timeout is per idle period, so a slow but moving 25 MB transfer is not cut off.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  private objectKey(key: string): string {
    checkBlobKey(key);
    return this.settings.prefix ? `${this.settings.prefix}/${key}` : key;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  /**
   * An upload of up to one part is a PutObject; a larger one a multipart upload, which S3 makes visible only when it
   * is completed, and aborts (discarding the parts) when the source or a part fails. The SDK cannot sign a body of
   * unknown length, so each part is held whole before it is sent.
   */
  async putStream(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    const objectKey = this.objectKey(key);
    const parts = rechunk(source, PART_BYTES)[Symbol.asyncIterator]();
    const first = await parts.next();
    const second = first.done ? first : await parts.next();
    if (second.done) return this.put(key, first.done ? Buffer.alloc(0) : first.value);
    const bucket = this.settings.bucket;
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: objectKey, ContentType: 'application/octet-stream' }));
    try {
      const done: { ETag?: string; PartNumber: number }[] = [];
      const send = async (body: Buffer) => {
        const PartNumber = done.length + 1;
        const out = await this.client.send(new UploadPartCommand({ Bucket: bucket, Key: objectKey, UploadId, PartNumber, Body: body, ContentLength: body.length }));
        done.push({ ETag: out.ETag, PartNumber });
      };
      await send(first.value);
      await send(second.value);
      for (let next = await parts.next(); !next.done; next = await parts.next()) await send(next.value);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId, MultipartUpload: { Parts: done } }));
    } catch (e) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: objectKey, UploadId })).catch(() => undefined);
      throw e;
    }
  }

  async get(key: string): Promise<Buffer> {
    const objectKey = this.objectKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      if (!out.Body) throw new Error('the bucket answered without a body');
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (e) {
      // Worded like the local store's ENOENT; the bucket name stays out of a reason clients can read.
      if (isMissingObject(e)) throw new Error(`the original document ${key} is missing from the S3 blob store`);
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there, so deleting twice is fine, as with the other stores.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }

  /**
   * Multipart uploads under the prefix begun before `before`, a listing page at a time. Only keys this store writes
   * (the prefix, then a blob key): other uploads in a shared bucket are not ours to abort.
   */
  async *partialUploads(before: Date): AsyncGenerator<PartialUpload[]> {
    const prefix = this.settings.prefix ? `${this.settings.prefix}/` : '';
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const out = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, Prefix: prefix || undefined, ...marker }));
      const page: PartialUpload[] = [];
      for (const u of out.Uploads ?? []) {
        const key = u.Key?.startsWith(prefix) ? u.Key.slice(prefix.length) : '';
        if (!isBlobKey(key) || !u.UploadId || !u.Initiated || u.Initiated.getTime() >= before.getTime()) continue;
        page.push({ key, kind: 'multipart upload', since: u.Initiated, mayBeOriginal: false, ref: u.UploadId });
      }
      if (page.length) yield page;
      if (!out.IsTruncated || !out.NextKeyMarker) return;
      marker = { KeyMarker: out.NextKeyMarker, UploadIdMarker: out.NextUploadIdMarker };
    }
  }

  /** Discards the upload's parts; the object of that key, if any, is untouched. One already gone is not an error. */
  async removePartialUpload(upload: PartialUpload): Promise<boolean> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: this.objectKey(upload.key), UploadId: upload.ref }));
      return true;
    } catch (e) {
      if ((e as { name?: string }).name === 'NoSuchUpload') return false;
      throw e;
    }
  }

  /** Closes pooled connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}

function isMissingObject(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is also a 404 but is a configuration error, not a lost original.
  return err?.name === 'NoSuchKey' || (err?.$metadata?.httpStatusCode === 404 && err?.name !== 'NoSuchBucket');
}
