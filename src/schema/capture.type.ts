import { Field, ObjectType } from 'type-graphql';
import type { DocumentModel } from './document.type';
import { DocumentType } from './document.type';
import { DocumentStatus } from './enums.type';

@ObjectType('CaptureResult')
export class CaptureResultType {
  @Field(() => String)
  captureKey: string;

  @Field(() => DocumentStatus, { description: 'PROCESSING after an ASYNC capture (or a SYNC one a worker took over)' })
  status: DocumentStatus;

  @Field(() => String, { description: 'Human-readable outcome; the failure reason when FAILED' })
  message: string;

  @Field(() => DocumentType, { description: 'The captured document, read when asked for' })
  document: DocumentModel;
}
