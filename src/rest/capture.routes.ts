import { Router, type Response } from 'express';
import multer from 'multer';
import type { Services } from '../app/services';
import { AppError } from '../common/app-error';
import { type CaptureOutcome, parseMode } from '../domain/capture/capture.service';
import { queryString, restActor } from './auth';

const PROCESSING = 'The document you submitted is being processed.';

/** Sync capture answers like a processed /webhook call; a document that fails answers 422 with its key. */
function sendOutcome(res: Response, outcome: CaptureOutcome): void {
  if (outcome.kind === 'processed') {
    res.json({ data: outcome.record, message: 'success', status: 'success' });
  } else if (outcome.kind === 'failed') {
    res.status(422).json({
      message: `The document could not be processed: ${outcome.reason}`,
      status: 'unsuccessful',
      code: 'UNPROCESSABLE',
      capture_key: outcome.captureKey,
    });
  } else {
    res.json({ capture_key: outcome.captureKey, message: PROCESSING, status: 'success' });
  }
}

export function captureRoutes(s: Services): Router {
  const r = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: s.config.maxUploadBytes, files: 1, fields: 20 } });

  r.post('/api/v4', async (req, res, next) => {
    // Authenticate before reading an upload, so anonymous clients cannot make the server buffer files.
    res.locals.actor = await restActor(req, s.accounts);
    next();
  }, upload.single('pdf'), async (req, res) => {
    const mode = parseMode(queryString(req, 'type'));
    const url = queryString(req, 'url') ?? (typeof req.body?.url === 'string' ? req.body.url : undefined);
    if (url && req.file) throw AppError.badRequest('Send either a file part "pdf" or a url, not both');
    if (!url && !req.file) throw AppError.badRequest('Send the document as a file part named "pdf", or a url query parameter');
    // A query parameter, or a form field next to the file part (multer has parsed the body by now).
    const options = { language: req.query.language ?? req.body?.language };
    const outcome = url
      ? await s.capture.captureUrl(res.locals.actor, url, mode, options)
      : await s.capture.captureFile(res.locals.actor, req.file && { bytes: req.file.buffer, fileName: req.file.originalname }, mode, options);
    sendOutcome(res, outcome);
  });

  return r;
}
