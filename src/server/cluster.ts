import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import type { Logger } from '../common/logger';
import type { AppConfig } from '../config/config';
import { openDatabase } from '../db/data-source';
import { loadTls } from './tls';

/** API_PROCESSES > 1: the primary, which serves nothing itself, and its API processes on one port. */
export interface RunningCluster {
  /** http(s)://127.0.0.1:<port>, the port every API process shares. */
  url: string;
  /** Process ids of the API processes running now (restarted ones included). */
  pids(): number[];
  /** SIGTERM to every API process (each finishes its requests and jobs), SIGKILL past the grace. */
  close(): Promise<void>;
}

// A process that crashes again soon after a restart waits longer each time (1 s, 2 s, 4 s … 30 s), so a fault at
// start-up (database gone) does not spin the CPU; one that served for a while is restarted after a second.
const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 30_000;
const STABLE_AFTER_MS = 30_000;

interface Slot {
  worker?: Worker;
  crashes: number;
  timer?: NodeJS.Timeout;
}

/**
 * Migrates the database once, then forks `config.apiProcesses` API processes (src/server/api-worker.ts) that share
 * the port through node:cluster. The first keeps CAPTURE_ROLE (with `all` it also runs the queue worker, as the
 * single process does); the others are CAPTURE_ROLE=api, so jobs, callbacks and sweeps still run in one process. The
 * first is started alone, the others once it serves: start-up writes (demo account, blob directories) never race.
 * A process that exits unasked is restarted; the others keep serving meanwhile.
 */
export async function startCluster(config: AppConfig, logger: Logger, opts: { env?: NodeJS.ProcessEnv; stopTimeoutMs?: number } = {}): Promise<RunningCluster> {
  if (!cluster.isPrimary) throw new Error('startCluster runs in the primary process only');
  // Once, before any process serves: N processes migrating at once would race on the migrations table.
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await db.destroy();
  // A first start makes the self-signed certificate here, so the processes all read the one file.
  if (config.tls.enabled) await loadTls(config);
  cluster.setupPrimary({ exec: path.join(__dirname, 'api-worker.js'), args: [] });

  const env = { ...(opts.env ?? process.env) };
  const slots: Slot[] = Array.from({ length: config.apiProcesses }, () => ({ crashes: 0 }));
  let starting = true;
  let stopping = false;

  const start = (i: number): Promise<string> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ ...env, CAPTURE_ROLE: i === 0 ? config.role : 'api', CAPTURE_API_PROCESS: String(i + 1) });
      const slot = slots[i];
      slot.worker = worker;
      const startedAt = Date.now();
      let ready = false;
      worker.on('message', (m: { type?: string; url?: string }) => {
        if (m?.type !== 'capture:ready' || ready) return;
        ready = true;
        resolve(m.url ?? '');
      });
      worker.once('exit', (code, signal) => {
        if (slot.worker === worker) slot.worker = undefined;
        if (!ready) reject(new Error(`API process ${i + 1} exited while starting (${signal ?? `exit code ${code}`})`));
        if (stopping || starting) return;
        slot.crashes = ready && Date.now() - startedAt > STABLE_AFTER_MS ? 1 : slot.crashes + 1;
        const delay = Math.min(RESTART_MAX_MS, RESTART_FIRST_MS * 2 ** (slot.crashes - 1));
        logger.error('API process exited; restarting it', { process: i + 1, processId: worker.process.pid, code, signal, restartInMs: delay });
        slot.timer = setTimeout(() => {
          slot.timer = undefined;
          // A failed restart exits again and lands here with a longer wait.
          start(i).then(
            () => logger.info('API process restarted', { process: i + 1, processId: slot.worker?.process.pid }),
            () => undefined,
          );
        }, delay);
      });
    });

  const close = async () => {
    stopping = true;
    for (const slot of slots) clearTimeout(slot.timer);
    const grace = opts.stopTimeoutMs ?? config.shutdownGraceMs + 15_000;
    await Promise.all(slots.map((slot) => slot.worker).filter((w): w is Worker => Boolean(w)).map((w) => stopWorker(w, grace)));
  };

  let url: string;
  try {
    url = await start(0);
    await Promise.all(slots.slice(1).map((_, k) => start(k + 1)));
  } catch (e) {
    await close();
    throw e;
  }
  starting = false;
  return { url, pids: () => slots.map((s) => s.worker?.process.pid).filter((p): p is number => p !== undefined), close };
}

function stopWorker(worker: Worker, graceMs: number): Promise<void> {
  if (worker.isDead()) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), graceMs);
    worker.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    worker.process.kill('SIGTERM');
  });
}
