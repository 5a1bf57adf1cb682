import { Arg, Args, Authorized, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { CredentialService, CredentialView, RotatedCredential } from '../domain/account/credential.service';
import type { Actor } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import { AccountType } from '../schema/account.type';
import {
  AccountEventType,
  CredentialKind,
  CredentialState,
  CredentialType,
  RevokeCredentialArgs,
  RotateCredentialArgs,
  RotatedCredentialType,
} from '../schema/credential.type';

const toCredential = (c: CredentialView): CredentialType => ({ ...c, kind: c.kind as CredentialKind, state: c.state as CredentialState });
const toRotated = (r: RotatedCredential): RotatedCredentialType => ({ value: r.value, credential: toCredential(r.credential), previous: r.previous && toCredential(r.previous) });

/**
 * The account's API keys and secret keys. Changes need the account password (the password argument, or the PASSWORD
 * header of the four-header set); each is recorded in me.auditTrail and mailed to the account.
 */
@Authorized()
@Resolver(() => AccountType)
export class CredentialResolver {
  private readonly service: CredentialService;

  constructor(services: Services) {
    this.service = services.credentials;
  }

  @Query(() => [CredentialType], { description: 'Every key the account has had, newest first, with when each was made and last used' })
  async credentials(@CurrentActor() actor: Actor): Promise<CredentialType[]> {
    return (await this.service.list(actor)).map(toCredential);
  }

  @Mutation(() => RotatedCredentialType, {
    description: 'Issues a new API key (returned once). The replaced key keeps working for gracePeriodSeconds, then stops.',
  })
  async rotateApiKey(@CurrentActor() actor: Actor, @Args(() => RotateCredentialArgs) args: RotateCredentialArgs): Promise<RotatedCredentialType> {
    return toRotated(await this.service.rotate(actor, 'api_key', { password: args.password, graceSeconds: args.gracePeriodSeconds }));
  }

  @Mutation(() => RotatedCredentialType, {
    description: 'Issues a new secret key (returned once). The replaced key keeps working for gracePeriodSeconds, then stops.',
  })
  async rotateSecretKey(@CurrentActor() actor: Actor, @Args(() => RotateCredentialArgs) args: RotateCredentialArgs): Promise<RotatedCredentialType> {
    return toRotated(await this.service.rotate(actor, 'secret_key', { password: args.password, graceSeconds: args.gracePeriodSeconds }));
  }

  @Mutation(() => CredentialType, {
    description: "Ends a replaced key's grace period now. The current key cannot be revoked (CONFLICT): rotate it instead.",
  })
  async revokeCredential(@CurrentActor() actor: Actor, @Args(() => RevokeCredentialArgs) { id, password }: RevokeCredentialArgs): Promise<CredentialType> {
    return toCredential(await this.service.revoke(actor, id, password));
  }

  @FieldResolver(() => [AccountEventType], { description: 'Changes of credentials and password, newest first' })
  auditTrail(@CurrentActor() actor: Actor, @Arg('first', () => Int, { defaultValue: 50, description: '1 to 500' }) first: number): Promise<AccountEventType[]> {
    return this.service.auditTrail(actor, first);
  }
}
