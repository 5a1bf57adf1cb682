import http from 'node:http';
import https from 'node:https';
import { isAppError } from '../../common/app-error';
import { vet } from '../capture/url-fetcher';
import { callbackHeaders } from './callback-signature';

export interface SendResult {
  ok: boolean;
  /** Why it did not count as delivered, for the row's last_error (never the response body: it is the receiver's). */
  error?: string;
}

export interface CallbackSendOptions {
  allowlist: string[];
  timeoutMs: number;
}

/**
 * One signed POST. The URL is vetted again on every attempt (DNS may point elsewhere since it was saved) and the
 * connection goes to the vetted address only. Redirects are not followed: a 3xx is a failed attempt.
 */
export async function sendCallback(rawUrl: string, body: string, secret: string, opts: CallbackSendOptions): Promise<SendResult> {
  let url: URL;
  let target: { address: string; family: number };
  try {
    url = new URL(rawUrl);
    target = await vet(url, { allowlist: opts.allowlist });
  } catch (e) {
    return { ok: false, error: isAppError(e) ? e.message : `invalid callback url: ${(e as Error).message}` };
  }
  const payload = Buffer.from(body, 'utf8');
  const lib = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const req = lib.request(
      url,
      {
        method: 'POST',
        timeout: opts.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': String(payload.length),
          'user-agent': 'capture/0.1 (callback)',
          ...callbackHeaders(secret, body),
        },
        lookup: (_h, o, cb) => {
          if ((o as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
          else cb(null, target.address, target.family);
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // The body is not needed; reading it lets the connection close cleanly.
        res.resume();
        res.on('end', () => resolve(status >= 200 && status < 300 ? { ok: true } : { ok: false, error: status >= 300 && status < 400 ? `HTTP ${status} (redirects are not followed)` : `HTTP ${status}` }));
        res.on('error', (e) => resolve({ ok: false, error: e.message }));
      },
    );
    // A whole-request deadline too: `timeout` alone is an idle timeout, which a slow trickle would never hit.
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)), opts.timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (e) => resolve({ ok: false, error: e.message }));
    req.on('close', () => clearTimeout(deadline));
    req.end(payload);
  });
}
