import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
} from 'graphql';

/** The largest page `first` may ask for (Query.documents documents "1 to 100"); larger values are counted as this. */
export const MAX_PAGE_SIZE = 100;
/** Pages documented larger than MAX_PAGE_SIZE ("1 to 500"), counted up to their own maximum. */
const PAGE_CAPS: Record<string, number> = { 'Account.auditTrail': 500 };
/** Items counted for a list that has no `first` argument and no entry in LIST_SIZES. */
export const ASSUMED_LIST_SIZE = 10;
/**
 * Items counted for the lists that grow with the documents: a long invoice's line items, the values found on a
 * page, an edited record's audit trail. Larger than most documents have, so a page of them is not undercounted.
 */
export const LIST_SIZES: Record<string, number> = {
  'Document.lineItems': 50,
  'Document.fields': 40,
  'Document.auditTrail': 20,
};
/**
 * Fields that cost more than one unit each: long texts and whole records, which weigh on the answer's size
 * as much as a list of scalars does.
 */
const FIELD_WEIGHTS: Record<string, number> = {
  'Document.rawText': 10,
  'Document.record': 20,
};

export interface QueryMeasure {
  /** Fields the answer would hold: each field once per item of every list above it (see MAX_PAGE_SIZE, ASSUMED_LIST_SIZE). */
  cost: number;
  /** Deepest field nesting, the operation's root fields being depth 1; introspection fields do not count. */
  depth: number;
  /** Aliased fields in the operation, fragments expanded. */
  aliases: number;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  measure: QueryMeasure;
}

/**
 * What an operation would cost, computed from the parsed (and validated) document before anything runs.
 * Lists are counted at the size they may reach: `first` (capped at MAX_PAGE_SIZE) for pages, ASSUMED_LIST_SIZE
 * for the others; a page's size applies to its connection's edges and nodes. Fragments are expanded where they
 * are spread and @skip/@include are ignored, so the figure is an upper bound. Introspection (__schema, __type)
 * counts one unit per field: the schema is small and graphql-js limits its depth itself.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  rawVariables: Record<string, unknown> | undefined,
): QueryMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  // Variables that do not coerce fail execution anyway; counted without them, pages count at their largest.
  const variables = coerced.coerced ?? {};
  const root = schema.getRootType(operation.operation);
  const walk: Walk = { schema, fragments, variables, measure: { cost: 0, depth: 0, aliases: 0 } };
  if (root) selectionSet(walk, operation.selectionSet, root, 1, 1, undefined, new Set());
  return walk.measure;
}

function selectionSet(
  w: Walk,
  set: SelectionSetNode,
  parent: GraphQLCompositeType,
  multiplier: number,
  depth: number,
  pageSize: number | undefined,
  spreading: Set<string>,
): void {
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      field(w, sel, parent, multiplier, depth, pageSize, spreading);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? w.schema.getType(sel.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) selectionSet(w, sel.selectionSet, type, multiplier, depth, pageSize, spreading);
    } else {
      const name = sel.name.value;
      const fragment = w.fragments.get(name);
      // Validation refuses cycles; the guard keeps an unvalidated document from recursing forever.
      if (!fragment || spreading.has(name)) continue;
      const type = w.schema.getType(fragment.typeCondition.name.value);
      if (!type || !isCompositeType(type)) continue;
      spreading.add(name);
      selectionSet(w, fragment.selectionSet, type, multiplier, depth, pageSize, spreading);
      spreading.delete(name);
    }
  }
}

/** What the walk needs of a field definition, worked out once per schema field rather than per query node. */
interface FieldFacts {
  weight: number;
  /** Items counted when the field is a list without `first`; 1 when it is not a list. */
  items: number;
  isList: boolean;
  /** The most `first` counts for (undefined: the field has no `first`). */
  pageCap?: number;
  /** The object, interface or union its selection set is on; undefined for leaves. */
  composite?: GraphQLCompositeType;
}

const facts = new WeakMap<GraphQLField<unknown, unknown>, FieldFacts>();

