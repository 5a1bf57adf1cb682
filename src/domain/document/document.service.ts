import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/app-error';
import type { Identity } from '../account/account.service';
import { AuditEntryEntity, type AuditAction } from './audit-entry.entity';
import type { DocumentEntity, DocumentStatus } from './document.entity';
import type { DocumentFilter, DocumentRepository } from './document.repository';
import { LineItemEntity } from './line-item.entity';
import { type FieldValue, type LineItemFields, emptyLineItemFields } from './record-fields';
import { toRestLineItem, toRestRecord, type RestLineItem, type RestRecord } from './record.mapper';
import { isCalendarDate, validateLineItemPatch, validateRecordPatch } from './record-validation';
import type { VendorMemoryService } from '../vendor-memory/vendor-memory.service';

/** Who edits, and through which adapter; written into the audit trail. */
export interface Actor extends Identity {
  via: 'rest' | 'graphql' | 'cli';
  /** The client address, where an HTTP adapter carried the request (account audit trail, reset limits). */
  ip?: string | null;
}

export type RecordView =
  | { status: 'processing'; document: DocumentEntity }
  | { status: 'failed'; document: DocumentEntity; reason: string }
  | { status: 'processed'; document: DocumentEntity; record: RestRecord };

export interface DocumentPage {
  documents: DocumentEntity[];
  hasNextPage: boolean;
  totalCount: number;
}

export function newLineItemId(): string {
  return randomBytes(8).toString('hex');
}

/** Records, their line items and the audit trail, for one account at a time. */
export class DocumentService {
  /** With `memory`, every edit is also stored as a labelled example (vendor memory), in the edit's transaction. */
  constructor(private readonly docs: DocumentRepository, private readonly memory?: VendorMemoryService) {}

  async view(identity: Identity, captureKey: unknown): Promise<RecordView> {
    const doc = await this.requireDocument(this.docs, identity, captureKey);
    if (doc.status === 'processing') return { status: 'processing', document: doc };
    if (doc.status === 'failed') return { status: 'failed', document: doc, reason: doc.failureReason ?? 'unknown error' };
    return { status: 'processed', document: doc, record: toRestRecord(doc, await this.docs.lineItems(doc.id)) };
  }

  async find(identity: Identity, captureKey: unknown): Promise<DocumentEntity> {
    return this.requireDocument(this.docs, identity, captureKey);
  }

  async list(identity: Identity, filter: Omit<DocumentFilter, 'accountId'>, first: number, after?: string | null): Promise<DocumentPage> {
    if (!Number.isInteger(first) || first < 1 || first > 100) throw AppError.badRequest('first must be between 1 and 100');
    for (const [name, value] of [['dateFrom', filter.dateFrom], ['dateTo', filter.dateTo]] as const) {
      if (value && !isCalendarDate(value)) throw AppError.badRequest(`${name} must be a date as YYYY-MM-DD`);
    }
    const scoped = { ...filter, accountId: identity.accountId };
    const rows = await this.docs.list(scoped, after ? decodeCursor(after) : null, first + 1);
    return { documents: rows.slice(0, first), hasNextPage: rows.length > first, totalCount: await this.docs.count(scoped) };
  }

  lineItemsFor(documentIds: readonly string[]): Promise<LineItemEntity[]> {
    return this.docs.lineItemsFor(documentIds);
  }

  auditFor(documentIds: readonly string[]): Promise<AuditEntryEntity[]> {
    return this.docs.auditFor(documentIds);
  }

  async updateFields(actor: Actor, captureKey: unknown, body: unknown): Promise<void> {
    const patch = validateRecordPatch(body);
    await this.docs.transaction(async (tx) => {
      const doc = await this.editableDocument(tx, actor, captureKey);
      const before = doc.fields ?? {};
      const audits: AuditEntryEntity[] = [];
      for (const [field, value] of Object.entries(patch.fields)) {
        audits.push(audit(actor, doc, 'update', field, before[field], value, null));
      }
      doc.fields = { ...before, ...(patch.fields as Record<string, FieldValue>) };
      syncIndexedColumns(doc);
      await tx.saveDocument(doc);
      if (patch.lineItems) {
        const old = await tx.lineItems(doc.id);
        await tx.deleteLineItems(doc.id);
        const fresh = patch.lineItems.map((fields, i) => lineItem(doc.id, i + 1, fields));
        await tx.insertLineItems(fresh);
        audits.push(audit(actor, doc, 'update', 'Line_Items', old.map(toRestLineItem), fresh.map(toRestLineItem), null));
        await this.memory?.recordLineItemEdit(tx, actor, doc, { lineItemId: null, before: old.map((i) => i.fields), after: fresh.map((i) => i.fields) });
      }
      await this.memory?.recordFieldEdits(tx, actor, doc, before, patch.fields);
      await tx.insertAudit(audits);
    });
  }

  async addLineItem(actor: Actor, captureKey: unknown, body: unknown): Promise<RestLineItem> {
    const fields = validateLineItemPatch(body);
    return this.docs.transaction(async (tx) => {
      const doc = await this.editableDocument(tx, actor, captureKey);
      const items = await tx.lineItems(doc.id);
      const item = lineItem(doc.id, items.length + 1, { ...emptyLineItemFields(), ...fields } as LineItemFields);
      await tx.insertLineItems([item]);
      await tx.insertAudit([audit(actor, doc, 'add_line_item', 'Line_Items', null, toRestLineItem(item), item.id)]);
      await this.memory?.recordLineItemEdit(tx, actor, doc, { lineItemId: item.id, before: null, after: item.fields });
      return toRestLineItem(item);
    });
  }

