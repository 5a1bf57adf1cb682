import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../common/app-error';
import type { CaptureService, ReceivedUpload } from '../domain/capture/capture.service';
import { tooLarge } from '../domain/capture/url-fetcher';
import type { Actor } from '../domain/document/document.service';
import { bodyChunks } from './multipart/body-chunks';
import { MultipartError, MultipartReader } from './multipart/multipart-reader';
import { basename, decodeFormDataName, formBoundary, parseContentType, parseDisposition } from './multipart/part-headers';

/** The file part of POST /api/v4: accepted into the blob store (async) or its bytes (sync). */
export interface UploadedPart {
  received?: ReceivedUpload;
  buffer?: Buffer;
  fileName: string;
}

/** The bounds multer had here (files 1, fields 20, and busboy's 1 MB a field value), and their refusals' words. */
export const FORM_LIMITS = { files: 1, fields: 20, fieldBytes: 1024 * 1024 };
const refused = (what: string) => AppError.badRequest(`Upload refused: ${what}`);
const MALFORMED = 'The multipart body is malformed';
const BROKEN_OFF = 'The request was broken off before its end';

/**
 * Reads the multipart body of POST /api/v4 (our own parser: README, Load). The file part "pdf" of an asynchronous
 * capture streams into the blob store through CaptureService.receive (hashed and checked on the way, never held
 * whole); a synchronous one, which reads the whole document before it answers anyway, is collected. Other fields go
 * to req.body. The request's actor and mode are in res.locals, set before. Whatever is refused, the rest of the body is
 * read before the answer (a client still sending would otherwise see a reset), and an upload already stored is
 * removed. A body that is not multipart is left to the handler (a url in the query or a form).
 */
export function captureUpload(capture: CaptureService, maxBytes: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is(['multipart'])) return next();
    readForm(req, res, capture, maxBytes).then(() => next(), next);
  };
}

async function readForm(req: Request, res: Response, capture: CaptureService, maxBytes: number): Promise<void> {
  const { type, boundary } = formBoundary(req.headers['content-type']);
  const reader = new MultipartReader(bodyChunks(req), boundary ?? '');
  const body: Record<string, string | string[]> = Object.create(null);
  req.body = body;
  let upload: UploadedPart | undefined;
  try {
    if (type !== 'multipart/form-data') throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Unsupported content type ${type ?? '(unreadable)'}: send multipart/form-data`);
    if (!boundary) throw AppError.badRequest(MALFORMED);
    let files = 0;
    let fields = 0;
    for (let head = await reader.next(); head; head = await reader.next()) {
      const disposition = head.headers['content-disposition'] ? parseDisposition(head.headers['content-disposition']) : undefined;
      if (!disposition || disposition.type !== 'form-data') continue;
      const rawName = disposition.params.name || undefined;
      const rawFile = disposition.params['filename*'] || disposition.params.filename || undefined;
      const partType = (head.headers['content-type'] && parseContentType(head.headers['content-type'])?.type) || 'text/plain';
      // busboy's rule: a file is a part with a file name, or one typed application/octet-stream.
      if (rawFile !== undefined || partType === 'application/octet-stream') {
        if (files++ === FORM_LIMITS.files) throw refused('Too many files');
        if (rawName === undefined) throw refused('Field name missing');
        // A file part without a file name (an empty file input) is no file: multer skipped it too.
        const fileName = rawFile && decodeFormDataName(basename(rawFile));
        if (!fileName) continue;
        const field = decodeFormDataName(rawName);
        if (field !== 'pdf') throw AppError.badRequest(`Unexpected file part "${field}": send the document as the file part "pdf"`);
        upload = await storePart(res, capture, bounded(reader.body(), maxBytes), fileName);
      } else {
        if (fields++ === FORM_LIMITS.fields) throw refused('Too many fields');
        const value = await fieldValue(reader.body());
        if (rawName === undefined) throw refused('Field name missing');
        append(body, decodeFormDataName(rawName), value);
      }
    }
  } catch (e) {
    if (upload?.received) await capture.discard(upload.received.documentId);
    await reader.drain().catch(() => undefined);
    throw wording(e, req);
  }
  res.locals.upload = upload;
}

async function storePart(res: Response, capture: CaptureService, bytes: AsyncIterable<Buffer>, fileName: string): Promise<UploadedPart> {
  const { actor, mode } = res.locals as { actor: Actor; mode: string };
  if (mode === 'async') return { received: await capture.receive(actor, bytes, fileName), fileName };
  const chunks: Buffer[] = [];
  for await (const c of bytes) chunks.push(c);
  return { buffer: Buffer.concat(chunks), fileName };
}

/** Refuses a part past maxBytes as receive does (whichever sees it first), before passing the byte over. */
async function* bounded(source: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    yield chunk;
  }
}

async function fieldValue(source: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.length;
    if (size > FORM_LIMITS.fieldBytes) throw refused('Field value too long');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/** A name sent twice becomes a list (as multer's append-field made it), which the handler then ignores. */
function append(body: Record<string, string | string[]>, name: string, value: string): void {
  const had = body[name];
  body[name] = had === undefined ? value : ([] as string[]).concat(had, value);
}

function wording(e: unknown, req: Request): unknown {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string })?.code;
  if (req.readableAborted || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') return AppError.badRequest(BROKEN_OFF);
  if (e instanceof MultipartError) return AppError.badRequest(MALFORMED);
  return e;
}
