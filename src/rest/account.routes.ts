import { Router, type Request, type Response } from 'express';
import type { Services } from '../app/services';
import { AppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import { sendError } from './errors';
import { queryString, restActor } from './auth';
import { FORM_PAGE_POLICY } from './security-headers';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(title: string, body: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}input,button{font:inherit;padding:.4rem}</style></head>
<body><h1>${esc(title)}</h1><p>${esc(body)}</p>${extra}</body></html>`;
}

function resetForm(token: string): string {
  return `<form method="post" action="/api/v4/password/reset"><input type="hidden" name="token" value="${esc(token)}">
<p><label>New password <input type="password" name="password" autocomplete="new-password" minlength="10" required></label></p>
<p><button type="submit">Set the new password</button></p></form>`;
}

/** Links from e-mails are opened in a browser, which gets a page; API clients asking for JSON get JSON. */
const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** A domain error as a page, for browsers (with a way back to the form, if any); anything else goes on to the JSON error handler. */
function errorPage(res: Response, e: unknown, title: string, retry?: string): void {
  if (!(e instanceof AppError)) throw e;
  const back = retry ? `<p><a href="${esc(retry)}">Try again</a></p>` : '';
  res.status(ERROR_TABLE[e.code].http).type('html').send(page(title, e.message, back));
}

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

export function accountRoutes(s: Services): Router {
  const r = Router();

  r.post('/api/v4/register', async (req, res) => {
    res.json(await s.accounts.register(body(req).email, body(req).password));
  });

  r.get('/api/v4/verify', async (req, res) => {
    try {
      const email = await s.accounts.verify(queryString(req, 'token'));
      if (wantsPage(req)) res.type('html').send(page('Account verified', `The API credentials of ${email} are now active.`));
      else res.json({ message: 'Account verified', status: 'success', username: email });
    } catch (e) {
      if (!wantsPage(req)) throw e;
      errorPage(res, e, 'Verification failed');
    }
  });

  r.post('/api/v4/password/change', async (req, res) => {
    await s.passwords.change(await restActor(req, s.accounts), body(req).current_password, body(req).new_password);
    res.json({ message: 'Password changed', status: 'success' });
  });

  // Public, and answered the same whether or not the address has an account.
  r.post('/api/v4/password/forgot', async (req, res) => {
    res.json({ message: await s.passwords.requestReset(body(req).email, { via: 'rest', ip: req.ip }), status: 'success' });
  });

  // The link in the e-mail: a form for browsers (opening it does not use the link up), its state for API clients.
  r.get('/api/v4/password/reset', async (req, res) => {
    const token = queryString(req, 'token');
    try {
      const { expiresAt } = await s.passwords.checkResetToken(token);
      if (!wantsPage(req)) {
        res.json({ message: 'The link is valid: POST {"token", "password"} to /api/v4/password/reset', status: 'success', expires_at: expiresAt.toISOString() });
        return;
      }
      res.setHeader('Content-Security-Policy', FORM_PAGE_POLICY);
      res.type('html').send(page('Choose a new password', 'At least 10 characters, with a digit and a special character.', resetForm(token!)));
    } catch (e) {
      if (!wantsPage(req)) throw e;
      errorPage(res, e, 'Password reset failed');
    }
  });

  r.post('/api/v4/password/reset', async (req, res) => {
    try {
      await s.passwords.reset(body(req).token, body(req).password, { via: 'rest', ip: req.ip });
      if (wantsPage(req)) res.type('html').send(page('Password changed', 'Use the new password from now on.'));
      else res.json({ message: 'Password changed', status: 'success' });
    } catch (e) {
      if (!wantsPage(req)) throw e;
      // The form again: it says at once whether the link still works (a password breaking the rules leaves it unused).
      const token = body(req).token;
      errorPage(res, e, 'Password reset failed', typeof token === 'string' && token ? `/api/v4/password/reset?token=${encodeURIComponent(token)}` : undefined);
    }
  });

  return r;
}

export { sendError };
