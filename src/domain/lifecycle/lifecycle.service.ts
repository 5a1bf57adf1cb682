import { AppError } from '../../common/app-error';
import type { Logger } from '../../common/logger';
import { withTimeout } from '../../common/timeout';
import { accountDeletedMail } from '../account/account-mail';
import type { AccountNotices } from '../account/account-notices';
import type { AccountService } from '../account/account.service';
import { DocumentRepository } from '../document/document.repository';
import type { Actor } from '../document/document.service';
import type { DocumentEvents } from '../events/document-events';
import type { DataPurger } from './data-purger';
import type { DeletedDocument, LifecycleRepository } from './lifecycle.repository';

/** Documents per transaction when an account or expired records are deleted: small transactions, steady progress. */
const BATCH = 200;

export interface AccountDeletion {
  documentsDeleted: number;
}

/**
 * Deleting data: one document, a whole account, and what RETENTION_DAYS expires. Rows go in one transaction per
 * batch (with a purge row per document); the originals and Redis state follow right after the commit (DataPurger).
 *
 * A document that is still processing is deleted too: its queued job never runs, and a job running right now
 * finishes its reading but writes nothing (its compare-and-set finds no document), sends no notification and is
 * removed from Redis when it ends. Subscribers of its status get NOT_FOUND.
 */
export class LifecycleService {
  constructor(
    private readonly deps: {
      repo: LifecycleRepository;
      purger: DataPurger;
      accounts: AccountService;
      notices: AccountNotices;
      events: DocumentEvents;
      logger: Logger;
    },
  ) {}

  async deleteDocument(actor: Actor, captureKey: unknown): Promise<void> {
    if (typeof captureKey !== 'string' || !captureKey.trim()) throw AppError.badRequest('capture_key is required');
    const key = captureKey.trim();
    const deleted = await this.deps.repo.transaction(async (m) => {
      const doc = await new DocumentRepository(m).findByCaptureKey(actor.accountId, key, true);
      // The same answer as every other path for an unknown key, or one of another account.
      if (!doc) throw AppError.notFound(`No document with capture_key "${captureKey}"`);
      return this.deps.repo.deleteDocuments(m, [doc.id], new Date());
    });
    await this.afterDeletion(deleted);
    this.deps.logger.info('document deleted', { accountId: actor.accountId, documentId: deleted[0]?.id, via: actor.via });
  }

  /**
   * Deletes the account and everything it owns, confirmed with its password. Documents go in batches; the last
   * transaction locks the account row, deletes what is left (documents accepted meanwhile included) and the account
   * itself, so a capture racing the deletion fails rather than leaving a document behind.
   */
  async deleteAccount(actor: Actor, password: unknown): Promise<AccountDeletion> {
    const account = await this.deps.accounts.confirmPassword(actor, password, 'be deleted');
    let documentsDeleted = 0;
    for (;;) {
      const ids = await this.deps.repo.documentIdsOf(account.id, BATCH);
      if (ids.length < BATCH) break;
      const deleted = await this.deps.repo.transaction((m) => this.deps.repo.deleteDocuments(m, ids, new Date()));
      documentsDeleted += deleted.length;
      await this.afterDeletion(deleted);
    }
    const rest = await this.deps.repo.transaction(async (m) => {
      if (!(await this.deps.repo.lockAccount(m, account.id))) throw AppError.unauthenticated('Invalid credentials');
      const deleted = await this.deps.repo.deleteDocuments(m, await this.deps.repo.documentIdsOf(account.id, undefined, m), new Date());
      await this.deps.repo.deleteAccountRows(m, account.id);
      return deleted;
    });
    documentsDeleted += rest.length;
    await this.afterDeletion(rest);
    this.deps.notices.mail(account.email, accountDeletedMail(new Date(), documentsDeleted));
    this.deps.logger.info('account deleted', { accountId: account.id, documents: documentsDeleted, via: actor.via });
    return { documentsDeleted };
  }

  /**
   * One batch of RETENTION_DAYS work on documents captured before `cutoff`: their originals, or (records) the whole
   * documents. Returns how many documents it finished; 0 means nothing is left that can be done now.
   */
  async purgeExpired(cutoff: Date, records: boolean): Promise<number> {
    const ids = await this.deps.repo.expiredDocuments(cutoff, BATCH, !records);
    if (!ids.length) return 0;
    if (records) {
      const deleted = await this.deps.repo.transaction((m) => this.deps.repo.deleteDocuments(m, ids, new Date()));
      await this.afterDeletion(deleted);
      return deleted.length;
    }
    const done = await this.deps.purger.deleteOriginals(ids);
    await this.deps.repo.markOriginalsPurged(done, new Date());
    return done.length;
  }

  private async afterDeletion(deleted: DeletedDocument[]): Promise<void> {
    await this.deps.purger.purge(deleted.map((d) => d.id));
    for (const doc of deleted.filter((d) => d.status === 'processing')) {
      // Only a processing document can have subscribers waiting; they learn it is gone rather than wait forever.
      const event = this.deps.events.publish({ accountId: doc.accountId, captureKey: doc.captureKey, status: 'deleted', at: new Date().toISOString() });
      await withTimeout(event, 2000, 'Redis did not answer within 2000 ms').catch((e) =>
        this.deps.logger.error('document event could not be published', { documentId: doc.id, error: (e as Error).message }),
      );
    }
  }
}
