import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What happened to an account's credentials and password; readable by the account (GraphQL me.auditTrail, REST). */
export type AccountEventAction =
  | 'api_key.rotated'
  | 'secret_key.rotated'
  | 'credential.revoked'
  | 'password.changed'
  | 'password.reset_requested'
  | 'password.reset'
  | 'password.confirmation_failed';

/** The account's own audit trail (document edits have theirs in audit_entries). */
@Entity('account_events')
export class AccountEventEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ type: 'varchar', length: 40 })
  action: AccountEventAction;

  /** rest, graphql, or email (a reset link). */
  @Column({ type: 'varchar', length: 16 })
  via: string;

  /** The client address the request came from, as the HTTP layer saw it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  /** JSON: which credential, until when a replaced key works. Never a key, token or password. */
  @Column({ type: 'text', nullable: true })
  detail: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
