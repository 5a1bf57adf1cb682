import type { Logger } from '../../common/logger';
import type { DocumentEntity } from '../document/document.entity';
import type { DocumentRepository } from '../document/document.repository';
import { type FieldValue, type LineItemFields, type RecordFields, lineItemFieldSpec } from '../document/record-fields';
import { type Anchor, findAnchor } from './anchors';
import { CorrectionEntity } from './correction.entity';
import { type LineMemoryResult, applyLineLayouts } from './line-memory';
import { type Example, applyExamples, valueKind } from './memory-rules';
import { VendorMemoryRepository } from './vendor-memory.repository';
import { vendorKey, vendorKeys } from './vendor-key';

/** Who corrected, through which adapter. */
export interface CorrectionSource {
  accountId: string;
  via: string;
}

/** A line-item edit: an added item (before null), a changed one, or a deleted one (after null). */
export interface LineItemEdit {
  lineItemId: string | null;
  before: LineItemFields | LineItemFields[] | null;
  after: LineItemFields | LineItemFields[] | null;
  /** The item's fields the edit set; absent for a whole-item add/delete/replace. */
  patch?: Partial<LineItemFields>;
}

export interface MemoryResult {
  fields: RecordFields;
  /** Fields whose value vendor memory changed, for provenance. */
  applied: string[];
  /** The vendor keys the record was looked up under (its own and what they were corrected to). */
  keys: string[];
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
const rawTextOf = (doc: DocumentEntity) => (typeof doc.fields?.Raw_Text === 'string' ? doc.fields.Raw_Text : '');
// Corrections beyond three hops (engine name → fixed name → VAT number → …) would be a loop, not a vendor.
const MAX_ROUNDS = 3;

/**
 * Learning from corrections. Edits are stored as labelled examples (in the edit's own transaction, through a
 * repository built on it); a new document of the same vendor, in the same account, gets them applied.
 */
export class VendorMemoryService {
  constructor(
    private readonly repo: VendorMemoryRepository,
    private readonly logger?: Logger,
  ) {}

  /**
   * Stores one example per edited record field, in the edit's transaction `tx`. `doc` is the record after
   * the edit, `before` its fields before it.
   */
  async recordFieldEdits(tx: DocumentRepository, source: CorrectionSource, doc: DocumentEntity, before: RecordFields, patch: Record<string, unknown>): Promise<void> {
    const repo = new VendorMemoryRepository(tx.manager);
    const keys = await this.keysFor(repo, doc, before);
    const rows: CorrectionEntity[] = [];
    for (const [field, value] of Object.entries(patch)) {
      const first = await repo.firstForDocument(doc.id, field);
      const kind = valueKind(field);
      const anchor = kind ? findAnchor(rawTextOf(doc), kind, value as string | number) : null;
      rows.push(this.row(source, doc, keys, field, null, first ? first.extractedValue : json(before[field]), json(value), anchor));
    }
    // A corrected name or VAT number moves the document's earlier examples to the vendor it now belongs to.
    if (keys.after) await repo.rekeyDocument(doc.id, keys.after);
    await repo.insert(rows);
  }

  /** Stores a line-item edit, in the edit's transaction: one example per changed item field, or one for a whole item. */
  async recordLineItemEdit(tx: DocumentRepository, source: CorrectionSource, doc: DocumentEntity, edit: LineItemEdit): Promise<void> {
    const repo = new VendorMemoryRepository(tx.manager);
    const keys = await this.keysFor(repo, doc, doc.fields ?? {});
    const rows: CorrectionEntity[] = [];
    if (edit.patch && edit.lineItemId && edit.before && !Array.isArray(edit.before)) {
      for (const [key, value] of Object.entries(edit.patch)) {
        const field = `Line_Items.${key}`;
        const first = await repo.firstForDocument(doc.id, field, edit.lineItemId);
        const kind = lineItemFieldSpec(key)?.kind;
        const anchor = value === undefined ? null : findAnchor(rawTextOf(doc), kind === 'number' ? 'number' : kind === 'date' ? 'date' : 'text', value);
        rows.push(this.row(source, doc, keys, field, edit.lineItemId, first ? first.extractedValue : json(edit.before[key]), json(value), anchor));
      }
    } else {
      rows.push(this.row(source, doc, keys, 'Line_Items', edit.lineItemId, json(edit.before), json(edit.after), null));
    }
    await repo.insert(rows);
  }

