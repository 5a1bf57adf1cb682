import type { EntityManager } from 'typeorm';
import type { BackgroundTasks } from '../../common/background';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { AccountEventAction } from './account-event.entity';
import type { AccountRepository } from './account.repository';

/** Who made a change and from where, as the audit trail records it. */
export interface ChangeOrigin {
  accountId: string;
  via: string;
  ip?: string | null;
}

/**
 * Every change of credentials or password is an entry in the account's audit trail (in the change's own
 * transaction) and an e-mail to the account's address (after the commit, without making the caller wait for SMTP;
 * a failed send is logged, as for verification e-mails).
 */
export class AccountNotices {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly mailer: Mailer,
    private readonly background: BackgroundTasks,
  ) {}

  async record(origin: ChangeOrigin, action: AccountEventAction, detail: Record<string, unknown> | null, manager?: EntityManager): Promise<void> {
    await this.accounts.insertEvent(
      {
        accountId: origin.accountId,
        action,
        via: origin.via,
        ip: origin.ip?.slice(0, 64) ?? null,
        detail: detail ? JSON.stringify(detail) : null,
        createdAt: new Date(),
      },
      manager,
    );
  }

  mail(to: string, message: Omit<MailMessage, 'to'>): void {
    this.background.run('account e-mail', () => this.mailer.send({ ...message, to }));
  }
}
