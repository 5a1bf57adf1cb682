import { Arg, Authorized, Resolver, Root, Subscription } from 'type-graphql';
import { AppError } from '../common/app-error';
import type { DocumentEntity } from '../domain/document/document.entity';
import type { DocumentStatusEvent } from '../domain/events/document-events';
import { documentStatusStream } from '../domain/events/status-stream';
import type { GraphqlContext } from '../graphql/context';
import type { DocumentStatus } from '../schema/enums.type';
import { DocumentStatusChangeType } from '../schema/notify.type';

function currentState(doc: DocumentEntity): DocumentStatusEvent {
  return {
    accountId: doc.accountId,
    captureKey: doc.captureKey,
    status: doc.status,
    reason: doc.status === 'failed' ? doc.failureReason : null,
    at: (doc.processedAt ?? doc.createdAt).toISOString(),
  };
}

/**
 * documentStatus over graphql-ws (src/graphql/subscriptions.ts). Events come from Services.events, in-process or
 * through Redis, not from type-graphql's PubSub.
 */
@Resolver()
export class DocumentStatusResolver {
  constructor(_services: unknown) {}

  @Authorized()
  @Subscription(() => DocumentStatusChangeType, {
    description:
      "A document's status: the current one at once, then the change to PROCESSED or FAILED, after which the subscription " +
      'completes. An unknown key, or one of another account, is NOT_FOUND; so is a document deleted while it is watched.',
    subscribe: async ({ args, context }) => {
      const ctx = context as GraphqlContext;
      const actor = await ctx.actor();
      const captureKey = String(args.captureKey);
      return ctx.holdSubscription(actor.accountId, () =>
        documentStatusStream(ctx.services.events, actor.accountId, captureKey, async () =>
          currentState(await ctx.services.documents.find(actor, captureKey)),
        ),
      );
    },
  })
  documentStatus(@Root() event: DocumentStatusEvent, @Arg('captureKey', () => String) _captureKey: string): DocumentStatusChangeType {
    // A deleted document answers as an unknown one, as on every other path; the subscription then completes.
    if (event.status === 'deleted') throw AppError.notFound(`No document with capture_key "${event.captureKey}"`);
    return { captureKey: event.captureKey, status: event.status as DocumentStatus, reason: event.reason ?? null, at: new Date(event.at) };
  }
}
