import express, { type Request, Router } from 'express';
import type { Services } from '../app/services';
import { restActor } from './auth';
import { jsonBody } from './body';

/**
 * `txns` is a 1-D array of strings. Query strings carry arrays in several dialects; all common ones are read:
 * repeated keys (txns=a&txns=b), brackets (txns[]=a), indices (txns[0]=a), or one JSON array (txns=["a","b"]).
 */
export function readTxns(req: Request): unknown {
  if (req.method === 'POST' && req.body && typeof req.body === 'object' && 'txns' in req.body) return req.body.txns;
  const q = req.query as Record<string, unknown>;
  const indexed = Object.keys(q)
    .map((k) => /^txns\[(\d*)\]$/.exec(k))
    .filter((m): m is RegExpExecArray => m !== null);
  if (indexed.length) return indexed.sort((a, b) => Number(a[1] || 0) - Number(b[1] || 0)).flatMap((m) => q[m[0]] as string | string[]);
  const raw = q.txns;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (typeof raw === 'string') return [raw];
  return raw;
}

/** The published taxonomy: detailed categories (each naming its primary's id) and the primary categories. */
function published(s: Services) {
  return { categories: s.banktxn.categories(), primary_categories: s.banktxn.primaryCategories() };
}

export function banktxnRoutes(s: Services): Router {
  const r = Router();
  const categorize: express.RequestHandler = async (req, res) => {
    const actor = await restActor(req, s.accounts);
    res.json({ categories: await s.banktxn.categorize(readTxns(req), actor.accountId) });
  };
  r.get('/api/v2/banktxn', categorize);
  // 10,000 transactions of up to 1000 characters each: the validation, not the parser, decides.
  r.post('/api/v2/banktxn', jsonBody('12mb'), express.urlencoded({ extended: false, limit: '12mb' }), categorize);
  // Without a custom set the body is the published list, unchanged; with one it says so (custom: true).
  r.get('/api/v2/banktxn/categories', async (req, res) => {
    const actor = await restActor(req, s.accounts);
    const own = await s.banktxn.customCategories(actor.accountId);
    res.json(own ? { categories: own.categories, custom: true, examples: own.examples } : published(s));
  });
  // 10,000 examples of up to 1,000 + 100 characters, with room for JSON escaping; anything that is not a JSON
  // object arrives as {} and fails validation with a reason.
  r.post('/api/v2/banktxn/categories', jsonBody('24mb'), async (req, res) => {
    const actor = await restActor(req, s.accounts);
    const set = await s.banktxn.setCustomCategories(actor, req.body);
    res.json({ categories: set.categories, custom: true, examples: set.examples });
  });
  r.delete('/api/v2/banktxn/categories', async (req, res) => {
    const actor = await restActor(req, s.accounts);
    await s.banktxn.resetCustomCategories(actor);
    res.json(published(s));
  });
  return r;
}
