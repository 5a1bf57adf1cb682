import { AppError } from '../../../src/common/app-error';
import { type DocumentStatusEvent, LocalDocumentEvents } from '../../../src/domain/events/document-events';
import { documentStatusStream } from '../../../src/domain/events/status-stream';

const ev = (status: DocumentStatusEvent['status'], over: Partial<DocumentStatusEvent> = {}): DocumentStatusEvent => ({
  accountId: 'acc-1',
  captureKey: 'key-1',
  status,
  reason: null,
  at: '2024-01-01T00:00:00.000Z',
  ...over,
});

async function collect(it: AsyncIterator<DocumentStatusEvent>, n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = await it.next();
    out.push(r.done ? 'done' : r.value.status);
    if (r.done) break;
  }
  return out;
}

describe('LocalDocumentEvents', () => {
  it('delivers an event only to listeners of that account and key', async () => {
    const events = new LocalDocumentEvents();
    const mine: string[] = [];
    const other: string[] = [];
    const off = events.subscribe('acc-1', 'key-1', (e) => mine.push(e.status));
    events.subscribe('acc-2', 'key-1', (e) => other.push(e.status));
    events.subscribe('acc-1', 'key-2', (e) => other.push(e.status));
    await events.publish(ev('processed'));
    off();
    await events.publish(ev('failed'));
    expect(mine).toEqual(['processed']);
    expect(other).toEqual([]);
    await events.close();
  });
});

describe('documentStatusStream', () => {
  it('gives the current state, then the change, then completes', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => ev('processing'));
    expect(await collect(stream, 1)).toEqual(['processing']);
    const next = stream.next();
    await events.publish(ev('processed'));
    expect((await next).value.status).toBe('processed');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    // Completed: it no longer listens.
    expect(events['emitter'].listenerCount('acc-1\nkey-1')).toBe(0);
  });

  it('ends after the current state when the document is finished already', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => ev('failed', { reason: 'corrupt' }));
    const first = await stream.next();
    expect(first.value).toMatchObject({ status: 'failed', reason: 'corrupt' });
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('does not lose a change published while the current state is being read', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => {
      await events.publish(ev('processed'));
      return ev('processing');
    });
    expect(await collect(stream, 3)).toEqual(['processing', 'processed', 'done']);
  });

  it('drops a change the state read already shows', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => {
      await events.publish(ev('processed'));
      return ev('processed');
    });
    expect(await collect(stream, 3)).toEqual(['processed', 'done']);
  });

  it('stops listening and rethrows when the document cannot be read (NOT_FOUND)', async () => {
    const events = new LocalDocumentEvents();
    await expect(
      documentStatusStream(events, 'acc-1', 'key-1', async () => {
        throw AppError.notFound('No document with this capture_key');
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(events['emitter'].listenerCount('acc-1\nkey-1')).toBe(0);
  });

  it('ends after a deletion of the document it watches', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => ev('processing'));
    await stream.next();
    const next = stream.next();
    await events.publish(ev('deleted'));
    expect((await next).value.status).toBe('deleted');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(events['emitter'].listenerCount('acc-1\nkey-1')).toBe(0);
  });

  it('stops listening when the client unsubscribes while waiting', async () => {
    const events = new LocalDocumentEvents();
    const stream = await documentStatusStream(events, 'acc-1', 'key-1', async () => ev('processing'));
    await stream.next();
    const pending = stream.next();
    await stream.return!();
    expect(await pending).toEqual({ value: undefined, done: true });
    expect(events['emitter'].listenerCount('acc-1\nkey-1')).toBe(0);
  });
});
