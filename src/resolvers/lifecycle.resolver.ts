import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { Actor } from '../domain/document/document.service';
import type { LifecycleService } from '../domain/lifecycle/lifecycle.service';
import { CurrentActor } from '../graphql/auth';
import type { GraphqlContext } from '../graphql/context';
import { AccountDeletionType } from '../schema/credential.type';

/** Deleting a document, or the whole account (README: Deleting data). */
@Authorized()
@Resolver()
export class LifecycleResolver {
  private readonly lifecycle: LifecycleService;

  constructor(services: Services) {
    this.lifecycle = services.lifecycle;
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a document: its record, line items, audit trail, original, learned corrections and queued job. A document still ' +
      'processing is deleted too (its job is cancelled). An unknown key, or one of another account, is NOT_FOUND.',
  })
  async deleteDocument(@CurrentActor() actor: Actor, @Arg('captureKey', () => String) captureKey: string, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.lifecycle.deleteDocument(actor, captureKey);
    ctx.forgetLoaded();
    return true;
  }

  @Mutation(() => AccountDeletionType, {
    description:
      'Deletes the account and all its data, at once and for good. Needs the account password (the argument, or the ' +
      'PASSWORD header of the four-header set). The demo account cannot be deleted.',
  })
  deleteAccount(@CurrentActor() actor: Actor, @Arg('password', () => String, { nullable: true }) password: string | null): Promise<AccountDeletionType> {
    return this.lifecycle.deleteAccount(actor, password);
  }
}
