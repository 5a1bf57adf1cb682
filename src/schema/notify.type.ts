import { Field, ObjectType } from 'type-graphql';
import { DocumentStatus } from './enums.type';

@ObjectType('DocumentStatusChange', { description: 'A state of one document, as documentStatus reports it' })
export class DocumentStatusChangeType {
  @Field(() => String)
  captureKey: string;

  @Field(() => DocumentStatus)
  status: DocumentStatus;

  @Field(() => String, { nullable: true, description: 'Why the document failed; null otherwise' })
  reason: string | null;

  @Field(() => Date, { description: 'When the document reached this state (capture time while PROCESSING)' })
  at: Date;
}

@ObjectType('CallbackSettings', { description: "The account's callback: signed POSTs when a document is processed or fails" })
export class CallbackSettingsType {
  @Field(() => String, { nullable: true, description: 'Where notifications are POSTed; null: none' })
  callbackUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The HMAC-SHA256 signing secret: only in the answer that created or rotated it, null otherwise. Store it.',
  })
  callbackSecret: string | null;

  @Field(() => Boolean, { description: 'Whether a signing secret exists' })
  hasSecret: boolean;
}
