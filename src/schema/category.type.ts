import { Field, Float, ObjectType } from 'type-graphql';

/** A primary (top-level) bank-transaction category, with the detailed categories filed under it. */
@ObjectType('PrimaryCategory')
export class PrimaryCategoryType {
  @Field(() => String, { description: 'Stable identifier, e.g. food_drink' })
  id: string;

  @Field(() => String, { description: 'Display name, e.g. Food & Drink' })
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => [CategoryType], { description: 'The detailed categories under this one, in published order' })
  categories: CategoryType[];
}

/** A detailed bank-transaction category; `name` is the value categorizeTransactions returns. */
@ObjectType('Category')
export class CategoryType {
  @Field(() => String, { description: 'Stable identifier, e.g. groceries' })
  id: string;

  @Field(() => String, { description: 'Display name, e.g. Groceries; what categorizeTransactions returns' })
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => PrimaryCategoryType, { description: 'The primary category this one is filed under' })
  primary: PrimaryCategoryType;
}

/** One transaction's category with the evidence behind it. */
@ObjectType('CategorizedTransaction')
export class CategorizedTransactionType {
  @Field(() => String, { description: 'What categorizeTransactions returns for this transaction' })
  category: string;

  @Field(() => String, { nullable: true, description: "The primary category's name; null for an account's own categories" })
  primary: string | null;

  @Field(() => Float, {
    nullable: true,
    description: "0–1: the model's probability, the measured precision of the deciding rule tier, or the custom set's vote share",
  })
  confidence: number | null;

  @Field(() => String, { description: 'What decided: rule, model, custom (the account\'s own examples) or none' })
  source: string;
}
