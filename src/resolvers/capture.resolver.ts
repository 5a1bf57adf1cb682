import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Args, Authorized, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { Services } from '../app/services';
import { AppError } from '../common/app-error';
import type { CaptureService, ReceivedUpload, UploadedFile } from '../domain/capture/capture.service';
import type { Actor, DocumentService } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import { type CaptureResultSource, toCaptureResult, toDocumentModel } from '../graphql/mappers';
import { CaptureDocumentArgs } from '../schema/args.type';
import { CaptureResultType } from '../schema/capture.type';
import { type DocumentModel, DocumentType } from '../schema/document.type';

/**
 * Capture by upload (GraphQL multipart request) or by URL. Multipart requests must carry the header
 * "apollo-require-preflight: true" (or x-apollo-operation-name): Apollo's CSRF protection refuses them otherwise.
 */
@Authorized()
@Resolver(() => CaptureResultType)
export class CaptureResolver {
  private readonly capture: CaptureService;
  private readonly docs: DocumentService;

  constructor(services: Services) {
    this.capture = services.capture;
    this.docs = services.documents;
  }

  @Mutation(() => CaptureResultType, { description: 'Captures a document given as exactly one of file or url' })
  async captureDocument(
    @CurrentActor() actor: Actor,
    @Args(() => CaptureDocumentArgs) { file, url, mode, languages }: CaptureDocumentArgs,
  ): Promise<CaptureResultSource> {
    if ((file == null) === (url == null)) throw AppError.badRequest('Pass exactly one of file or url');
    const options = { language: languages ?? undefined };
    let outcome;
    if (!file) outcome = await this.capture.captureUrl(actor, url, mode, options);
    else if (mode === 'async') outcome = await this.capture.captureReceived(actor, await receiveUpload(this.capture, actor, file), options);
    else outcome = await this.capture.captureFile(actor, await readUpload(file), mode, options);
    return toCaptureResult(outcome);
  }

  @FieldResolver(() => DocumentType)
  async document(@CurrentActor() actor: Actor, @Root() result: CaptureResultSource): Promise<DocumentModel> {
    return toDocumentModel(await this.docs.find(actor, result.captureKey));
  }
}

/** Buffers the upload; graphql-upload enforces the size limit while it streams (maxFileSize in server.ts). */
async function readUpload(upload: Promise<FileUpload>): Promise<UploadedFile> {
  const { createReadStream, filename } = await upload;
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of createReadStream()) chunks.push(chunk as Buffer);
  } catch (e) {
    throw uploadError(e);
  }
  return { bytes: Buffer.concat(chunks), fileName: filename };
}

/** An asynchronous capture's upload goes into the blob store as it streams, as over REST (CaptureService.receive). */
async function receiveUpload(capture: CaptureService, actor: Actor, upload: Promise<FileUpload>): Promise<ReceivedUpload> {
  const { createReadStream, filename } = await upload;
  try {
    return await capture.receive(actor, createReadStream(), filename);
  } catch (e) {
    throw uploadError(e);
  }
}

/** graphql-upload fails the stream with http-errors: 413 past maxFileSize, 4xx when the client broke off. */
function uploadError(e: unknown): unknown {
  if (e instanceof AppError) return e;
  const { status, expose, message } = e as { status?: number; expose?: boolean; message: string };
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', message);
  if (expose && status && status < 500) return AppError.badRequest(message);
  return e;
}
