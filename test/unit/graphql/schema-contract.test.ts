import fs from 'node:fs';
import path from 'node:path';
import { type GraphQLInputObjectType, type GraphQLObjectType, type GraphQLSchema, isNonNullType } from 'graphql';
import { LINE_ITEM_FIELDS, RECORD_FIELDS } from '../../../src/domain/document/record-fields';
import { buildGraphqlSchema, printSchemaSdl } from '../../../src/graphql/schema';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { currentContracts } = require('../../../scripts/write-contracts.js') as {
  currentContracts(): Promise<{ file: string; content: string }[]>;
};

const ROOT = path.resolve(__dirname, '../../..');
let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await buildGraphqlSchema();
});

const typeName = (kind: string) => ({ number: 'Float', integer: 'Int', string: 'String', date: 'String', taxLines: '[TaxLine!]' })[kind];

describe('schema.graphql', () => {
  it('is what the sources generate (run npm run contracts after changing the schema)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8')).toBe(printSchemaSdl(schema));
  });

  it('is among the contracts the script writes, with the same content', async () => {
    const contracts = await currentContracts();
    expect(contracts.find((c) => c.file === 'schema.graphql')?.content).toBe(printSchemaSdl(schema));
  });
});

describe('types generated from the field tables', () => {
  it('gives Document every record field, nullable, with the type its kind asks for', () => {
    const fields = (schema.getType('Document') as GraphQLObjectType).getFields();
    for (const spec of RECORD_FIELDS) {
      expect([spec.graphql, String(fields[spec.graphql]?.type)]).toEqual([spec.graphql, typeName(spec.kind)]);
    }
  });

  it('gives LineItem every line-item field, non-null', () => {
    const fields = (schema.getType('LineItem') as GraphQLObjectType).getFields();
    for (const spec of LINE_ITEM_FIELDS) {
      expect([spec.graphql, String(fields[spec.graphql]?.type)]).toEqual([spec.graphql, `${typeName(spec.kind)}!`]);
    }
  });

  it('makes every field of the edit inputs optional', () => {
    for (const [name, specs] of [['UpdateDocumentInput', RECORD_FIELDS], ['LineItemInput', LINE_ITEM_FIELDS]] as const) {
      const fields = (schema.getType(name) as GraphQLInputObjectType).getFields();
      expect(Object.keys(fields)).toEqual([...specs.map((s) => s.graphql), ...(name === 'UpdateDocumentInput' ? ['lineItems'] : [])]);
      expect(Object.values(fields).filter((f) => isNonNullType(f.type))).toEqual([]);
    }
    const taxLines = (schema.getType('UpdateDocumentInput') as GraphQLInputObjectType).getFields().taxLines;
    expect(String(taxLines.type)).toBe('[TaxLineInput!]');
  });
});
