import { Arg, Authorized, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { Category } from '../domain/banktxn/categories';
import { CategoryType } from '../schema/category.type';

/** What this resolver needs of services.banktxn (BankTransactionService). */
interface BankTransactions {
  categories(): readonly Category[];
  categorize(txns: unknown): Promise<string[]>;
}

@Authorized()
@Resolver()
export class BankTxnResolver {
  private readonly banktxn: BankTransactions;

  constructor(services: Services) {
    this.banktxn = services.banktxn;
  }

  @Query(() => [String], { description: 'The category name of each transaction description, in input order' })
  categorizeTransactions(@Arg('txns', () => [String]) txns: string[]): Promise<string[]> {
    return this.banktxn.categorize(txns);
  }

  @Query(() => [CategoryType], { description: 'Every category categorizeTransactions can return' })
  transactionCategories(): CategoryType[] {
    return this.banktxn.categories().map(({ id, name, description }) => ({ id, name, description }));
  }
}
