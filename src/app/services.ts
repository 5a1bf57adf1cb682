import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import type { Logger } from '../common/logger';
import type { AccountService } from '../domain/account/account.service';
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
}
