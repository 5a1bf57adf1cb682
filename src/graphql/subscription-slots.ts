import { AppError } from '../common/app-error';

/**
 * Open subscriptions per account in this process (GRAPHQL_MAX_SUBSCRIPTIONS): each holds a listener and a socket
 * slot for as long as it is open, so one account must not be able to take them all.
 */
export class SubscriptionSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  count(accountId: string): number {
    return this.open.get(accountId) ?? 0;
  }

  /**
   * Takes a slot for the account (TOO_MANY_SUBSCRIPTIONS when it has none left), then opens the stream; the slot
   * is given back when the stream ends, fails, or the client completes it or goes away (return()).
   */
  async hold<T>(accountId: string, openStream: () => Promise<AsyncIterableIterator<T>>): Promise<AsyncIterableIterator<T>> {
    const inUse = this.count(accountId);
    if (inUse >= this.max) {
      throw new AppError(
        'TOO_MANY_SUBSCRIPTIONS',
        `Too many subscriptions: this account has ${inUse} open, the limit is ${this.max} (GRAPHQL_MAX_SUBSCRIPTIONS); complete one first`,
        { open: inUse, max: this.max },
      );
    }
    this.open.set(accountId, inUse + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = this.count(accountId) - 1;
      if (left > 0) this.open.set(accountId, left);
      else this.open.delete(accountId);
    };
    let source: AsyncIterableIterator<T>;
    try {
      source = await openStream();
    } catch (e) {
      release();
      throw e;
    }
    const settle = async (step: Promise<IteratorResult<T>>) => {
      try {
        const r = await step;
        if (r.done) release();
        return r;
      } catch (e) {
        release();
        throw e;
      }
    };
    const held: AsyncIterableIterator<T> = {
      next: () => settle(source.next()),
      return: (value?: unknown) => {
        release();
        return source.return ? source.return(value) : Promise.resolve({ value: undefined, done: true });
      },
      throw: (e?: unknown) => {
        release();
        return source.throw ? source.throw(e) : Promise.reject(e);
      },
      [Symbol.asyncIterator]() {
        return held;
      },
    };
    return held;
  }
}
