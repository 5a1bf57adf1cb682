import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { AppConfig } from '../config/config';

/** express's names for address ranges, as TRUST_PROXY accepts them. */
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether the hop-th address from the server (0: the peer) is a proxy whose X-Forwarded-For is believed. */
export type TrustFn = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as a trust function, in the form express's "trust proxy" takes, so the HTTP server and the
 * WebSocket upgrade (which express never sees) agree on who the client is.
 */
export function compileTrust(setting: AppConfig['trustProxy']): TrustFn {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new BlockList();
  for (const entry of setting.flatMap((e) => NAMED[e] ?? [e])) {
    const [address, prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d+$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
    else list.addSubnet(address, maskLength(prefix), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** 255.255.240.0 → 20. */
function maskLength(mask: string): number {
  return mask.split('.').reduce((bits, octet) => bits + (Number(octet) >>> 0).toString(2).replace(/0/g, '').length, 0);
}

/**
 * The client address of a raw request, as express's req.ip computes it: walk X-Forwarded-For from the nearest
 * hop while each address so far is trusted; the first untrusted one (or the farthest given) is the client.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string | null {
  const peer = req.socket?.remoteAddress;
  if (!peer) return null;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : header ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const hops = [peer, ...forwarded];
  for (let i = 0; i < hops.length - 1; i++) if (!trust(hops[i], i)) return hops[i];
  return hops[hops.length - 1];
}
