import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/config';
import { wantsHtml } from '../graphql/ide';

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
 * The GraphiQL page's own policy, replacing the API one on that route only. The page has no inline script: GraphiQL,
 * its boot code and Monaco's workers are files of this service ('self'), its options a JSON data block that is never
 * executed, so an injected inline script still cannot run. Fonts and the stylesheet are files too; Monaco adds
 * <style> elements at run time, which only 'unsafe-inline' permits for styles.
 */
export const IDE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function ideSecurityHeaders(): RequestHandler {
  return (req, res, next) => {
    // API clients GET /graphql too; only the page gets its policy.
    if (wantsHtml(req.get('accept'))) res.setHeader('Content-Security-Policy', IDE_PAGE_POLICY);
    next();
  };
}

/**
 * The password-reset page replaces the API policy on that route: its one form posts back to the service itself
 * ('self'), and it still has no scripts, frames or other sources.
 */
export const FORM_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
