import path from 'node:path';
import { ConfigError, type Env, intVar, boolVar, languagesVar, apiProcessesVar, blobStoreVar, urlVar, trustProxyVar, orphanGraceVar } from './env-vars';

export { ConfigError };

/**
 * Every setting the service reads, built once at start-up from the environment.
 * A bad value stops the process with a message naming the variable, instead of a confusing failure later.
 */
export interface AppConfig {
  port: number;
  host: string;
  tls: { enabled: boolean; certFile?: string; keyFile?: string };
  dataDir: string;
  /** undefined → the embedded SQLite database in dataDir. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Sender of processing-complete e-mails (NOTIFICATION_FROM); defaults to mailFrom. */
  notificationFrom: string;
  publicUrl: string;
  captureUrlAllowlist: string[];
  maxUploadBytes: number;
  /** Largest request line plus headers (MAX_REQUEST_HEAD_KB): long GET query strings of repeated keys fit. */
  maxRequestHeadBytes: number;
  /** Most pages (PDF pages, TIFF frames, sheet/document pages) one document may have. */
  maxPages: number;
  /** Most pixels one image page may declare (decompression-bomb guard); MAX_IMAGE_MEGAPIXELS × 10^6. */
  maxImagePixels: number;
  /** Time budget for extracting one document; past it the document fails with a reason. */
  documentTimeoutMs: number;
  urlFetchTimeoutMs: number;
  /**
   * all: API and background worker in one process; api: accept and serve only (jobs wait for a process with a worker);
   * worker: run jobs only (serves /healthz and /metrics, nothing else).
   */
  role: 'all' | 'api' | 'worker';
  /**
   * API_PROCESSES: processes answering HTTP on the one port (node:cluster), so the API uses more than one core.
   * 1 (the default): this process alone, exactly as without the setting. Above 1 needs REDIS_URL, through which the
   * processes share rate limits, GraphQL cost budgets, subscription limits and document events (src/server/cluster.ts).
   */
  apiProcesses: number;
  /** undefined → the in-process, database-backed queue; set → BullMQ on this Redis, rate limits and events shared through it. */
  redisUrl?: string;
  /** Prefix of every Redis key (REDIS_PREFIX), so several installations can share one Redis. */
  redisPrefix: string;
  /** Where uploaded originals live: a local directory, the database, or an S3-compatible bucket. */
  blobStore: { kind: 'local' } | { kind: 'db' } | { kind: 's3'; bucket: string; prefix: string; endpoint?: string; region: string; forcePathStyle: boolean };
  /** How long a stopping process lets running jobs finish before it hands them back to the queue (SHUTDOWN_GRACE_MS). */
  shutdownGraceMs: number;
  /** Requests per minute per account (RATE_LIMIT_ACCOUNT_PER_MIN) and per client IP (RATE_LIMIT_IP_PER_MIN); 0 turns one off. */
  rateLimits: { accountPerMinute: number; ipPerMinute: number };
  /**
   * GraphQL limits, checked before an operation runs: its cost (GRAPHQL_MAX_COST), depth (GRAPHQL_MAX_DEPTH) and
   * aliases (GRAPHQL_MAX_ALIASES), and the tokens a document may have (GRAPHQL_MAX_TOKENS, while parsing); cost units per account and minute (GRAPHQL_COST_PER_MIN, 0: off) and open
   * subscriptions per account (GRAPHQL_MAX_SUBSCRIPTIONS; across API processes when they share REDIS_URL, else per process). See src/graphql/query-cost.ts.
   */
  graphql: { maxCost: number; maxDepth: number; maxAliases: number; maxTokens: number; costPerMinute: number; maxSubscriptions: number };
  /**
   * TRUST_PROXY, express's "trust proxy": false (the peer is the client), a hop count, or the addresses/CIDRs of
   * the proxies whose X-Forwarded-For is believed. Rate limits, logs and audit entries use the client address it gives.
   */
  trustProxy: false | number | string[];
  /** Serve Prometheus metrics on /metrics (METRICS); METRICS_TOKEN, when set, must come as a bearer token. */
  metrics: { enabled: boolean; token?: string };
  /** Per-account callback delivery: attempts before giving up, and the time one POST may take. */
  callbacks: { maxAttempts: number; timeoutMs: number; /** First retry delay (CALLBACK_BACKOFF_MS), doubled per attempt. */ backoffMs: number };
  /**
   * RETENTION_DAYS (0: keep everything), RETENTION_PURGE_RECORDS (whole documents rather than their originals) and
   * PURGE_INTERVAL_MS (how often the purge sweep runs, in roles all and worker).
   */
  retention: { days: number; purgeRecords: boolean; intervalMs: number };
  /**
   * ORPHAN_UPLOAD_GRACE_MINUTES: parts of uploads a killed process left in the blob store are removed once they are
   * this old (0: never); swept at start and every PURGE_INTERVAL_MS, in roles all and worker.
   */
  orphanUploads: { graceMs: number };
  /** How long a password-reset link works (PASSWORD_RESET_TTL_MINUTES) and reset requests per client address and hour. */
  passwordReset: { ttlMs: number; perIpPerHour: number };
  queueConcurrency: number;
  queuePollMs: number;
  /** A running job's lease (QUEUE_LOCK_MS): how soon the jobs of a process that died are taken up by another. */
  queueLockMs: number;
  maxJobAttempts: number;
  demoEnabled: boolean;
  ocrEnabled: boolean;
  /** Tesseract codes the OCR may use (OCR_LANGUAGES); hints outside it are refused at acceptance. */
  ocrLanguages: string[];
  /** Parallel OCR workers per language set (OCR_WORKERS). */
  ocrWorkers: number;
  /** Threads of each ONNX session (OCR_THREADS). */
  ocrThreads: number;
  /** Nice value of the extraction engine's process (ENGINE_NICE): 0 is the service's own priority. */
  engineNice: number;
  logLevel: 'silent' | 'error' | 'info' | 'debug';
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = intVar(env, 'PORT', 8443, 0, 65535);
  const tlsEnabled = boolVar(env, 'TLS', true);
  const certFile = env.TLS_CERT_FILE?.trim() || undefined;
  const keyFile = env.TLS_KEY_FILE?.trim() || undefined;
  if (Boolean(certFile) !== Boolean(keyFile)) {
    throw new ConfigError(certFile ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE', 'must be set together with the other TLS file');
  }
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = urlVar(env, 'DATABASE_URL', ['mysql:', 'mariadb:']);
  const smtpUrl = urlVar(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const scheme = tlsEnabled ? 'https' : 'http';
  const publicUrl = (urlVar(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `${scheme}://localhost:${port}`).replace(/\/+$/, '');
  const mailFrom = env.MAIL_FROM?.trim() || 'capture <no-reply@capture.localhost>';
  if (!/@/.test(mailFrom)) throw new ConfigError('MAIL_FROM', 'must contain an e-mail address');
  const notificationFrom = env.NOTIFICATION_FROM?.trim() || mailFrom;
  if (!/@/.test(notificationFrom)) throw new ConfigError('NOTIFICATION_FROM', 'must contain an e-mail address');
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as AppConfig['logLevel'];
  if (!['silent', 'error', 'info', 'debug'].includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', 'must be one of silent, error, info, debug');
  }
  const role = (env.CAPTURE_ROLE?.trim() || 'all') as AppConfig['role'];
  if (!['all', 'api', 'worker'].includes(role)) throw new ConfigError('CAPTURE_ROLE', 'must be all, api or worker');
  const redisUrl = urlVar(env, 'REDIS_URL', ['redis:', 'rediss:']);
  const redisPrefix = env.REDIS_PREFIX?.trim() || 'capture';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) throw new ConfigError('REDIS_PREFIX', 'must be 1-64 letters, digits or _ . : -');
  const apiProcesses = apiProcessesVar(env, role, redisUrl);
  const blobStore = blobStoreVar(env);
  const allowlist = (env.CAPTURE_URL_ALLOWLIST ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  for (const host of allowlist) {
    if (!/^[a-z0-9.\-:[\]]+$/.test(host)) throw new ConfigError('CAPTURE_URL_ALLOWLIST', `has an invalid host "${host}"`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    tls: { enabled: tlsEnabled, certFile, keyFile },
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom,
    notificationFrom,
    publicUrl,
    captureUrlAllowlist: allowlist,
    maxUploadBytes: intVar(env, 'MAX_UPLOAD_MB', 25, 1, 1024) * 1024 * 1024,
    maxRequestHeadBytes: intVar(env, 'MAX_REQUEST_HEAD_KB', 4096, 16, 65536) * 1024,
    maxPages: intVar(env, 'MAX_PAGES', 200, 1, 100000),
    // At most 100: the OCR reader decodes with its own 100 MP guard, so a higher cap could never be used.
    maxImagePixels: intVar(env, 'MAX_IMAGE_MEGAPIXELS', 50, 1, 100) * 1_000_000,
    documentTimeoutMs: intVar(env, 'DOCUMENT_TIMEOUT_MS', 120000, 100, 86_400_000),
    urlFetchTimeoutMs: intVar(env, 'URL_FETCH_TIMEOUT_MS', 15000, 100, 300000),
    role,
    apiProcesses,
    redisUrl,
    redisPrefix,
    blobStore,
    shutdownGraceMs: intVar(env, 'SHUTDOWN_GRACE_MS', 30000, 0, 3_600_000),
    rateLimits: {
      accountPerMinute: intVar(env, 'RATE_LIMIT_ACCOUNT_PER_MIN', 600, 0, 1_000_000),
      ipPerMinute: intVar(env, 'RATE_LIMIT_IP_PER_MIN', 1200, 0, 1_000_000),
    },
    graphql: {
      maxCost: intVar(env, 'GRAPHQL_MAX_COST', 20_000, 100, 100_000_000),
      maxDepth: intVar(env, 'GRAPHQL_MAX_DEPTH', 12, 3, 100),
      maxAliases: intVar(env, 'GRAPHQL_MAX_ALIASES', 100, 0, 100_000),
      maxTokens: intVar(env, 'GRAPHQL_MAX_TOKENS', 25_000, 1000, 10_000_000),
      costPerMinute: intVar(env, 'GRAPHQL_COST_PER_MIN', 1_000_000, 0, 1_000_000_000),
      maxSubscriptions: intVar(env, 'GRAPHQL_MAX_SUBSCRIPTIONS', 100, 1, 100_000),
    },
    trustProxy: trustProxyVar(env),
    metrics: { enabled: boolVar(env, 'METRICS', true), token: env.METRICS_TOKEN?.trim() || undefined },
    callbacks: {
      maxAttempts: intVar(env, 'CALLBACK_MAX_ATTEMPTS', 6, 1, 20),
      timeoutMs: intVar(env, 'CALLBACK_TIMEOUT_MS', 10000, 100, 120000),
      backoffMs: intVar(env, 'CALLBACK_BACKOFF_MS', 10000, 10, 3_600_000),
    },
    retention: {
      days: intVar(env, 'RETENTION_DAYS', 0, 0, 36500),
      purgeRecords: boolVar(env, 'RETENTION_PURGE_RECORDS', false),
      intervalMs: intVar(env, 'PURGE_INTERVAL_MS', 3_600_000, 1000, 86_400_000),
    },
    orphanUploads: { graceMs: orphanGraceVar(env) },
    passwordReset: {
      ttlMs: intVar(env, 'PASSWORD_RESET_TTL_MINUTES', 60, 5, 1440) * 60_000,
      perIpPerHour: intVar(env, 'PASSWORD_RESET_PER_IP_PER_HOUR', 10, 0, 100_000),
    },
    queueConcurrency: intVar(env, 'QUEUE_CONCURRENCY', 1, 1, 64),
    queuePollMs: intVar(env, 'QUEUE_POLL_MS', 1000, 10, 60000),
    queueLockMs: intVar(env, 'QUEUE_LOCK_MS', 30000, 1000, 3_600_000),
    maxJobAttempts: intVar(env, 'MAX_JOB_ATTEMPTS', 3, 1, 20),
    demoEnabled: boolVar(env, 'DEMO', true),
    ocrEnabled: boolVar(env, 'OCR', true),
    ocrLanguages: languagesVar(env, 'OCR_LANGUAGES'),
    ocrWorkers: intVar(env, 'OCR_WORKERS', 1, 1, 16),
    ocrThreads: intVar(env, 'OCR_THREADS', 2, 1, 64),
    engineNice: intVar(env, 'ENGINE_NICE', 10, 0, 19),
    logLevel,
  };
}
