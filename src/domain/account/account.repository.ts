import type { DataSource, Repository } from 'typeorm';
import { AccountEntity } from './account.entity';

export class AccountRepository {
  private readonly repo: Repository<AccountEntity>;

  constructor(ds: DataSource) {
    this.repo = ds.getRepository(AccountEntity);
  }

  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.repo.findOneBy({ email: email.toLowerCase() });
  }

  findByApiKeyHash(hash: string): Promise<AccountEntity | null> {
    return this.repo.findOneBy({ apiKeyHash: hash });
  }

  findByVerifyTokenHash(hash: string): Promise<AccountEntity | null> {
    return this.repo.findOneBy({ verifyTokenHash: hash });
  }

  findById(id: string): Promise<AccountEntity | null> {
    return this.repo.findOneBy({ id });
  }

  insert(account: AccountEntity): Promise<unknown> {
    return this.repo.insert(account);
  }

  async markVerified(id: string, at: Date): Promise<void> {
    await this.repo.update({ id }, { verifiedAt: at, verifyTokenHash: null, verifyExpiresAt: null });
  }

  async save(account: AccountEntity): Promise<void> {
    await this.repo.save(account);
  }
}
