/**
 * Shape translation between the domain (REST contract names, entities) and the GraphQL types (camelCase).
 * Pure functions without business rules: validation stays in the domain, which receives REST-named bodies from here.
 */
import type { IssuedCredentials } from '../domain/account/account.service';
import type { CaptureOutcome } from '../domain/capture/capture.service';
import type { AuditEntryEntity } from '../domain/document/audit-entry.entity';
import type { DocumentEntity } from '../domain/document/document.entity';
import { type DocumentPage, encodeCursor } from '../domain/document/document.service';
import { currentSources } from '../domain/document/field-sources';
import type { LineItemEntity } from '../domain/document/line-item.entity';
import type { FieldSource } from '../extraction/types';
import {
  type FieldSpec,
  LINE_ITEM_FIELDS,
  RECORD_FIELDS,
  type TaxLine,
  emptyRecordFields,
  emptyValue,
} from '../domain/document/record-fields';
import { type RestLineItem, formatCreated, toRestLineItem } from '../domain/document/record.mapper';
import type { CredentialsType } from '../schema/account.type';
import type { AuditEntryType } from '../schema/audit-entry.type';
import type { CaptureResultType } from '../schema/capture.type';
import type { DocumentConnectionType, DocumentModel, RecordValues } from '../schema/document.type';
import { AuditAction, DocumentStatus, type PageOrigin } from '../schema/enums.type';
import type { LineItemModel } from '../schema/line-item.type';
import type { TaxLineType } from '../schema/tax-line.type';

function toTaxLines(value: unknown): TaxLineType[] {
  const lines = Array.isArray(value) ? (value as TaxLine[]) : [];
  return lines.map((t) => ({ name: t.Name, rate: t.Rate, base: t.Base, amount: t.Amount }));
}

export function toDocumentModel(doc: DocumentEntity): DocumentModel {
  // See DocumentType: record fields are null until processed, then every one carries a value.
  const fields = doc.status === 'processed' ? { ...emptyRecordFields(), ...(doc.fields ?? {}) } : null;
  const values: RecordValues = {};
  for (const spec of RECORD_FIELDS) {
    const v = fields ? fields[spec.name] : null;
    values[spec.graphql] = spec.kind === 'taxLines' && fields ? toTaxLines(v) : (v as string | number | null);
  }
  return {
    ...values,
    captureKey: doc.captureKey,
    status: doc.status as DocumentStatus,
    failureReason: doc.status === 'failed' ? (doc.failureReason ?? 'unknown error') : null,
    fileName: doc.fileName,
    mediaType: doc.mediaType,
    createdAt: doc.createdAt,
    created: formatCreated(doc.createdAt),
    processedAt: doc.processedAt,
    originalPurgedAt: doc.originalPurgedAt ?? null,
    pageDetails: (doc.pages ?? []).map((p) => ({
      number: p.number,
      width: p.width,
      height: p.height,
      origin: (p.origin ?? 'text-layer') as PageOrigin,
      languages: p.languages ?? [],
      script: p.script ?? null,
    })),
    // Computed when a query asks for it (a getter, read by the default field resolver): most queries do not.
    get fields() {
      return fields ? currentSources(fields, doc.extraction?.sources, RECORD_ONLY) : [];
    },
    issues: fields ? (doc.extraction?.issues ?? []).map((i) => ({ code: i.code, field: i.field ?? null, message: i.message })) : [],
    entity: doc,
  } as DocumentModel;
}

/** Record parts that are not extracted values with a place on the page. */
const RECORD_ONLY = new Set(['Raw_Text', 'Pages', 'Is_Duplicate', 'Tax_Lines', 'Created', 'capture_key']);
const LINE_ONLY = new Set(['Line', 'line_item_id']);

/** Each line-item field's contract name, GraphQL name and documented empty value, worked out once. */
const LINE_SPECS = LINE_ITEM_FIELDS.map((spec) => ({ name: spec.name, graphql: spec.graphql, empty: emptyValue(spec.kind) as string | number }));

/**
 * A line item as GraphQL reads it. Its provenance (`fields`) is a getter on the prototype, worked out only when a
 * query asks for it (as the document's `fields`): an accessor defined on each of 50 objects per request made each
 * one a slow dictionary object, and the provenance itself is rarely asked for.
 */
class LineItemView {
  lineItemId: string;
  line: number;
  [graphqlName: string]: unknown;

  constructor(
    lineItemId: string,
    line: number,
    private readonly provenance: () => FieldSource[],
  ) {
    this.lineItemId = lineItemId;
    this.line = line;
  }

