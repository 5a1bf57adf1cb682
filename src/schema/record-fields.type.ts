import { Field, Float, Int, getMetadataStorage } from 'type-graphql';
import type { FieldKind, FieldSpec } from '../domain/document/record-fields';

/**
 * Applies one type-graphql @Field per entry of a field table (RECORD_FIELDS, LINE_ITEM_FIELDS), so the GraphQL
 * types follow the contract's table instead of a second hand-written list that could drift from it.
 * Field order in the schema is the table's (contract) order.
 */
export function applyFieldTable(
  target: Function,
  specs: readonly FieldSpec[],
  opts: { nullable: boolean; taxLineType?: () => Function },
): void {
  const taken = new Set(getMetadataStorage().fields.filter((f) => f.target === target).map((f) => f.schemaName));
  for (const spec of specs) {
    // A table name colliding with a hand-written field would silently replace it; fail at start-up instead.
    if (taken.has(spec.graphql)) throw new Error(`${target.name}.${spec.graphql} is defined twice`);
    taken.add(spec.graphql);
    Field(() => scalarFor(spec.kind, opts.taxLineType), { nullable: opts.nullable, description: spec.description })(
      target.prototype,
      spec.graphql,
    );
  }
}

function scalarFor(kind: FieldKind, taxLineType?: () => Function) {
  switch (kind) {
    case 'number':
      return Float;
    case 'integer':
      return Int;
    case 'string':
    case 'date':
      return String;
    case 'taxLines':
      if (!taxLineType) throw new Error('taxLines field without a TaxLine type');
      return [taxLineType()];
  }
}
