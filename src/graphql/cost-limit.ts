import type { Request, RequestHandler, Response } from 'express';
import { type DocumentNode, GraphQLError, type GraphQLSchema, type OperationDefinitionNode, getOperationAST, parse } from 'graphql';
import { isAppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import type { AppConfig } from '../config/config';
import { type QueryMeasure, measureOperation } from './query-cost';

export type QueryLimits = Pick<AppConfig['graphql'], 'maxCost' | 'maxDepth' | 'maxAliases'>;

/** 18604000 → "18,604,000" (toLocaleString builds an Intl formatter per call: slow on the refusal path). */
const n = (x: number) => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * QUERY_TOO_COSTLY when an operation is over any of the limits (all of them named, with the figures), else
 * undefined. The HTTP status is ERROR_TABLE's: the request is refused as a whole, before any resolver runs.
 */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  limits: QueryLimits,
): { measure: QueryMeasure; error?: GraphQLError } {
  const measure = measureOperation(schema, document, operation, variables);
  const over: string[] = [];
  if (measure.cost > limits.maxCost) over.push(`cost ${n(measure.cost)} is over the budget of ${n(limits.maxCost)}`);
  if (measure.depth > limits.maxDepth) over.push(`depth ${measure.depth} is over the limit of ${limits.maxDepth}`);
  if (measure.aliases > limits.maxAliases) over.push(`${n(measure.aliases)} aliases are over the limit of ${n(limits.maxAliases)}`);
  if (!over.length) return { measure };
  const message =
    `Query too costly: ${over.join('; ')}. Ask for smaller pages (first), fewer fields or fewer aliases, ` +
    'or split the query (cost counts each field once per list item: pages at their size, line items as 50, other lists as 10)';
  const code = ERROR_TABLE.QUERY_TOO_COSTLY;
  const error = new GraphQLError(message, {
    extensions: {
      code: code.graphql,
      details: { cost: measure.cost, maxCost: limits.maxCost, depth: measure.depth, maxDepth: limits.maxDepth, aliases: measure.aliases, maxAliases: limits.maxAliases },
      http: { status: code.http },
    },
  });
  return { measure, error };
}

/** graphql-js's message when parsing stops at maxTokens ("more that" in graphql 16). */
export const TOKEN_LIMIT = /Document contains more tha[nt] (\d+) tokens/;

export function tokenLimitError(maxTokens: number): GraphQLError {
  const code = ERROR_TABLE.QUERY_TOO_COSTLY;
  return new GraphQLError(
    `Query too costly: the document has more than ${n(maxTokens)} tokens, the limit (GRAPHQL_MAX_TOKENS). Use variables for large inputs, or split the query`,
    { extensions: { code: code.graphql, details: { maxTokens }, http: { status: code.http } } },
  );
}

export interface CostGateOptions {
  schema: GraphQLSchema;
  limits: QueryLimits & { maxTokens: number };
  /** The rate limiter's per-account cost budget per minute; throws RATE_LIMITED (with retryAfterSeconds) when spent. */
  chargeCost?: (req: Request, units: number) => Promise<void>;
}

/**
 * In front of Apollo: parses the operation (stopping at maxTokens), measures it and refuses it over the limits,
 * then spends its cost from the account's budget per minute. All of it before graphql-js validates the document
 * (validating thousands of aliases takes far longer than measuring them) and before any resolver or
 * authentication runs. Requests it cannot read (no query, a syntax error) go on to Apollo, which explains them.
 */
export function costGate(opts: CostGateOptions): RequestHandler {
  const parseDocument = documentParser(opts.limits.maxTokens);
  return async (req, res, next) => {
    const op = operationOf(req);
    if (!op) return next();
    let document: DocumentNode;
    try {
      document = parseDocument(op.query);
    } catch (e) {
      if (e instanceof GraphQLError && TOKEN_LIMIT.test(e.message)) return refuse(res, tokenLimitError(opts.limits.maxTokens));
      return next();
    }
    const operation = getOperationAST(document, op.operationName);
    if (!operation) return next();
    const { measure, error } = checkOperation(opts.schema, document, operation, op.variables, opts.limits);
    if (error) return refuse(res, error);
    try {
      await opts.chargeCost?.(req, measure.cost);
    } catch (e) {
      if (!isAppError(e) || e.code !== 'RATE_LIMITED') return next(e);
      res.set('Retry-After', String(e.details?.retryAfterSeconds ?? 60));
      return refuse(res, new GraphQLError(e.message, { extensions: { code: ERROR_TABLE.RATE_LIMITED.graphql, http: { status: ERROR_TABLE.RATE_LIMITED.http } } }));
    }
    next();
  };
}

const PARSED_MAX = 500;
/** Longer texts are parsed each time, so the cache holds at most a few megabytes whatever clients send. */
const PARSED_MAX_CHARS = 8 * 1024;

/**
 * parse() with the documents parsed lately kept by their text (clients send the same few operations over and
 * over). One cache per gate, as each gate has its own token limit. Syntax errors are not kept.
 */
export function documentParser(maxTokens: number, parseText: typeof parse = parse): (query: string) => DocumentNode {
  const parsed = new Map<string, DocumentNode>();
  return (query) => {
    const hit = parsed.get(query);
    if (hit) return hit;
    const document = parseText(query, { noLocation: true, maxTokens });
    if (query.length <= PARSED_MAX_CHARS) {
      // Oldest first out: a Map iterates in insertion order.
      if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string);
      parsed.set(query, document);
    }
    return document;
  };
}

/** The operation of a POST body (JSON, or graphql-upload's operations) or of GET's query string. */
function operationOf(req: Request): { query: string; variables?: Record<string, unknown>; operationName?: string } | undefined {
  const source = req.method === 'GET' ? req.query : req.body;
  if (!source || typeof source !== 'object' || typeof source.query !== 'string') return undefined;
  let variables: unknown = source.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = undefined;
    }
  }
  return {
    query: source.query,
    variables: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : undefined,
    operationName: typeof source.operationName === 'string' ? source.operationName : undefined,
  };
}

function refuse(res: Response, error: GraphQLError): void {
  const { http, ...extensions } = error.extensions as { http: { status: number } } & Record<string, unknown>;
  res.status(http.status).json({ errors: [{ message: error.message, extensions }] });
}
