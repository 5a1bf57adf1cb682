import { randomUUID } from 'node:crypto';
import { AppError } from '../../common/app-error';
import type { BackgroundTasks } from '../../common/background';
import type { Credentials } from '../../common/credentials';
import { hashPassword, randomHex, randomToken, safeEqual, sha256, verifyPassword } from '../../common/crypto';
import type { Logger } from '../../common/logger';
import type { Mailer } from '../mail/mailer';
import type { AccountEventAction } from './account-event.entity';
import type { ChangeOrigin } from './account-notices';
import { AccountEntity } from './account.entity';
import type { AccountRepository } from './account.repository';
import type { CredentialRepository } from './credential.repository';
import { emailProblem, passwordProblem } from './password-policy';

export interface IssuedCredentials {
  client_id: string;
  api_key: string;
  secret_key: string;
  username: string;
  password: string;
}

/** Who is calling, as the rest of the domain sees it. */
export interface Identity {
  accountId: string;
  email: string;
  isDemo: boolean;
  /** The request carried the account password (the four-header set), so it confirms changes by itself. */
  passwordVerified?: boolean;
}

/** The last four characters of a key, shown in credential lists so a person can tell keys apart. */
export const keyHint = (key: string) => key.slice(-4);

export const DEMO_CREDENTIALS: IssuedCredentials = {
  client_id: 'demo-client',
  api_key: 'demo-api-key',
  secret_key: 'demo-secret-key',
  username: 'demo@capture.localhost',
  password: 'Demo-Password-1!',
};

const VERIFY_TTL_MS = 7 * 24 * 3600 * 1000;
// A verified password is remembered briefly so that each request does not pay scrypt's cost again.
const PASSWORD_CACHE_TTL_MS = 10 * 60 * 1000;
const PASSWORD_CACHE_MAX = 10000;
// last_used_at is written at most this often per key and process: a write per request would double the SQL of reads.
const LAST_USED_EVERY_MS = 60 * 1000;
// Wrong passwords given to confirm a change (rotation, deletion, new password): this many per window, then 429.
const CONFIRM_FAILURES = 5;
const CONFIRM_WINDOW_MS = 15 * 60 * 1000;
// Rotations, revocations and password changes per account and hour. Each rotation starts a fresh per-key request
// count, so without this a caller could rotate its way past RATE_LIMIT_ACCOUNT_PER_MIN.
const CHANGES_PER_HOUR = 10;
const CHANGE_ACTIONS: AccountEventAction[] = ['api_key.rotated', 'secret_key.rotated', 'credential.revoked', 'password.changed'];

