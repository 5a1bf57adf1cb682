import type { EntityManager } from 'typeorm';
import type { Logger } from '../../common/logger';
import type { FieldSource } from '../../extraction/types';
import type { DocumentEntity } from '../document/document.entity';
import type { DocumentRepository } from '../document/document.repository';
import { lineItem, syncIndexedColumns } from '../document/document.service';
import { type LineItemFields, type RecordFields, emptyLineItemFields, emptyRecordFields } from '../document/record-fields';
import type { MailMessage, Mailer } from '../mail/mailer';
import { processingMail } from '../notify/processing-mail';
import type { JobHandlers } from '../queue/job-queue';
import { textSimhash } from '../vendor-memory/text-fingerprint';
import type { VendorMemoryService } from '../vendor-memory/vendor-memory.service';
import type { BlobStore } from './blob-store';
import type { DocumentReader } from './capture.service';

/**
 * A value vendor memory changed is the account's own earlier correction, not what the page was read as:
 * its source says so (no box, the confidence of a learned correction).
 */
const MEMORY_CONFIDENCE = 0.9;
function withMemory(sources: FieldSource[], fields: RecordFields, applied: string[]): FieldSource[] {
  const changed = new Set(applied);
  const kept = sources.filter((s) => !changed.has(s.name));
  const learned = applied.map((name) => ({ name, value: fields[name] as string | number, confidence: MEMORY_CONFIDENCE, page: 0, bbox: null, raw: '' }));
  return [...kept, ...learned];
}

/** Items read with a vendor's learned row layout: each value a learned reading, not a box on the page. */
function memoryItemSources(items: Partial<LineItemFields>[]): FieldSource[][] {
  return items.map((item) => Object.entries(item).filter(([, v]) => v !== '' && v !== 0 && v !== undefined)
    .map(([name, value]) => ({ name, value: value as string | number, confidence: MEMORY_CONFIDENCE, page: 0, bbox: null, raw: '' })));
}

/** Turns an accepted document into a record: the queue's job handler. Safe to run twice for one document. */
export class DocumentProcessor implements JobHandlers {
  constructor(
    private readonly deps: {
      docs: DocumentRepository;
      blobs: BlobStore;
      reader: DocumentReader;
      mailer: Mailer;
      /** Sender of the processing e-mails (NOTIFICATION_FROM); the mailer's default sender when absent. */
      notificationFrom?: string;
      /** Subscribers and callbacks (src/domain/notify/document-notifier.ts); it never throws. */
      notifier?: {
        /** In the outcome's own transaction: what must commit with the record (the callback row). */
        record?(manager: EntityManager, doc: DocumentEntity, outcome: 'processed' | 'failed', mail?: MailMessage): Promise<void>;
        outcome(doc: DocumentEntity, outcome: 'processed' | 'failed', opts?: { recorded?: boolean }): Promise<void>;
      };
      logger: Logger;
      /** Applies the account's corrections for the vendor before the record is saved. */
      memory?: VendorMemoryService;
    },
  ) {}

  async process(documentId: string): Promise<void> {
    const doc = await this.deps.docs.findById(documentId);
    if (!doc || doc.status !== 'processing') return;
    const bytes = await this.deps.blobs.get(doc.id);
    const languages = doc.languages ? doc.languages.split(',') : undefined;
    const result = await this.deps.reader.extract({ bytes, type: doc.mediaType as never, fileName: doc.fileName, languages });

    const extracted: RecordFields = { ...emptyRecordFields(), ...(result.fields as RecordFields) };
    extracted.Raw_Text = result.rawText;
    extracted.Pages = String(result.pageCount);
    const remembered = this.deps.memory ? await this.deps.memory.apply(doc.accountId, extracted) : { fields: extracted, applied: [], keys: [] };
    if (remembered.applied.length) this.deps.logger.info('vendor memory corrected fields', { documentId: doc.id, correctedFields: remembered.applied });
    const fields = remembered.fields;
    // Items from e-invoice XML are exact: a learned print layout never overrides them.
    const lines = this.deps.memory && !result.einvoice ? await this.deps.memory.applyLineItems(doc.accountId, remembered.keys, fields, result.lineItems) : { items: result.lineItems, applied: false };
    if (lines.applied) this.deps.logger.info('vendor memory read the line items', { documentId: doc.id, items: lines.items.length });
    const lineSources = lines.applied ? memoryItemSources(lines.items) : result.lineItemSources;
    doc.fields = fields;
    doc.pages = result.pages;
    doc.extraction = { sources: withMemory(result.sources ?? [], fields, remembered.applied), issues: result.issues ?? [], einvoice: result.einvoice };
    doc.textSimhash = textSimhash(result.rawText);
    syncIndexedColumns(doc);
    const duplicate = await this.deps.docs.hasDuplicate(doc);
    fields.Is_Duplicate = duplicate ? 1 : 0;
    doc.status = 'processed';
    doc.processedAt = new Date();

    const won = await this.deps.docs.transaction(async (tx) => {
      // A job that ran twice (a worker presumed dead, a released lease) writes one record: only the run that moves
      // the document out of `processing` saves it and notifies; the other's transaction changes nothing.
      if (!(await tx.takeForCompletion(doc.id, doc.processedAt!))) return false;
      await tx.deleteLineItems(doc.id);
      await tx.insertLineItems(
        lines.items.map((f, i) =>
          Object.assign(lineItem(doc.id, i + 1, { ...emptyLineItemFields(), ...f } as LineItemFields), { sources: lineSources?.[i] ?? null }),
        ),
      );
      await tx.saveDocument(doc);
      await this.deps.notifier?.record?.(tx.manager, doc, 'processed', this.mailFor(doc, 'processed'));
      return true;
    });
    if (!won) {
      this.deps.logger.info('job ran twice; the first run wrote the record', { documentId: doc.id });
      return;
    }
    await this.notify(doc, 'processed');
  }

  async failed(documentId: string, reason: string): Promise<void> {
    const doc = await this.deps.docs.findById(documentId);
    if (!doc || doc.status !== 'processing') return;
    doc.status = 'failed';
    doc.failureReason = reason;
    doc.processedAt = new Date();
    const won = await this.deps.docs.transaction(async (tx) => {
      if (!(await tx.takeForCompletion(doc.id, doc.processedAt!))) return false;
      await tx.saveDocument(doc);
      await this.deps.notifier?.record?.(tx.manager, doc, 'failed', this.mailFor(doc, 'failed'));
      return true;
    });
    if (!won) return;
    await this.notify(doc, 'failed');
  }

  private mailFor(doc: DocumentEntity, outcome: 'processed' | 'failed'): MailMessage | undefined {
    return doc.notifyByEmail ? processingMail(doc, outcome, this.deps.notificationFrom) : undefined;
  }

  private async notify(doc: DocumentEntity, outcome: 'processed' | 'failed'): Promise<void> {
    const recorded = Boolean(this.deps.notifier?.record);
    await this.deps.notifier?.outcome(doc, outcome, { recorded });
    // With a notifier that records, the e-mail is a delivery row of the same transaction; the dispatcher sends it.
    const mail = recorded ? undefined : this.mailFor(doc, outcome);
    if (!mail) return;
    try {
      await this.deps.mailer.send(mail);
    } catch (e) {
      this.deps.logger.error('notification mail failed', { documentId: doc.id, error: (e as Error).message });
    }
  }
}
