import type { DocumentEntity } from './document.entity';
import type { LineItemEntity } from './line-item.entity';
import { RECORD_FIELDS, emptyLineItemFields, emptyRecordFields } from './record-fields';

export type RestLineItem = Record<string, string | number> & { line_item_id: string; Line: number };
export type RestRecord = Record<string, unknown>;

/** `YYYY-MM-DD HH:MM:SS` in UTC: the contract's Created format, with one unambiguous zone. */
export function formatCreated(d: Date): string {
  return d.toISOString().replace('T', ' ').slice(0, 19);
}

export function toRestLineItem(item: LineItemEntity): RestLineItem {
  return { line_item_id: item.id, Line: item.position, ...emptyLineItemFields(), ...item.fields };
}

/** The record exactly as the REST contract returns it in `data`: every field present, contract order. */
export function toRestRecord(doc: DocumentEntity, items: LineItemEntity[]): RestRecord {
  const fields = { ...emptyRecordFields(), ...(doc.fields ?? {}) };
  const out: RestRecord = {};
  for (const spec of RECORD_FIELDS) {
    out[spec.name] = fields[spec.name];
    if (spec.name === 'Service_End_Date') out.Created = formatCreated(doc.createdAt);
    if (spec.name === 'All_Email_Addresses') out.capture_key = doc.captureKey;
  }
  out.Line_Items = [...items].sort((a, b) => a.position - b.position).map(toRestLineItem);
  return out;
}
