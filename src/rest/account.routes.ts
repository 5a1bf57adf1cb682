import { Router } from 'express';
import type { Services } from '../app/services';
import { AppError } from '../common/app-error';
import { ERROR_TABLE } from '../common/error-table';
import { sendError } from './errors';
import { queryString } from './auth';

function page(title: string, body: string): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#222}</style></head>
<body><h1>${esc(title)}</h1><p>${esc(body)}</p></body></html>`;
}

export function accountRoutes(s: Services): Router {
  const r = Router();

  r.post('/api/v4/register', async (req, res) => {
    const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
    res.json(await s.accounts.register(body.email, body.password));
  });

  // The verification link is opened in a browser, so it answers with a page; API clients asking for JSON get JSON.
  r.get('/api/v4/verify', async (req, res) => {
    const html = req.accepts(['json', 'html']) === 'html';
    try {
      const email = await s.accounts.verify(queryString(req, 'token'));
      if (html) res.type('html').send(page('Account verified', `The API credentials of ${email} are now active.`));
      else res.json({ message: 'Account verified', status: 'success', username: email });
    } catch (e) {
      if (!(e instanceof AppError) || !html) throw e;
      res.status(ERROR_TABLE[e.code].http).type('html').send(page('Verification failed', e.message));
    }
  });

  return r;
}

export { sendError };
