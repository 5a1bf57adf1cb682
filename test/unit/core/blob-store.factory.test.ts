import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { loadConfig } from '../../../src/config/config';
import { createBlobStore } from '../../../src/domain/blob/blob-store.factory';
import { DbBlobStore } from '../../../src/domain/blob/db-blob-store';
import { S3BlobStore } from '../../../src/domain/blob/s3-blob-store';
import { LocalBlobStore, checkBlobKey } from '../../../src/domain/capture/blob-store';
import { pieces } from '../../support/byte-source';

describe('createBlobStore', () => {
  const ds = {} as DataSource;

  it('builds the store BLOB_STORE names', () => {
    expect(createBlobStore(loadConfig({ DATA_DIR: '/tmp/x' }), ds)).toBeInstanceOf(LocalBlobStore);
    expect(createBlobStore(loadConfig({ BLOB_STORE: 'db' }), ds)).toBeInstanceOf(DbBlobStore);
    const s3 = createBlobStore(loadConfig({ BLOB_STORE: 's3://bucket/p', S3_ENDPOINT: 'http://127.0.0.1:9' }), ds);
    expect(s3).toBeInstanceOf(S3BlobStore);
    (s3 as S3BlobStore).close();
  });

  it('accepts only short, file-name-safe keys, whatever the store', () => {
    expect(checkBlobKey('3f2b9c1e-1d2a-4c55-9c1a-0b8f3e2d1a77')).toBe('3f2b9c1e-1d2a-4c55-9c1a-0b8f3e2d1a77');
    for (const bad of ['', 'a/b', '..', 'a b', 'x'.repeat(65), path.join('a', 'b')]) expect(() => checkBlobKey(bad)).toThrow(/invalid blob key/);
  });
});

describe('LocalBlobStore', () => {
  it('makes its directories once, and again when they were removed behind its back', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-blobs-'));
    try {
      const store = new LocalBlobStore(dir);
      await store.put('ab-1', Buffer.from('one'));
      fs.rmSync(dir, { recursive: true, force: true });
      await store.put('ab-2', Buffer.from('two'));
      expect((await store.get('ab-2')).toString()).toBe('two');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prepare makes the 256 directories of document ids, after which an upload makes none', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-blobs-'));
    try {
      const store = new LocalBlobStore(dir);
      await store.prepare();
      expect(fs.readdirSync(dir).sort()).toEqual(Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0')));
      const mkdir = jest.spyOn(fsPromises, 'mkdir');
      const id = randomUUID();
      await store.putStream(id, pieces(Buffer.from('%PDF-1.4 prepared'), 4));
      expect(mkdir).not.toHaveBeenCalled();
      mkdir.mockRestore();
      expect((await store.get(id)).toString()).toBe('%PDF-1.4 prepared');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
