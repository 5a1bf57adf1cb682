import DataLoader from 'dataloader';
import type { IncomingHttpHeaders } from 'node:http';
import type { Services } from '../app/services';
import { parseCredentials } from '../common/credentials';
import type { Identity } from '../domain/account/account.service';
import type { AuditEntryEntity } from '../domain/document/audit-entry.entity';
import type { Actor } from '../domain/document/document.service';
import type { LineItemEntity } from '../domain/document/line-item.entity';
import type { ResolverContainer } from './container';
import type { SubscriptionSlots } from './subscription-slots';

export interface GraphqlLoaders {
  /** Line items by document id, in position order. */
  lineItems: DataLoader<string, LineItemEntity[]>;
  /** Audit entries by document id, oldest first. */
  auditEntries: DataLoader<string, AuditEntryEntity[]>;
}

/** One per request: nothing here is shared between callers. */
export interface GraphqlContext {
  services: Services;
  /** Resolver instances, handed to type-graphql through the `container` build option. */
  container: ResolverContainer;
  /** Authenticates on first use and remembers the outcome (identity or error) for the rest of the request. */
  identity(): Promise<Identity>;
  /** The identity as the domain records edits made through this adapter. */
  actor(): Promise<Actor>;
  /** The client address, as the HTTP layer saw it (public operations are limited by it). */
  clientIp: string | null;
  loaders: GraphqlLoaders;
  /** Opens a subscription's stream within the account's GRAPHQL_MAX_SUBSCRIPTIONS (the WebSocket adapter's slots). */
  holdSubscription<T>(accountId: string, open: () => Promise<AsyncIterableIterator<T>>): Promise<AsyncIterableIterator<T>>;
  /**
   * Forgets what the loaders read. Mutations call it after writing: they run one after another in a request,
   * so a later field must not be answered from a batch read before the write.
   */
  forgetLoaded(): void;
}

export interface RequestAuth {
  headers: IncomingHttpHeaders;
  /** ?api_key= of the URL, accepted like on REST. */
  queryApiKey?: unknown;
  /** Told who authenticated (the HTTP adapter puts the account id on its access-log line). */
  onIdentity?: (identity: Identity) => void;
  clientIp?: string | null;
  /** The WebSocket adapter's subscription slots; none → unlimited (HTTP serves no subscriptions). */
  subscriptionSlots?: SubscriptionSlots;
}

export function createContext(services: Services, container: ResolverContainer, auth: RequestAuth): GraphqlContext {
  let identity: Promise<Identity> | undefined;
  const authenticate = () =>
    (identity ??= services.accounts.authenticate(parseCredentials(auth.headers, auth.queryApiKey)).then((id) => {
      auth.onIdentity?.(id);
      return id;
    }));
  const loaders: GraphqlLoaders = {
    lineItems: new DataLoader((ids) => services.documents.lineItemsFor(ids).then((rows) => groupBy(ids, rows)), { batchScheduleFn }),
    auditEntries: new DataLoader((ids) => services.documents.auditFor(ids).then((rows) => groupBy(ids, rows)), { batchScheduleFn }),
  };
  return {
    services,
    container,
    identity: authenticate,
    actor: async () => ({ ...(await authenticate()), via: 'graphql', ip: auth.clientIp ?? null }),
    clientIp: auth.clientIp ?? null,
    loaders,
    holdSubscription: (accountId, open) => (auth.subscriptionSlots ? auth.subscriptionSlots.hold(accountId, open) : open()),
    forgetLoaded() {
      loaders.lineItems.clearAll();
      loaders.auditEntries.clearAll();
    },
  };
}

/**
 * Batches are read on the next turn of the event loop rather than in the same one: SQLite answers synchronously,
 * so without a turn a whole page with its line items would run as one block, and /healthz and every other
 * request would wait for all of it. Same batches, same statements; the block is cut where the reads start.
 */
const batchScheduleFn = (dispatch: () => void) => void setImmediate(dispatch);

/** DataLoader wants one result per key, in key order; rows keep the order the query gave them. */
function groupBy<T extends { documentId: string }>(ids: readonly string[], rows: T[]): T[][] {
  const byId = new Map<string, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) byId.get(row.documentId)?.push(row);
  return ids.map((id) => byId.get(id)!);
}
