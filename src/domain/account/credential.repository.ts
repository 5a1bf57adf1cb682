import { type DataSource, type EntityManager, In, IsNull, MoreThan, Or } from 'typeorm';
import { AccountEntity } from './account.entity';
import { credentialRow } from './account.repository';
import { CredentialEntity, type CredentialKind } from './credential.entity';

export interface Rotation {
  accountId: string;
  kind: CredentialKind;
  newHash: string;
  hint: string;
  /** Until when the replaced key keeps working; `now` for none. */
  previousUntil: Date;
  /** Replaced keys still in grace beyond this many are revoked at once (the oldest first). */
  maxInGrace: number;
  now: Date;
}

const CURRENT_COLUMN = { api_key: 'apiKeyHash', secret_key: 'secretKeyHash' } as const;

/** All TypeORM access for account_credentials. Writes that go with an audit entry take the caller's transaction. */
export class CredentialRepository {
  constructor(private readonly ds: DataSource) {}

  /** A replaced key still within its grace period (current keys are found on the account row first). */
  findLive(kind: CredentialKind, keyHash: string, now: Date, accountId?: string): Promise<CredentialEntity | null> {
    return this.ds.manager.findOneBy(CredentialEntity, {
      kind,
      keyHash,
      revokedAt: IsNull(),
      expiresAt: Or(IsNull(), MoreThan(now)),
      ...(accountId ? { accountId } : {}),
    });
  }

  /** The account's keys, newest first. A current key without a row (registered by a node of the previous version) gets one. */
  async list(accountId: string): Promise<CredentialEntity[]> {
    const account = await this.ds.manager.findOneBy(AccountEntity, { id: accountId });
    const rows = await this.ds.manager.find(CredentialEntity, { where: { accountId }, order: { id: 'DESC' } });
    if (!account) return rows;
    const missing = (['api_key', 'secret_key'] as const).filter((kind) => !rows.some((r) => r.keyHash === account[CURRENT_COLUMN[kind]]));
    if (!missing.length) return rows;
    await this.ds.manager.insert(CredentialEntity, missing.map((kind) => credentialRow(account, kind, account[CURRENT_COLUMN[kind]], null)));
    return this.ds.manager.find(CredentialEntity, { where: { accountId }, order: { id: 'DESC' } });
  }

  findForAccount(accountId: string, id: number, manager: EntityManager = this.ds.manager): Promise<CredentialEntity | null> {
    return manager.findOneBy(CredentialEntity, { accountId, id });
  }

  /** Records use; one statement for any number of keys (the API key and the secret of one request). */
  async markUsed(keyHashes: string[], at: Date): Promise<void> {
    if (keyHashes.length) await this.ds.manager.update(CredentialEntity, { keyHash: In(keyHashes) }, { lastUsedAt: at });
  }

  /**
   * In `manager`'s transaction: the current key of the kind becomes a replaced one (working until previousUntil),
   * the new key becomes current on the account row and here, and replaced keys beyond maxInGrace are revoked.
   * Returns the new row and the one it replaced.
   */
  async rotate(manager: EntityManager, r: Rotation): Promise<{ current: CredentialEntity; previous: CredentialEntity | null }> {
    const account = await manager.findOneByOrFail(AccountEntity, { id: r.accountId });
    const oldHash = account[CURRENT_COLUMN[r.kind]];
    let previous = await manager.findOneBy(CredentialEntity, { accountId: r.accountId, keyHash: oldHash });
    // An account registered by a node of the previous version has no rows yet: its current key gets one now.
    if (!previous) {
      await manager.insert(CredentialEntity, credentialRow(account, r.kind, oldHash, null));
      previous = await manager.findOneByOrFail(CredentialEntity, { accountId: r.accountId, keyHash: oldHash });
    }
    if (!previous.revokedAt && !previous.expiresAt) {
      previous.expiresAt = r.previousUntil;
      await manager.update(CredentialEntity, { id: previous.id }, { expiresAt: r.previousUntil });
    }
    const inGrace = await manager.find(CredentialEntity, {
      where: { accountId: r.accountId, kind: r.kind, revokedAt: IsNull(), expiresAt: MoreThan(r.now) },
      order: { expiresAt: 'DESC', id: 'DESC' },
    });
    const beyond = inGrace.slice(r.maxInGrace).map((c) => c.id);
    if (beyond.length) await manager.update(CredentialEntity, { id: In(beyond) }, { revokedAt: r.now });
    if (beyond.includes(previous.id)) previous.revokedAt = r.now;
    await manager.update(AccountEntity, { id: r.accountId }, { [CURRENT_COLUMN[r.kind]]: r.newHash });
    const row = { ...credentialRow({ id: r.accountId, createdAt: r.now }, r.kind, r.newHash, r.hint) };
    await manager.insert(CredentialEntity, row);
    const current = await manager.findOneByOrFail(CredentialEntity, { keyHash: r.newHash });
    return { current, previous };
  }

  async revoke(manager: EntityManager, id: number, at: Date): Promise<void> {
    await manager.update(CredentialEntity, { id }, { revokedAt: at });
  }
}
