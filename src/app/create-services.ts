import type { AppConfig } from '../config/config';
import { type Logger, createLogger } from '../common/logger';
import { openDatabase } from '../db/data-source';
import { AccountRepository } from '../domain/account/account.repository';
import { AccountService } from '../domain/account/account.service';
import { AccountNotices } from '../domain/account/account-notices';
import { CredentialRepository } from '../domain/account/credential.repository';
import { CredentialService } from '../domain/account/credential.service';
import { PasswordService } from '../domain/account/password.service';
import { BackgroundTasks } from '../common/background';
import { closeRedis, connectRedis, createRedis } from '../common/redis';
import { createThrottle } from '../common/throttle';
import { DataPurger } from '../domain/lifecycle/data-purger';
import { LifecycleRepository } from '../domain/lifecycle/lifecycle.repository';
import { LifecycleService } from '../domain/lifecycle/lifecycle.service';
import { RetentionSweeper } from '../domain/lifecycle/retention.sweeper';
import { BankTransactionService } from '../domain/banktxn/banktxn.service';
import { CustomCategoryService } from '../domain/banktxn/custom-categories.service';
import { CustomCategoryRepository } from '../domain/banktxn/custom-category.repository';
import { HybridCategorizer } from '../domain/banktxn/model/hybrid-categorizer';
import { createBlobStore } from '../domain/blob/blob-store.factory';
import { LocalBlobStore } from '../domain/capture/blob-store';
import { OrphanUploadSweeper } from '../domain/blob/orphan-upload.sweeper';
import { CaptureService, type DocumentReader } from '../domain/capture/capture.service';
import { DocumentProcessor } from '../domain/capture/document.processor';
import { SampleLibrary } from '../domain/capture/sample-library';
import { DocumentRepository } from '../domain/document/document.repository';
import { DocumentService } from '../domain/document/document.service';
import { createDocumentEvents } from '../domain/events/document-events';
import { type Mailer, createMailer } from '../domain/mail/mailer';
import { CallbackDeliveryRepository } from '../domain/notify/callback-delivery.repository';
import { CallbackDispatcher } from '../domain/notify/callback-dispatcher';
import { CallbackService } from '../domain/notify/callback.service';
import { DocumentNotifier } from '../domain/notify/document-notifier';
import { createJobQueue } from '../domain/queue/queue.factory';
import { observeJob, setQueueDepthSource } from '../common/metrics';
import { JobRepository } from '../domain/queue/job.repository';
import { VendorMemoryRepository } from '../domain/vendor-memory/vendor-memory.repository';
import { VendorMemoryService } from '../domain/vendor-memory/vendor-memory.service';
import { limitsFromConfig } from '../extraction/limits';
import { EngineReader } from '../extraction/engine/engine-reader';
import type { Services } from './services';

export interface ServiceOverrides {
  logger?: Logger;
  mailer?: Mailer;
  reader?: DocumentReader & { close?(): Promise<void> };
  /** Start the background queue worker (default true). */
  startQueue?: boolean;
}

