import { createHmac } from 'node:crypto';
import { randomToken } from '../../common/crypto';

export const TIMESTAMP_HEADER = 'X-Capture-Timestamp';
export const SIGNATURE_HEADER = 'X-Capture-Signature';

/** 32 random bytes, base64url, with a prefix that tells it apart from the account's API credentials in a config file. */
export function newCallbackSecret(): string {
  return `whsec_${randomToken(32)}`;
}

/**
 * `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<body>")>`. The timestamp is signed with the body so a receiver
 * that rejects old timestamps cannot be fed a recorded POST again.
 */
export function signCallback(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Headers of one attempt; the timestamp is the attempt's time, in Unix seconds. */
export function callbackHeaders(secret: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signCallback(secret, timestamp, body) };
}

/** Wait before attempt n+1 after n failed attempts: base, 2×base, 4×base …, at most an hour. */
export function backoffMs(failedAttempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, failedAttempts - 1), 3_600_000);
}