function factsOf(parent: GraphQLCompositeType, def: GraphQLField<unknown, unknown>): FieldFacts {
  let f = facts.get(def);
  if (!f) {
    const key = `${parent.name}.${def.name}`;
    const isList = isListType(getNullableType(def.type));
    const named = getNamedType(def.type);
    f = {
      weight: FIELD_WEIGHTS[key] ?? 1,
      items: isList ? (LIST_SIZES[key] ?? ASSUMED_LIST_SIZE) : 1,
      isList,
      pageCap: def.args.some((a) => a.name === 'first') ? (PAGE_CAPS[key] ?? MAX_PAGE_SIZE) : undefined,
      composite: isCompositeType(named) ? named : undefined,
    };
    facts.set(def, f);
  }
  return f;
}

function field(
  w: Walk,
  node: FieldNode,
  parent: GraphQLCompositeType,
  multiplier: number,
  depth: number,
  pageSize: number | undefined,
  spreading: Set<string>,
): void {
  const name = node.name.value;
  if (node.alias) w.measure.aliases += 1;
  if (name === '__schema' || name === '__type') {
    introspection(w, node, name === '__schema' ? SchemaMetaFieldDef : TypeMetaFieldDef, spreading);
    return;
  }
  const def = name === '__typename' ? TypeNameMetaFieldDef : fieldsOf(parent)?.[name];
  if (depth > w.measure.depth) w.measure.depth = depth;
  if (!def) {
    w.measure.cost += multiplier;
    return;
  }
  const f = factsOf(parent, def);
  w.measure.cost += multiplier * f.weight;
  if (!f.composite || !node.selectionSet) return;
  const first = f.pageCap !== undefined ? firstArgument(w, def, node, f.pageCap) : undefined;
  const items = f.isList ? (first ?? pageSize ?? f.items) : 1;
  // A page that is not itself a list (a connection) hands its size to its edges and nodes.
  const childPage = !f.isList && first !== undefined ? first : undefined;
  selectionSet(w, node.selectionSet, f.composite, multiplier * items, depth + 1, childPage, spreading);
}

/** `first` of a field that has one, capped at its documented maximum (the largest page when it cannot be read). */
function firstArgument(w: Walk, def: GraphQLField<unknown, unknown>, node: FieldNode, cap: number): number {
  let value: unknown;
  try {
    value = getArgumentValues(def, node, w.variables).first;
  } catch {
    value = undefined;
  }
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : cap;
  return Math.min(Math.max(n, 0), cap);
}

function introspection(w: Walk, node: FieldNode, def: GraphQLField<unknown, unknown>, spreading: Set<string>): void {
  w.measure.cost += 1;
  if (!node.selectionSet) return;
  const type = getNamedType(def.type);
  if (!isCompositeType(type)) return;
  // One unit per field node, whatever the nesting: no list sizes and no depth.
  w.measure.cost += countFieldNodes(w, node.selectionSet, type, spreading);
}

function countFieldNodes(w: Walk, set: SelectionSetNode, parent: GraphQLCompositeType, spreading: Set<string>): number {
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      n += 1;
      if (sel.alias) w.measure.aliases += 1;
      const def = fieldsOf(parent)?.[sel.name.value];
      const type = def && getNamedType(def.type);
      if (sel.selectionSet && type && isCompositeType(type)) n += countFieldNodes(w, sel.selectionSet, type, spreading);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? w.schema.getType(sel.typeCondition.name.value) : parent;
      if (type && isCompositeType(type)) n += countFieldNodes(w, sel.selectionSet, type, spreading);
    } else {
      const fragment = w.fragments.get(sel.name.value);
      if (!fragment || spreading.has(sel.name.value)) continue;
      const type = w.schema.getType(fragment.typeCondition.name.value);
      if (!type || !isCompositeType(type)) continue;
      spreading.add(sel.name.value);
      n += countFieldNodes(w, fragment.selectionSet, type, spreading);
      spreading.delete(sel.name.value);
    }
  }
  return n;
}

function fieldsOf(type: GraphQLCompositeType): Record<string, GraphQLField<unknown, unknown>> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields() : undefined;
}
