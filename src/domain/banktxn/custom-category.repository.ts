import type { DataSource, EntityManager } from 'typeorm';
import type { LabelledExample } from './example-classifier';
import { CustomCategoryExampleEntity } from './custom-category.entity';

// Multi-row inserts in chunks: one statement per example would make a 10,000-example set slow on MariaDB, and
// one statement for all would pass SQLite's bound-parameter limit.
const INSERT_CHUNK = 500;

/** All TypeORM access for accounts' custom category sets. */
export class CustomCategoryRepository {
  constructor(private readonly ds: DataSource) {}

  /** Replaces the account's set in one transaction: a failure leaves the previous set as it was. */
  async replace(accountId: string, examples: readonly LabelledExample[]): Promise<void> {
    await this.ds.transaction(async (manager) => {
      await manager.delete(CustomCategoryExampleEntity, { accountId });
      await insertAll(manager, accountId, examples);
    });
  }

  async clear(accountId: string): Promise<void> {
    await this.ds.manager.delete(CustomCategoryExampleEntity, { accountId });
  }

  async examples(accountId: string): Promise<LabelledExample[]> {
    const rows = await this.ds.manager.find(CustomCategoryExampleEntity, { where: { accountId }, order: { position: 'ASC' } });
    return rows.map(({ txn, category }) => ({ txn, category }));
  }

  /**
   * Identifies the account's current set ("<count>:<max id>"; "0:" for none) with one indexed query, so a process
   * can tell whether its cached index is still the set another process may have replaced.
   */
  async version(accountId: string): Promise<string> {
    const row = await this.ds.manager
      .createQueryBuilder(CustomCategoryExampleEntity, 'e')
      .select('COUNT(*)', 'n')
      .addSelect('MAX(e.id)', 'last')
      .where('e.account_id = :accountId', { accountId })
      .getRawOne<{ n: string | number; last: string | number | null }>();
    return `${Number(row?.n ?? 0)}:${row?.last ?? ''}`;
  }
}

async function insertAll(manager: EntityManager, accountId: string, examples: readonly LabelledExample[]): Promise<void> {
  for (let start = 0; start < examples.length; start += INSERT_CHUNK) {
    const rows = examples.slice(start, start + INSERT_CHUNK).map((e, i) => ({ accountId, txn: e.txn, category: e.category, position: start + i }));
    await manager.insert(CustomCategoryExampleEntity, rows);
  }
}
