import type { EntityManager } from '@mikro-orm/postgresql';
import { queueOptions, QUEUES } from '../../jobs/queues.js';
import type { WorkerScope } from '../module.js';
import type { WebhookJob } from './emit-event.js';
import { OutboundRefused } from './outbound-address.js';
import { postWebhook } from './webhook-sender.js';
import { signWebhook } from './webhook-signature.js';

/** Tries of one delivery job: its queue's retry limit (exponential backoff between them: jobs/queues.ts). */
const RETRY_LIMIT = queueOptions(QUEUES.webhookDelivery, 1).retryLimit ?? 0;
const BATCH_SIZE = 5;

interface DeliveryRow {
  id: string;
  body: unknown;
  status: string;
  url: string;
  secret: string;
  /** The secret before the last rotation while its grace lasts (the database's clock decides), else null. */
  previous_secret: string | null;
  enabled: boolean;
}

interface Outcome {
  statusCode: number | null;
  error: string | null;
  responseBody: string | null;
  durationMs: number;
}

async function record(em: EntityManager, deliveryId: string, outcome: Outcome, status: string): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute('insert into webhook_attempt (id, delivery_id, status_code, duration_ms, error, response_body) values (gen_random_uuid(), ?, ?, ?, ?, ?)', [
      deliveryId,
      outcome.statusCode,
      outcome.durationMs,
      outcome.error,
      outcome.responseBody,
    ]);
    await tx.execute('update webhook_delivery set status = ?, attempts = attempts + 1, last_attempt_at = now(), last_status_code = ? where id = ?', [
      status,
      outcome.statusCode,
      deliveryId,
    ]);
  });
}

/**
 * The webhook queue's worker: POSTs a delivery's body, signed for this try (Standard Webhooks: the id is the
 * delivery's, the same on every try; the timestamp is the try's), and records the try. A 2xx answer delivers it;
 * a network error, a timeout or any other answer throws, so pg-boss retries with backoff, and the last try marks it
 * FAILED. A refused address fails it at once (retrying would not change the address). A subscription disabled or
 * deleted after the event was emitted receives nothing.
 */
export async function workWebhookQueue({ jobs, orm, config }: WorkerScope): Promise<void> {
  await jobs.work<WebhookJob>(
    QUEUES.webhookDelivery,
    async ({ deliveryId }, run) => {
      const em = orm.em.fork();
      const [row] = await em.execute<DeliveryRow[]>(
        `select d.id, d.body, d.status, s.url, s.secret, s.enabled,
           case when s.previous_secret_expires_at > now() then s.previous_secret end as previous_secret
         from webhook_delivery d join webhook_subscription s on s.id = d.subscription_id where d.id = ?`,
        [deliveryId],
      );
      if (!row) return run.logger.info('webhook delivery gone with its subscription');
      if (!row.enabled) return run.logger.info('webhook subscription disabled: nothing sent');
      if (row.status === 'SUCCEEDED') return run.logger.info('webhook already delivered');

      const body = JSON.stringify(row.body);
      const timestamp = Math.floor(Date.now() / 1000);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'vendor-prequal-portal-webhooks',
        'webhook-id': row.id,
        'webhook-timestamp': String(timestamp),
        // During a rotation's grace both signatures, space-separated (Standard Webhooks): either secret verifies.
        'webhook-signature': [row.secret, row.previous_secret]
          .filter((s): s is string => !!s)
          .map((s) => signWebhook(s, row.id, timestamp, body))
          .join(' '),
      };
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let outcome: Outcome;
      let refused = false;
      try {
        const answer = await postWebhook({ url: row.url, headers, body, timeoutMs: config.WEBHOOK_TIMEOUT_MS, allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE });
        outcome = { statusCode: answer.statusCode, error: null, responseBody: answer.body || null, durationMs: elapsed() };
      } catch (err) {
        refused = err instanceof OutboundRefused;
        outcome = { statusCode: null, error: err instanceof Error ? err.message : String(err), responseBody: null, durationMs: elapsed() };
      }
      const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
      const last = refused || run.retryCount >= RETRY_LIMIT;
      await record(em, deliveryId, outcome, delivered ? 'SUCCEEDED' : last ? 'FAILED' : 'PENDING');
      if (delivered || refused) return;
      throw new Error(outcome.error ?? `The receiver answered ${outcome.statusCode}`);
    },
    { batchSize: BATCH_SIZE },
  );
}
