import { AppError } from '../../common/app-error';
import type { BackgroundTasks } from '../../common/background';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../common/crypto';
import type { Throttle } from '../../common/throttle';
import type { Mailer } from '../mail/mailer';
import type { Actor } from '../document/document.service';
import { passwordChangedMail, resetLinkMail } from './account-mail';
import type { AccountNotices, ChangeOrigin } from './account-notices';
import type { AccountEntity } from './account.entity';
import type { AccountRepository } from './account.repository';
import type { AccountService } from './account.service';
import { emailProblem, passwordProblem } from './password-policy';

/** At most one reset e-mail per account in this time, however often it is asked for. */
const RESET_MAIL_COOLDOWN_MS = 60 * 1000;

export const RESET_REQUESTED =
  'If an account exists for this address, an e-mail with a link to choose a new password is on its way. The link works once.';

/** Where a public request came from (no account yet). */
export interface RequestOrigin {
  via: string;
  ip?: string | null;
}

/**
 * Changing a password, and resetting a forgotten one through a single-use, expiring link sent by e-mail. The reset
 * request answers the same, at once, for every well-formed address: the account is looked up after the answer is
 * given, so neither its content nor its timing tells whether the address has an account.
 */
export class PasswordService {
  constructor(
    private readonly deps: {
      accounts: AccountService;
      repo: AccountRepository;
      notices: AccountNotices;
      mailer: Mailer;
      background: BackgroundTasks;
      /** Reset requests per client address (PASSWORD_RESET_PER_IP_PER_HOUR). */
      throttle: Throttle;
      publicUrl: string;
      /** PASSWORD_RESET_TTL_MINUTES in ms. */
      ttlMs: number;
    },
  ) {}

  async change(actor: Actor, current: unknown, next: unknown): Promise<void> {
    if (current === undefined || current === null || current === '') throw AppError.badRequest('current_password is required');
    const fresh = newPassword(next, 'new_password');
    const account = await this.deps.accounts.confirmPassword(actor, current, 'change its password');
    if (await verifyPassword(fresh, account.passwordHash)) throw AppError.badRequest('The new password is the current one: choose a different password');
    await this.deps.accounts.limitChanges(account.id);
    await this.setPassword(account, fresh, actor, 'password.changed');
  }

  async requestReset(emailInput: unknown, origin: RequestOrigin): Promise<string> {
    if (typeof emailInput !== 'string' || !emailInput.trim()) throw AppError.badRequest('email is required');
    const email = emailInput.trim().toLowerCase();
    const problem = emailProblem(email);
    if (problem) throw AppError.badRequest(problem);
    // Counted per client address before anything depends on the address asked for: a 429 tells nothing either.
    await this.deps.throttle.consume(origin.ip ?? 'unknown');
    this.deps.background.run('password reset request', () => this.sendResetLink(email, origin));
    return RESET_REQUESTED;
  }

  /** Whether a reset link can still be used (the page a browser opens checks it); throws like reset() would. */
  async checkResetToken(tokenInput: unknown): Promise<{ expiresAt: Date }> {
    const account = await this.accountForToken(tokenInput);
    return { expiresAt: account.resetExpiresAt! };
  }

  async reset(tokenInput: unknown, next: unknown, origin: RequestOrigin): Promise<void> {
    const account = await this.accountForToken(tokenInput);
    const fresh = newPassword(next, 'password');
    const done = await this.setPassword(account, fresh, { accountId: account.id, via: 'email', ip: origin.ip }, 'password.reset', sha256(tokenInput as string));
    if (!done) throw usedLink();
  }

  private async accountForToken(tokenInput: unknown): Promise<AccountEntity> {
    if (typeof tokenInput !== 'string' || !tokenInput) throw AppError.badRequest('token is required: use the link from the e-mail');
    const account = await this.deps.repo.findByResetTokenHash(sha256(tokenInput));
    if (!account || !account.resetExpiresAt) throw usedLink();
    if (account.resetExpiresAt.getTime() <= Date.now()) throw AppError.badRequest('This password-reset link has expired: ask for a new one');
    return account;
  }

  /** The new password, the audit entry and (after the commit) the e-mail. With a token, only while it is unused. */
  private async setPassword(account: AccountEntity, password: string, origin: ChangeOrigin, action: 'password.changed' | 'password.reset', tokenHash?: string): Promise<boolean> {
    const hash = await hashPassword(password);
    const done = await this.deps.repo.transaction(async (m) => {
      if (!(await this.deps.repo.setPassword(account.id, hash, tokenHash, m))) return false;
      await this.deps.notices.record(origin, action, null, m);
      return true;
    });
    if (done) this.deps.notices.mail(account.email, passwordChangedMail(new Date(), origin.via));
    return done;
  }

  private async sendResetLink(email: string, origin: RequestOrigin): Promise<void> {
    // Not before the answer has been written: SQLite runs statements synchronously, so even the lookup must wait.
    await new Promise((resolve) => setImmediate(resolve));
    const account = await this.deps.repo.findByEmail(email);
    // The demo address receives no mail, and its password is published anyway.
    if (!account || account.isDemo) return;
    const token = randomToken(32);
    const now = new Date();
    if (!(await this.deps.repo.storeResetToken(account.id, sha256(token), new Date(now.getTime() + this.deps.ttlMs), now, RESET_MAIL_COOLDOWN_MS))) return;
    await this.deps.notices.record({ accountId: account.id, via: origin.via, ip: origin.ip }, 'password.reset_requested', null);
    const link = `${this.deps.publicUrl}/api/v4/password/reset?token=${encodeURIComponent(token)}`;
    await this.deps.mailer.send({ to: account.email, ...resetLinkMail(link, Math.round(this.deps.ttlMs / 60000)) });
  }
}

function newPassword(input: unknown, name: string): string {
  if (typeof input !== 'string' || !input) throw AppError.badRequest(`${name} is required`);
  const problem = passwordProblem(input);
  if (problem) throw AppError.badRequest(problem);
  return input;
}

function usedLink(): AppError {
  return AppError.notFound('This password-reset link is unknown or was already used');
}
