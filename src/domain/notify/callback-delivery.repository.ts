import { type DataSource, type EntityManager, In, LessThanOrEqual } from 'typeorm';
import { AccountEntity } from '../account/account.entity';
import { CallbackDeliveryEntity, type CallbackState } from './callback-delivery.entity';

export interface AccountCallback {
  callbackUrl: string | null;
  callbackSecret: string | null;
}

/**
 * The durable delivery rows and the account's callback settings. Every change two nodes could race on is a
 * conditional update on (id, attempts): the claim bumps attempts, so a node holding an older view writes nothing.
 */
export class CallbackDeliveryRepository {
  constructor(private readonly ds: DataSource) {}

  /** `manager`: the transaction to read in (the one that saves a document's outcome); the database's by default. */
  async accountCallback(accountId: string, manager: EntityManager = this.ds.manager): Promise<AccountCallback | null> {
    const a = await manager.findOne(AccountEntity, { where: { id: accountId }, select: ['id', 'callbackUrl', 'callbackSecret'] });
    return a ? { callbackUrl: a.callbackUrl ?? null, callbackSecret: a.callbackSecret ?? null } : null;
  }

  async setAccountCallback(accountId: string, set: Partial<AccountCallback>): Promise<void> {
    await this.ds.manager.update(AccountEntity, { id: accountId }, set);
  }

  /** False when the row for this document and event exists already (the job ran twice): nothing is sent twice. */
  async insertOnce(row: CallbackDeliveryEntity, manager: EntityManager = this.ds.manager): Promise<boolean> {
    try {
      await manager.insert(CallbackDeliveryEntity, row);
      return true;
    } catch (e) {
      if (await manager.existsBy(CallbackDeliveryEntity, { documentId: row.documentId, event: row.event })) return false;
      throw e;
    }
  }

  /** Pending rows that are due, and claimed rows whose lease ran out (their node died mid-POST). */
  due(limit: number, now = new Date()): Promise<CallbackDeliveryEntity[]> {
    return this.ds.manager.find(CallbackDeliveryEntity, {
      where: { state: In(['pending', 'sending'] satisfies CallbackState[]), nextAttemptAt: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
  }

  /** Takes the row for one attempt until `leaseUntil`; true for exactly one of several racing nodes. */
  claim(row: CallbackDeliveryEntity, leaseUntil: Date): Promise<boolean> {
    return this.transition(row, ['pending', 'sending'], { state: 'sending', attempts: () => 'attempts + 1', nextAttemptAt: leaseUntil });
  }

  /** `row.attempts` is the claimed attempt's number: an owner whose lease was taken over writes nothing. */
  delivered(row: CallbackDeliveryEntity): Promise<boolean> {
    return this.transition(row, ['sending'], { state: 'delivered', deliveredAt: new Date(), lastError: null });
  }

  retryAt(row: CallbackDeliveryEntity, error: string, at: Date): Promise<boolean> {
    return this.transition(row, ['sending'], { state: 'pending', nextAttemptAt: at, lastError: error.slice(0, 500) });
  }

  fail(row: CallbackDeliveryEntity, error: string): Promise<boolean> {
    return this.transition(row, ['sending', 'pending'], { state: 'failed', lastError: error.slice(0, 500) });
  }

  findByDocument(documentId: string): Promise<CallbackDeliveryEntity[]> {
    return this.ds.manager.find(CallbackDeliveryEntity, { where: { documentId }, order: { createdAt: 'ASC' } });
  }

  private async transition(row: CallbackDeliveryEntity, from: CallbackState[], set: Record<string, unknown>): Promise<boolean> {
    const res = await this.ds.manager
      .createQueryBuilder()
      .update(CallbackDeliveryEntity)
      .set(set)
      .where('id = :id AND attempts = :attempts AND state IN (:...from)', { id: row.id, attempts: row.attempts, from })
      .execute();
    return (res.affected ?? 0) === 1;
  }
}
