import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

// Values are the strings the domain stores, as for the other enums.
export enum CredentialKind {
  API_KEY = 'api_key',
  SECRET_KEY = 'secret_key',
}

export enum CredentialState {
  ACTIVE = 'active',
  GRACE = 'grace',
  EXPIRED = 'expired',
  REVOKED = 'revoked',
}

registerEnumType(CredentialKind, { name: 'CredentialKind', description: 'API_KEY: Bearer, ?api_key= and AUTHORIZATION; SECRET_KEY: the SECRET-KEY header' });
registerEnumType(CredentialState, {
  name: 'CredentialState',
  description: 'ACTIVE: the current key; GRACE: replaced, still working until expiresAt; EXPIRED: replaced and no longer working; REVOKED: ended early',
});

@ObjectType('Credential', { description: 'An API key or secret key of the account, without the key itself (only its hash is stored)' })
export class CredentialType {
  @Field(() => ID, { description: 'Names the key in revokeCredential' })
  id: string;

  @Field(() => CredentialKind)
  kind: CredentialKind;

  @Field(() => String, { nullable: true, description: 'The last four characters of the key; null for keys issued before credentials were listed' })
  hint: string | null;

  @Field(() => CredentialState)
  state: CredentialState;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'Last successful authentication with the key, to the minute' })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a replaced key stops (or stopped) working; null for the current key' })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;
}

@ObjectType('RotatedCredential')
export class RotatedCredentialType {
  @Field(() => String, { description: 'The new key. Shown this once: only its hash is stored' })
  value: string;

  @Field(() => CredentialType)
  credential: CredentialType;

  @Field(() => CredentialType, { nullable: true, description: 'The key it replaced: GRACE until its expiresAt, or EXPIRED at once' })
  previous: CredentialType | null;
}

@ObjectType('AccountEvent', { description: "A change of the account's credentials or password" })
export class AccountEventType {
  @Field(() => ID)
  id: string;

  @Field(() => String, {
    description:
      'api_key.rotated, secret_key.rotated, credential.revoked, password.changed, password.reset_requested, password.reset or password.confirmation_failed',
  })
  action: string;

  @Field(() => String, { description: 'rest, graphql, or email (a reset link)' })
  via: string;

  @Field(() => String, { nullable: true, description: 'The client address of the request' })
  ip: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Which credential, and until when a replaced key works' })
  detail: Record<string, unknown> | null;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType('AccountDeletion')
export class AccountDeletionType {
  @Field(() => Int, { description: 'Documents deleted with the account' })
  documentsDeleted: number;
}

@ArgsType()
export class RotateCredentialArgs {
  @Field(() => String, { nullable: true, description: 'The account password; may be left out when the request sends the four headers (PASSWORD among them)' })
  password?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'Seconds the replaced key keeps working (0 to 2592000, 30 days); 0: it stops at once' })
  gracePeriodSeconds: number;
}

@ArgsType()
export class RevokeCredentialArgs {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'The account password, as for rotation' })
  password?: string | null;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field(() => String)
  currentPassword: string;

  @Field(() => String, { description: 'At least 10 characters, with a digit and a special character' })
  newPassword: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field(() => String, { description: 'The token of the link in the reset e-mail' })
  token: string;

  @Field(() => String, { description: 'At least 10 characters, with a digit and a special character' })
  newPassword: string;
}