  /**
   * Applies the account's examples for the record's vendor to freshly extracted fields. The vendor is looked
   * up by VAT number and by name, and by what the engine's name or VAT number was corrected to before; after
   * each round the keys are recomputed, since a corrected name or VAT number may lead to more examples.
   */
  async apply(accountId: string, extracted: RecordFields): Promise<MemoryResult> {
    let fields = extracted;
    const applied = new Set<string>();
    const seen = new Set<string>();
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const direct = vendorKeys(fields).filter((k) => !seen.has(k));
      if (!direct.length) break;
      direct.forEach((k) => seen.add(k));
      const keys = [...direct, ...(await this.repo.aliasesOf(accountId, direct)).filter((k) => !seen.has(k))];
      keys.forEach((k) => seen.add(k));
      const examples = (await this.repo.forVendors(accountId, keys)).map(toExample).filter((e): e is Example => e !== null);
      if (!examples.length) continue;
      const result = applyExamples(fields, examples);
      fields = result.fields;
      result.applied.forEach((f) => applied.add(f));
    }
    if (applied.size) this.logger?.debug('vendor memory applied', { fields: [...applied] });
    return { fields, applied: [...applied], keys: [...seen] };
  }

  /**
   * Line items of a fresh record read with the row layout learned from the vendor's corrected documents
   * (line-layout.ts), where the engine's reading disagrees; `keys` from apply().
   */
  async applyLineItems(accountId: string, keys: readonly string[], fields: RecordFields, items: Partial<LineItemFields>[]): Promise<LineMemoryResult> {
    const rawText = typeof fields.Raw_Text === 'string' ? fields.Raw_Text : '';
    if (!rawText || !keys.length) return { items, applied: false };
    const samples = await this.repo.lineItemSamples(accountId, keys);
    return samples.length ? applyLineLayouts(rawText, fields, items, samples) : { items, applied: false };
  }

  /** After the edit, and as the engine filed the record (kept from the document's first correction). */
  private async keysFor(repo: VendorMemoryRepository, doc: DocumentEntity, before: RecordFields) {
    const first = await repo.firstForDocument(doc.id);
    return { after: vendorKey(doc.fields) ?? '', extracted: first ? first.extractedKey : vendorKey(before) };
  }

  private row(
    source: CorrectionSource,
    doc: DocumentEntity,
    keys: { after: string; extracted: string | null },
    field: string,
    lineItemId: string | null,
    extractedValue: string | null,
    correctedValue: string | null,
    anchor: Anchor | null,
  ): CorrectionEntity {
    return Object.assign(new CorrectionEntity(), {
      accountId: source.accountId,
      documentId: doc.id,
      vendorKey: keys.after.slice(0, 255),
      extractedKey: keys.extracted?.slice(0, 255) ?? null,
      field,
      lineItemId,
      extractedValue,
      correctedValue,
      source: source.via,
      anchorLabel: anchor?.label.slice(0, 255) ?? null,
      anchorLine: anchor?.line ?? null,
      anchorPlacement: anchor?.placement ?? null,
      createdAt: new Date(),
    });
  }
}

/** A stored row as the rules read it; null for line-item rows and values that do not parse. */
export function toExample(row: CorrectionEntity): Example | null {
  if (row.field.startsWith('Line_Items') || row.correctedValue === null) return null;
  let corrected: FieldValue;
  try {
    corrected = JSON.parse(row.correctedValue) as FieldValue;
  } catch {
    return null;
  }
  const anchor: Anchor | null =
    row.anchorLabel !== null && row.anchorLine !== null
      ? { label: row.anchorLabel, line: row.anchorLine, placement: row.anchorPlacement === 'above' ? 'above' : 'inline' }
      : null;
  return { field: row.field, corrected, anchor };
}
