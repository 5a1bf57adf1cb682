import type { DocumentEvents, DocumentStatusEvent } from './document-events';

const TERMINAL = new Set(['processed', 'failed', 'deleted']);

/**
 * A document's states as an async iterator: the current one first, then each change, ending after processed,
 * failed or deleted (nothing follows those). Listening starts before the current state is read, so a change that lands in
 * between is not lost; a change that is older than the state read is dropped.
 */
export async function documentStatusStream(
  events: DocumentEvents,
  accountId: string,
  captureKey: string,
  readCurrent: () => Promise<DocumentStatusEvent>,
): Promise<AsyncIterableIterator<DocumentStatusEvent>> {
  const queued: DocumentStatusEvent[] = [];
  let waiting: ((r: IteratorResult<DocumentStatusEvent>) => void) | undefined;
  let done = false;
  const push = (event: DocumentStatusEvent) => {
    if (done) return;
    if (waiting) {
      const w = waiting;
      waiting = undefined;
      w({ value: event, done: false });
    } else queued.push(event);
  };
  const unsubscribe = events.subscribe(accountId, captureKey, push);
  let current: DocumentStatusEvent;
  try {
    current = await readCurrent();
  } catch (e) {
    unsubscribe();
    throw e;
  }
  // Whatever arrived while reading is either the state just read or a later one; keep only what is new.
  const later = queued.splice(0).filter((e) => current.status === 'processing' && e.status !== 'processing');
  queued.push(current, ...later);

  const finish = (): IteratorResult<DocumentStatusEvent> => {
    done = true;
    unsubscribe();
    queued.length = 0;
    waiting?.({ value: undefined, done: true });
    waiting = undefined;
    return { value: undefined, done: true };
  };

  let ended = false;
  const iterator: AsyncIterableIterator<DocumentStatusEvent> = {
    next() {
      if (ended || done) return Promise.resolve(finish());
      const event = queued.shift();
      if (event) {
        // The terminal state is the last value; the next call completes the stream.
        if (TERMINAL.has(event.status)) ended = true;
        return Promise.resolve({ value: event, done: false });
      }
      return new Promise((resolve) => {
        waiting = (r) => {
          if (!r.done && TERMINAL.has(r.value.status)) ended = true;
          resolve(r);
        };
      });
    },
    return() {
      return Promise.resolve(finish());
    },
    throw(e?: unknown) {
      finish();
      return Promise.reject(e);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}
