import type { Logger } from '../../../src/common/logger';
import type { DocumentEntity } from '../../../src/domain/document/document.entity';
import { type DocumentStatusEvent, LocalDocumentEvents } from '../../../src/domain/events/document-events';
import type { CallbackService } from '../../../src/domain/notify/callback.service';
import { DocumentNotifier } from '../../../src/domain/notify/document-notifier';

const doc = { id: 'd1', accountId: 'acc-1', captureKey: 'key-1', failureReason: 'corrupt', processedAt: new Date('2024-01-02T03:04:05Z') } as DocumentEntity;

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { error: (m) => void errors.push(m), info() {}, debug() {} };
  return { logger, errors };
}

describe('DocumentNotifier', () => {
  it('records the callback and publishes the outcome with its reason', async () => {
    const events = new LocalDocumentEvents();
    const seen: DocumentStatusEvent[] = [];
    events.subscribe('acc-1', 'key-1', (e) => seen.push(e));
    const enqueued: string[] = [];
    const callbacks = { enqueue: async (_d: DocumentEntity, outcome: string) => void enqueued.push(outcome) } as unknown as CallbackService;
    const { logger, errors } = recordingLogger();
    await new DocumentNotifier(events, callbacks, logger).outcome(doc, 'failed');
    expect(enqueued).toEqual(['failed']);
    expect(seen).toEqual([{ accountId: 'acc-1', captureKey: 'key-1', status: 'failed', reason: 'corrupt', at: '2024-01-02T03:04:05.000Z' }]);
    expect(errors).toEqual([]);
  });

  it('never fails the job: a database or Redis error is logged and the other step still runs', async () => {
    const events = new LocalDocumentEvents();
    const seen: DocumentStatusEvent[] = [];
    events.subscribe('acc-1', 'key-1', (e) => seen.push(e));
    const broken = { enqueue: async () => Promise.reject(new Error('database is locked')) } as unknown as CallbackService;
    const { logger, errors } = recordingLogger();
    await expect(new DocumentNotifier(events, broken, logger).outcome(doc, 'processed')).resolves.toBeUndefined();
    expect(seen.map((e) => e.status)).toEqual(['processed']);
    expect(errors).toEqual(['callback could not be recorded']);

    const deadRedis = Object.assign(new LocalDocumentEvents(), { publish: async () => Promise.reject(new Error('Connection is closed')) });
    const enqueued: string[] = [];
    const callbacks = { enqueue: async (_d: DocumentEntity, o: string) => void enqueued.push(o) } as unknown as CallbackService;
    await expect(new DocumentNotifier(deadRedis, callbacks, logger).outcome(doc, 'processed')).resolves.toBeUndefined();
    expect(enqueued).toEqual(['processed']);
    expect(errors).toEqual(['callback could not be recorded', 'document event could not be published']);
  });

  it('records the callback in the caller\'s transaction, then after the commit only wakes the dispatcher', async () => {
    const events = new LocalDocumentEvents();
    const calls: unknown[][] = [];
    let woken = 0;
    const callbacks = {
      enqueue: async (...args: unknown[]) => void calls.push(args),
      wake: () => void woken++,
    } as unknown as CallbackService;
    const { logger, errors } = recordingLogger();
    const notifier = new DocumentNotifier(events, callbacks, logger);
    const manager = { marker: 'tx' } as never;
    await notifier.record(manager, doc, 'processed');
    expect(calls).toEqual([[doc, 'processed', manager]]);
    await notifier.outcome(doc, 'processed', { recorded: true });
    expect(calls).toHaveLength(1);
    expect(woken).toBe(1);
    expect(errors).toEqual([]);
  });

  it('lets a failure to record fail the transaction (the job is retried rather than the callback lost)', async () => {
    const broken = { enqueue: async () => Promise.reject(new Error('database is locked')) } as unknown as CallbackService;
    const { logger } = recordingLogger();
    await expect(new DocumentNotifier(new LocalDocumentEvents(), broken, logger).record({} as never, doc, 'failed')).rejects.toThrow('database is locked');
  });
});
