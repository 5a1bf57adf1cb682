import { Field, ObjectType } from 'type-graphql';

/** A bank-transaction category; `name` is the value categorizeTransactions returns. */
@ObjectType('Category')
export class CategoryType {
  @Field(() => String, { description: 'Stable identifier, e.g. groceries' })
  id: string;

  @Field(() => String, { description: 'Display name, e.g. Groceries; what categorizeTransactions returns' })
  name: string;

  @Field(() => String)
  description: string;
}
