/**
 * A request's body chunks, pulled one at a time without the copy a paused stream's read() makes (it joins whatever
 * is buffered into one new Buffer): the request flows, and is paused while a chunk waits for its reader.
 */
export function bodyChunks(req: NodeJS.ReadableStream & { readableEnded?: boolean }): AsyncIterator<Buffer> {
  const queue: Buffer[] = [];
  let done = false;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const signal = () => {
    wake?.();
    wake = undefined;
  };
  req.on('data', (c: Buffer) => {
    queue.push(c);
    req.pause();
    signal();
  });
  req.once('end', () => {
    done = true;
    signal();
  });
  req.once('error', (e: Error) => {
    failure ??= e;
    signal();
  });
  // A client gone mid-body: 'close' without 'end' (no 'error' is emitted for a plain abort on every Node version).
  req.once('close', () => {
    if (!req.readableEnded) failure ??= Object.assign(new Error('Request closed'), { code: 'ECONNRESET' });
    signal();
  });
  return {
    async next(): Promise<IteratorResult<Buffer>> {
      for (;;) {
        const chunk = queue.shift();
        if (chunk) return { value: chunk, done: false };
        if (failure) throw failure;
        if (done) return { value: undefined, done: true };
        req.resume();
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
