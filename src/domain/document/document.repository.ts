import { Brackets, type DataSource, type EntityManager, In } from 'typeorm';
import { AuditEntryEntity } from './audit-entry.entity';
import { DocumentEntity, type DocumentStatus } from './document.entity';
import { LineItemEntity } from './line-item.entity';
import { JobEntity } from '../queue/job.entity';
import { entityReader } from '../../db/entity-reader';
import { entityInserter } from '../../db/entity-writer';
import { NEAR_DUPLICATE_BITS, hammingDistance } from '../vendor-memory/text-fingerprint';

export interface DocumentFilter {
  accountId: string;
  dateFrom?: string;
  dateTo?: string;
  vendor?: string;
  status?: DocumentStatus;
}

export interface PageCursor {
  createdAt: Date;
  id: string;
}

interface LineItemRow {
  id: string;
  document_id: string;
  position: number | string;
  fields: string | LineItemEntity['fields'];
  sources: string | LineItemEntity['sources'];
}

const byCaptureKey = entityReader(DocumentEntity, ['captureKey', 'accountId']);
const insertDocument = entityInserter(DocumentEntity);
const insertJob = entityInserter(JobEntity);

const json = <T>(v: string | T): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * A line item as read by lineItemsFor: the entity's shape, simple-json columns parsed (some drivers hand them over
 * parsed already). `sources` is parsed when first read: most reads (records, GraphQL without `fields`) never look
 * at it. A class with the accessor on its prototype, so every row has one shape; an accessor defined on each
 * instance turned each of 50 rows into a slow dictionary object.
 */
class LineItemRead implements LineItemEntity {
  id: string;
  documentId: string;
  position: number;
  fields: LineItemEntity['fields'];
  private rawSources: LineItemRow['sources'] | undefined;
  private parsedSources: LineItemEntity['sources'] = null;

  constructor(row: LineItemRow) {
    this.id = row.id;
    this.documentId = row.document_id;
    this.position = Number(row.position);
    this.fields = json(row.fields);
    this.rawSources = row.sources;
  }

  get sources(): LineItemEntity['sources'] {
    if (this.rawSources !== undefined) {
      this.parsedSources = this.rawSources === null ? null : json(this.rawSources);
      this.rawSources = undefined;
    }
    return this.parsedSources;
  }

  set sources(value: LineItemEntity['sources']) {
    this.rawSources = undefined;
    this.parsedSources = value;
  }
}

const lineItemFromRow = (row: LineItemRow): LineItemEntity => new LineItemRead(row);

/** All TypeORM access for documents, their line items and audit entries. */
export class DocumentRepository {
  /** `manager` is public so other repositories can write in a transaction this one runs. */
  constructor(readonly manager: EntityManager, private readonly ds?: DataSource) {}

  static from(ds: DataSource): DocumentRepository {
    return new DocumentRepository(ds.manager, ds);
  }

  /** Runs `work` in one transaction; on MySQL the document row is locked so concurrent edits queue up. */
  async transaction<T>(work: (tx: DocumentRepository) => Promise<T>): Promise<T> {
    return this.manager.transaction((m) => work(new DocumentRepository(m)));
  }

  private get isMysql(): boolean {
    return this.manager.connection.options.type === 'mysql';
  }

  findByCaptureKey(accountId: string, captureKey: string, lock = false): Promise<DocumentEntity | null> {
    // Reads (every GraphQL document and REST record request) take the statement made once; locked reads for edits
    // keep the query builder, which knows each database's locking clause.
    if (!lock || !this.isMysql) return byCaptureKey(this.manager, captureKey, accountId);
    const qb = this.manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('d')
      .where('d.capture_key = :captureKey AND d.account_id = :accountId', { captureKey, accountId });
    qb.setLock('pessimistic_write');
    return qb.getOne();
  }

  findById(id: string): Promise<DocumentEntity | null> {
    return this.manager.findOneBy(DocumentEntity, { id });
  }

  /** A document and its processing job appear together or not at all. */
  async insertWithJob(doc: DocumentEntity): Promise<void> {
    // Statements made once (entityInserter), nothing read back: the query builder built each insert anew and, unless
    // told not to, read each row back for defaults and the generated id that nobody uses here.
    await this.manager.transaction(async (m) => {
      await insertDocument(m, doc);
      await insertJob(m, { documentId: doc.id, state: 'queued', attempts: 0, runAfter: doc.createdAt, lockedAt: null, lastError: null, createdAt: doc.createdAt });
    });
  }

  /**
   * The compare-and-set that makes processing idempotent: true for exactly one caller per document. Its first
   * statement is a write, so on SQLite the transaction holds the write lock from the start, and on MySQL a second
   * run waits on the row lock and then finds the document no longer `processing`.
   */
  async takeForCompletion(id: string, at: Date): Promise<boolean> {
    const res = await this.manager
      .createQueryBuilder()
      .update(DocumentEntity)
      .set({ processedAt: at })
      // processed_at is what this statement sets, so a second run in the same transaction scope cannot pass it either.
      .where('id = :id AND status = :status AND processed_at IS NULL', { id, status: 'processing' })
      .execute();
    return (res.affected ?? 0) === 1;
  }

  async saveDocument(doc: DocumentEntity): Promise<void> {
    await this.manager.save(DocumentEntity, doc);
  }

  lineItems(documentId: string): Promise<LineItemEntity[]> {
    return this.manager.find(LineItemEntity, { where: { documentId }, order: { position: 'ASC' } });
  }

