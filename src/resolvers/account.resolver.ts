import { Args, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { AccountService } from '../domain/account/account.service';
import type { Actor } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import { toCredentials } from '../graphql/mappers';
import { AccountType, CredentialsType } from '../schema/account.type';
import { RegisterArgs } from '../schema/args.type';

@Resolver()
export class AccountResolver {
  private readonly accounts: AccountService;

  constructor(services: Services) {
    this.accounts = services.accounts;
  }

  // The one public operation: a new user has no credentials yet.
  @Mutation(() => CredentialsType, {
    description: 'Creates an account. The credentials work once the link in the verification e-mail is opened.',
  })
  async register(@Args(() => RegisterArgs) { email, password }: RegisterArgs): Promise<CredentialsType> {
    return toCredentials(await this.accounts.register(email, password));
  }

  @Authorized()
  @Query(() => AccountType, { description: 'The authenticated account' })
  me(@CurrentActor() actor: Actor): AccountType {
    return { email: actor.email, isDemo: actor.isDemo };
  }
}
