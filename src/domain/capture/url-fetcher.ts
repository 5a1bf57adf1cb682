import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AppError } from '../../common/app-error';

export interface FetchedFile {
  bytes: Buffer;
  fileName: string;
  finalUrl: string;
}

export interface UrlFetchOptions {
  allowlist: string[];
  maxBytes: number;
  timeoutMs: number;
  maxRedirects?: number;
}

/** Addresses a customer's URL may never reach: this host, private networks, link-local, and other special ranges. */
// Two lists: Node matches IPv4 addresses against IPv6 rules too (as ::ffff:a.b.c.d), which ::ffff:0:0/96 would catch.
const BLOCKED_V4 = new net.BlockList();
const BLOCKED_V6 = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED_V4.addSubnet(net4, prefix, 'ipv4');
for (const [net6, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32],
  ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) BLOCKED_V6.addSubnet(net6, prefix, 'ipv6');

export function isBlockedAddress(ip: string): boolean {
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused as a whole range: a public host is reachable by its IPv4 form.
  return net.isIPv6(ip) ? BLOCKED_V6.check(ip, 'ipv6') : BLOCKED_V4.check(ip, 'ipv4');
}

/** Names the setting, so an operator knows what to raise. */
export function tooLarge(maxBytes: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The document is larger than ${Math.round(maxBytes / 1048576)} MB (MAX_UPLOAD_MB)`);
}

function refused(reason: string): AppError {
  return new AppError('URL_REFUSED', `The url was refused: ${reason}`);
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function isAllowlisted(url: URL, allowlist: string[]): boolean {
  const host = hostOf(url);
  return allowlist.includes(host) || allowlist.includes(`${host}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`);
}

/**
 * Checks scheme, port and every resolved address; returns the address to connect to, so DNS cannot change it later.
 * Exported for callbacks (src/domain/notify), which must obey the same rules.
 */
export async function vet(url: URL, opts: Pick<UrlFetchOptions, 'allowlist'>): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https URLs can be captured');
  if (url.username || url.password) throw refused('URLs with credentials are not fetched');
  const host = hostOf(url);
  const allowed = isAllowlisted(url, opts.allowlist);
  if (!allowed && url.port && url.port !== (url.protocol === 'https:' ? '443' : '80')) {
    throw refused(`port ${url.port} is not a default web port`);
  }
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true });
    } catch {
      throw new AppError('URL_FETCH_FAILED', `The host "${host}" could not be resolved`);
    }
  }
  if (!addresses.length) throw new AppError('URL_FETCH_FAILED', `The host "${host}" could not be resolved`);
  if (!allowed && addresses.some((a) => isBlockedAddress(a.address))) {
    throw refused(`"${host}" is a loopback, private or otherwise internal address`);
  }
  return addresses[0];
}

function fileNameOf(url: URL, disposition?: string): string {
  const fromHeader = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  const name = fromHeader ?? decodeURIComponent(url.pathname.split('/').pop() || '') ?? '';
  return name.replace(/[^\w.\- ]/g, '_').slice(0, 200) || 'document';
}

function requestOnce(url: URL, target: { address: string; family: number }, opts: UrlFetchOptions, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; bytes?: Buffer; disposition?: string }>((resolve, reject) => {
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.get(
      url,
      {
        signal,
        headers: { 'user-agent': 'capture/0.1 (document fetch)', accept: '*/*' },
        // Connect to the vetted address only: a second DNS answer cannot redirect us inside the network.
        lookup: (_h, o, cb) => {
          if ((o as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
          else cb(null, target.address, target.family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        if (status < 200 || status >= 300) {
          res.resume();
          return reject(new AppError('URL_FETCH_FAILED', `The url answered HTTP ${status}`));
        }
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes) {
          res.destroy();
          return reject(tooLarge(opts.maxBytes));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(tooLarge(opts.maxBytes));
          } else chunks.push(c);
        });
        res.on('end', () => resolve({ status, bytes: Buffer.concat(chunks), disposition: res.headers['content-disposition'] }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Fetches a customer-supplied URL with SSRF protection, a size cap, a total time limit and vetted redirects. */
export async function fetchDocumentUrl(raw: string, opts: UrlFetchOptions): Promise<FetchedFile> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw AppError.badRequest('url is not a valid absolute URL');
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs);
  try {
    for (let hop = 0; hop <= (opts.maxRedirects ?? 5); hop++) {
      const target = await vet(url, opts);
      const res = await requestOnce(url, target, opts, controller.signal);
      if (res.bytes) return { bytes: res.bytes, fileName: fileNameOf(url, res.disposition), finalUrl: url.toString() };
      url = new URL(res.location!, url);
    }
    throw new AppError('URL_FETCH_FAILED', 'The url redirected too many times');
  } catch (e) {
    if (e instanceof AppError) throw e;
    if (controller.signal.aborted) throw new AppError('URL_FETCH_FAILED', `The url did not answer within ${opts.timeoutMs} ms`);
    throw new AppError('URL_FETCH_FAILED', `The url could not be fetched: ${(e as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}
