import { isIP } from 'node:net';
import { LANGUAGES, toTesseractCode } from '../extraction/image/languages';
import type { AppConfig } from './config';

/** Readers of single environment variables: each refuses a bad value with a ConfigError naming the variable. */

export class ConfigError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

export function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const n = Number(raw);
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`);
  return n;
}

export function boolVar(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be on or off, got "${env[name]}"`);
}

/** OCR_LANGUAGES: comma-separated ISO 639-1 or Tesseract codes; empty means every supported language. */
export function languagesVar(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return Object.keys(LANGUAGES);
  const codes: string[] = [];
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    try {
      codes.push(toTesseractCode(part));
    } catch {
      throw new ConfigError(name, `names an unsupported language "${part}" (supported: ${Object.keys(LANGUAGES).join(', ')})`);
    }
  }
  return [...new Set(codes)];
}

/** BLOB_STORE: local (default), db, or s3://bucket[/prefix] with S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE. */
export function blobStoreVar(env: Env): AppConfig['blobStore'] {
  const raw = env.BLOB_STORE?.trim() || 'local';
  if (raw === 'local') return { kind: 'local' };
  if (raw === 'db') return { kind: 'db' };
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(raw);
  if (!m) throw new ConfigError('BLOB_STORE', `must be local, db or s3://<bucket>[/<prefix>], got "${raw}"`);
  const endpoint = urlVar(env, 'S3_ENDPOINT', ['http:', 'https:']);
  return {
    kind: 's3',
    bucket: m[1],
    prefix: (m[2] ?? '').replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: boolVar(env, 'S3_FORCE_PATH_STYLE', Boolean(endpoint)),
  };
}

export function urlVar(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  }
  return raw;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY: false/empty, a hop count, or a comma list of addresses, CIDRs and express's names (loopback, …). */
export function trustProxyVar(env: Env): AppConfig['trustProxy'] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || ['false', 'off', 'no', '0'].includes(raw.toLowerCase())) return false;
  if (['true', 'on', 'yes'].includes(raw.toLowerCase())) {
    // Trusting every peer lets any client choose its address, and so its rate limit.
    throw new ConfigError('TRUST_PROXY', 'must be a hop count or the proxies\' addresses, not "true" (that would believe any client)');
  }
  if (/^\d+$/.test(raw)) return intVar(env, 'TRUST_PROXY', 0, 0, 32);
  const entries = raw.split(',').map((e) => e.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!PROXY_NAMES.includes(entry) && !isAddressOrCidr(entry)) {
      throw new ConfigError('TRUST_PROXY', `has "${entry}", which is not a hop count, an IP address, a CIDR or one of ${PROXY_NAMES.join(', ')}`);
    }
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return family === 4 && isIP(prefix) === 4;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Node's request timeout (300 s, left at its default) ends any upload by then: younger parts may be live. */
const MIN_ORPHAN_GRACE_MINUTES = 5;

/** ORPHAN_UPLOAD_GRACE_MINUTES: 0 turns the sweep off, otherwise 5 minutes to a week. */
export function orphanGraceVar(env: Env): number {
  const minutes = intVar(env, 'ORPHAN_UPLOAD_GRACE_MINUTES', 60, 0, 10_080);
  if (minutes > 0 && minutes < MIN_ORPHAN_GRACE_MINUTES) {
    throw new ConfigError('ORPHAN_UPLOAD_GRACE_MINUTES', `must be 0 (off) or at least ${MIN_ORPHAN_GRACE_MINUTES}, got ${minutes}`);
  }
  return minutes * 60_000;
}

/**
 * API_PROCESSES: 1-64 HTTP processes. Above 1 only with REDIS_URL: each process would otherwise count rate limits,
 * cost budgets and subscriptions on its own (N times the allowance) and miss the others' document events.
 */
export function apiProcessesVar(env: Env, role: string, redisUrl: string | undefined): number {
  const n = intVar(env, 'API_PROCESSES', 1, 1, 64);
  if (n === 1) return n;
  if (role === 'worker') throw new ConfigError('API_PROCESSES', `applies to CAPTURE_ROLE all or api; a worker serves no API (got ${n} with CAPTURE_ROLE=worker)`);
  if (!redisUrl) {
    throw new ConfigError('API_PROCESSES', `above 1 needs REDIS_URL, through which the processes share rate limits, GraphQL cost budgets, subscription limits and document events (got ${n} without REDIS_URL)`);
  }
  return n;
}
