import { defineModule } from '../module.js';
import { workWebhookQueue } from './webhook-delivery.worker.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from './webhook.entity.js';
import { webhooksOperations } from './webhooks.operations.js';
import { WebhooksService } from './webhooks.service.js';

export { emitEvent } from './emit-event.js';
export type { WebhooksService } from './webhooks.service.js';

declare module '../module.js' {
  interface Services {
    webhooks: WebhooksService;
  }
}

/**
 * Signed webhooks: subscriptions to the events of common/src/domain/webhooks.ts, emitted by the services that
 * cause them (emitEvent, in their transaction), delivered by the webhook-delivery queue. docs/webhooks.md.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  entities: [WebhookSubscription, WebhookDelivery, WebhookAttempt],
  operations: webhooksOperations,
  services: { webhooks: ({ em, deps }) => new WebhooksService(em, deps.jobs) },
  workers: [{ queue: 'webhook-delivery', start: workWebhookQueue }],
});
