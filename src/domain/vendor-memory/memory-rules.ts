import { round2 } from '../../extraction/fields/amounts';
import { isoDate } from '../../extraction/fields/dates';
import { type FieldValue, type RecordFields, recordFieldSpec } from '../document/record-fields';
import { type Anchor, type ValueKind, readAtAnchor } from './anchors';

/** One labelled example as the rules use it. */
export interface Example {
  field: string;
  corrected: FieldValue;
  anchor: Anchor | null;
}

/**
 * How a corrected field carries over to the vendor's next document:
 *  - 'latest': the vendor's identity, address, bank details, category, currency, terms and document type are
 *    the same on every document, so the most recent correction is taken as is;
 *  - 'consistent': the buyer and delivery fields are usually the same too, but taken only when every
 *    correction of the vendor agrees (one vendor may bill several of the account's companies);
 *  - 'anchored': amounts, dates and numbers differ per document, so the value is re-read where the
 *    correction was printed;
 *  - null: not carried over (page count, duplicate flag, notes, the text itself, tax breakdowns).
 */
export type CarryRule = 'latest' | 'consistent' | 'anchored';

const LATEST = /^(?:Vendor_\w+|Vat_Number|Category|Currency_Code|Payment_Terms|Document_Type|Phone_Number)$/;
const CONSISTENT = /^(?:Bill_To_\w+|Ship_To_\w+|Account_Number|Payment_Type|Payment_Display_Name)$/;
const ANCHORED_IDS = new Set(['Invoice_Number', 'Reference_Number', 'PO_Number', 'Tracking_Number']);

export function carryRule(field: string): CarryRule | null {
  const spec = recordFieldSpec(field);
  if (!spec) return null;
  if (LATEST.test(field)) return 'latest';
  if (CONSISTENT.test(field)) return 'consistent';
  if (spec.kind === 'number' || spec.kind === 'date' || ANCHORED_IDS.has(field)) return 'anchored';
  return null;
}

/** The kind of value to look for in the text, for anchors. */
export function valueKind(field: string): ValueKind | null {
  const spec = recordFieldSpec(field);
  if (!spec || field === 'Raw_Text' || spec.kind === 'taxLines' || spec.kind === 'integer') return null;
  if (spec.kind === 'number') return 'number';
  if (spec.kind === 'date') return 'date';
  return ANCHORED_IDS.has(field) ? 'id' : 'text';
}

function validRead(kind: ValueKind, value: string | number | null): FieldValue | null {
  if (value === null) return null;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? round2(value) : null;
  if (kind === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
    return m && isoDate(+m[1], +m[2], +m[3]) ? String(value) : null;
  }
  return String(value);
}

const same = (a: FieldValue | undefined, b: FieldValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a vendor's examples (newest first) to freshly extracted fields. Returns new fields and the names of
 * the fields whose value memory changed; `fields` itself is not modified.
 */
export function applyExamples(fields: RecordFields, examples: readonly Example[]): { fields: RecordFields; applied: string[] } {
  const out: RecordFields = { ...fields };
  const applied: string[] = [];
  const byField = new Map<string, Example[]>();
  for (const e of examples) {
    if (!byField.has(e.field)) byField.set(e.field, []);
    byField.get(e.field)!.push(e);
  }
  for (const [field, list] of byField) {
    const rule = carryRule(field);
    let value: FieldValue | null = null;
    if (rule === 'latest') value = list[0].corrected;
    else if (rule === 'consistent') value = list.every((e) => same(e.corrected, list[0].corrected)) ? list[0].corrected : null;
    else if (rule === 'anchored') value = readAnchored(field, String(out.Raw_Text ?? ''), list);
    if (value === null || same(out[field], value)) continue;
    out[field] = value;
    applied.push(field);
  }
  return { fields: out, applied };
}

/** The value at the newest anchor found in the text; null (keep the engine's value) when none is found. */
function readAnchored(field: string, rawText: string, list: readonly Example[]): FieldValue | null {
  const kind = valueKind(field);
  if (!kind || !rawText) return null;
  for (const e of list) {
    if (!e.anchor) continue;
    const value = validRead(kind, readAtAnchor(rawText, e.anchor, kind));
    if (value !== null) return value;
  }
  return null;
}
