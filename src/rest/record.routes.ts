import express, { Router } from 'express';
import type { Services } from '../app/services';
import { queryString, restActor, unwrapData } from './auth';
import { jsonBody } from './body';

export function recordRoutes(s: Services): Router {
  const r = Router();
  // Raw_Text may be 1,000,000 characters, more after JSON escaping: these routes parse their own bodies, before
  // the app-wide 1 MB parser (see app.ts).
  const bodies = [jsonBody('5mb', ['application/json', '+json']), express.urlencoded({ extended: false, limit: '5mb' })];

  // POST is the documented status query; GET /api/v4/record is the "fetch by key" call the contract mentions.
  const fetchRecord: express.RequestHandler = async (req, res) => {
    const view = await s.documents.view(await restActor(req, s.accounts), queryString(req, 'capture_key'));
    if (view.status === 'processed') res.json({ data: view.record, message: 'success', status: 'success' });
    else if (view.status === 'processing') res.json({ message: 'The document you submitted is being processed.', status: 'success' });
    else res.json({ message: `The document could not be processed: ${view.reason}`, status: 'failed', reason: view.reason });
  };
  r.post('/webhook', fetchRecord);
  r.get('/api/v4/record', fetchRecord);

  r.put('/api/v4/update', ...bodies, async (req, res) => {
    await s.documents.updateFields(await restActor(req, s.accounts), queryString(req, 'capture_key'), unwrapData(req.body));
    res.json({ message: 'Updated successfully', status: 'success' });
  });

  const addLineItem: express.RequestHandler = async (req, res) => {
    const item = await s.documents.addLineItem(await restActor(req, s.accounts), queryString(req, 'capture_key'), unwrapData(req.body));
    res.json({ message: 'Added line item successfully', status: 'success', line_item_id: item.line_item_id, line_item: item });
  };
  // The contract names two paths and two methods for adding; all four are accepted.
  for (const path of ['/api/v4/line-items', '/api/v4/update/line-items']) {
    r.put(path, ...bodies, addLineItem);
    r.post(path, ...bodies, addLineItem);
  }

  r.put('/api/v4/update/line-items/:lineItemId', ...bodies, async (req, res) => {
    const actor = await restActor(req, s.accounts);
    const item = await s.documents.updateLineItem(actor, queryString(req, 'capture_key'), req.params.lineItemId, unwrapData(req.body));
    res.json({ message: 'Updated line item successfully', status: 'success', line_item: item });
  });

  r.delete('/api/v4/update/line-items/:lineItemId', async (req, res) => {
    await s.documents.deleteLineItem(await restActor(req, s.accounts), queryString(req, 'capture_key'), req.params.lineItemId);
    res.json({ message: 'Deleted line item successfully', status: 'success' });
  });

  return r;
}
