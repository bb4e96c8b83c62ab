import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { currentRequestId } from '../ops/request-scope.js';
import { deadLetterOf, QUEUES, queueOptions, type QueueName } from './queues.js';
import { transactionSql } from './transaction-sql.js';

/** What a job carries: its payload and the request that caused it, so its log lines can be joined to the request's. */
export interface JobEnvelope<T> {
  payload: T;
  requestId: string | null;
}

/** What a handler learns of the job it runs. */
export interface JobRun {
  id: string;
  queue: string;
  retryCount: number;
  logger: Logger;
}

export type JobHandler<T> = (payload: T, run: JobRun) => Promise<void>;

export interface SendOptions {
  /**
   * An idempotency key: a second job with the same key is not written (the first answer stands), however often
   * the change that causes it is repeated. Kept in `job_key`.
   */
  key?: string;
  /** pg-boss fetches a queue's jobs highest priority first (0 when not given), then oldest first. */
  priority?: number;
}

export interface WorkOptions {
  /**
   * Jobs fetched per poll (1 when not given). Each job of a batch runs at once, beside the others, and is
   * settled on its own: a failed one is retried alone. A full batch fetches the next at once instead of
   * waiting the polling interval, so a backlog drains as fast as the handler goes.
   */
  batchSize?: number;
}

export interface JobQueueOptions {
  databaseUrl: string;
  logger: Logger;
  /** False on a web-only replica: it writes jobs and never runs them. */
  work: boolean;
  pollingIntervalSeconds: number;
  retryDelaySeconds: number;
  /** Connections of pg-boss's own pool (fetching, completing, maintenance). */
  poolMax?: number;
}

/**
 * Background jobs on PostgreSQL (pg-boss). A change that causes a job writes it with `send(tx, …)` inside its
 * own transaction, so the job exists exactly when the change is committed: a crash after the commit leaves
 * the job for any replica's worker, and a rollback leaves none. Handlers run on replicas started with work=true.
 */
export class JobQueue {
  private readonly workerIds = new Map<string, string>();
  /** Transactions that wrote jobs, with their queues: their workers are woken once the commit is done. */
  private readonly pendingWake = new WeakMap<object, Set<string>>();

  private constructor(
    readonly boss: PgBoss,
    private readonly opts: JobQueueOptions,
  ) {}

  /** Installs or migrates pg-boss's schema when needed and creates the queues (their schedules: schedule()). */
  static async start(opts: JobQueueOptions): Promise<JobQueue> {
    const boss = new PgBoss({
      connectionString: opts.databaseUrl,
      application_name: 'portal-jobs',
      max: opts.poolMax ?? 4,
      // Only working replicas run cron and maintenance; pg-boss elects one per slot among them.
      schedule: opts.work,
      supervise: opts.work,
      // A failed job stays where /admin/jobs lists and retries it for two weeks (pg-boss's default is 12 hours);
      // completed ones are archived after a day.
      archiveFailedAfterSeconds: 14 * 86_400,
      archiveCompletedAfterSeconds: 86_400,
    });
    const queue = new JobQueue(boss, opts);
    boss.on('error', (err) => opts.logger.error({ err }, 'job queue error'));
    await boss.start();
    for (const name of Object.values(QUEUES)) {
      // The dead-letter queue first: a queue names its dead letters by foreign key.
      await boss.createQueue(deadLetterOf(name), { name: deadLetterOf(name), retryLimit: 0 });
      const options = queueOptions(name, opts.retryDelaySeconds);
      await boss.createQueue(name, options);
      // createQueue keeps an existing queue as it was: bring its retry policy up to this version's.
      await boss.updateQueue(name, options);
    }
    return queue;
  }

