import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One labelled example of an account's custom category set; the set is the account's rows in `position` order. */
@Entity('custom_transaction_categories')
export class CustomCategoryExampleEntity {
  // Ids are never reused (autoincrement), so the largest id names the current set: see CustomCategoryRepository.version.
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ type: 'varchar', length: 1000 })
  txn: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'integer' })
  position: number;
}
