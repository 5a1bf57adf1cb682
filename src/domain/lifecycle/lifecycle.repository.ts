import { type DataSource, type EntityManager, In, IsNull, LessThan, Not, Or } from 'typeorm';
import { AccountEventEntity } from '../account/account-event.entity';
import { AccountEntity } from '../account/account.entity';
import { CredentialEntity } from '../account/credential.entity';
import { CustomCategoryExampleEntity } from '../banktxn/custom-category.entity';
import { AuditEntryEntity } from '../document/audit-entry.entity';
import { DocumentEntity } from '../document/document.entity';
import { LineItemEntity } from '../document/line-item.entity';
import { CallbackDeliveryEntity } from '../notify/callback-delivery.entity';
import { JobEntity } from '../queue/job.entity';
import { CorrectionEntity } from '../vendor-memory/correction.entity';
import { DocumentPurgeEntity } from './document-purge.entity';
import { MaintenanceLeaseEntity } from './maintenance-lease.entity';

/** What deletion needs to know of a document it removed. */
export interface DeletedDocument {
  id: string;
  accountId: string;
  captureKey: string;
  status: DocumentEntity['status'];
}

// Keeps IN lists well inside every driver's parameter limit.
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** All TypeORM access for deleting documents and accounts, the purge backlog and the maintenance lease. */
export class LifecycleRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /**
   * In `manager`'s transaction: the documents among `ids` that still exist (locked on MySQL, so an edit or a job
   * finishing at the same time waits), their line items, audit trail, job, vendor-memory examples and delivery rows.
   * A purge row per document is written in the same transaction: the original and the Redis state follow after the
   * commit. Returns the documents deleted.
   */
  async deleteDocuments(manager: EntityManager, ids: readonly string[], now: Date): Promise<DeletedDocument[]> {
    const deleted: DeletedDocument[] = [];
    for (const part of chunks(ids)) {
      const qb = manager
        .getRepository(DocumentEntity)
        .createQueryBuilder('d')
        .select(['d.id', 'd.accountId', 'd.captureKey', 'd.status'])
        .where('d.id IN (:...ids)', { ids: part });
      if (this.isMysql) qb.setLock('pessimistic_write');
      const docs = await qb.getMany();
      if (!docs.length) continue;
      const found = docs.map((d) => d.id);
      await manager.insert(DocumentPurgeEntity, found.map((documentId) => ({ documentId, createdAt: now, attempts: 0, lastError: null })));
      for (const entity of [CorrectionEntity, CallbackDeliveryEntity, AuditEntryEntity, LineItemEntity, JobEntity]) {
        await manager.delete(entity, { documentId: In(found) });
      }
      await manager.delete(DocumentEntity, { id: In(found) });
      deleted.push(...docs.map((d) => ({ id: d.id, accountId: d.accountId, captureKey: d.captureKey, status: d.status })));
    }
    return deleted;
  }

  /** The account's document ids, up to `limit` when given. */
  async documentIdsOf(accountId: string, limit?: number, manager: EntityManager = this.ds.manager): Promise<string[]> {
    const rows = await manager.find(DocumentEntity, { select: { id: true }, where: { accountId }, ...(limit ? { take: limit } : {}) });
    return rows.map((r) => r.id);
  }

  /** Locks the account row (MySQL), so a document being inserted for it waits for the deletion and then fails. */
  async lockAccount(manager: EntityManager, accountId: string): Promise<boolean> {
    const qb = manager.getRepository(AccountEntity).createQueryBuilder('a').select(['a.id']).where('a.id = :accountId', { accountId });
    if (this.isMysql) qb.setLock('pessimistic_write');
    return Boolean(await qb.getOne());
  }

  /** The account's own rows, once its documents are gone. */
  async deleteAccountRows(manager: EntityManager, accountId: string): Promise<void> {
    for (const entity of [CustomCategoryExampleEntity, CallbackDeliveryEntity, CorrectionEntity, AuditEntryEntity, AccountEventEntity, CredentialEntity]) {
      await manager.delete(entity, { accountId });
    }
    await manager.delete(AccountEntity, { id: accountId });
  }

  /** Documents past retention, oldest first. Documents still processing need their original and are left alone. */
  async expiredDocuments(cutoff: Date, limit: number, originalsOnly: boolean): Promise<string[]> {
    const rows = await this.ds.manager.find(DocumentEntity, {
      select: { id: true },
      where: { createdAt: LessThan(cutoff), status: Not('processing'), ...(originalsOnly ? { originalPurgedAt: IsNull() } : {}) },
      order: { createdAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  async markOriginalsPurged(ids: readonly string[], at: Date): Promise<void> {
    for (const part of chunks(ids)) await this.ds.manager.update(DocumentEntity, { id: In(part) }, { originalPurgedAt: at });
  }

  pendingPurges(limit: number): Promise<DocumentPurgeEntity[]> {
    return this.ds.manager.find(DocumentPurgeEntity, { order: { createdAt: 'ASC' }, take: limit });
  }

  async finishPurges(ids: readonly string[]): Promise<void> {
    for (const part of chunks(ids)) await this.ds.manager.delete(DocumentPurgeEntity, { documentId: In(part) });
  }

  async notePurgeFailure(id: string, error: string): Promise<void> {
    await this.ds.manager.update(DocumentPurgeEntity, { documentId: id }, { attempts: () => 'attempts + 1', lastError: error.slice(0, 500) });
  }

  /** Which of `ids` name a document (the orphan upload sweep never removes a document's original). */
  async existingDocumentIds(ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(ids)) {
      const rows = await this.ds.manager.find(DocumentEntity, { select: { id: true }, where: { id: In(part) } });
      for (const r of rows) found.add(r.id);
    }
    return found;
  }

  /**
   * Takes (or, for its holder, renews) the named lease until now + ms: a conditional update, so of several processes
   * exactly one holds it, and a holder that died loses it when it lapses.
   */
  async acquireLease(name: string, holder: string, ms: number): Promise<boolean> {
    const now = new Date();
    const res = await this.ds.manager.update(
      MaintenanceLeaseEntity,
      [
        { name, holder: IsNull() },
        { name, expiresAt: Or(IsNull(), LessThan(now)) },
        { name, holder },
      ],
      { holder, expiresAt: new Date(now.getTime() + ms) },
    );
    return (res.affected ?? 0) === 1;
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.ds.manager.update(MaintenanceLeaseEntity, { name, holder }, { holder: null, expiresAt: null });
  }

  private get isMysql(): boolean {
    return this.ds.options.type === 'mysql';
  }
}
