import { randomBytes } from 'node:crypto';
import { silentLogger } from '../../src/common/logger';
import { type DocumentStatusEvent, RedisDocumentEvents, createDocumentEvents } from '../../src/domain/events/document-events';

// Two processes (an API node and a worker) each have their own DocumentEvents on one Redis: what one publishes,
// the other's subscribers see. Runs when REDIS_URL is set (CI sets it).
const REDIS_URL = process.env.REDIS_URL;
const maybe = REDIS_URL ? describe : describe.skip;

const event = (over: Partial<DocumentStatusEvent> = {}): DocumentStatusEvent => ({
  accountId: 'acc-1',
  captureKey: 'data/a@example.com/2024-01-01_0123456789abcdef.json',
  status: 'processed',
  reason: null,
  at: new Date().toISOString(),
  ...over,
});

function next(events: RedisDocumentEvents, accountId: string, captureKey: string): Promise<DocumentStatusEvent> {
  return new Promise((resolve) => {
    const off = events.subscribe(accountId, captureKey, (e) => {
      off();
      resolve(e);
    });
  });
}

maybe(REDIS_URL ? 'RedisDocumentEvents' : 'RedisDocumentEvents (skipped: REDIS_URL is not set)', () => {
  const prefix = `capture-test-${randomBytes(4).toString('hex')}`;
  let api: RedisDocumentEvents;
  let worker: RedisDocumentEvents;
  beforeAll(async () => {
    api = (await createDocumentEvents({ redisUrl: REDIS_URL, redisPrefix: prefix, logger: silentLogger })) as RedisDocumentEvents;
    worker = (await createDocumentEvents({ redisUrl: REDIS_URL, redisPrefix: prefix, logger: silentLogger })) as RedisDocumentEvents;
  });
  afterAll(async () => {
    await api?.close();
    await worker?.close();
  });

  it('uses the prefixed channel', () => {
    expect(api).toBeInstanceOf(RedisDocumentEvents);
    expect(api.channel).toBe(`${prefix}:document-status`);
  });

  it("an event one instance publishes reaches the other's subscriber, and its own, once each", async () => {
    const seenHere: DocumentStatusEvent[] = [];
    const offHere = worker.subscribe('acc-1', event().captureKey, (e) => seenHere.push(e));
    const there = next(api, 'acc-1', event().captureKey);
    await worker.publish(event({ status: 'failed', reason: 'corrupt' }));
    expect(await there).toEqual(event({ status: 'failed', reason: 'corrupt', at: expect.any(String) }));
    await new Promise((r) => setTimeout(r, 100));
    offHere();
    expect(seenHere).toHaveLength(1);
  });

  it("another account's subscriber on the same key hears nothing", async () => {
    const other: DocumentStatusEvent[] = [];
    const off = api.subscribe('acc-2', event().captureKey, (e) => other.push(e));
    const mine = next(api, 'acc-1', event().captureKey);
    await worker.publish(event());
    await mine;
    await new Promise((r) => setTimeout(r, 100));
    off();
    expect(other).toEqual([]);
  });

  it('installations with another REDIS_PREFIX do not hear each other', async () => {
    const elsewhere = (await createDocumentEvents({ redisUrl: REDIS_URL, redisPrefix: `${prefix}-other`, logger: silentLogger })) as RedisDocumentEvents;
    try {
      const heard: DocumentStatusEvent[] = [];
      elsewhere.subscribe('acc-1', event().captureKey, (e) => heard.push(e));
      const mine = next(api, 'acc-1', event().captureKey);
      await worker.publish(event());
      await mine;
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });
});
