import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { Actor } from '../domain/document/document.service';
import type { CallbackService } from '../domain/notify/callback.service';
import { CurrentActor } from '../graphql/auth';
import { CallbackSettingsType } from '../schema/notify.type';

/** The account's callback URL and signing secret (see README, Callbacks). */
@Authorized()
@Resolver()
export class CallbackResolver {
  private readonly callbacks: CallbackService;

  constructor(services: Services) {
    this.callbacks = services.callbacks;
  }

  @Query(() => CallbackSettingsType, { description: "The caller's callback settings (the secret is never shown here)" })
  callbackSettings(@CurrentActor() actor: Actor): Promise<CallbackSettingsType> {
    return this.callbacks.settings(actor);
  }

  @Mutation(() => CallbackSettingsType, {
    description:
      'Sets the URL that receives a signed POST when a document is processed or fails; null clears it. Refused like URL ' +
      'capture: only http(s) on ports 80/443, no credentials, no loopback/private/link-local addresses. The first URL creates ' +
      'the signing secret, returned once in callbackSecret.',
  })
  setCallbackUrl(@CurrentActor() actor: Actor, @Arg('url', () => String, { nullable: true }) url: string | null): Promise<CallbackSettingsType> {
    return this.callbacks.setCallbackUrl(actor, url);
  }

  @Mutation(() => CallbackSettingsType, { description: 'Replaces the signing secret at once; the new one is returned once in callbackSecret' })
  rotateCallbackSecret(@CurrentActor() actor: Actor): Promise<CallbackSettingsType> {
    return this.callbacks.rotateSecret(actor);
  }
}
