import type { Request } from 'express';
import type multer from 'multer';
import type { CaptureService, ReceivedUpload } from '../domain/capture/capture.service';
import type { Actor } from '../domain/document/document.service';

/** What the storage engine adds to req.file: the accepted upload (async) or its bytes (sync). */
export interface StoredPart {
  received?: ReceivedUpload;
  buffer?: Buffer;
  size?: number;
}

/**
 * Where multer puts the file part of POST /api/v4. An asynchronous capture streams it into the blob store through
 * CaptureService.receive (hashed and checked on the way, never held whole); a synchronous one, which reads the whole
 * document before it answers anyway, collects it in memory. The request's actor and mode are in res.locals, set by
 * the handlers before multer runs. multer bounds the part at MAX_UPLOAD_MB + 1 bytes; receive refuses past the limit.
 */
export function captureUploadStorage(capture: CaptureService): multer.StorageEngine {
  return {
    _handleFile(req: Request, file, cb) {
      const { actor, mode } = req.res!.locals as { actor: Actor; mode: string };
      if (mode === 'async') {
        // Not destroyed when receive stops reading early (a refusal): multer would take that for the request's error.
        const bytes = file.stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>;
        capture.receive(actor, bytes, file.originalname).then(
          (received) => cb(null, { received, size: received.byteSize } as StoredPart),
          (e: Error) => {
            // The rest of the part is not read any more: let it flow so the parser reaches the end of the body.
            file.stream.resume();
            cb(e);
          },
        );
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      file.stream.on('data', (c: Buffer) => {
        chunks.push(c);
        size += c.length;
      });
      file.stream.once('error', (e) => cb(e));
      file.stream.once('end', () => cb(null, { buffer: Buffer.concat(chunks, size), size } as StoredPart));
    },
    _removeFile(_req, file, cb) {
      const received = (file as unknown as StoredPart).received;
      if (!received) return cb(null);
      void capture.discard(received.documentId).then(() => cb(null));
    },
  };
}
