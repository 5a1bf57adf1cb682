import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { SetOwner } from '../domain/banktxn/banktxn.service';
import type { Category } from '../domain/banktxn/categories';
import type { CustomCategorySet } from '../domain/banktxn/custom-categories.service';
import type { Actor } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import { CategoryType } from '../schema/category.type';
import { TransactionCategorySetType, TransactionExampleInput } from '../schema/custom-category.type';

/** What this resolver needs of services.banktxn (BankTransactionService). */
interface BankTransactions {
  categories(): readonly Category[];
  categorize(txns: unknown, accountId?: string): Promise<string[]>;
  setCustomCategories(owner: SetOwner, body: unknown): Promise<CustomCategorySet>;
  resetCustomCategories(owner: SetOwner): Promise<void>;
  customCategories(accountId: string): Promise<CustomCategorySet | null>;
}

@Authorized()
@Resolver()
export class BankTxnResolver {
  private readonly banktxn: BankTransactions;

  constructor(services: Services) {
    this.banktxn = services.banktxn;
  }

  @Query(() => [String], { description: 'The category name of each transaction description, in input order' })
  categorizeTransactions(@Arg('txns', () => [String]) txns: string[], @CurrentActor() actor: Actor): Promise<string[]> {
    return this.banktxn.categorize(txns, actor.accountId);
  }

  @Query(() => TransactionCategorySetType, { description: "The caller's categories: its custom set, or the published list" })
  async accountTransactionCategories(@CurrentActor() actor: Actor): Promise<TransactionCategorySetType> {
    return this.toSet(await this.banktxn.customCategories(actor.accountId));
  }

  @Mutation(() => TransactionCategorySetType, {
    description: "Replaces the account's custom categories with these examples (1 to 10,000; validated, all or nothing)",
  })
  async setTransactionCategories(
    @Arg('examples', () => [TransactionExampleInput]) examples: TransactionExampleInput[],
    @CurrentActor() actor: Actor,
  ): Promise<TransactionCategorySetType> {
    const plain = examples.map(({ txn, category }) => ({ txn, category }));
    return this.toSet(await this.banktxn.setCustomCategories(actor, { examples: plain }));
  }

  @Mutation(() => TransactionCategorySetType, { description: 'Drops the custom set; the account returns to the published list' })
  async resetTransactionCategories(@CurrentActor() actor: Actor): Promise<TransactionCategorySetType> {
    await this.banktxn.resetCustomCategories(actor);
    return this.toSet(null);
  }

  private toSet(own: CustomCategorySet | null): TransactionCategorySetType {
    if (own) return { custom: true, categories: own.categories.map((c) => c.name), examples: own.examples };
    return { custom: false, categories: this.banktxn.categories().map((c) => c.name), examples: 0 };
  }

  @Query(() => [CategoryType], { description: 'Every category categorizeTransactions can return' })
  transactionCategories(): CategoryType[] {
    return this.banktxn.categories().map(({ id, name, description }) => ({ id, name, description }));
  }
}