/** Wires the domain once: database (migrated), extraction engine, queue, mail. */
export async function createServices(config: AppConfig, overrides: ServiceOverrides = {}): Promise<Services> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  // Before anything else starts: a missing or broken models/banktxn stops start-up with a message saying so.
  const categorizer = await HybridCategorizer.load();
  const dataSource = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // The engine runs in a child process at a lower priority (engine-reader.ts): reading documents never holds up the
  // event loop that accepts uploads and answers reads, in the embedded default as much as in a worker.
  const reader =
    overrides.reader ??
    (await EngineReader.start(
      {
        ocr: config.ocrEnabled,
        languages: config.ocrLanguages,
        workers: config.ocrWorkers,
        threads: config.ocrThreads,
        limits: limitsFromConfig(config),
        logLevel: config.logLevel,
        nice: config.engineNice,
      },
      logger,
    ));
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const docs = DocumentRepository.from(dataSource);
  const blobs = createBlobStore(config, dataSource);
  const memory = new VendorMemoryService(VendorMemoryRepository.from(dataSource), logger);
  const events = await createDocumentEvents({ redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, logger });
  const callbackRepo = new CallbackDeliveryRepository(dataSource);
  const callbackDispatcher = new CallbackDispatcher(
    callbackRepo,
    { allowlist: config.captureUrlAllowlist, ...config.callbacks, pollMs: config.queuePollMs },
    logger,
    undefined,
    (message) => mailer.send(message),
  );
  const callbacks = new CallbackService(callbackRepo, { allowlist: config.captureUrlAllowlist }, () => callbackDispatcher.wake());
  const notifier = new DocumentNotifier(events, callbacks, logger);
  const processor = new DocumentProcessor({ docs, blobs, reader, mailer, logger, memory, notifier, notificationFrom: config.notificationFrom });
  const queue = await createJobQueue(config, new JobRepository(dataSource), processor, logger, (outcome, seconds) =>
    observeJob(outcome === 'retrying' ? 'retry' : outcome, seconds),
  );
  setQueueDepthSource(() => queue.depth());
  const background = new BackgroundTasks(logger);
  // Tracked so that closing waits for it: a shard mkdir landing after close raced the removal of the data dir.
  if (blobs instanceof LocalBlobStore) background.run('blob shard directories', () => blobs.prepare());
  const accountRepo = new AccountRepository(dataSource);
  const credentialRepo = new CredentialRepository(dataSource);
  const accounts = new AccountService(accountRepo, credentialRepo, mailer, { publicUrl: config.publicUrl, demoEnabled: config.demoEnabled }, logger, background);
  await accounts.ensureDemoAccount();
  const notices = new AccountNotices(accountRepo, mailer, background);
  // Reset requests are counted per client address across processes when Redis is there (as the request limits are).
  const redis = config.redisUrl ? createRedis(config.redisUrl, { name: 'capture-accounts' }) : undefined;
  if (redis) await connectRedis(redis, config.redisUrl!, 5000).catch((e) => logger.error('redis for account limits unavailable; counting in this process', { error: (e as Error).message }));
  const passwords = new PasswordService({
    accounts,
    repo: accountRepo,
    notices,
    mailer,
    background,
    throttle: createThrottle({ name: 'reset-ip', points: config.passwordReset.perIpPerHour, seconds: 3600, prefix: config.redisPrefix, redis, what: 'password-reset requests' }),
    publicUrl: config.publicUrl,
    ttlMs: config.passwordReset.ttlMs,
  });
  const lifecycleRepo = new LifecycleRepository(dataSource);
  const purger = new DataPurger(lifecycleRepo, blobs, queue, logger);
  const lifecycle = new LifecycleService({ repo: lifecycleRepo, purger, accounts, notices, events, logger });
  const retention = new RetentionSweeper({ lifecycle, purger, repo: lifecycleRepo, logger }, config.retention);
  const orphanUploads = new OrphanUploadSweeper(
    { store: blobs, repo: lifecycleRepo, logger },
    { graceMs: config.orphanUploads.graceMs, intervalMs: config.retention.intervalMs },
  );
  const documents = new DocumentService(docs, memory);
  const samples = new SampleLibrary(config.publicUrl);
  const capture = new CaptureService({
    docs,
    queue,
    blobs,
    reader,
    documents,
    samples,
    fetch: { allowlist: config.captureUrlAllowlist, maxBytes: config.maxUploadBytes, timeoutMs: config.urlFetchTimeoutMs },
    maxUploadBytes: config.maxUploadBytes,
    ocrLanguages: config.ocrLanguages,
    syncWaitMs: config.documentTimeoutMs,
  });
  if (overrides.startQueue ?? config.role !== 'api') await queue.start();
  // Callbacks are sent where jobs run; an API-only node leaves its rows to the workers. So are the purge sweep and the
  // sweep of abandoned uploads (a lease lets one process at a time do each).
  if ((overrides.startQueue ?? true) && config.role !== 'api') {
    callbackDispatcher.start();
    retention.start();
    orphanUploads.start();
  }
  return {
    config,
    logger,
    dataSource,
    accounts,
    credentials: new CredentialService(accounts, accountRepo, credentialRepo, notices),
    passwords,
    lifecycle,
    retention,
    orphanUploads,
    background,
    documents,
    capture,
    banktxn: new BankTransactionService(categorizer, new CustomCategoryService(new CustomCategoryRepository(dataSource))),
    samples,
    queue,
    mailer,
    events,
    callbacks,
    callbackDispatcher,
    closeReader: async () => reader.close?.(),
    closeConnections: async () => {
      if (redis) await closeRedis(redis);
    },
  };
}

/** Stops taking jobs, lets running ones finish, then closes the engine, mail and database. */
export async function closeServices(s: Services): Promise<void> {
  // A sweep in progress still needs the queue's Redis (to forget jobs of deleted documents).
  await s.retention.stop();
  await s.orphanUploads.stop();
  await s.queue.stop(s.config.shutdownGraceMs);
  await s.callbackDispatcher.stop();
  await s.background.drain();
  await s.closeConnections();
  await s.events.close();
  await s.closeReader();
  s.mailer.close();
  if (s.dataSource.isInitialized) await s.dataSource.destroy();
}
