import { Router } from 'express';
import type { Services } from '../app/services';
import { queryString, restActor } from './auth';

/** Deleting a document or the whole account (README: Deleting data). */
export function lifecycleRoutes(s: Services): Router {
  const r = Router();

  r.delete('/api/v4/document', async (req, res) => {
    await s.lifecycle.deleteDocument(await restActor(req, s.accounts), queryString(req, 'capture_key'));
    res.json({ message: 'Deleted document successfully', status: 'success' });
  });

  // The password comes as {"password"} in the body, or as the PASSWORD header of the four-header set.
  r.delete('/api/v4/account', async (req, res) => {
    const { documentsDeleted } = await s.lifecycle.deleteAccount(await restActor(req, s.accounts), (req.body as { password?: unknown } | undefined)?.password);
    res.json({ message: 'Account deleted', status: 'success', documents_deleted: documentsDeleted });
  });

  return r;
}
