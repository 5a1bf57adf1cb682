import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type CredentialKind = 'api_key' | 'secret_key';

/**
 * Every API key and secret key an account has had, stored only as SHA-256 (they are 256-bit random, so a fast hash
 * suffices and allows an indexed lookup). The current one of each kind is also on the account row
 * (accounts.api_key_hash / secret_key_hash), which authentication reads first; the rows here add when each key was
 * made and last used, and keep replaced keys working until their grace period ends.
 */
@Entity('account_credentials')
export class CredentialEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'account_id', type: 'varchar', length: 36 })
  accountId: string;

  @Column({ type: 'varchar', length: 16 })
  kind: CredentialKind;

  @Column({ name: 'key_hash', type: 'varchar', length: 64, unique: true })
  keyHash: string;

  /** The key's last four characters, so a person can tell keys apart; null for keys issued before this table. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  hint: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Updated at most once a minute per key and process (see AccountService.noteUse). */
  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;

  /** null while the key is current; once replaced, the end of its grace period (the moment of rotation without one). */
  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;
}

export type CredentialState = 'active' | 'grace' | 'expired' | 'revoked';

export function credentialState(c: CredentialEntity, now = new Date()): CredentialState {
  if (c.revokedAt) return 'revoked';
  if (!c.expiresAt) return 'active';
  return c.expiresAt.getTime() > now.getTime() ? 'grace' : 'expired';
}
