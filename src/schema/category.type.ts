import { Field, ObjectType } from 'type-graphql';

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
