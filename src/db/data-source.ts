import fs from 'node:fs';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AccountEntity } from '../domain/account/account.entity';
import { CustomCategoryExampleEntity } from '../domain/banktxn/custom-category.entity';
import { AuditEntryEntity } from '../domain/document/audit-entry.entity';
import { DocumentEntity } from '../domain/document/document.entity';
import { LineItemEntity } from '../domain/document/line-item.entity';
import { JobEntity } from '../domain/queue/job.entity';
import { CorrectionEntity } from '../domain/vendor-memory/correction.entity';
import { CallbackDeliveryEntity } from '../domain/notify/callback-delivery.entity';
import { InitialSchema1763900000000 } from './migrations/1763900000000-initial-schema';
import { DocumentReading1764000000000 } from './migrations/1764000000000-document-reading';
import { VendorMemory1764100000000 } from './migrations/1764100000000-vendor-memory';
import { FieldProvenance1764200000000 } from './migrations/1764200000000-field-provenance';
import { CustomTransactionCategories1764300000000 } from './migrations/1764300000000-custom-transaction-categories';
import { AccountCallbacks1764500000000 } from './migrations/1764500000000-account-callbacks';
import { BlobStore1764400000000 } from './migrations/1764400000000-blob-store';
import { BlobEntity } from '../domain/blob/blob.entity';
import { BlobChunkEntity } from '../domain/blob/blob-chunk.entity';
import { CredentialEntity } from '../domain/account/credential.entity';
import { AccountEventEntity } from '../domain/account/account-event.entity';
import { DocumentPurgeEntity } from '../domain/lifecycle/document-purge.entity';
import { MaintenanceLeaseEntity } from '../domain/lifecycle/maintenance-lease.entity';
import { AccountCredentials1764700000000 } from './migrations/1764700000000-account-credentials';
import { DataLifecycle1764800000000 } from './migrations/1764800000000-data-lifecycle';
import { OrphanUploadLease1764900000000 } from './migrations/1764900000000-orphan-upload-lease';

export const ENTITIES = [AccountEntity, DocumentEntity, LineItemEntity, AuditEntryEntity, JobEntity, CorrectionEntity, CustomCategoryExampleEntity, CallbackDeliveryEntity, BlobEntity, BlobChunkEntity, CredentialEntity, AccountEventEntity, DocumentPurgeEntity, MaintenanceLeaseEntity];
export const MIGRATIONS = [InitialSchema1763900000000, DocumentReading1764000000000, VendorMemory1764100000000, FieldProvenance1764200000000, CustomTransactionCategories1764300000000, BlobStore1764400000000, AccountCallbacks1764500000000, AccountCredentials1764700000000, DataLifecycle1764800000000, OrphanUploadLease1764900000000];

export interface DatabaseSettings {
  databaseUrl?: string;
  dataDir: string;
}

export function dataSourceOptions(settings: DatabaseSettings): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, synchronize: false, logging: false } as const;
  if (settings.databaseUrl) {
    const url = new URL(settings.databaseUrl);
    return {
      ...common,
      type: 'mysql',
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.replace(/^\//, '')),
      charset: 'utf8mb4',
      timezone: 'Z',
      extra: { connectionLimit: 10 },
    };
  }
  fs.mkdirSync(settings.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: path.join(settings.dataDir, 'capture.sqlite'),
    // WAL lets readers continue while the queue writes; busy_timeout rides out short write locks.
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      // In WAL mode NORMAL syncs at checkpoints, not at every commit: a process crash loses nothing committed, a power
      // cut may lose the last commits — as it may the last originals, which are not synced either. FULL put an fsync
      // on the event loop (better-sqlite3 is synchronous) in every accepted upload.
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}

/** Opens the database and brings its schema up to date. Migrations only; never synchronize. */
export async function openDatabase(settings: DatabaseSettings): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(settings));
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  if (ds.options.type === 'better-sqlite3') serialiseTransactions(ds);
  return ds;
}

/**
 * TypeORM runs every SQLite caller on one connection and turns a transaction begun while another is open into a
 * savepoint of it: the first one's commit would then commit the second's half-done writes, and the second's
 * rollback would undo the first's committed ones. So on SQLite, transactions take turns (one process; across
 * processes SQLite's own lock does the same). Code inside a transaction uses its own manager, never this one.
 */
function serialiseTransactions(ds: DataSource): void {
  const manager = ds.manager;
  const begin = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  manager.transaction = ((...args: unknown[]) => {
    const turn = tail.then(() => begin(...args));
    tail = turn.catch(() => undefined);
    return turn;
  }) as typeof manager.transaction;
}
