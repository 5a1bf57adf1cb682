import type { LineItemFields, RecordFields } from '../../domain/document/record-fields';
import type { LayoutCandidate } from '../layout/decode';
import { type Calibration, calibrate } from '../layout/layout-model';
import { overlapsBetter } from './block-overlap';
import { type Choice, DEFAULT_RULE_RELIABILITY, RULE_RELIABILITY, both, same } from './choice';
import { type Figures, linesSum } from './consistency';
import { withoutNamePrefix } from './name-prefix';
import { sameName } from './name-match';
import { isHeadingOnly, isSentences, onlyLabels } from './label-only';
import { DOT_SEPARATOR } from './part-separators';
import { textKey } from './text-key';
import { chooseTotal } from './total-choice';

export { type Choice, RULE_RELIABILITY } from './choice';

function chooseText(
  field: string,
  rule: string | number | undefined,
  model: LayoutCandidate | undefined,
  table?: Calibration,
  min = 0.5,
  ruleSupport = 0,
  vendorName?: string,
  /** How much the model must believe the rules' value for it to win over the model's own reading. */
  needed = 0.2,
): Choice | undefined {
  const ruleReliability = RULE_RELIABILITY[field] ?? DEFAULT_RULE_RELIABILITY;
  // The model does see the rules' value as a plausible one (its cells carry the role): a labelled value wins.
  const contains = model !== undefined && rule !== undefined && textKey(String(model.value)).includes(textKey(String(rule)));
  const better = model !== undefined && rule !== undefined && overlapsBetter(field, String(rule), String(model.value), vendorName);
  if (model && rule !== undefined && rule !== '' && !same(model.value, rule) && ((ruleSupport >= needed && !contains) || better)) {
    return { value: rule, confidence: ruleReliability, cells: [], raw: '' };
  }
  if (model && rule !== undefined && same(model.value, rule)) {
    return { value: rule, confidence: both(calibrate(table, model.score), ruleReliability), cells: model.cells, raw: model.raw };
  }
  if (model && model.score >= min) return { value: model.value, confidence: calibrate(table, model.score) * (rule === undefined ? 1 : 0.85), cells: model.cells, raw: model.raw };
  if (rule !== undefined && rule !== '') return { value: rule, confidence: ruleReliability * (model ? 0.8 : 1), cells: [], raw: '' };
  return undefined;
}

export interface Resolved {
  fields: Partial<RecordFields>;
  choices: Map<string, Choice>;
}

/**
 * Rules and the layout model each propose values; this picks one per field and says how sure we are.
 * - Totals: every candidate (rules and model) is scored by its probability plus how well it adds up with
 *   subtotal, tax and the line items; the most probable consistent one wins.
 * - Vendor name and address: the model's block when it is confident, since rules only see label words and
 *   receipts print names without labels; the rules' value otherwise.
 * - Dates: the rules (labelled dates, validated calendars); the model breaks a tie when rules found nothing.
 *
 * Merges the rules' fields with the model's candidates (both may be partial).
 */
