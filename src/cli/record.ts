import { emptyLineItemFields, emptyRecordFields, type FieldValue } from '../domain/document/record-fields';
import type { ExtractionResult } from '../extraction/types';

/** A record in the REST shape (capture-api.md, "Document record"), as the CLI prints it. */
export type CliRecord = Record<string, FieldValue | number | Array<Record<string, string | number>>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in local time, the record's Created format. */
export function localTimestamp(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Every contract field at its empty value, overlaid with what the engine found. The CLI stores nothing,
 * so capture_key is "", Is_Duplicate is 0 and line_item_id is just the 1-based position.
 */
export function toCliRecord(result: ExtractionResult, created: Date = new Date()): CliRecord {
  const record: CliRecord = { ...emptyRecordFields() };
  for (const [key, value] of Object.entries(result.fields)) if (value !== undefined) record[key] = value;
  record.Pages = String(result.pageCount);
  record.Raw_Text = result.rawText;
  record.Is_Duplicate = 0;
  record.Created = localTimestamp(created);
  record.capture_key = '';
  record.Line_Items = result.lineItems.map((item, i) => {
    const line: Record<string, string | number> = { ...emptyLineItemFields() };
    for (const [key, value] of Object.entries(item)) if (value !== undefined) line[key] = value;
    return { Line: i + 1, line_item_id: String(i + 1), ...line };
  });
  return record;
}
