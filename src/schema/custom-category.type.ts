import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType('TransactionExampleInput', { description: 'One labelled transaction of a custom category set' })
export class TransactionExampleInput {
  @Field(() => String, { description: 'A transaction string, "description|amount|id" (at most 1000 characters)' })
  txn: string;

  @Field(() => String, { description: 'Its category (at most 100 characters)' })
  category: string;
}

@ObjectType('TransactionCategorySet', { description: 'The categories categorizeTransactions answers with for the caller' })
export class TransactionCategorySetType {
  @Field(() => Boolean, { description: 'True when the account uses its own examples; false for the published list' })
  custom: boolean;

  @Field(() => [String], { description: 'Category names, in first-seen order for a custom set' })
  categories: string[];

  @Field(() => Int, { description: 'Number of stored examples (0 for the published list)' })
  examples: number;
}
