import { Router, type Response } from 'express';
import type { Services } from '../app/services';
import { AppError } from '../common/app-error';
import { type CaptureMode, type CaptureOutcome, parseMode } from '../domain/capture/capture.service';
import { queryString, restActor } from './auth';
import { captureUpload, type UploadedPart } from './capture-upload';

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

  r.post('/api/v4', async (req, res, next) => {
    // Authenticate before reading an upload, so anonymous clients cannot make the server store files; the mode
    // decides whether the file part is streamed into the blob store (async) or collected (sync).
    res.locals.actor = await restActor(req, s.accounts);
    res.locals.mode = parseMode(queryString(req, 'type'));
    next();
  }, captureUpload(s.capture, s.config.maxUploadBytes), async (req, res) => {
    const mode = res.locals.mode as CaptureMode;
    const part = res.locals.upload as UploadedPart | undefined;
    try {
      const url = queryString(req, 'url') ?? (typeof req.body?.url === 'string' ? req.body.url : undefined);
      if (url && part) throw AppError.badRequest('Send either a file part "pdf" or a url, not both');
      if (!url && !part) throw AppError.badRequest('Send the document as a file part named "pdf", or a url query parameter');
      // A query parameter, or a form field next to the file part (the whole body has been read by now).
      const options = { language: req.query.language ?? req.body?.language };
      let outcome: CaptureOutcome;
      if (url) outcome = await s.capture.captureUrl(res.locals.actor, url, mode, options);
      else if (part?.received) outcome = await s.capture.captureReceived(res.locals.actor, part.received, options);
      else outcome = await s.capture.captureFile(res.locals.actor, part && { bytes: part.buffer!, fileName: part.fileName }, mode, options);
      sendOutcome(res, outcome);
    } catch (e) {
      // An upload already stored that did not become a document (captureReceived removes its own on failure).
      if (part?.received) await s.capture.discard(part.received.documentId);
      throw e;
    }
  });

  return r;
}
