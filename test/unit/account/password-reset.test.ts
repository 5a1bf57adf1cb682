import { AppError } from '../../../src/common/app-error';
import { BackgroundTasks } from '../../../src/common/background';
import { createThrottle } from '../../../src/common/throttle';
import type { AccountNotices } from '../../../src/domain/account/account-notices';
import type { AccountEntity } from '../../../src/domain/account/account.entity';
import type { AccountRepository } from '../../../src/domain/account/account.repository';
import type { AccountService } from '../../../src/domain/account/account.service';
import { PasswordService, RESET_REQUESTED } from '../../../src/domain/account/password.service';
import type { MailMessage } from '../../../src/domain/mail/mailer';

const quiet = { error() {}, info() {}, debug() {} };

/** A PasswordService over an in-memory repository that notes when each lookup happens. */
function setup(opts: { perIp?: number } = {}) {
  const log: string[] = [];
  const mail: MailMessage[] = [];
  const account = { id: 'acc-1', email: 'known@example.com', isDemo: false } as AccountEntity;
  const repo = {
    async findByEmail(email: string) {
      log.push(`lookup ${email}`);
      return email === account.email ? account : null;
    },
    async storeResetToken() {
      log.push('store token');
      return true;
    },
  } as unknown as AccountRepository;
  const notices = { record: async () => void log.push('audit') } as unknown as AccountNotices;
  const background = new BackgroundTasks(quiet);
  const service = new PasswordService({
    accounts: {} as AccountService,
    repo,
    notices,
    mailer: { send: async (m) => void mail.push(m), close() {} },
    background,
    throttle: createThrottle({ name: 'reset-ip', points: opts.perIp ?? 10, seconds: 3600, prefix: 'test', what: 'password-reset requests' }),
    publicUrl: 'https://capture.example',
    ttlMs: 30 * 60_000,
  });
  return { service, background, log, mail };
}

describe('password-reset requests', () => {
  it('answer before the address is even looked up, with the same words for known and unknown addresses', async () => {
    const { service, background, log, mail } = setup();
    const known = await service.requestReset('Known@Example.com ', { via: 'rest', ip: '192.0.2.1' });
    const unknown = await service.requestReset('stranger@example.com', { via: 'rest', ip: '192.0.2.1' });
    // Both answers were given with nothing read: the answer cannot depend on the account.
    expect(log).toEqual([]);
    expect(known).toBe(RESET_REQUESTED);
    expect(unknown).toBe(known);
    await background.drain();
    expect(log.sort()).toEqual(['audit', 'lookup known@example.com', 'lookup stranger@example.com', 'store token']);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'known@example.com', subject: 'Reset your capture password' });
    expect(mail[0].text).toMatch(/https:\/\/capture\.example\/api\/v4\/password\/reset\?token=[\w-]{43}\n/);
    expect(mail[0].text).toMatch(/within 30 minutes/);
  });

  it('are limited per client address, for known and unknown addresses alike', async () => {
    const { service } = setup({ perIp: 2 });
    await service.requestReset('known@example.com', { via: 'rest', ip: '192.0.2.9' });
    await service.requestReset('stranger@example.com', { via: 'rest', ip: '192.0.2.9' });
    const third = await service.requestReset('known@example.com', { via: 'rest', ip: '192.0.2.9' }).catch((e: AppError) => e);
    expect(third).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    // Another address is not affected.
    await expect(service.requestReset('known@example.com', { via: 'rest', ip: '192.0.2.10' })).resolves.toBe(RESET_REQUESTED);
  });
});

describe('BackgroundTasks', () => {
  it('logs a failure rather than throwing, and drain waits for tasks started by tasks', async () => {
    const errors: string[] = [];
    const tasks = new BackgroundTasks({ ...quiet, error: (m: string) => void errors.push(m) });
    const done: string[] = [];
    tasks.run('outer', async () => {
      await new Promise((r) => setTimeout(r, 10));
      tasks.run('inner', async () => {
        await new Promise((r) => setTimeout(r, 10));
        done.push('inner');
      });
      done.push('outer');
    });
    tasks.run('failing', async () => {
      throw new Error('smtp down');
    });
    await tasks.drain();
    expect(done).toEqual(['outer', 'inner']);
    expect(errors).toEqual(['failing failed']);
  });
});
