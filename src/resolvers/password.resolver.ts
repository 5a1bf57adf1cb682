import { Arg, Args, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { PasswordService } from '../domain/account/password.service';
import type { Actor } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import type { GraphqlContext } from '../graphql/context';
import { ChangePasswordArgs, ResetPasswordArgs } from '../schema/credential.type';

/** Changing a password, and resetting a forgotten one (the two reset operations are public: no credentials). */
@Resolver()
export class PasswordResolver {
  private readonly passwords: PasswordService;

  constructor(services: Services) {
    this.passwords = services.passwords;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Replaces the password; clients sending the PASSWORD header need the new one at once' })
  async changePassword(@CurrentActor() actor: Actor, @Args(() => ChangePasswordArgs) { currentPassword, newPassword }: ChangePasswordArgs): Promise<boolean> {
    await this.passwords.change(actor, currentPassword, newPassword);
    return true;
  }

  @Mutation(() => String, {
    description:
      'E-mails a single-use link to choose a new password, if the address has an account. The answer is the same, and as quick, either way.',
  })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GraphqlContext): Promise<string> {
    return this.passwords.requestReset(email, { via: 'graphql', ip: ctx.clientIp });
  }

  @Mutation(() => Boolean, { description: 'Sets a new password with the token of a reset link; the link then stops working' })
  async resetPassword(@Args(() => ResetPasswordArgs) { token, newPassword }: ResetPasswordArgs, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.passwords.reset(token, newPassword, { via: 'graphql', ip: ctx.clientIp });
    return true;
  }
}
