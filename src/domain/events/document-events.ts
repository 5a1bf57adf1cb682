import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Logger } from '../../common/logger';
import { closeRedis, connectRedis, createRedis } from '../../common/redis';

/**
 * A document reached a state. 'processing' is where every document starts; only the outcomes are published, and
 * 'deleted' when a document still processing was deleted (its subscribers are then told it is gone).
 */
export interface DocumentStatusEvent {
  accountId: string;
  captureKey: string;
  status: 'processing' | 'processed' | 'failed' | 'deleted';
  reason?: string | null;
  /** ISO 8601. */
  at: string;
}

export type DocumentStatusListener = (event: DocumentStatusEvent) => void;

/**
 * Status changes of documents, for subscribers on this process. With Redis the events cross processes, so an
 * API node sees the outcome of a job a worker on another machine ran.
 */
export interface DocumentEvents {
  publish(event: DocumentStatusEvent): Promise<void>;
  /** Returns the unsubscribe function. Listeners only see events of this account and key. */
  subscribe(accountId: string, captureKey: string, listener: DocumentStatusListener): () => void;
  close(): Promise<void>;
}

// The account is part of the key: a capture key is unique anyway, but a listener must never see another account's event.
const topic = (accountId: string, captureKey: string) => `${accountId}\n${captureKey}`;

function isEvent(v: unknown): v is DocumentStatusEvent {
  const e = v as DocumentStatusEvent;
  return typeof e?.accountId === 'string' && typeof e.captureKey === 'string' && ['processing', 'processed', 'failed', 'deleted'].includes(e.status);
}

/** One process: the worker and the subscribers share an EventEmitter. */
export class LocalDocumentEvents implements DocumentEvents {
  protected readonly emitter = new EventEmitter();

  constructor() {
    // Every open subscription is a listener; many clients may watch one document.
    this.emitter.setMaxListeners(0);
  }

  async publish(event: DocumentStatusEvent): Promise<void> {
    this.deliver(event);
  }

  protected deliver(event: DocumentStatusEvent): void {
    this.emitter.emit(topic(event.accountId, event.captureKey), event);
  }

  subscribe(accountId: string, captureKey: string, listener: DocumentStatusListener): () => void {
    const name = topic(accountId, captureKey);
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub on one channel (`<prefix>:document-status`). A published event reaches every process, this one
 * included, through the subscription; so local listeners are served from the channel only, never twice.
 */
export class RedisDocumentEvents extends LocalDocumentEvents {
  readonly channel: string;
  private readonly pub: Redis;
  private readonly sub: Redis;
  private ready?: Promise<void>;

  constructor(private readonly url: string, prefix: string, private readonly logger: Logger) {
    super();
    this.channel = `${prefix}:document-status`;
    this.pub = createRedis(url, { name: 'capture-events-pub', lazy: true });
    // A connection in subscriber mode can do nothing else, hence two.
    this.sub = createRedis(url, { name: 'capture-events-sub', lazy: true });
    this.sub.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      try {
        const event: unknown = JSON.parse(message);
        if (isEvent(event)) this.deliver(event);
      } catch {
        this.logger.error('malformed document event on redis', { channel });
      }
    });
    for (const client of [this.pub, this.sub]) client.on('error', (e: Error) => this.logger.error('redis events connection', { error: e.message }));
  }

  /** Connects both clients and subscribes; resolves once events published from now on will arrive. */
  start(): Promise<void> {
    this.ready ??= (async () => {
      await Promise.all([connectRedis(this.pub, this.url), connectRedis(this.sub, this.url)]);
      await this.sub.subscribe(this.channel);
    })();
    return this.ready;
  }

  async publish(event: DocumentStatusEvent): Promise<void> {
    await this.start();
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  async close(): Promise<void> {
    await super.close();
    await Promise.all([closeRedis(this.sub), closeRedis(this.pub)]);
  }
}

export async function createDocumentEvents(opts: { redisUrl?: string; redisPrefix: string; logger: Logger }): Promise<DocumentEvents> {
  if (!opts.redisUrl) return new LocalDocumentEvents();
  const events = new RedisDocumentEvents(opts.redisUrl, opts.redisPrefix, opts.logger);
  await events.start();
  return events;
}