  /**
   * Has pg-boss's cron write one job of `queue` per slot (UTC), however many replicas are up. Only working
   * replicas install schedules (they alone run cron); jobs/workers.ts calls it for the workers that declare a cron.
   */
  async schedule(queue: QueueName, cron: string): Promise<void> {
    if (!this.opts.work) return;
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  /**
   * Writes a job in the transaction of `tx` (throws outside one). Answers its id, or null when `key` was
   * already used.
   */
  async send<T>(tx: EntityManager, queue: QueueName, payload: T, options: SendOptions = {}): Promise<string | null> {
    // Checked first, so a key is never spent outside the transaction its job needs.
    const db = transactionSql(tx);
    if (options.key) {
      const rows = await tx.execute<{ key: string }[]>('insert into job_key (key, queue) values (?, ?) on conflict do nothing returning key', [options.key, queue]);
      if (rows.length === 0) return null;
    }
    const envelope: JobEnvelope<T> = { payload, requestId: currentRequestId() ?? null };
    const id = await this.boss.send(queue, envelope as object, { db, ...(options.priority ? { priority: options.priority } : {}) });
    this.wakeAfterCommit(tx, queue);
    return id;
  }

  /** Runs `handler` for each job of `queue` on this replica (when it works). A throw retries the job later. */
  async work<T>(queue: QueueName | string, handler: JobHandler<T>, options: WorkOptions = {}): Promise<void> {
    if (!this.opts.work) return;
    const batchSize = options.batchSize ?? 1;
    const workerId = await this.boss.work<JobEnvelope<T>>(
      queue,
      { batchSize, includeMetadata: true, pollingIntervalSeconds: this.opts.pollingIntervalSeconds },
      async (batch) => {
        await this.runBatch(queue, batch, handler);
        // pg-boss waits the polling interval after each batch; a full one means more may be waiting.
        // Read from the map: pg-boss may start the first batch before work() has answered the id.
        const self = this.workerIds.get(queue);
        if (batch.length === batchSize && self) this.boss.notifyWorker(self);
      },
    );
    this.workerIds.set(queue, workerId);
  }

  /**
   * Runs a batch's jobs side by side and settles each on its own. pg-boss 10 settles a batch as a whole once its
   * handler ends: it completes every job still active, or, when the handler throws, fails every one still active.
   * So when some failed, the ones that succeeded are completed here first (one statement), and the failed ones are
   * left active and thrown together: pg-boss then fails exactly those, each retried (or sent to its dead letters)
   * alone. Failing them here instead would leave pg-boss's closing "complete" to race a retry of theirs.
   */
  private async runBatch<T>(queue: string, batch: PgBoss.JobWithMetadata<JobEnvelope<T>>[], handler: JobHandler<T>): Promise<void> {
    const results = await Promise.allSettled(batch.map((job) => this.runJob(queue, job, handler)));
    const errors = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    if (errors.length === 0) return;
    const done = batch.filter((_job, i) => results[i]!.status === 'fulfilled').map((job) => job.id);
    if (done.length) await this.boss.complete(queue, done);
    if (errors.length === 1) throw errors[0];
    const messages = [...new Set(errors.map((e) => (e instanceof Error ? e.message : String(e))))];
    throw new Error(`${errors.length} jobs of one batch failed: ${messages.join(' / ')}`);
  }

  private async runJob<T>(queue: string, job: PgBoss.JobWithMetadata<JobEnvelope<T>>, handler: JobHandler<T>): Promise<void> {
    const { payload, requestId } = unwrap<T>(job.data);
    // reqId as the request's own lines name it (ops/request-scope.ts), so one search finds both.
    const logger = this.opts.logger.child({ job: { id: job.id, queue, try: job.retryCount + 1 }, reqId: requestId });
    try {
      await handler(payload, { id: job.id, queue, retryCount: job.retryCount, logger });
      logger.info('job done');
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      logger[last ? 'error' : 'warn']({ err }, last ? 'job failed for good: sent to its dead letters' : 'job failed: will retry');
      if (!last) this.wakeForRetry(queue, job);
      else if (job.deadLetter) this.wakeForDeadLetter(job.deadLetter);
      throw err;
    }
  }

  /**
   * A failed job is due again within pg-boss's backoff window (jobs/queues.ts: retryDelay x 2^n with backoff, from
   * half of it at random); its worker is woken across that window instead of leaving the retry to wait for a poll.
   * Only windows shorter than a few polls: a retry hours away is found by the polls, and no timer outlives stop().
   */
  private wakeForRetry(queue: string, job: PgBoss.JobWithMetadata<unknown>): void {
    const latest = job.retryBackoff ? job.retryDelay * 2 ** Math.min(16, job.retryCount + 1) : job.retryDelay;
    const earliest = job.retryBackoff ? latest / 2 : latest;
    if (latest > 4 * this.opts.pollingIntervalSeconds) return;
    for (let k = 0; k <= 4; k++) this.wakeLater(queue, (earliest + ((latest - earliest) * k) / 4) * 1000 + 50);
  }

  /** The last try failed: pg-boss writes the dead-letter copy as it fails the job, just after the handler threw. */
  private wakeForDeadLetter(deadLetter: string): void {
    for (const ms of [100, 500, 2000]) this.wakeLater(deadLetter, ms);
  }

  private readonly wakeTimers = new Set<NodeJS.Timeout>();

  private wakeLater(queue: string, ms: number): void {
    const timer = setTimeout(() => {
      this.wakeTimers.delete(timer);
      this.wake(queue);
    }, ms);
    timer.unref();
    this.wakeTimers.add(timer);
  }

  /** Has this replica's worker of `queue` fetch now instead of at its next poll (a job written outside send()). */
  wake(queue: string): void {
    const id = this.workerIds.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  /** Runs `handler` once for each job of `queue` that failed for good (its dead-letter copy). */
  deadLetters<T>(queue: QueueName, handler: JobHandler<T>): Promise<void> {
    return this.work<T>(deadLetterOf(queue), handler);
  }

  /** Jobs waiting or retrying per queue (metrics). */
  async queueDepths(): Promise<Record<string, number>> {
    const names = Object.values(QUEUES);
    const sizes = await Promise.all(names.map((n) => this.boss.getQueueSize(n, { before: 'active' })));
    return Object.fromEntries(names.map((n, i) => [n, sizes[i]!]));
  }

  /** Stops fetching, waits for running jobs up to `timeoutMs` (then fails them for a retry), closes the pool. */
  async stop(timeoutMs = 20_000): Promise<void> {
    for (const timer of this.wakeTimers) clearTimeout(timer);
    this.wakeTimers.clear();
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
  }

  /**
   * A worker polls every few seconds; a job committed here need not wait for the poll on this replica. send() calls it;
   * so does a service that puts a job back in its queue in its own transaction (jobs-admin's retry).
   */
  wakeAfterCommit(tx: EntityManager, queue: string): void {
    if (!this.opts.work) return;
    const trx = tx.getTransactionContext() as { executionPromise?: Promise<unknown> };
    let queues = this.pendingWake.get(trx);
    if (!queues) {
      queues = new Set();
      this.pendingWake.set(trx, queues);
      const wake = queues;
      // knex settles executionPromise when the transaction commits (or rolls back: a woken worker then finds nothing).
      void trx.executionPromise
        ?.catch(() => undefined)
        .then(() => {
          for (const q of wake) this.wake(q);
        });
    }
    queues.add(queue);
  }
}

/** Jobs written by pg-boss's own cron carry a bare `{}`: read them as an envelope without a request. */
function unwrap<T>(data: unknown): JobEnvelope<T> {
  if (data && typeof data === 'object' && 'payload' in data) return data as JobEnvelope<T>;
  return { payload: (data ?? {}) as T, requestId: null };
}
