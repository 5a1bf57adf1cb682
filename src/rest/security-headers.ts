import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/config';
import { renderIdePage, wantsHtml, type IdePageOptions } from '../graphql/ide';

/**
 * helmet on every response. The API answers JSON and two tiny HTML pages (the verification result, whose one
 * <style> is inline), so the policy forbids everything else: no scripts, no framing, no plugins, no forms.
 * HSTS only when this process serves TLS itself; behind a TLS-terminating proxy that header is the proxy's.
 */
export function securityHeaders(config: Pick<AppConfig, 'tls'>): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: config.tls.enabled ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
}

/**
 * The GraphiQL page's own policy, replacing the API one on that route only. Its one inline script (React,
 * GraphiQL and Monaco, ~9 MB) is allowed by its SHA-256 rather than 'unsafe-inline', so an injected script
 * still cannot run; Monaco's workers come from blob: URLs the page makes, its fonts and icons are data: URLs,
 * and it adds <style> elements at run time, which only 'unsafe-inline' permits for styles.
 */
export function ideSecurityHeaders(opts: IdePageOptions): RequestHandler {
  let policy: string | undefined;
  return (req, res, next) => {
    // API clients GET /graphql too; only the page needs (and pays for rendering) its policy.
    if (!wantsHtml(req.get('accept'))) return next();
    policy ??= idePolicy(renderIdePage(opts));
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

export function idePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'none'",
    `script-src ${hashes.join(' ')}`,
    "worker-src blob:",
    "style-src 'unsafe-inline'",
    "font-src data:",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The password-reset page replaces the API policy on that route: its one form posts back to the service itself
 * ('self'), and it still has no scripts, frames or other sources.
 */
export const FORM_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
