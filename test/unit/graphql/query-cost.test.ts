import { type GraphQLSchema, getIntrospectionQuery, getOperationAST, parse } from 'graphql';
import { loadConfig } from '../../../src/config/config';
import { checkOperation } from '../../../src/graphql/cost-limit';
import { MAX_PAGE_SIZE, measureOperation } from '../../../src/graphql/query-cost';
import { buildGraphqlSchema } from '../../../src/graphql/schema';
import { HEAVIEST_ACCEPTED_QUERY, attackQuery } from '../../support/graphql-attack';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildGraphqlSchema();
});

const measure = (query: string, variables?: Record<string, unknown>) => {
  const document = parse(query);
  return measureOperation(schema, document, getOperationAST(document)!, variables);
};
const limits = loadConfig({ DATA_DIR: '/tmp/unused' }).graphql;

describe('measureOperation', () => {
  it('counts each field once per item of the lists above it, pages at their size', () => {
    // documents 1, nodes 1, then per document (default page 20) captureKey and lineItems, per line item (50) two fields.
    expect(measure('{ documents { nodes { captureKey lineItems { description qty } } } }')).toEqual({ cost: 1 + 1 + 20 * 2 + 20 * 50 * 2, depth: 4, aliases: 0 });
    // Lists without a size of their own count as 10: a line item's values.
    expect(measure('{ document(captureKey: "k") { lineItems { fields { name } } } }').cost).toBe(1 + 1 + 50 + 50 * 10);
    // documents, totalCount, edges; per edge cursor and node; per node captureKey.
    expect(measure('{ documents(first: 5) { totalCount edges { cursor node { captureKey } } } }').cost).toBe(3 + 5 * 2 + 5);
  });

  it('caps first at the documented maximum, and reads it from variables and their defaults', () => {
    const q = 'query($n: Int!) { documents(first: $n) { nodes { captureKey } } }';
    expect(measure(q, { n: 7 }).cost).toBe(2 + 7);
    expect(measure(q, { n: 100_000 }).cost).toBe(2 + MAX_PAGE_SIZE);
    expect(measure('query($n: Int! = 3) { documents(first: $n) { nodes { captureKey } } }').cost).toBe(2 + 3);
    // The account's audit trail is documented up to 500 a page.
    expect(measure('{ me { auditTrail(first: 100000) { action } } }').cost).toBe(2 + 500);
    // A variable that does not coerce fails before anything runs; it is counted as if left out (the default page).
    expect(measure(q, { n: 'many' }).cost).toBe(2 + 20);
  });

  it('expands fragments and inline fragments where they are used', () => {
    const viaFragments = measure(`
      query { a: documents(first: 10) { ...Page } b: documents(first: 10) { ...Page } }
      fragment Page on DocumentConnection { nodes { ...Doc } }
      fragment Doc on Document { captureKey ... on Document { total lineItems { qty } } }`);
    const inline = measure('{ a: documents(first: 10) { nodes { captureKey total lineItems { qty } } } b: documents(first: 10) { nodes { captureKey total lineItems { qty } } } }');
    expect(viaFragments).toEqual(inline);
    expect(viaFragments.aliases).toBe(2);
  });

  it('weighs raw text and whole records more than other fields', () => {
    expect(measure('{ document(captureKey: "k") { rawText } }').cost).toBe(1 + 10);
    expect(measure('{ document(captureKey: "k") { record } }').cost).toBe(1 + 20);
  });

  it('counts introspection once per field, without depth: the IDE can load the schema', () => {
    const m = measure(getIntrospectionQuery());
    expect(m.depth).toBe(0);
    expect(m.cost).toBeLessThan(300);
    expect(checkOperation(schema, parse(getIntrospectionQuery()), getOperationAST(parse(getIntrospectionQuery()))!, {}, limits).error).toBeUndefined();
  });
});

describe('checkOperation', () => {
  it("refuses the issue's attack with QUERY_TOO_COSTLY, naming the cost, the budget and the aliases", () => {
    const query = attackQuery();
    expect(query.length).toBeGreaterThan(200_000);
    const document = parse(query);
    const { error, measure: m } = checkOperation(schema, document, getOperationAST(document)!, {}, limits);
    expect(m.cost).toBeGreaterThan(limits.maxCost * 100);
    expect(error?.extensions.code).toBe('QUERY_TOO_COSTLY');
    expect(error?.extensions.http).toEqual({ status: 400 });
    expect(error?.message).toContain(`cost ${m.cost.toLocaleString('en-US')} is over the budget of 20,000`);
    expect(error?.message).toContain('2,000 aliases are over the limit of 100');
    expect(error?.extensions.details).toMatchObject({ cost: m.cost, maxCost: 20_000, aliases: 2000, maxAliases: 100 });
  });

  it('refuses a query deeper than GRAPHQL_MAX_DEPTH even when cheap', () => {
    // transactionCategoryTree, then categories / primary alternating 12 times, then id: 14 levels of fields.
    let inner = 'id';
    for (let i = 0; i < 12; i++) inner = `${i % 2 ? 'categories' : 'primary'} { ${inner} }`;
    const deep = `{ transactionCategoryTree { ${inner} } }`;
    const document = parse(deep);
    const tight = { ...limits, maxCost: 100_000_000 };
    const { error, measure: m } = checkOperation(schema, document, getOperationAST(document)!, {}, tight);
    expect(m.depth).toBe(14);
    expect(error?.message).toContain('depth 14 is over the limit of 12');
  });

  it('accepts a full page of documents with their line items, provenance and audit trails', () => {
    const document = parse(HEAVIEST_ACCEPTED_QUERY);
    const { error, measure: m } = checkOperation(schema, document, getOperationAST(document)!, {}, limits);
    expect(error).toBeUndefined();
    expect(m.cost).toBeLessThanOrEqual(limits.maxCost);
    expect(m.cost).toBeGreaterThan(limits.maxCost * 0.8);
  });
});
