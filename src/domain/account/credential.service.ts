import { AppError } from '../../common/app-error';
import { randomToken, sha256 } from '../../common/crypto';
import type { Actor } from '../document/document.service';
import { type AccountService, type Identity, keyHint } from './account.service';
import type { AccountEventEntity } from './account-event.entity';
import { credentialRevokedMail, keyRotatedMail } from './account-mail';
import type { AccountNotices } from './account-notices';
import type { AccountRepository } from './account.repository';
import { type CredentialEntity, type CredentialKind, type CredentialState, credentialState } from './credential.entity';
import type { CredentialRepository } from './credential.repository';

export interface CredentialView {
  id: string;
  kind: CredentialKind;
  /** Last four characters of the key; null for keys issued before credentials were listed. */
  hint: string | null;
  state: CredentialState;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface RotatedCredential {
  /** The new key: shown this once, stored only as a hash. */
  value: string;
  credential: CredentialView;
  /** The key it replaced (state grace until expiresAt, or expired at once). */
  previous: CredentialView | null;
}

export interface AccountEventView {
  id: string;
  action: AccountEventEntity['action'];
  via: string;
  ip: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
}

export const MAX_GRACE_SECONDS = 30 * 86400;
// At most this many replaced keys of a kind keep working at once; a further rotation ends the oldest grace period.
const MAX_IN_GRACE = 2;
const KIND_NAME: Record<CredentialKind, string> = { api_key: 'API key', secret_key: 'secret key' };

export function toCredentialView(c: CredentialEntity, now = new Date()): CredentialView {
  return { id: String(c.id), kind: c.kind, hint: c.hint, state: credentialState(c, now), createdAt: c.createdAt, lastUsedAt: c.lastUsedAt, expiresAt: c.expiresAt, revokedAt: c.revokedAt };
}

/** Rotating, revoking and listing an account's API keys and secret keys, and reading the account's audit trail. */
export class CredentialService {
  constructor(
    private readonly accounts: AccountService,
    private readonly accountRepo: AccountRepository,
    private readonly repo: CredentialRepository,
    private readonly notices: AccountNotices,
  ) {}

  /** Every key the account has had, newest first: the current one of each kind, those in grace, and the ended ones. */
  async list(identity: Identity): Promise<CredentialView[]> {
    const now = new Date();
    return (await this.repo.list(identity.accountId)).map((c) => toCredentialView(c, now));
  }

  /**
   * A new key of the kind, returned once. The one it replaces keeps working for `graceSeconds` (0: stops at once),
   * so clients can switch without downtime. Confirmed with the password, recorded and mailed.
   */
  async rotate(actor: Actor, kind: CredentialKind, input: { password?: unknown; graceSeconds?: unknown }): Promise<RotatedCredential> {
    const grace = parseGrace(input.graceSeconds);
    const account = await this.accounts.confirmPassword(actor, input.password, `rotate its ${KIND_NAME[kind]}`);
    await this.accounts.limitChanges(account.id);
    const value = randomToken(32);
    const now = new Date();
    const previousUntil = new Date(now.getTime() + grace * 1000);
    const rotated = await this.accountRepo.transaction(async (m) => {
      const r = await this.repo.rotate(m, { accountId: account.id, kind, newHash: sha256(value), hint: keyHint(value), previousUntil, maxInGrace: MAX_IN_GRACE, now });
      const detail = { credentialId: String(r.current.id), replacedId: r.previous ? String(r.previous.id) : null, replacedWorksUntil: grace ? previousUntil.toISOString() : null };
      await this.notices.record(actor, kind === 'api_key' ? 'api_key.rotated' : 'secret_key.rotated', detail, m);
      return r;
    });
    this.notices.mail(account.email, keyRotatedMail(kind, now, actor.via, grace ? previousUntil : null));
    return { value, credential: toCredentialView(rotated.current, now), previous: rotated.previous && toCredentialView(rotated.previous, now) };
  }

  /**
   * Ends a replaced key's grace period now. The current key of a kind cannot be revoked, only rotated, so the account
   * always keeps a working key; a key that already stopped working is returned as it is.
   */
  async revoke(actor: Actor, idInput: unknown, password: unknown): Promise<CredentialView> {
    const id = typeof idInput === 'string' && /^\d{1,15}$/.test(idInput) ? Number(idInput) : NaN;
    if (!Number.isSafeInteger(id)) throw AppError.badRequest('id must be the id of a credential, as the credential list shows it');
    const account = await this.accounts.confirmPassword(actor, password, 'revoke a credential');
    const now = new Date();
    const found = await this.repo.findForAccount(account.id, id);
    if (!found) throw AppError.notFound(`No credential "${idInput}"`);
    const state = credentialState(found, now);
    if (state === 'active') {
      throw new AppError('CONFLICT', `This is the current ${KIND_NAME[found.kind]}: rotate it instead, so that the account keeps a working one`);
    }
    if (state !== 'grace') return toCredentialView(found, now);
    await this.accounts.limitChanges(account.id);
    await this.accountRepo.transaction(async (m) => {
      await this.repo.revoke(m, found.id, now);
      await this.notices.record(actor, 'credential.revoked', { credentialId: String(found.id), kind: found.kind }, m);
    });
    this.notices.mail(account.email, credentialRevokedMail(found.kind, found.hint, now, actor.via));
    return toCredentialView({ ...found, revokedAt: now }, now);
  }

  /** The account's audit trail, newest first. */
  async auditTrail(identity: Identity, first: unknown = 50): Promise<AccountEventView[]> {
    if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 500) throw AppError.badRequest('first must be between 1 and 500');
    return (await this.accountRepo.events(identity.accountId, first)).map((e) => ({
      id: String(e.id),
      action: e.action,
      via: e.via,
      ip: e.ip,
      detail: e.detail ? (JSON.parse(e.detail) as Record<string, unknown>) : null,
      createdAt: e.createdAt,
    }));
  }
}

function parseGrace(input: unknown): number {
  if (input === undefined || input === null || input === '') return 0;
  const n = typeof input === 'string' && /^\d+$/.test(input.trim()) ? Number(input) : input;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_GRACE_SECONDS) {
    throw AppError.badRequest(`The grace period must be a whole number of seconds from 0 to ${MAX_GRACE_SECONDS} (30 days)`);
  }
  return n;
}
