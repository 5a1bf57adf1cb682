import type { IncomingMessage } from 'node:http';
import { clientAddress, compileTrust } from '../../../src/common/client-address';

const req = (peer: string, xff?: string) => ({ socket: { remoteAddress: peer }, headers: xff ? { 'x-forwarded-for': xff } : {} }) as unknown as IncomingMessage;

describe('client address behind proxies', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(req('203.0.113.9', '1.2.3.4'), compileTrust(false))).toBe('203.0.113.9');
  });

  it('takes as many hops from X-Forwarded-For as TRUST_PROXY counts', () => {
    expect(clientAddress(req('10.0.0.2', '198.51.100.1, 1.2.3.4'), compileTrust(1))).toBe('1.2.3.4');
    expect(clientAddress(req('10.0.0.2', '198.51.100.1, 1.2.3.4'), compileTrust(2))).toBe('198.51.100.1');
    // More hops trusted than given: the farthest address is the client.
    expect(clientAddress(req('10.0.0.2', '198.51.100.1'), compileTrust(5))).toBe('198.51.100.1');
  });

  it('believes X-Forwarded-For only from listed proxies, and stops at the first address not listed', () => {
    const trust = compileTrust(['10.0.0.0/8', 'loopback']);
    expect(clientAddress(req('10.1.2.3', '198.51.100.1'), trust)).toBe('198.51.100.1');
    expect(clientAddress(req('::ffff:127.0.0.1', '198.51.100.1'), trust)).toBe('198.51.100.1');
    // A client forging a trusted-looking chain behind an untrusted hop gets the untrusted hop.
    expect(clientAddress(req('10.1.2.3', '10.9.9.9, 203.0.113.50, 10.0.0.1'), trust)).toBe('203.0.113.50');
    expect(clientAddress(req('203.0.113.9', '198.51.100.1'), trust)).toBe('203.0.113.9');
  });

  it('takes netmasks, IPv6 ranges and express names', () => {
    expect(compileTrust(['172.16.0.0/255.240.0.0'])('172.31.255.1', 0)).toBe(true);
    expect(compileTrust(['172.16.0.0/255.240.0.0'])('172.32.0.1', 0)).toBe(false);
    expect(compileTrust(['fd00::/8'])('fd12::1', 0)).toBe(true);
    expect(compileTrust(['uniquelocal'])('192.168.4.4', 0)).toBe(true);
    expect(compileTrust(['uniquelocal'])('8.8.8.8', 0)).toBe(false);
    expect(compileTrust(['linklocal'])('not an address', 0)).toBe(false);
  });
});
