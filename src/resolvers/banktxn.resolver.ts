import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../app/services';
import type { CategorizedTransaction, SetOwner } from '../domain/banktxn/banktxn.service';
import type { Category, PrimaryCategory } from '../domain/banktxn/categories';
import type { CustomCategorySet } from '../domain/banktxn/custom-categories.service';
import type { Actor } from '../domain/document/document.service';
import { CurrentActor } from '../graphql/auth';
import { CategorizedTransactionType, CategoryType, PrimaryCategoryType } from '../schema/category.type';
import { TransactionCategorySetType, TransactionExampleInput } from '../schema/custom-category.type';

/** What this resolver needs of services.banktxn (BankTransactionService). */
interface BankTransactions {
  categories(): readonly Category[];
  primaryCategories(): readonly PrimaryCategory[];
  categorize(txns: unknown, accountId?: string): Promise<string[]>;
  categorizeDetailed(txns: unknown, accountId?: string): Promise<CategorizedTransaction[]>;
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

  @Query(() => [CategorizedTransactionType], {
    description: 'As categorizeTransactions, with each answer\'s primary category, confidence and what decided it',
  })
  categorizeTransactionsDetailed(@Arg('txns', () => [String]) txns: string[], @CurrentActor() actor: Actor): Promise<CategorizedTransactionType[]> {
    return this.banktxn.categorizeDetailed(txns, actor.accountId);
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

  @Query(() => [CategoryType], { description: 'Every detailed category categorizeTransactions can return, each with its primary' })
  transactionCategories(): CategoryType[] {
    return this.tree().flatMap((p) => p.categories);
  }

  @Query(() => [PrimaryCategoryType], { description: 'The published taxonomy: primary categories with their detailed ones' })
  transactionCategoryTree(): PrimaryCategoryType[] {
    return this.tree();
  }

  /** Plain objects linked both ways, so a query may walk category → primary → categories to any depth. */
  private tree(): PrimaryCategoryType[] {
    const primaries = new Map<string, PrimaryCategoryType>();
    for (const { id, name, description } of this.banktxn.primaryCategories()) primaries.set(id, { id, name, description, categories: [] });
    for (const { id, name, description, primary } of this.banktxn.categories()) {
      const parent = primaries.get(primary)!;
      parent.categories.push({ id, name, description, primary: parent });
    }
    return [...primaries.values()];
  }
}