  get fields(): FieldSource[] {
    return this.provenance();
  }
}

export function toLineItemModel(item: RestLineItem, sources?: LineItemEntity['sources'] | (() => LineItemEntity['sources'])): LineItemModel {
  const provenance = () => currentSources(item as unknown as Record<string, unknown>, typeof sources === 'function' ? sources() : sources, LINE_ONLY);
  const out = new LineItemView(item.line_item_id, item.Line, provenance);
  for (const spec of LINE_SPECS) out[spec.graphql] = item[spec.name];
  return out as unknown as LineItemModel;
}

/** As toLineItemModel(toRestLineItem(item)), without building the REST item unless `fields` is asked for. */
export function lineItemEntityToModel(item: LineItemEntity): LineItemModel {
  const provenance = () => currentSources(toRestLineItem(item) as unknown as Record<string, unknown>, item.sources, LINE_ONLY);
  const out = new LineItemView(item.id, item.position, provenance);
  const values = item.fields;
  for (const spec of LINE_SPECS) {
    const v = values[spec.name];
    out[spec.graphql] = v === undefined ? spec.empty : v;
  }
  return out as unknown as LineItemModel;
}

export function toAuditEntryModel(e: AuditEntryEntity): AuditEntryType {
  return {
    id: String(e.id),
    actor: e.actor,
    via: e.via,
    action: e.action as AuditAction,
    field: e.field,
    lineItemId: e.lineItemId,
    oldValue: e.oldValue === null ? null : JSON.parse(e.oldValue),
    newValue: e.newValue === null ? null : JSON.parse(e.newValue),
    createdAt: e.createdAt,
  };
}

export function toConnection(page: DocumentPage): DocumentConnectionType {
  const edges = page.documents.map((doc) => ({ cursor: encodeCursor(doc), node: toDocumentModel(doc) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: edges.length ? edges[edges.length - 1].cursor : null },
    totalCount: page.totalCount,
  };
}

/** camelCase input keys → contract keys. Absent keys are left out; explicit nulls go on, for the domain to reject. */
function renameKeys(input: object, specs: readonly FieldSpec[], convert = (_spec: FieldSpec, v: unknown) => v) {
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const spec of specs) {
    if (source[spec.graphql] !== undefined) out[spec.name] = convert(spec, source[spec.graphql]);
  }
  return out;
}

export function lineItemInputToRest(input: object): Record<string, unknown> {
  return renameKeys(input, LINE_ITEM_FIELDS);
}

// TaxLineInput's keys; only the names matter for renaming (the domain checks the values).
const TAX_LINE_KEYS: FieldSpec[] = ['Name', 'Rate', 'Base', 'Amount'].map((name) => ({
  name,
  graphql: name.toLowerCase(),
  kind: 'number',
}));

// The lists' elements are non-null in the schema; a null list itself is passed on for the domain to refuse.
function taxLinesInputToRest(value: unknown): unknown {
  return Array.isArray(value) ? value.map((t: object) => renameKeys(t, TAX_LINE_KEYS)) : value;
}

/** UpdateDocumentInput → the REST PATCH body that documents.updateFields validates and applies. */
export function updateInputToRest(input: object): Record<string, unknown> {
  const out = renameKeys(input, RECORD_FIELDS, (spec, v) => (spec.kind === 'taxLines' ? taxLinesInputToRest(v) : v));
  const lineItems = (input as { lineItems?: unknown }).lineItems;
  if (lineItems !== undefined) {
    out.Line_Items = Array.isArray(lineItems) ? lineItems.map((item: object) => lineItemInputToRest(item)) : lineItems;
  }
  return out;
}

export function toCredentials(c: IssuedCredentials): CredentialsType {
  return { clientId: c.client_id, apiKey: c.api_key, secretKey: c.secret_key, username: c.username, password: c.password };
}

/** The document itself is read by CaptureResolver's `document` field, only when a client asks for it. */
export type CaptureResultSource = Omit<CaptureResultType, 'document'>;

export function toCaptureResult(outcome: CaptureOutcome): CaptureResultSource {
  switch (outcome.kind) {
    case 'accepted':
      return {
        captureKey: outcome.captureKey,
        status: DocumentStatus.PROCESSING,
        message: 'Accepted: the document is being processed',
      };
    case 'processed':
      return { captureKey: outcome.captureKey, status: DocumentStatus.PROCESSED, message: 'Processed' };
    case 'failed':
      return { captureKey: outcome.captureKey, status: DocumentStatus.FAILED, message: outcome.reason };
  }
}
