import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventPayloads, WebhookEventType } from '@portal/common/domain/webhooks';
import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';

/** A delivery job's payload: the delivery row holds the rest. */
export interface WebhookJob {
  deliveryId: string;
}

/**
 * Emits an event in the transaction of the change that causes it (the outbox): one delivery row and one job per
 * enabled subscription listening to it, both committed with the change or not at all. The body is built once,
 * here, so every subscriber and every retry sends the same event. Answers how many deliveries were written.
 */
export async function emitEvent<T extends WebhookEventType>(jobs: JobQueue, tx: EntityManager, type: T, data: WebhookEventPayloads[T]): Promise<number> {
  const subscriptions = await tx.execute<{ id: string }[]>('select id from webhook_subscription where enabled and ? = any(events) order by created_at, id', [type]);
  if (subscriptions.length === 0) return 0;
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data });
  for (const { id: subscriptionId } of subscriptions) {
    const deliveryId = randomUUID();
    await tx.execute('insert into webhook_delivery (id, subscription_id, event_type, body) values (?, ?, ?, ?::jsonb)', [deliveryId, subscriptionId, type, body]);
    await jobs.send<WebhookJob>(tx, QUEUES.webhookDelivery, { deliveryId });
  }
  return subscriptions.length;
}
