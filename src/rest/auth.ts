import type { Request } from 'express';
import { parseCredentials } from '../common/credentials';
import type { AccountService } from '../domain/account/account.service';
import type { Actor } from '../domain/document/document.service';

/** Every authenticated REST call accepts the four-header set, a Bearer key, or ?api_key=. */
export async function restActor(req: Request, accounts: AccountService): Promise<Actor> {
  const identity = await accounts.authenticate(parseCredentials(req.headers, req.query.api_key));
  // For the access log line (accessLog), which runs when the response is sent.
  if (req.res) req.res.locals.accountId = identity.accountId;
  return { ...identity, via: 'rest', ip: req.ip ?? null };
}

/** Query values arrive as string, string[] or nested objects; the contract's parameters are single strings. */
export function queryString(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (Array.isArray(v)) return typeof v[0] === 'string' ? v[0] : undefined;
  return typeof v === 'string' ? v : undefined;
}

/**
 * The contract documents edit bodies as one parameter `data` holding a JSON dictionary, while its examples send the
 * object itself. Both are accepted: `{ "data": "<json>" }`, `{ "data": { … } }`, form field data=<json>, or the object.
 */
export function unwrapData(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === 'data') {
      const data = (body as { data: unknown }).data;
      if (typeof data === 'string') {
        try {
          return JSON.parse(data);
        } catch {
          return data;
        }
      }
      return data;
    }
  }
  return body;
}