  async updateLineItem(actor: Actor, captureKey: unknown, lineItemId: unknown, body: unknown): Promise<RestLineItem> {
    const fields = validateLineItemPatch(body);
    if (Object.keys(fields).length === 0) throw AppError.badRequest('The body names no line-item field to update');
    return this.docs.transaction(async (tx) => {
      const doc = await this.editableDocument(tx, actor, captureKey);
      const item = await this.requireLineItem(tx, doc, lineItemId);
      const audits = Object.entries(fields).map(([k, v]) => audit(actor, doc, 'update_line_item', k, item.fields[k], v, item.id));
      await this.memory?.recordLineItemEdit(tx, actor, doc, { lineItemId: item.id, before: item.fields, after: { ...item.fields, ...fields } as LineItemFields, patch: fields });
      item.fields = { ...item.fields, ...fields } as LineItemFields;
      await tx.saveLineItem(item);
      await tx.insertAudit(audits);
      return toRestLineItem(item);
    });
  }

  async deleteLineItem(actor: Actor, captureKey: unknown, lineItemId: unknown): Promise<void> {
    await this.docs.transaction(async (tx) => {
      const doc = await this.editableDocument(tx, actor, captureKey);
      const item = await this.requireLineItem(tx, doc, lineItemId);
      await tx.deleteLineItems(doc.id, [item.id]);
      // Line is the position in the list, so the items after the deleted one move up.
      for (const later of (await tx.lineItems(doc.id)).filter((i) => i.position > item.position)) {
        later.position -= 1;
        await tx.saveLineItem(later);
      }
      await tx.insertAudit([audit(actor, doc, 'delete_line_item', 'Line_Items', toRestLineItem(item), null, item.id)]);
      await this.memory?.recordLineItemEdit(tx, actor, doc, { lineItemId: item.id, before: item.fields, after: null });
    });
  }

  private async requireDocument(repo: DocumentRepository, identity: Identity, captureKey: unknown, lock = false) {
    if (typeof captureKey !== 'string' || !captureKey.trim()) throw AppError.badRequest('capture_key is required');
    const doc = await repo.findByCaptureKey(identity.accountId, captureKey.trim(), lock);
    if (!doc) throw AppError.notFound(`No document with capture_key "${captureKey}"`);
    return doc;
  }

  private async editableDocument(tx: DocumentRepository, identity: Identity, captureKey: unknown): Promise<DocumentEntity> {
    const doc = await this.requireDocument(tx, identity, captureKey, true);
    if (doc.status === 'processing') throw new AppError('CONFLICT', 'The document is still being processed; edit it once it is processed');
    if (doc.status === 'failed') throw new AppError('CONFLICT', 'The document could not be processed, so it has no record to edit');
    return doc;
  }

  private async requireLineItem(tx: DocumentRepository, doc: DocumentEntity, lineItemId: unknown): Promise<LineItemEntity> {
    if (typeof lineItemId !== 'string' || !lineItemId) throw AppError.badRequest('line_item_id is required');
    const item = await tx.findLineItem(doc.id, lineItemId);
    if (!item) throw AppError.notFound(`No line item "${lineItemId}" in document "${doc.captureKey}"`);
    return item;
  }
}

export function lineItem(documentId: string, position: number, fields: LineItemFields): LineItemEntity {
  return Object.assign(new LineItemEntity(), { id: newLineItemId(), documentId, position, fields });
}

/** Filters and duplicate checks read these columns; they follow the record's fields. */
export function syncIndexedColumns(doc: DocumentEntity): void {
  const f = doc.fields ?? {};
  doc.vendorName = String(f.Vendor_Name ?? '').slice(0, 255);
  doc.invoiceNumber = String(f.Invoice_Number ?? '').slice(0, 255);
  doc.total = typeof f.Total === 'number' ? f.Total : 0;
  doc.documentDate = typeof f.Date === 'string' ? f.Date : '';
}

function audit(actor: Actor, doc: DocumentEntity, action: AuditAction, field: string, oldValue: unknown, newValue: unknown, lineItemId: string | null) {
  return Object.assign(new AuditEntryEntity(), {
    documentId: doc.id,
    accountId: actor.accountId,
    actor: actor.email,
    via: actor.via,
    action,
    field,
    lineItemId,
    oldValue: oldValue === undefined || oldValue === null ? null : JSON.stringify(oldValue),
    newValue: newValue === undefined || newValue === null ? null : JSON.stringify(newValue),
    createdAt: new Date(),
  });
}

export function encodeCursor(doc: DocumentEntity): string {
  return Buffer.from(JSON.stringify([doc.createdAt.toISOString(), doc.id])).toString('base64url');
}

function decodeCursor(cursor: string) {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const createdAt = new Date(iso);
    if (typeof id !== 'string' || Number.isNaN(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw AppError.badRequest('after is not a cursor this API returned');
  }
}

export type { DocumentStatus };
