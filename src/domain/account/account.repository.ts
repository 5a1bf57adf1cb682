import { type DataSource, type EntityManager, In, IsNull, LessThan, MoreThan, Or } from 'typeorm';
import { AccountEventEntity, type AccountEventAction } from './account-event.entity';
import { AccountEntity } from './account.entity';
import { CredentialEntity } from './credential.entity';
import { entityReader } from '../../db/entity-reader';

/** Every authenticated request reads its account by key: one statement made once (see entityReader). */
const byApiKeyHash = entityReader(AccountEntity, ['apiKeyHash']);

/** All TypeORM access for accounts and their audit trail. */
export class AccountRepository {
  constructor(private readonly ds: DataSource) {}

  private get manager(): EntityManager {
    return this.ds.manager;
  }

  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.manager.findOneBy(AccountEntity, { email: email.toLowerCase() });
  }

  findByApiKeyHash(hash: string): Promise<AccountEntity | null> {
    return byApiKeyHash(this.manager, hash);
  }

  findByVerifyTokenHash(hash: string): Promise<AccountEntity | null> {
    return this.manager.findOneBy(AccountEntity, { verifyTokenHash: hash });
  }

  findByResetTokenHash(hash: string): Promise<AccountEntity | null> {
    return this.manager.findOneBy(AccountEntity, { resetTokenHash: hash });
  }

  findById(id: string): Promise<AccountEntity | null> {
    return this.manager.findOneBy(AccountEntity, { id });
  }

  /** The account and its two credential rows appear together or not at all. */
  async insert(account: AccountEntity, hints: { apiKey: string | null; secretKey: string | null } = { apiKey: null, secretKey: null }): Promise<void> {
    await this.ds.transaction(async (m) => {
      await m.insert(AccountEntity, account);
      await m.insert(CredentialEntity, [
        credentialRow(account, 'api_key', account.apiKeyHash, hints.apiKey),
        credentialRow(account, 'secret_key', account.secretKeyHash, hints.secretKey),
      ]);
    });
  }

  async markVerified(id: string, at: Date): Promise<void> {
    await this.manager.update(AccountEntity, { id }, { verifiedAt: at, verifyTokenHash: null, verifyExpiresAt: null });
  }

  async save(account: AccountEntity): Promise<void> {
    await this.manager.save(account);
  }

  /**
   * Stores a new reset link unless one went out less than `cooldownMs` ago: a conditional update, so two processes
   * answering two requests at once send one e-mail. True when this caller's link is the one stored.
   */
  async storeResetToken(id: string, hash: string, expiresAt: Date, now: Date, cooldownMs: number): Promise<boolean> {
    const res = await this.manager.update(
      AccountEntity,
      { id, resetSentAt: Or(IsNull(), LessThan(new Date(now.getTime() - cooldownMs))) },
      { resetTokenHash: hash, resetExpiresAt: expiresAt, resetSentAt: now },
    );
    return (res.affected ?? 0) === 1;
  }

  /**
   * Sets the password and forgets any reset link. With `usingTokenHash`, only while that link is still the stored
   * one: of two requests using one link, exactly one succeeds.
   */
  async setPassword(id: string, passwordHash: string, usingTokenHash?: string, manager: EntityManager = this.manager): Promise<boolean> {
    const where = usingTokenHash ? { id, resetTokenHash: usingTokenHash } : { id };
    const res = await manager.update(AccountEntity, where, { passwordHash, resetTokenHash: null, resetExpiresAt: null });
    return (res.affected ?? 0) === 1;
  }

  async insertEvent(event: Omit<AccountEventEntity, 'id'>, manager: EntityManager = this.manager): Promise<void> {
    await manager.insert(AccountEventEntity, event);
  }

  /** The account's trail, newest first. */
  events(accountId: string, limit: number): Promise<AccountEventEntity[]> {
    return this.manager.find(AccountEventEntity, { where: { accountId }, order: { id: 'DESC' }, take: limit });
  }

  countEvents(accountId: string, actions: AccountEventAction[], since: Date): Promise<number> {
    return this.manager.countBy(AccountEventEntity, { accountId, action: In(actions), createdAt: MoreThan(since) });
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }
}

export function credentialRow(account: Pick<AccountEntity, 'id' | 'createdAt'>, kind: CredentialEntity['kind'], keyHash: string, hint: string | null): Omit<CredentialEntity, 'id'> {
  return { accountId: account.id, kind, keyHash, hint, createdAt: account.createdAt, lastUsedAt: null, expiresAt: null, revokedAt: null };
}