export function resolveFields(
  rules: Partial<RecordFields>,
  layout: Map<string, LayoutCandidate[]>,
  lineItems: Partial<LineItemFields>[],
  calibration: Record<string, Calibration> = {},
  /** The model's probability that the rules' value for a field is printed where that field's role is. */
  support: (field: string, value: string | number) => number = () => 0,
  /**
   * Whether the model's name/address block may overrule the rules' value. Measured: on digital invoices the rules
   * (sender line, legal footer) were right on every ZUGFeRD sample and the model on 74 %; on OCR'd receipts,
   * which print names without labels, the model was right more often (84 % vs 73 % on held-out SROIE).
   */
  modelTextFirst = true,
  rounding?: number,
  printed: number[] = [],
  /**
   * Vendor fields whose rules' value has a receipt header's shape (receipt-anchor.ts): it wins over a model's block
   * that neither holds it nor is held by it. Nested readings (a line more or less) are judged by overlapsBetter.
   */
  anchored: ReadonlySet<string> = new Set(),
): Resolved {
  const fields: Partial<RecordFields> = { ...rules };
  const choices = new Map<string, Choice>();
  const num = (k: string) => (typeof rules[k] === 'number' ? (rules[k] as number) : undefined);
  // Where the rules found no subtotal or tax, a confident model reading still lets the total be checked.
  const modelAmount = (field: string) => {
    const c = layout.get(field)?.[0];
    return c && c.score >= 0.5 ? Number(c.value) : undefined;
  };
  // A zero subtotal is a misread (a "DISCOUNT : 0.00" line taken for it), and would make the tax look like the total.
  const subtotal = num('Subtotal') || undefined;
  const figures: Figures = {
    Subtotal: subtotal ?? modelAmount('Subtotal'),
    Tax: num('Tax') ?? modelAmount('Tax'),
    Shipping: num('Shipping'),
    Tip: num('Tip'),
    Discount: num('Discount'),
    Rounding: rounding,
  };
  const total = chooseTotal(num('Total'), layout.get('Total') ?? [], figures, linesSum(lineItems), calibration.Total, printed);
  if (total) {
    fields.Total = total.value;
    choices.set('Total', total);
  }
  // The customer the rules found (a bill-to block, the letter's window) is not the vendor, however the model reads it.
  const customer = typeof rules.Bill_To_Name === 'string' ? textKey(rules.Bill_To_Name) : '';
  const modelName = layout.get('Vendor_Name')?.[0];
  // And the address the model read with the customer's name is the customer's, however many lines it took.
  const modelTookCustomer = Boolean(modelName && customer && rules.Vendor_Name && textKey(String(modelName.value)) === customer && textKey(String(rules.Vendor_Name)) !== customer);
  for (const field of ['Vendor_Name', 'Vendor_Address']) {
    const rule = rules[field] as string | undefined;
    const model = layout.get(field)?.[0];
    // Nor is the customer's address, which the model's block may hold with a contact name above it ("周静, 广东省…").
    const billTo = field === 'Vendor_Address' && typeof rules.Bill_To_Address === 'string' ? textKey(rules.Bill_To_Address) : '';
    // Or the customer's street line with a label from the next column run on ("רחוב ויצמן 1 ת. מסמך").
    const billToStreet = field === 'Vendor_Address' && typeof rules.Bill_To_Address === 'string' ? textKey(rules.Bill_To_Address.split(/[,،]/)[0]) : '';
    const opensWith = (v: string, k: string) => k.length >= 6 && textKey(v).startsWith(k);
    // The street may also follow the customer's name the model took with it ("José González, Av. Paseo … 5547").
    const holds = (v: string, k: string) => k.length >= 12 && /\d/.test(k) && textKey(v).includes(k);
    const customersAddress = Boolean(model && rule && ((billTo && textKey(String(model.value)).includes(billTo) && !textKey(rule).includes(billTo))
      || (opensWith(String(model.value), billToStreet) && !opensWith(rule, billToStreet))
      || (holds(String(model.value), billToStreet) && !holds(rule, billToStreet))));
    const heading = Boolean(model && rule && (isHeadingOnly(String(model.value)) || onlyLabels(String(model.value)) || (field === 'Vendor_Name' && isSentences(String(model.value)))));
    const candidate = modelTookCustomer || customersAddress || heading ? undefined : model;
    const name = typeof fields.Vendor_Name === 'string' ? fields.Vendor_Name : undefined;
    const nested = Boolean(candidate && rule) && (textKey(String(candidate!.value)).includes(textKey(rule!)) || textKey(rule!).includes(textKey(String(candidate!.value))));
    const ruleSupport = rule ? (anchored.has(field) && !nested ? 1 : support(field, rule)) : 0;
    // On an OCR'd receipt the model half-believing the rules' name (0.4) is no reason to overrule its own reading:
    // on SROIE training receipts the rules' differing value was right where the model gave it 0.8 and more, wrong at 0.4.
    const c = chooseText(field, rule, candidate, calibration[field], modelTextFirst || !rule ? 0.6 : 2, ruleSupport, name, modelTextFirst ? 0.5 : 0.2);
    if (c) {
      fields[field] = field === 'Vendor_Address' ? withoutNamePrefix(withoutName(String(c.value), name), name) : c.value;
      choices.set(field, c);
    }
  }
  for (const field of ['Date', 'Due_Date', 'Subtotal', 'Tax']) {
    const rule = rules[field] as string | number | undefined;
    const model = (layout.get(field) ?? []).find((c) => rule === undefined || same(c.value, rule)) ?? layout.get(field)?.[0];
    // Rules own these fields; the model only fills a gap, and only when it is sure.
    const c = chooseText(field, rule, model, calibration[field], rule === undefined ? 0.8 : 2);
    if (c) {
      fields[field] = c.value;
      choices.set(field, c);
    }
  }
  return { fields, choices };
}

/**
 * A sender line's address without the name it starts with ("Tibay Construction Enterprises · 842 Osmeña Boulevard ·
 * Cebu City" → "842 Osmeña Boulevard, Cebu City"): the name is its own field.
 */
export function withoutName(address: string, name: string | undefined): string {
  const SEPARATOR = DOT_SEPARATOR;
  // A dash also separates the parts of a sender line ("Müller GmbH - Dorfstr. 69 - 9000 St. Gallen"), but inside an
  // address it may be part of it ("Av. Sur 90 - Col. Centro"): only a line that opens with the name is split at dashes.
  const DASHED = /\s+[-–—]\s+/u;
  // The name as OCR printed it there may differ from the name field by a misread glyph ("000 «Дубрава»").
  const isName = (part: string) => Boolean(name) && (part === name!.trim() || sameName(part, name!));
  const sep = SEPARATOR.test(address) ? SEPARATOR : DASHED.test(address) && isName(address.split(DASHED)[0].trim()) ? DASHED : undefined;
  if (!sep) return address;
  const parts = address.split(sep).map((p) => p.trim()).filter(Boolean);
  const rest = parts.length > 1 && isName(parts[0]) ? parts.slice(1) : parts;
  return rest.join(', ');
}

