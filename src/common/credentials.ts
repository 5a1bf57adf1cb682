/**
 * The credential forms the contract accepts, parsed from request headers and query once for both adapters:
 * the four-header set (CLIENT-ID, AUTHORIZATION: apikey user:key, PASSWORD, SECRET-KEY), or an API key alone
 * (Authorization: Bearer <key> or ?api_key=<key>).
 */
export type Credentials =
  | { kind: 'full'; clientId: string; username: string; apiKey: string; password: string; secretKey: string }
  | { kind: 'apiKey'; apiKey: string }
  | { kind: 'none' }
  | { kind: 'malformed'; reason: string };

type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name.toLowerCase()];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s.trim() === '' ? undefined : s.trim();
}

export function parseCredentials(headers: HeaderBag, queryApiKey?: unknown): Credentials {
  const authorization = header(headers, 'authorization');
  const clientId = header(headers, 'client-id');
  const password = header(headers, 'password');
  const secretKey = header(headers, 'secret-key');

  const apikeyMatch = authorization?.match(/^apikey\s+(.+)$/i);
  if (apikeyMatch || clientId || password || secretKey) {
    const missing = [
      !clientId && 'CLIENT-ID',
      !apikeyMatch && 'AUTHORIZATION (apikey <username>:<api_key>)',
      !password && 'PASSWORD',
      !secretKey && 'SECRET-KEY',
    ].filter(Boolean);
    if (missing.length) return { kind: 'malformed', reason: `Missing or malformed header: ${missing.join(', ')}` };
    const pair = apikeyMatch![1].trim();
    const sep = pair.lastIndexOf(':');
    if (sep <= 0 || sep === pair.length - 1) {
      return { kind: 'malformed', reason: 'AUTHORIZATION must be "apikey <username>:<api_key>"' };
    }
    return {
      kind: 'full',
      clientId: clientId!,
      username: pair.slice(0, sep),
      apiKey: pair.slice(sep + 1),
      password: password!,
      secretKey: secretKey!,
    };
  }
  const bearer = authorization?.match(/^bearer\s+(\S+)$/i);
  if (bearer) return { kind: 'apiKey', apiKey: bearer[1] };
  if (authorization) return { kind: 'malformed', reason: 'AUTHORIZATION must be "apikey <username>:<api_key>" or "Bearer <api_key>"' };
  if (typeof queryApiKey === 'string' && queryApiKey.trim()) return { kind: 'apiKey', apiKey: queryApiKey.trim() };
  return { kind: 'none' };
}
