/**
 * Rejects with `message` when `work` has not settled within `ms`. The work itself goes on (a Redis command queued
 * while Redis reconnects still runs later); only the caller stops waiting for it.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  // A rejection after the timeout has nobody waiting for it; it must not become an unhandled one.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
