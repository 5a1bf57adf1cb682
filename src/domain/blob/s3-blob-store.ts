import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../config/config';
import { type BlobStore, checkBlobKey } from '../capture/blob-store';

export type S3Settings = Extract<AppConfig['blobStore'], { kind: 's3' }>;

/**
 * Originals in an S3-compatible bucket (BLOB_STORE=s3://bucket/prefix). Credentials come from the AWS SDK's standard
 * chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, web identity, instance roles). A PutObject is atomic:
 * readers see the old object or the new one.
 */
export class S3BlobStore implements BlobStore {
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
