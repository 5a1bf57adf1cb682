import { registerEnumType } from 'type-graphql';

// Enum values are the strings the domain already stores, so no translation table is needed in resolvers.

export enum DocumentStatus {
  PROCESSING = 'processing',
  PROCESSED = 'processed',
  FAILED = 'failed',
}

export enum CaptureMode {
  SYNC = 'sync',
  ASYNC = 'async',
}

export enum AuditAction {
  UPDATE = 'update',
  ADD_LINE_ITEM = 'add_line_item',
  UPDATE_LINE_ITEM = 'update_line_item',
  DELETE_LINE_ITEM = 'delete_line_item',
}

export enum PageOrigin {
  TEXT_LAYER = 'text-layer',
  OCR = 'ocr',
  OCR_JSON = 'ocr-json',
  OFFICE = 'office',
  XML = 'xml',
}

registerEnumType(PageOrigin, {
  name: 'PageOrigin',
  description: "Where a page's words came from: a PDF's text layer, OCR (images, scanned PDF pages), the client's OCR JSON, an Office file, or an e-invoice's XML (a one-page summary of an uploaded XML file)",
});
registerEnumType(DocumentStatus, {
  name: 'DocumentStatus',
  description: 'PROCESSED documents have a record; PROCESSING ones do not have one yet; FAILED ones never will',
});
registerEnumType(CaptureMode, {
  name: 'CaptureMode',
  description: 'SYNC waits for the record; ASYNC returns at once and e-mails the account when processing ends',
});
registerEnumType(AuditAction, { name: 'AuditAction' });
