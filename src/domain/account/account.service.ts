import { randomUUID } from 'node:crypto';
import { AppError } from '../../common/app-error';
import type { Credentials } from '../../common/credentials';
import { hashPassword, randomHex, randomToken, safeEqual, sha256, verifyPassword } from '../../common/crypto';
import type { Logger } from '../../common/logger';
import type { Mailer } from '../mail/mailer';
import { AccountEntity } from './account.entity';
import type { AccountRepository } from './account.repository';
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
}

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

export class AccountService {
  private readonly passwordCache = new Map<string, number>();

  constructor(
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    private readonly opts: { publicUrl: string; demoEnabled: boolean },
    private readonly logger: Logger,
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
      await this.accounts.insert(account);
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

  async authenticate(creds: Credentials): Promise<Identity> {
    if (creds.kind === 'none') throw AppError.unauthenticated('Authentication required');
    if (creds.kind === 'malformed') throw AppError.unauthenticated(creds.reason);
    const account = await this.accounts.findByApiKeyHash(sha256(creds.apiKey));
    if (!account) throw AppError.unauthenticated('Invalid credentials');
    if (creds.kind === 'full') {
      const ok =
        safeEqual(creds.username.toLowerCase(), account.email) &&
        safeEqual(creds.clientId, account.clientId) &&
        safeEqual(sha256(creds.secretKey), account.secretKeyHash) &&
        (await this.passwordMatches(account, creds.password));
      if (!ok) throw AppError.unauthenticated('Invalid credentials');
    }
    if (account.isDemo && !this.opts.demoEnabled) throw AppError.unauthenticated('Invalid credentials');
    if (!account.verifiedAt) {
      throw new AppError('NOT_VERIFIED', 'Credentials are not active yet: follow the link in the verification e-mail');
    }
    return { accountId: account.id, email: account.email, isDemo: account.isDemo };
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
    );
  }
}

function usernameTaken(): AppError {
  return new AppError('REGISTRATION_FAILED', 'username already exists', { registration: 'failed', reason: 'username already exists' });
}
