import { Field, ObjectType } from 'type-graphql';

/** Issued once by register; the secrets are not stored in readable form and cannot be shown again. */
@ObjectType('Credentials')
export class CredentialsType {
  @Field(() => String, { description: 'CLIENT-ID header' })
  clientId: string;

  @Field(() => String, { description: 'For "AUTHORIZATION: apikey <username>:<apiKey>" or "Authorization: Bearer <apiKey>"' })
  apiKey: string;

  @Field(() => String, { description: 'SECRET-KEY header' })
  secretKey: string;

  @Field(() => String, { description: 'The e-mail address, as username' })
  username: string;

  @Field(() => String, { description: 'PASSWORD header: the password given at registration' })
  password: string;
}

@ObjectType('Account')
export class AccountType {
  @Field(() => String)
  email: string;

  @Field(() => Boolean, { description: 'Demo accounts may capture only the bundled sample documents' })
  isDemo: boolean;
}
