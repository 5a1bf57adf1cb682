import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import type { Logger } from '../common/logger';
import type { AccountService } from '../domain/account/account.service';
import type { CredentialService } from '../domain/account/credential.service';
import type { PasswordService } from '../domain/account/password.service';
import type { BackgroundTasks } from '../common/background';
import type { LifecycleService } from '../domain/lifecycle/lifecycle.service';
import type { RetentionSweeper } from '../domain/lifecycle/retention.sweeper';
import type { OrphanUploadSweeper } from '../domain/blob/orphan-upload.sweeper';
import type { BankTransactionService } from '../domain/banktxn/banktxn.service';
import type { CaptureService } from '../domain/capture/capture.service';
import type { SampleLibrary } from '../domain/capture/sample-library';
import type { DocumentService } from '../domain/document/document.service';
import type { DocumentEvents } from '../domain/events/document-events';
import type { Mailer } from '../domain/mail/mailer';
import type { CallbackDispatcher } from '../domain/notify/callback-dispatcher';
import type { CallbackService } from '../domain/notify/callback.service';
import type { JobQueue } from '../domain/queue/job-queue';

/** Everything the adapters (REST, GraphQL) may call. Built once at start-up by createServices(). */
export interface Services {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  accounts: AccountService;
  /** API keys and secret keys: rotate, revoke, list; the account's audit trail. */
  credentials: CredentialService;
  passwords: PasswordService;
  /** Deleting documents and accounts; RETENTION_DAYS. */
  lifecycle: LifecycleService;
  /** The scheduled purge; started for roles all and worker. */
  retention: RetentionSweeper;
  /** Removes what killed uploads left in the blob store (ORPHAN_UPLOAD_GRACE_MINUTES); started with the purge sweep. */
  orphanUploads: OrphanUploadSweeper;
  /** Work requests start without waiting for it (security e-mails); shutdown waits for it. */
  background: BackgroundTasks;
  documents: DocumentService;
  capture: CaptureService;
  banktxn: BankTransactionService;
  samples: SampleLibrary;
  queue: JobQueue;
  mailer: Mailer;
  /** Document status changes, across processes when REDIS_URL is set (GraphQL subscriptions). */
  events: DocumentEvents;
  callbacks: CallbackService;
  /** Sends due callbacks; started for roles all and worker. */
  callbackDispatcher: CallbackDispatcher;
  closeReader(): Promise<void>;
  /** Closes the connections the services opened besides the database (the throttles' Redis). */
  closeConnections(): Promise<void>;
}
