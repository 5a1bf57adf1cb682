import pino, { type DestinationStream } from 'pino';
import type { AppConfig } from '../config/config';

export interface Logger {
  error(message: string, meta?: Record<string, unknown>): void;
  info(message: string, meta?: Record<string, unknown>): void;
  debug(message: string, meta?: Record<string, unknown>): void;
}

export interface LoggerOptions {
  /** Where the JSON lines go; stderr unless a test captures them. */
  destination?: DestinationStream;
}

/**
 * Keys whose values never reach the log, whoever passes them: callers are asked to log ids and counts only,
 * and this is the net under that rule. Document text (Raw_Text, text, fields) is as private as a credential.
 */
const SECRET_KEYS = [
  'password',
  'PASSWORD',
  'secret',
  'secretKey',
  'secret_key',
  '["secret-key"]',
  'apiKey',
  'api_key',
  '["api-key"]',
  'authorization',
  'Authorization',
  'token',
  'Raw_Text',
  'rawText',
  'text',
  'fields',
];

// fast-redact matches fixed paths: each key is covered at the top level and one object below it
// (meta like { account: { apiKey } }); deeper nesting is not something callers pass.
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((k) => [k, k.startsWith('[') ? `*${k}` : `*.${k}`]),
  'headers.*',
  '*.headers.*',
];

/** One JSON line per event on stderr ({time, level, message, ...meta}), secrets and document text redacted. */
export function createLogger(level: AppConfig['logLevel'], opts: LoggerOptions = {}): Logger {
  const log = pino(
    {
      level,
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    },
    opts.destination ?? process.stderr,
  );
  return {
    error: (m, meta) => log.error(meta ?? {}, m),
    info: (m, meta) => log.info(meta ?? {}, m),
    debug: (m, meta) => log.debug(meta ?? {}, m),
  };
}

export const silentLogger: Logger = { error() {}, info() {}, debug() {} };
