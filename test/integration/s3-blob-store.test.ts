import { randomBytes } from 'node:crypto';
import { S3BlobStore } from '../../src/domain/blob/s3-blob-store';
import { pieces } from '../support/byte-source';
import { type FakeS3, startFakeS3, useAwsCredentials } from '../support/fake-s3';

describe('S3BlobStore against a path-style S3 endpoint', () => {
  let s3: FakeS3;
  let store: S3BlobStore;
  let restoreAws = () => {};
  const settings = () => ({ bucket: 'originals', prefix: 'capture/prod', endpoint: s3.url, region: 'eu-central-1', forcePathStyle: true });

  beforeAll(async () => {
    // The SDK's standard chain reads the process environment, exactly as in production.
    restoreAws = useAwsCredentials('AKIDFAKES3TEST', 'fake-secret');
    s3 = await startFakeS3({ buckets: ['originals'], accessKeyId: 'AKIDFAKES3TEST' });
    store = new S3BlobStore(settings());
  });

  afterAll(async () => {
    store?.close();
    await s3?.close();
    restoreAws();
  });

  it('puts, gets and deletes under bucket/prefix/key, signing every request with SigV4', async () => {
    s3.requests.length = 0;
    const bytes = Buffer.from('%PDF-1.4 original');
    await store.put('doc-1', bytes);
    expect(s3.objects.get('originals/capture/prod/doc-1')).toEqual(bytes);
    expect(await store.get('doc-1')).toEqual(bytes);
    await store.delete('doc-1');
    expect(s3.objects.has('originals/capture/prod/doc-1')).toBe(false);
    expect(s3.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /originals/capture/prod/doc-1',
      'GET /originals/capture/prod/doc-1',
      'DELETE /originals/capture/prod/doc-1',
    ]);
    for (const r of s3.requests) expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDFAKES3TEST\/\d{8}\/eu-central-1\/s3\/aws4_request/);
  });

  it('round-trips a 20 MB original and overwrites a key', async () => {
    const big = randomBytes(20 * 1024 * 1024);
    await store.put('big', big);
    expect((await store.get('big')).equals(big)).toBe(true);
    await store.put('big', Buffer.from('smaller'));
    expect((await store.get('big')).toString()).toBe('smaller');
  });

  it('streams an upload of up to one part as one PutObject', async () => {
    s3.requests.length = 0;
    const bytes = randomBytes(3 * 1024 * 1024);
    await store.putStream('small-stream', pieces(bytes, 64 * 1024));
    expect(s3.objects.get('originals/capture/prod/small-stream')?.equals(bytes)).toBe(true);
    expect(s3.requests.map((r) => r.method)).toEqual(['PUT']);
  });

  it('streams a larger upload as a multipart upload of 5 MB parts', async () => {
    s3.requests.length = 0;
    const bytes = randomBytes(12 * 1024 * 1024 + 7);
    await store.putStream('big-stream', pieces(bytes, 256 * 1024));
    expect((await store.get('big-stream')).equals(bytes)).toBe(true);
    // create, three parts (5 + 5 + 2 MB), complete, then the GET
    expect(s3.requests.map((r) => r.method)).toEqual(['POST', 'PUT', 'PUT', 'PUT', 'POST', 'GET']);
    expect(s3.uploads.size).toBe(0);
  });

  it('aborts the multipart upload when the source fails: no object, no parts left', async () => {
    await expect(store.putStream('broken-stream', pieces(randomBytes(12 * 1024 * 1024), 256 * 1024, 11 * 1024 * 1024))).rejects.toThrow('the client went away');
    expect(s3.objects.has('originals/capture/prod/broken-stream')).toBe(false);
    expect(s3.uploads.size).toBe(0);
  });

  it('stores nothing when the source of a small upload fails', async () => {
    await expect(store.putStream('broken-small', pieces(randomBytes(1024 * 1024), 64 * 1024, 512 * 1024))).rejects.toThrow('the client went away');
    expect(s3.objects.has('originals/capture/prod/broken-small')).toBe(false);
  });

  it('uses the bare key when there is no prefix', async () => {
    const bare = new S3BlobStore({ ...settings(), prefix: '' });
    try {
      await bare.put('top-level', Buffer.from('x'));
      expect(s3.objects.has('originals/top-level')).toBe(true);
    } finally {
      bare.close();
    }
  });

  it('says the original is missing for a key that is not there; deleting it again is fine', async () => {
    await expect(store.get('never-stored')).rejects.toThrow('the original document never-stored is missing from the S3 blob store');
    await expect(store.delete('never-stored')).resolves.toBeUndefined();
  });

  it('refuses keys that are not safe names before any request', async () => {
    s3.requests.length = 0;
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    expect(s3.requests).toHaveLength(0);
  });

  it('passes on a missing bucket and refused credentials as what they are, not as a missing original', async () => {
    const wrongBucket = new S3BlobStore({ ...settings(), bucket: 'no-such-bucket' });
    try {
      await expect(wrongBucket.get('doc')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrongBucket.close();
    }
    process.env.AWS_ACCESS_KEY_ID = 'AKIDSOMEONEELSE';
    const stranger = new S3BlobStore(settings());
    try {
      await expect(stranger.put('doc', Buffer.from('x'))).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(stranger.get('doc')).rejects.toThrow(/Access Denied/);
    } finally {
      stranger.close();
      process.env.AWS_ACCESS_KEY_ID = 'AKIDFAKES3TEST';
    }
  });

  it('fails, rather than hangs, when the endpoint is down', async () => {
    const down = new S3BlobStore({ ...settings(), endpoint: 'http://127.0.0.1:1' });
    try {
      await expect(down.get('doc')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      down.close();
    }
  });
});
