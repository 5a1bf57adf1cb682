import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { isAppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import type { AppConfig } from '../config/config';
import { type QueryMeasure, measureOperation } from './query-cost';

export type QueryLimits = Pick<AppConfig['graphql'], 'maxCost' | 'maxDepth' | 'maxAliases'>;

const n = (x: number) => x.toLocaleString('en-US');

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
    'or split the query (cost counts each field once per list item, pages at their size, other lists as 10)';
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

/**
 * Apollo plugin: measures every operation once it is parsed, validated and chosen, refuses it over the limits,
 * then spends its cost from the account's budget per minute (RATE_LIMITED, 429 with Retry-After, when spent).
 */
export function costLimitPlugin<C extends { spendCost(units: number): Promise<void> }>(limits: QueryLimits): ApolloServerPlugin<C> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return; // Apollo refuses a document without the named operation before this hook
          const { measure, error } = checkOperation(schema, document, operation, request.variables, limits);
          if (error) throw error;
          try {
            await contextValue.spendCost(measure.cost);
          } catch (e) {
            if (!isAppError(e) || e.code !== 'RATE_LIMITED') throw e;
            const seconds = Number(e.details?.retryAfterSeconds ?? 60);
            throw new GraphQLError(e.message, {
              extensions: {
                code: ERROR_TABLE.RATE_LIMITED.graphql,
                http: { status: ERROR_TABLE.RATE_LIMITED.http, headers: new Map([['retry-after', String(seconds)]]) },
              },
            });
          }
        },
      };
    },
  };
}
