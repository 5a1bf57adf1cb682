import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { AuditAction } from './enums.type';

/** One recorded edit of a document, whichever adapter (REST, GraphQL, CLI) made it. */
@ObjectType('AuditEntry')
export class AuditEntryType {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: 'E-mail address of the account that made the edit' })
  actor: string;

  @Field(() => String, { description: 'The adapter that carried the edit: rest, graphql or cli' })
  via: string;

  @Field(() => AuditAction)
  action: AuditAction;

  // The trail is shared by all adapters, so it keeps the contract's (REST) names, e.g. Vendor_Name.
  @Field(() => String, { description: 'REST contract name of the field, e.g. Vendor_Name; Line_Items for list edits' })
  field: string;

  @Field(() => String, { nullable: true, description: 'Set when the edit concerns one line item' })
  lineItemId: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Value before the edit (REST shape); null when there was none' })
  oldValue: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'Value after the edit (REST shape); null when the item was deleted' })
  newValue: unknown;

  @Field(() => Date)
  createdAt: Date;
}