  /**
   * Every read of a document's line items (GraphQL, REST records) comes here. One plain statement, rows mapped by
   * hand: TypeORM's entity hydration of 50 rows was the largest single cost of a GraphQL `document` request.
   */
  async lineItemsFor(documentIds: readonly string[]): Promise<LineItemEntity[]> {
    if (!documentIds.length) return [];
    const q = (name: string) => this.manager.connection.driver.escape(name);
    const columns = ['id', 'document_id', 'position', 'fields', 'sources'].map(q).join(', ');
    const marks = documentIds.map(() => '?').join(', ');
    const rows: LineItemRow[] = await this.manager.query(
      `SELECT ${columns} FROM ${q('line_items')} WHERE ${q('document_id')} IN (${marks}) ORDER BY ${q('position')} ASC`,
      [...documentIds],
    );
    return rows.map(lineItemFromRow);
  }

  findLineItem(documentId: string, id: string): Promise<LineItemEntity | null> {
    return this.manager.findOneBy(LineItemEntity, { documentId, id });
  }

  async insertLineItems(items: LineItemEntity[]): Promise<void> {
    if (items.length) await this.manager.insert(LineItemEntity, items);
  }

  async saveLineItem(item: LineItemEntity): Promise<void> {
    await this.manager.save(LineItemEntity, item);
  }

  async deleteLineItems(documentId: string, ids?: string[]): Promise<void> {
    await this.manager.delete(LineItemEntity, ids ? { documentId, id: In(ids) } : { documentId });
  }

  auditFor(documentIds: readonly string[]): Promise<AuditEntryEntity[]> {
    if (!documentIds.length) return Promise.resolve([]);
    return this.manager.find(AuditEntryEntity, { where: { documentId: In([...documentIds]) }, order: { id: 'ASC' } });
  }

  async insertAudit(entries: AuditEntryEntity[]): Promise<void> {
    if (entries.length) await this.manager.insert(AuditEntryEntity, entries);
  }

  /**
   * Is_Duplicate: the account already holds a document with the same bytes, or a processed one with the same
   * vendor, number and total (and date, when both have one), or a processed one with the same total whose
   * text is near-identical (SimHash within NEAR_DUPLICATE_BITS, dates not contradicting: a re-scan).
   */
  async hasDuplicate(doc: DocumentEntity): Promise<boolean> {
    const { vendorName: vendor, invoiceNumber, total, documentDate: date } = doc;
    const qb = this.manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('d')
      .where('d.account_id = :accountId AND d.id <> :id', { accountId: doc.accountId, id: doc.id })
      .andWhere(
        new Brackets((w) => {
          w.where('d.content_hash = :hash', { hash: doc.contentHash });
          if (vendor && invoiceNumber) {
            w.orWhere(
              "(d.status = 'processed' AND d.vendor_name = :vendor AND d.invoice_number = :invoiceNumber AND ABS(d.total - :total) < 0.005 AND (d.document_date = '' OR :date = '' OR d.document_date = :date))",
              { vendor, invoiceNumber, total, date },
            );
          }
        }),
      );
    if ((await qb.getCount()) > 0) return true;
    if (!doc.textSimhash) return false;
    // Candidates by the (account, total) index; the Hamming distance is computed here, SQL has no portable popcount.
    const near = await this.manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('d')
      .select(['d.id', 'd.textSimhash', 'd.documentDate'])
      .where("d.account_id = :accountId AND d.id <> :id AND d.status = 'processed'", { accountId: doc.accountId, id: doc.id })
      .andWhere('d.total BETWEEN :lo AND :hi AND d.text_simhash IS NOT NULL', { lo: total - 0.005, hi: total + 0.005 })
      .take(1000)
      .getMany();
    return near.some(
      (c) => hammingDistance(c.textSimhash!, doc.textSimhash!) <= NEAR_DUPLICATE_BITS && (!c.documentDate || !date || c.documentDate === date),
    );
  }

  /** The account's documents narrowed by the filter; list and count share it. */
  private filtered(filter: DocumentFilter) {
    const qb = this.manager
      .getRepository(DocumentEntity)
      .createQueryBuilder('d')
      .where('d.account_id = :accountId', { accountId: filter.accountId });
    if (filter.status) qb.andWhere('d.status = :status', { status: filter.status });
    if (filter.dateFrom) qb.andWhere("d.document_date <> '' AND d.document_date >= :from", { from: filter.dateFrom });
    if (filter.dateTo) qb.andWhere("d.document_date <> '' AND d.document_date <= :to", { to: filter.dateTo });
    if (filter.vendor) {
      qb.andWhere("LOWER(d.vendor_name) LIKE :vendor ESCAPE '!'", { vendor: `%${escapeLike(filter.vendor.toLowerCase())}%` });
    }
    return qb;
  }

  /** Newest first, keyset-paginated on (created_at, id) so pages stay stable while documents arrive. */
  list(filter: DocumentFilter, after: PageCursor | null, limit: number): Promise<DocumentEntity[]> {
    const qb = this.filtered(filter);
    if (after) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('d.created_at < :c', { c: after.createdAt })
            .orWhere('(d.created_at = :c AND d.id < :cid)', { c: after.createdAt, cid: after.id }),
        ),
      );
    }
    return qb.orderBy('d.created_at', 'DESC').addOrderBy('d.id', 'DESC').take(limit).getMany();
  }

  count(filter: DocumentFilter): Promise<number> {
    return this.filtered(filter).getCount();
  }
}

// '!' as the escape character behaves the same on SQLite and MySQL (backslash does not).
function escapeLike(s: string): string {
  return s.replace(/[!%_]/g, (c) => '!' + c);
}
