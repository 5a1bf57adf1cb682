import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { type BlobStore, LocalBlobStore } from '../capture/blob-store';
import { DbBlobStore } from './db-blob-store';
import type { PartialUploadStore } from './partial-upload';
import { S3BlobStore } from './s3-blob-store';

/**
 * The store BLOB_STORE names: DATA_DIR/blobs (one node), the database, or an S3-compatible bucket (any number). Each
 * also lists and removes what killed uploads left in it (the orphan upload sweep).
 */
export function createBlobStore(config: AppConfig, dataSource: DataSource): BlobStore & PartialUploadStore {
  const settings = config.blobStore;
  switch (settings.kind) {
    case 'local':
      return new LocalBlobStore(path.join(config.dataDir, 'blobs'));
    case 'db':
      return new DbBlobStore(dataSource);
    case 's3':
      return new S3BlobStore(settings);
  }
}
