import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('accounts')
export class AccountEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** The username of the REST contract. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'client_id', type: 'varchar', length: 64, unique: true })
  clientId: string;

  /**
   * SHA-256 of the current API key: keys are 256-bit random, so a fast hash is enough and allows an indexed lookup.
   * Replaced keys still in their grace period are in account_credentials (credential.entity.ts).
   */
  @Column({ name: 'api_key_hash', type: 'varchar', length: 64, unique: true })
  apiKeyHash: string;

  /** SHA-256 of the current secret key; replaced ones as above. */
  @Column({ name: 'secret_key_hash', type: 'varchar', length: 64 })
  secretKeyHash: string;

  /** scrypt, self-describing: `scrypt$N$r$p$salt$hash`. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'verified_at', type: 'datetime', nullable: true })
  verifiedAt: Date | null;

  @Column({ name: 'verify_token_hash', type: 'varchar', length: 64, nullable: true })
  verifyTokenHash: string | null;

  @Column({ name: 'verify_expires_at', type: 'datetime', nullable: true })
  verifyExpiresAt: Date | null;

  /** SHA-256 of the one password-reset link that works; null once used or replaced. */
  @Column({ name: 'reset_token_hash', type: 'varchar', length: 64, nullable: true })
  resetTokenHash?: string | null;

  @Column({ name: 'reset_expires_at', type: 'datetime', nullable: true })
  resetExpiresAt?: Date | null;

  /** When the last reset e-mail went out: at most one a minute per account. */
  @Column({ name: 'reset_sent_at', type: 'datetime', nullable: true })
  resetSentAt?: Date | null;

  /** Demo accounts may capture only the bundled sample documents. */
  @Column({ name: 'is_demo', type: 'boolean', default: false })
  isDemo: boolean;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Where processed/failed notifications are POSTed (src/domain/notify); null: none. */
  @Column({ name: 'callback_url', type: 'varchar', length: 2048, nullable: true })
  callbackUrl?: string | null;

  /** HMAC key of those POSTs. Kept readable, not hashed: signing needs the key itself (README, Callbacks). */
  @Column({ name: 'callback_secret', type: 'varchar', length: 64, nullable: true })
  callbackSecret?: string | null;
}