export class AccountService {
  private readonly passwordCache = new Map<string, number>();
  private readonly lastUseWritten = new Map<string, number>();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly credentials: CredentialRepository,
    private readonly mailer: Mailer,
    private readonly opts: { publicUrl: string; demoEnabled: boolean },
    private readonly logger: Logger,
    private readonly background: BackgroundTasks,
  ) {}

  async register(emailInput: unknown, passwordInput: unknown): Promise<IssuedCredentials> {
    if (typeof emailInput !== 'string' || !emailInput.trim()) throw AppError.badRequest('email is required');
    if (typeof passwordInput !== 'string' || !passwordInput) throw AppError.badRequest('password is required');
    const email = emailInput.trim().toLowerCase();
    const emailIssue = emailProblem(email);
    if (emailIssue) throw AppError.badRequest(emailIssue);
    const pwIssue = passwordProblem(passwordInput);
    if (pwIssue) throw AppError.badRequest(pwIssue);
    if (await this.accounts.findByEmail(email)) throw usernameTaken();

    const issued: IssuedCredentials = {
      client_id: `cl_${randomHex(12)}`,
      api_key: randomToken(32),
      secret_key: randomToken(32),
      username: email,
      password: passwordInput,
    };
    const token = randomToken(32);
    const account = Object.assign(new AccountEntity(), {
      id: randomUUID(),
      email,
      clientId: issued.client_id,
      apiKeyHash: sha256(issued.api_key),
      secretKeyHash: sha256(issued.secret_key),
      passwordHash: await hashPassword(passwordInput),
      verifiedAt: null,
      verifyTokenHash: sha256(token),
      verifyExpiresAt: new Date(Date.now() + VERIFY_TTL_MS),
      isDemo: false,
      createdAt: new Date(),
    });
    try {
      await this.accounts.insert(account, { apiKey: keyHint(issued.api_key), secretKey: keyHint(issued.secret_key) });
    } catch (e) {
      // Two registrations racing for one address: the unique index decides, the loser gets the documented 403.
      if (await this.accounts.findByEmail(email)) throw usernameTaken();
      throw e;
    }
    await this.sendVerification(email, token);
    return issued;
  }

  verificationLink(token: string): string {
    return `${this.opts.publicUrl}/api/v4/verify?token=${encodeURIComponent(token)}`;
  }

  private async sendVerification(email: string, token: string): Promise<void> {
    const link = this.verificationLink(token);
    try {
      await this.mailer.send({
        to: email,
        subject: 'Verify your capture account',
        text: `Welcome to capture.\n\nOpen this link to activate your API credentials:\n${link}\n\nThe link is valid for 7 days.\n`,
        html: `<p>Welcome to capture.</p><p><a href="${link}">Activate your API credentials</a></p><p>The link is valid for 7 days.</p>`,
      });
    } catch (e) {
      // The account exists either way; the failure is logged so an operator can resend or verify by hand.
      this.logger.error('verification mail failed', { to: email, error: (e as Error).message });
    }
  }

  /** Activates the credentials behind a verification token. Returns the e-mail address verified. */
  async verify(tokenInput: unknown): Promise<string> {
    if (typeof tokenInput !== 'string' || !tokenInput) throw AppError.badRequest('The verification link is incomplete');
    const account = await this.accounts.findByVerifyTokenHash(sha256(tokenInput));
    if (!account) throw AppError.notFound('This verification link is unknown or was already used');
    if (account.verifyExpiresAt && account.verifyExpiresAt.getTime() < Date.now()) {
      throw AppError.badRequest('This verification link has expired');
    }
    await this.accounts.markVerified(account.id, new Date());
    return account.email;
  }

  /**
   * The current API key is found on the account row (one indexed read, as before rotation existed); a replaced key
   * still in its grace period is looked up among the account's credentials only when that misses. Likewise the
   * secret key of the four-header set.
   */
  async authenticate(creds: Credentials): Promise<Identity> {
    if (creds.kind === 'none') throw AppError.unauthenticated('Authentication required');
    if (creds.kind === 'malformed') throw AppError.unauthenticated(creds.reason);
    const now = new Date();
    const keyHash = sha256(creds.apiKey);
    let account = await this.accounts.findByApiKeyHash(keyHash);
    if (!account) {
      const replaced = await this.credentials.findLive('api_key', keyHash, now);
      account = replaced && (await this.accounts.findById(replaced.accountId));
    }
    if (!account) throw AppError.unauthenticated('Invalid credentials');
    const used = [keyHash];
    if (creds.kind === 'full') {
      const secretHash = sha256(creds.secretKey);
      const ok =
        safeEqual(creds.username.toLowerCase(), account.email) &&
        safeEqual(creds.clientId, account.clientId) &&
        (safeEqual(secretHash, account.secretKeyHash) || Boolean(await this.credentials.findLive('secret_key', secretHash, now, account.id))) &&
        (await this.passwordMatches(account, creds.password));
      if (!ok) throw AppError.unauthenticated('Invalid credentials');
      used.push(secretHash);
    }
    if (account.isDemo && !this.opts.demoEnabled) throw AppError.unauthenticated('Invalid credentials');
    if (!account.verifiedAt) {
      throw new AppError('NOT_VERIFIED', 'Credentials are not active yet: follow the link in the verification e-mail');
    }
    this.noteUse(used, now);
    return { accountId: account.id, email: account.email, isDemo: account.isDemo, passwordVerified: creds.kind === 'full' };
  }

  /** Records when keys were last used: at most once a minute per key in this process, never delaying the request. */
  private noteUse(keyHashes: string[], now: Date): void {
    const due = keyHashes.filter((h) => now.getTime() - (this.lastUseWritten.get(h) ?? 0) >= LAST_USED_EVERY_MS);
    if (!due.length) return;
    if (this.lastUseWritten.size >= PASSWORD_CACHE_MAX) this.lastUseWritten.clear();
    for (const h of due) this.lastUseWritten.set(h, now.getTime());
    this.background.run('recording key use', () => this.credentials.markUsed(due, now));
  }

  /**
   * Confirms a change of credentials, password or the account's existence with the account password: the one given,
   * or, when none is given, the PASSWORD header the request authenticated with. A leaked API key alone therefore
   * cannot lock the owner out. Wrong passwords are recorded in the audit trail and limited per account.
   */
  async confirmPassword(actor: Identity & ChangeOrigin, password: unknown, what: string): Promise<AccountEntity> {
    // The demo account is shared by every visitor: one of them must not lock out or delete the others.
    if (actor.isDemo) throw new AppError('FORBIDDEN', `The demo account cannot ${what}`);
    const account = await this.accounts.findById(actor.accountId);
    if (!account) throw AppError.unauthenticated('Invalid credentials');
    if (password === undefined || password === null || password === '') {
      if (actor.passwordVerified) return account;
      throw AppError.badRequest(`password is required to ${what}: send the account password (or authenticate with the four headers)`);
    }
    if (typeof password !== 'string') throw AppError.badRequest('password must be a string');
    const since = new Date(Date.now() - CONFIRM_WINDOW_MS);
    if ((await this.accounts.countEvents(account.id, ['password.confirmation_failed'], since)) >= CONFIRM_FAILURES) {
      throw new AppError('RATE_LIMITED', `Too many wrong passwords: try again in ${CONFIRM_WINDOW_MS / 60000} minutes`, { retryAfterSeconds: CONFIRM_WINDOW_MS / 1000 });
    }
    if (!(await verifyPassword(password, account.passwordHash))) {
      await this.accounts.insertEvent({ accountId: account.id, action: 'password.confirmation_failed', via: actor.via, ip: actor.ip?.slice(0, 64) ?? null, detail: JSON.stringify({ to: what }), createdAt: new Date() });
      throw new AppError('PASSWORD_INCORRECT', 'The password is wrong');
    }
    return account;
  }

  private async passwordMatches(account: AccountEntity, password: string): Promise<boolean> {
    const cacheKey = sha256(`${account.id}\0${account.passwordHash}\0${password}`);
    const until = this.passwordCache.get(cacheKey);
    if (until && until > Date.now()) return true;
    const ok = await verifyPassword(password, account.passwordHash);
    if (ok) {
      if (this.passwordCache.size >= PASSWORD_CACHE_MAX) this.passwordCache.clear();
      this.passwordCache.set(cacheKey, Date.now() + PASSWORD_CACHE_TTL_MS);
    }
    return ok;
  }

  async limitChanges(accountId: string): Promise<void> {
    if ((await this.accounts.countEvents(accountId, CHANGE_ACTIONS, new Date(Date.now() - 3600_000))) >= CHANGES_PER_HOUR) {
      throw new AppError('RATE_LIMITED', `Too many credential and password changes: at most ${CHANGES_PER_HOUR} an hour`, { retryAfterSeconds: 3600 });
    }
  }

  /** Creates the documented demo account once; it can capture only the bundled samples. */
  async ensureDemoAccount(): Promise<void> {
    if (!this.opts.demoEnabled) return;
    const d = DEMO_CREDENTIALS;
    if (await this.accounts.findByEmail(d.username)) return;
    await this.accounts.insert(
      Object.assign(new AccountEntity(), {
        id: randomUUID(),
        email: d.username,
        clientId: d.client_id,
        apiKeyHash: sha256(d.api_key),
        secretKeyHash: sha256(d.secret_key),
        passwordHash: await hashPassword(d.password),
        verifiedAt: new Date(),
        verifyTokenHash: null,
        verifyExpiresAt: null,
        isDemo: true,
        createdAt: new Date(),
      }),
      { apiKey: keyHint(d.api_key), secretKey: keyHint(d.secret_key) },
    );
  }
}

function usernameTaken(): AppError {
  return new AppError('REGISTRATION_FAILED', 'username already exists', { registration: 'failed', reason: 'username already exists' });
}
