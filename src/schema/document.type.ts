import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import type { DocumentEntity } from '../domain/document/document.entity';
import { RECORD_FIELDS } from '../domain/document/record-fields';
import { AuditEntryType } from './audit-entry.type';
import { DocumentStatus } from './enums.type';
import { ExtractionIssueType, FieldValueType } from './field-value.type';
import { LineItemType } from './line-item.type';
import { PageType } from './page.type';
import { applyFieldTable } from './record-fields.type';
import { TaxLineType } from './tax-line.type';

/**
 * A captured document and its record.
 *
 * Besides the fields below, Document has one field per RECORD_FIELDS entry, camelCased (vendorName, total,
 * taxLines, ...): Float for numbers, Int for integers, String for text and dates, [TaxLine!] for taxLines.
 *
 * Nullability: those record fields are null while the document is PROCESSING or FAILED (there is no record
 * yet, and a 0 total would be a wrong answer, not an empty one). Once PROCESSED every one of them is non-null
 * and a value the engine did not find carries the documented empty value (0, "" or []), exactly as in REST.
 */
@ObjectType('Document', {
  description:
    'A captured document. The record fields (total ... shipToAddress, contract order) are null while the document is ' +
    'PROCESSING or FAILED; once PROCESSED every one is set, to its documented empty value (0, "" or []) when not found.',
})
export class DocumentType {
  @Field(() => String, { description: 'Key of the document (REST capture_key)' })
  captureKey: string;

  @Field(() => DocumentStatus)
  status: DocumentStatus;

  @Field(() => String, { nullable: true, description: 'Why processing failed; null unless FAILED' })
  failureReason: string | null;

  @Field(() => String)
  fileName: string;

  @Field(() => String, { description: 'Detected content type, e.g. pdf, png, jpeg' })
  mediaType: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => String, { description: 'The REST record\'s Created value: "YYYY-MM-DD HH:MM:SS" in UTC' })
  created: string;

  @Field(() => Date, { nullable: true })
  processedAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When RETENTION_DAYS deleted the uploaded original (the record stays); null while the original is kept',
  })
  originalPurgedAt: Date | null;

  // Resolved by DocumentResolver; declared here so the schema lists them with the type.
  @Field(() => [LineItemType], { description: 'Empty until the document is processed' })
  lineItems: LineItemType[];

  // Not "pages": that is the record's Pages field (the page count, a string, as in REST).
  @Field(() => [PageType], { description: 'Each page as it was read (size, origin, OCR languages, script); empty until processed' })
  pageDetails: PageType[];

  @Field(() => [FieldValueType], { description: 'Every value found, with confidence and where it is printed; empty until processed' })
  fields: FieldValueType[];

  @Field(() => [ExtractionIssueType], { description: 'What extraction flagged for review; empty until processed' })
  issues: ExtractionIssueType[];

  @Field(() => [AuditEntryType], { description: 'Edits of the record, oldest first' })
  auditTrail: AuditEntryType[];

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'The record exactly as the REST API returns it (contract field names); null unless PROCESSED',
  })
  record: Record<string, unknown> | null;

  /** The row behind this object, for field resolvers; not part of the schema. */
  entity: DocumentEntity;
}
applyFieldTable(DocumentType, RECORD_FIELDS, { nullable: true, taxLineType: () => TaxLineType });

/** Record values keyed by GraphQL name, the RECORD_FIELDS fields applied to DocumentType above. */
export type RecordValues = Record<string, string | number | TaxLineType[] | null>;
export type DocumentModel = DocumentType & RecordValues;

@ObjectType('DocumentEdge')
export class DocumentEdgeType {
  @Field(() => String)
  cursor: string;

  @Field(() => DocumentType)
  node: DocumentModel;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field(() => Boolean)
  hasNextPage: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on an empty page' })
  endCursor: string | null;
}

/** Newest documents first; cursors stay valid while new documents arrive. */
@ObjectType('DocumentConnection')
export class DocumentConnectionType {
  @Field(() => [DocumentEdgeType])
  edges: DocumentEdgeType[];

  @Field(() => [DocumentType])
  nodes: DocumentModel[];

  @Field(() => PageInfoType)
  pageInfo: PageInfoType;

  @Field(() => Int, { description: 'Documents matching the filter, over all pages' })
  totalCount: number;
}

/** What updateDocument returns: the document is read again after the edit, only when asked for. */
@ObjectType('UpdateDocumentResult')
export class UpdateDocumentResultType {
  @Field(() => String)
  captureKey: string;

  @Field(() => DocumentType)
  document: DocumentModel;
}
