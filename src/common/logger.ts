import type { AppConfig } from '../config/config';

export interface Logger {
  error(message: string, meta?: Record<string, unknown>): void;
  info(message: string, meta?: Record<string, unknown>): void;
  debug(message: string, meta?: Record<string, unknown>): void;
}

const RANK = { silent: 0, error: 1, info: 2, debug: 3 } as const;

/** One JSON line per event on stderr. Callers pass ids and counts, never credentials or document text. */
export function createLogger(level: AppConfig['logLevel']): Logger {
  const write = (lvl: 'error' | 'info' | 'debug', message: string, meta?: Record<string, unknown>) => {
    if (RANK[level] < RANK[lvl]) return;
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: lvl, message, ...meta }) + '\n');
  };
  return {
    error: (m, meta) => write('error', m, meta),
    info: (m, meta) => write('info', m, meta),
    debug: (m, meta) => write('debug', m, meta),
  };
}

export const silentLogger: Logger = { error() {}, info() {}, debug() {} };
