import '../production-env';
import 'reflect-metadata';
import { loadConfig } from '../config/config';
import { startServer } from '../main';

/**
 * One API process of API_PROCESSES > 1, forked by the primary (cluster.ts) with its role in CAPTURE_ROLE. It takes the
 * shared port only once it can serve, tells the primary so, and closes gracefully on SIGTERM/SIGINT or when the
 * primary goes away (an orphan would keep a share of the port's connections nobody supervises).
 */
async function run(): Promise<void> {
  const config = loadConfig(process.env);
  const running = await startServer(config, { listenWhenReady: true });
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    if (config.logLevel !== 'silent') process.stderr.write(`capture API process ${process.pid} stopping (${why})\n`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('disconnect', () => stop('primary gone'));
  process.send?.({ type: 'capture:ready', url: running.url });
}

run().catch((e) => {
  process.stderr.write(`capture API process failed to start: ${(e as Error).message}\n`);
  process.exit(1);
});
