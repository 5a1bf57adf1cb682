import { parse } from 'graphql';
import type { Request, Response } from 'express';
import { loadConfig } from '../../../src/config/config';
import { costGate, documentParser } from '../../../src/graphql/cost-limit';
import { buildGraphqlSchema } from '../../../src/graphql/schema';

const limits = loadConfig({ DATA_DIR: '/tmp/unused' }).graphql;

/** Runs the gate on a POST body; resolves with the refusal (status, body) or with 'next'. */
function run(gate: ReturnType<typeof costGate>, query: string): Promise<'next' | { status: number; body: { errors: Array<{ message: string }> } }> {
  return new Promise((resolve) => {
    const res = {
      statusCode: 200,
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json(body: { errors: Array<{ message: string }> }) {
        resolve({ status: this.statusCode, body });
      },
      set() {
        return this;
      },
    };
    const req = { method: 'POST', body: { query } } as unknown as Request;
    void gate(req, res as unknown as Response, (e?: unknown) => resolve(e ? (e as never) : 'next'));
  });
}

describe('documentParser', () => {
  it('parses a text it has seen before only once, and each other text on its own', () => {
    const counted = jest.fn(parse);
    const parseDocument = documentParser(1000, counted);
    const query = '{ document(captureKey: "k") { captureKey lineItems { description } } }';
    const first = parseDocument(query);
    expect(parseDocument(query)).toBe(first);
    expect(counted).toHaveBeenCalledTimes(1);
    expect(parseDocument(`${query} `)).not.toBe(first);
    expect(counted).toHaveBeenCalledTimes(2);
  });

  it('does not keep a text that fails to parse, nor one over the token limit', () => {
    const counted = jest.fn(parse);
    const parseDocument = documentParser(10, counted);
    for (let i = 0; i < 2; i++) expect(() => parseDocument('{ document(')).toThrow();
    for (let i = 0; i < 2; i++) expect(() => parseDocument('{ a b c d e f g h i j k l }')).toThrow(/more tha[nt] 10 tokens/);
    expect(counted).toHaveBeenCalledTimes(4);
  });

  it('keeps texts up to 8 KB: a longer one is parsed each time', () => {
    const counted = jest.fn(parse);
    const parseDocument = documentParser(100_000, counted);
    const long = `{ ${'__typename '.repeat(800)}}`;
    parseDocument(long);
    parseDocument(long);
    expect(counted).toHaveBeenCalledTimes(2);
  });
});

describe('costGate', () => {
  it("keeps each gate's token limit: a document another gate accepted is refused by a stricter one", async () => {
    const schema = await buildGraphqlSchema();
    const query = `{ ${Array.from({ length: 400 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    expect(await run(costGate({ schema, limits: { ...limits, maxAliases: 1000 } }), query)).toBe('next');
    const strict = await run(costGate({ schema, limits: { ...limits, maxAliases: 1000, maxTokens: 1000 } }), query);
    expect(strict).not.toBe('next');
    expect(strict).toMatchObject({ body: { errors: [{ message: expect.stringContaining('more than 1,000 tokens') }] } });
  });
});
