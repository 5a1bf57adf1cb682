import { AppError } from '../../common/app-error';
import {
  type FieldSpec,
  type FieldValue,
  type LineItemFields,
  type RecordFields,
  type TaxLine,
  LINE_ITEM_FIELDS,
  READ_ONLY_FIELDS,
  emptyLineItemFields,
  lineItemFieldSpec,
  recordFieldSpec,
} from './record-fields';

const MAX_TEXT = 1_000_000;
const MAX_LINE_ITEMS = 2000;
const TAX_LINE_KEYS = ['Name', 'Rate', 'Base', 'Amount'] as const;

export interface RecordPatch {
  fields: Partial<RecordFields>;
  /** Present when the client replaces the whole list of line items. */
  lineItems?: LineItemFields[];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** Checks one value against its field's kind; returns a problem description or null. */
function valueProblem(spec: FieldSpec, value: unknown): string | null {
  switch (spec.kind) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? null : 'must be an integer';
    case 'string':
      if (typeof value !== 'string') return 'must be a string';
      return value.length > MAX_TEXT ? `must be at most ${MAX_TEXT} characters` : null;
    case 'date':
      if (typeof value !== 'string') return 'must be a string (YYYY-MM-DD or "")';
      return value === '' || isCalendarDate(value) ? null : 'must be a date as YYYY-MM-DD or ""';
    case 'taxLines':
      return taxLinesProblem(value);
  }
}

function taxLinesProblem(value: unknown): string | null {
  if (!Array.isArray(value)) return 'must be an array of {Name, Rate, Base, Amount}';
  for (const [i, line] of value.entries()) {
    if (!isPlainObject(line)) return `element ${i} must be an object`;
    for (const key of Object.keys(line)) {
      if (!(TAX_LINE_KEYS as readonly string[]).includes(key)) return `element ${i} has unknown key "${key}"`;
    }
    if (line.Name !== undefined && typeof line.Name !== 'string') return `element ${i}: Name must be a string`;
    for (const key of ['Rate', 'Base', 'Amount']) {
      const v = line[key];
      if (v !== undefined && !(typeof v === 'number' && Number.isFinite(v))) return `element ${i}: ${key} must be a number`;
    }
  }
  return null;
}

export function normaliseTaxLines(value: unknown[]): TaxLine[] {
  return value.map((l) => {
    const line = l as Partial<TaxLine>;
    return { Name: line.Name ?? '', Rate: line.Rate ?? 0, Base: line.Base ?? 0, Amount: line.Amount ?? 0 };
  });
}

function fail(problems: string[]): never {
  throw AppError.badRequest(`Invalid update: ${problems.join('; ')}`, { problems });
}

/**
 * Validates a whole line-item body: every key must be an updatable line-item key with a value of its type.
 * All problems are reported together, and nothing is written unless the body is valid as a whole.
 */
export function validateLineItemPatch(body: unknown, where = 'line item'): Partial<LineItemFields> {
  if (!isPlainObject(body)) fail([`${where} must be a JSON object`]);
  const problems: string[] = [];
  const out: Partial<LineItemFields> = {};
  for (const [key, value] of Object.entries(body)) {
    const spec = lineItemFieldSpec(key);
    if (!spec) {
      const hint = key === 'Line' || key === 'line_item_id' ? ' (set by the service)' : '';
      problems.push(`unknown ${where} field "${key}"${hint}`);
      continue;
    }
    const problem = valueProblem(spec, value);
    if (problem) problems.push(`${key} ${problem}`);
    else out[key] = value as string | number;
  }
  if (problems.length) fail(problems);
  return out;
}

export function validateRecordPatch(body: unknown): RecordPatch {
  if (!isPlainObject(body)) fail(['the body must be a JSON object of record fields']);
  const problems: string[] = [];
  const patch: RecordPatch = { fields: {} };
  for (const [key, value] of Object.entries(body)) {
    if ((READ_ONLY_FIELDS as readonly string[]).includes(key)) {
      problems.push(`${key} is set by the service and cannot be changed`);
      continue;
    }
    if (key === 'Line_Items') {
      if (!Array.isArray(value)) problems.push('Line_Items must be an array of line items');
      else if (value.length > MAX_LINE_ITEMS) problems.push(`Line_Items may hold at most ${MAX_LINE_ITEMS} items`);
      else patch.lineItems = value.map((item, i) => lineItemFromReplacement(item, i, problems));
      continue;
    }
    const spec = recordFieldSpec(key);
    if (!spec) {
      problems.push(`unknown field "${key}"`);
      continue;
    }
    const problem = valueProblem(spec, value);
    if (problem) problems.push(`${key} ${problem}`);
    else patch.fields[key] = (spec.kind === 'taxLines' ? normaliseTaxLines(value as unknown[]) : value) as FieldValue;
  }
  if (problems.length) fail(problems);
  if (Object.keys(patch.fields).length === 0 && !patch.lineItems) fail(['the body names no field to update']);
  return patch;
}

/** A replacement list may echo back `Line` and `line_item_id` from a fetched record; they are ignored. */
function lineItemFromReplacement(item: unknown, index: number, problems: string[]): LineItemFields {
  if (!isPlainObject(item)) {
    problems.push(`Line_Items[${index}] must be an object`);
    return emptyLineItemFields();
  }
  const { Line: _line, line_item_id: _id, ...rest } = item;
  try {
    return { ...emptyLineItemFields(), ...validateLineItemPatch(rest, `Line_Items[${index}]`) } as LineItemFields;
  } catch (e) {
    // Which item a value problem is about ("Line_Items[2].QTY must be a number"); unknown keys already say it.
    const found = ((e as AppError).details?.problems as string[] | undefined) ?? [(e as Error).message];
    problems.push(...found.map((p) => (p.includes(`Line_Items[${index}]`) ? p : `Line_Items[${index}].${p}`)));
    return emptyLineItemFields();
  }
}

export const UPDATABLE_LINE_ITEM_KEYS = LINE_ITEM_FIELDS.map((s) => s.name);
