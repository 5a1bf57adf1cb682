import { type DataSource, type EntityManager, In, Like, MoreThan, Not } from 'typeorm';
import { DocumentEntity } from '../document/document.entity';
import { LineItemEntity } from '../document/line-item.entity';
import type { LineItemSample } from './line-memory';
import { CorrectionEntity } from './correction.entity';

/** An example with the Raw_Text of its document, as the export hands it to training. */
export interface ExportRow {
  correction: CorrectionEntity;
  rawText: string;
}

/** All TypeORM access for labelled corrections. Built on a transaction's manager, it writes in that transaction. */
export class VendorMemoryRepository {
  constructor(private readonly manager: EntityManager) {}

  static from(ds: DataSource): VendorMemoryRepository {
    return new VendorMemoryRepository(ds.manager);
  }

  async insert(rows: CorrectionEntity[]): Promise<void> {
    if (rows.length) await this.manager.insert(CorrectionEntity, rows);
  }

  /** The document's first correction (of one field, or of any): it holds what the engine read before any edit. */
  firstForDocument(documentId: string, field?: string, lineItemId?: string | null): Promise<CorrectionEntity | null> {
    const where: Record<string, unknown> = { documentId };
    if (field !== undefined) where.field = field;
    if (lineItemId) where.lineItemId = lineItemId;
    return this.manager.findOne(CorrectionEntity, { where, order: { id: 'ASC' } });
  }

  /** Files all of a document's examples under `vendorKey` (the document's vendor as now corrected). */
  async rekeyDocument(documentId: string, vendorKey: string): Promise<void> {
    await this.manager.update(CorrectionEntity, { documentId, vendorKey: Not(vendorKey) }, { vendorKey });
  }

  /** The account's examples for any of the vendor keys, newest first. */
  forVendors(accountId: string, keys: readonly string[], limit = 500): Promise<CorrectionEntity[]> {
    if (!keys.length) return Promise.resolve([]);
    return this.manager.find(CorrectionEntity, {
      where: { accountId, vendorKey: In([...keys]) },
      order: { id: 'DESC' },
      take: limit,
    });
  }

  /** Vendor keys that records the engine filed under one of `keys` were corrected to (a fixed name or VAT number). */
  async aliasesOf(accountId: string, keys: readonly string[]): Promise<string[]> {
    if (!keys.length) return [];
    const rows = await this.manager.find(CorrectionEntity, {
      select: { id: true, vendorKey: true },
      where: { accountId, extractedKey: In([...keys]), vendorKey: Not(In([...keys, ''])) },
      order: { id: 'DESC' },
      take: 50,
    });
    return [...new Set(rows.map((r) => r.vendorKey))];
  }

  /**
   * The vendor's documents whose line items a person corrected, newest correction first (at most `limit`): each
   * document's text and its line items as they are now, after the corrections.
   */
  async lineItemSamples(accountId: string, keys: readonly string[], limit = 3): Promise<LineItemSample[]> {
    if (!keys.length) return [];
    const rows = await this.manager.find(CorrectionEntity, {
      select: { id: true, documentId: true },
      where: { accountId, vendorKey: In([...keys]), field: Like('Line_Items%') },
      order: { id: 'DESC' },
      take: 50,
    });
    const ids = [...new Set(rows.map((r) => r.documentId))].slice(0, limit);
    if (!ids.length) return [];
    const docs = await this.manager.find(DocumentEntity, { select: { id: true, fields: true }, where: { id: In(ids), accountId } });
    const items = await this.manager.find(LineItemEntity, { where: { documentId: In(ids) }, order: { position: 'ASC' } });
    return ids.flatMap((id) => {
      const doc = docs.find((d) => d.id === id);
      const rawText = typeof doc?.fields?.Raw_Text === 'string' ? doc.fields.Raw_Text : '';
      return rawText ? [{ rawText, items: items.filter((i) => i.documentId === id).map((i) => i.fields) }] : [];
    });
  }

  /** Examples after `afterId` in id order, each with its document's Raw_Text; for the export. */
  async exportBatch(afterId: number, limit: number): Promise<ExportRow[]> {
    const rows = await this.manager.find(CorrectionEntity, { where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
    const ids = [...new Set(rows.map((r) => r.documentId))];
    const docs = ids.length ? await this.manager.find(DocumentEntity, { select: { id: true, fields: true }, where: { id: In(ids) } }) : [];
    const text = new Map(docs.map((d) => [d.id, typeof d.fields?.Raw_Text === 'string' ? d.fields.Raw_Text : '']));
    return rows.map((correction) => ({ correction, rawText: text.get(correction.documentId) ?? '' }));
  }
}
