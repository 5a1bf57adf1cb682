import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { sha256 } from '../../src/common/crypto';
import { MIGRATIONS, dataSourceOptions, openDatabase } from '../../src/db/data-source';
import { AccountRepository } from '../../src/domain/account/account.repository';
import { AccountService } from '../../src/domain/account/account.service';
import { CredentialRepository } from '../../src/domain/account/credential.repository';
import { BackgroundTasks } from '../../src/common/background';
import { dbLabel, dropDatabase, freshDatabaseUrl } from '../support/database';

// An installation upgraded from before credentials could rotate: its accounts' keys are copied into
// account_credentials by the migration, keep working, and are listed.

const quiet = { error() {}, info() {}, debug() {} };

describe(`the account-credentials migration on an existing database (${dbLabel})`, () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let ds: DataSource | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-migration-'));
    databaseUrl = await freshDatabaseUrl();
  });
  afterAll(async () => {
    if (ds?.isInitialized) await ds.destroy();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every account\'s API key and secret key hash; the old keys authenticate afterwards', async () => {
    const before = MIGRATIONS.findIndex((m) => m.name === 'AccountCredentials1764700000000');
    expect(before).toBeGreaterThan(0);
    const old = new DataSource({ ...dataSourceOptions({ dataDir, databaseUrl }), migrations: MIGRATIONS.slice(0, before) });
    await old.initialize();
    await old.runMigrations({ transaction: 'each' });
    // As the previous version stored an account: the hashes on the row, nothing else.
    await old.query(
      'INSERT INTO accounts (id, email, client_id, api_key_hash, secret_key_hash, password_hash, verified_at, is_demo, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ['00000000-0000-4000-8000-000000000001', 'old@example.com', 'cl_old', sha256('old-api-key'), sha256('old-secret'), 'scrypt$x', '2025-01-02 03:04:05.000', 0, '2025-01-02 03:04:05.000'],
    );
    await old.destroy();

    ds = await openDatabase({ dataDir, databaseUrl });
    const accounts = new AccountService(new AccountRepository(ds), new CredentialRepository(ds), { send: async () => {}, close() {} }, { publicUrl: 'https://x', demoEnabled: false }, quiet, new BackgroundTasks(quiet));
    const identity = await accounts.authenticate({ kind: 'apiKey', apiKey: 'old-api-key' });
    expect(identity.email).toBe('old@example.com');
    const rows = await new CredentialRepository(ds).list(identity.accountId);
    expect(rows.map((r) => [r.kind, r.keyHash, r.hint, r.expiresAt, r.revokedAt]).sort()).toEqual([
      ['api_key', sha256('old-api-key'), null, null, null],
      ['secret_key', sha256('old-secret'), null, null, null],
    ]);
    expect(rows.every((r) => r.createdAt.toISOString() === '2025-01-02T03:04:05.000Z')).toBe(true);
  });
});
