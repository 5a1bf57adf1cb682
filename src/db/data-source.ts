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
import { InitialSchema1763900000000 } from './migrations/1763900000000-initial-schema';
import { DocumentReading1764000000000 } from './migrations/1764000000000-document-reading';
import { VendorMemory1764100000000 } from './migrations/1764100000000-vendor-memory';
import { FieldProvenance1764200000000 } from './migrations/1764200000000-field-provenance';
import { CustomTransactionCategories1764300000000 } from './migrations/1764300000000-custom-transaction-categories';

export const ENTITIES = [AccountEntity, DocumentEntity, LineItemEntity, AuditEntryEntity, JobEntity, CorrectionEntity, CustomCategoryExampleEntity];
export const MIGRATIONS = [InitialSchema1763900000000, DocumentReading1764000000000, VendorMemory1764100000000, FieldProvenance1764200000000, CustomTransactionCategories1764300000000];

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
  return ds;
}
