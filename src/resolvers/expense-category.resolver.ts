import { Authorized, Query, Resolver } from 'type-graphql';
import { EXPENSE_CATEGORY_NAMES } from '../extraction/fields/expense-categories';

/** The published expense categories: every value a document's `category` can take besides "". */
@Authorized()
@Resolver()
export class ExpenseCategoryResolver {
  @Query(() => [String], { description: 'Every value Document.category can take (besides the empty string), in published order' })
  expenseCategories(): string[] {
    return [...EXPENSE_CATEGORY_NAMES];
  }
}
