import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_PAGE_SIZE } from '@portal/common/constants';
import {
  WEBHOOK_MESSAGES,
  webhookRotateSchema,
  webhookSubscriptionPatchSchema,
  webhookSubscriptionSchema,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@portal/common/domain/webhooks';
import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { QUEUES } from '../../jobs/queues.js';
import { audit, diff } from '../audit/index.js';
import type { WebhookJob } from './emit-event.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from './webhook.entity.js';
import { newWebhookSecret } from './webhook-signature.js';

const id = z.guid({ error: 'id must be an id' });

export const subscriptionIdSchema = z.object({ id });
export const createSubscriptionSchema = webhookSubscriptionSchema;
export const updateSubscriptionSchema = webhookSubscriptionPatchSchema.extend({ id });
export const rotateSecretSchema = webhookRotateSchema.extend({ id });
export const deliveryIdSchema = z.object({ deliveryId: id });
const pageNumber = (max?: number) => {
  const n = z.coerce.number({ error: 'page and limit are whole numbers from 1' }).int().min(1);
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), (max ? n.max(max) : n).optional());
};
export const deliveriesQuerySchema = z.object({ id, page: pageNumber(), limit: pageNumber(MAX_PAGE_SIZE) });

export interface WebhookSubscriptionView {
  id: string;
  url: string;
  description: string | null;
  events: WebhookEventType[];
  enabled: boolean;
  /** Until when deliveries are also signed with the secret before the last rotation (null: they are not). */
  previousSecretExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A subscription with its secret: answered only by create and rotate, the one time the secret is shown. */
export interface WebhookSecretView {
  subscription: WebhookSubscriptionView;
  secret: string;
}

export interface WebhookAttemptView {
  id: string;
  attemptedAt: Date;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
}

export interface WebhookDeliveryView {
  id: string;
  subscriptionId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  lastStatusCode: number | null;
  createdAt: Date;
  body: string;
  tries: WebhookAttemptView[];
}

const toView = (s: WebhookSubscription): WebhookSubscriptionView => ({
  id: s.id,
  url: s.url,
  description: s.description ?? null,
  events: s.events,
  enabled: s.enabled,
  previousSecretExpiresAt: s.previousSecret && s.previousSecretExpiresAt && s.previousSecretExpiresAt > new Date() ? s.previousSecretExpiresAt : null,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

const deliveryView = (d: WebhookDelivery, tries: WebhookAttempt[]): WebhookDeliveryView => ({
  id: d.id,
  subscriptionId: d.subscription.id,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  lastAttemptAt: d.lastAttemptAt ?? null,
  lastStatusCode: d.lastStatusCode ?? null,
  createdAt: d.createdAt,
  body: JSON.stringify(d.body),
  tries: tries
    .filter((t) => t.delivery.id === d.id)
    .map((t) => ({
      id: t.id,
      attemptedAt: t.attemptedAt,
      statusCode: t.statusCode ?? null,
      durationMs: t.durationMs,
      error: t.error ?? null,
      responseBody: t.responseBody ?? null,
    })),
});

/**
 * Webhook subscriptions (/admin/webhooks, SYSTEM_ADMIN): create, edit, enable or disable, delete, rotate the
 * secret, and the delivery log with Redeliver. Every change is audited; a secret is never audited or listed.
 */
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  async list(): Promise<WebhookSubscriptionView[]> {
    // A handful per portal: one page, oldest first.
    const rows = await this.em.find(WebhookSubscription, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(toView);
  }

  async create(who: Actor, input: z.output<typeof createSubscriptionSchema>): Promise<WebhookSecretView> {
    const secret = newWebhookSecret();
    const subscription = await this.em.transactional(async (tx) => {
      const s = tx.create(WebhookSubscription, { url: input.url, events: input.events, description: input.description || null, enabled: input.enabled, secret });
      audit(tx, who, {
        entityType: 'WebhookSubscription',
        entityId: s.id,
        action: 'WEBHOOK_CREATED',
        changes: { url: s.url, events: s.events, enabled: s.enabled },
      });
      return s;
    });
    return { subscription: toView(subscription), secret };
  }

  async update(who: Actor, { id: subscriptionId, ...patch }: z.output<typeof updateSubscriptionSchema>): Promise<WebhookSubscriptionView> {
    const subscription = await this.em.transactional(async (tx) => {
      const s = await this.find(tx, subscriptionId);
      const next = {
        url: patch.url,
        events: patch.events,
        description: patch.description === undefined ? undefined : patch.description || null,
        enabled: patch.enabled,
      };
      const changes = diff(toView(s), next);
      tx.assign(s, Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)));
      if (Object.keys(changes).length) audit(tx, who, { entityType: 'WebhookSubscription', entityId: s.id, action: 'WEBHOOK_UPDATED', changes });
      return s;
    });
    return toView(subscription);
  }

  async delete(who: Actor, subscriptionId: string): Promise<{ id: string }> {
    await this.em.transactional(async (tx) => {
      const s = await this.find(tx, subscriptionId);
      audit(tx, who, { entityType: 'WebhookSubscription', entityId: s.id, action: 'WEBHOOK_DELETED', changes: { url: s.url, events: s.events } });
      tx.remove(s);
    });
    return { id: subscriptionId };
  }

  /**
   * A new secret, signing from the next try on; the old one keeps signing beside it for the grace period (the
   * header then lists both signatures), so receivers switch without a failed delivery. 0 hours: it stops now.
   */
  async rotateSecret(who: Actor, { id: subscriptionId, graceHours }: z.output<typeof rotateSecretSchema>): Promise<WebhookSecretView> {
    const secret = newWebhookSecret();
    const subscription = await this.em.transactional(async (tx) => {
      const s = await tx.findOne(WebhookSubscription, subscriptionId, { lockMode: LockMode.PESSIMISTIC_WRITE /* two rotations at once */ });
      if (!s) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
      s.previousSecret = graceHours > 0 ? s.secret : null;
      s.previousSecretExpiresAt = graceHours > 0 ? new Date(Date.now() + graceHours * 3_600_000) : null;
      s.secret = secret;
      audit(tx, who, { entityType: 'WebhookSubscription', entityId: s.id, action: 'WEBHOOK_SECRET_ROTATED', changes: { secret: 'changed', graceHours } });
      return s;
    });
    return { subscription: toView(subscription), secret };
  }

  /** A subscription's deliveries, newest first, each with its tries. */
  async deliveries(q: z.output<typeof deliveriesQuerySchema>): Promise<{ deliveries: WebhookDeliveryView[]; totalCount: number }> {
    await this.find(this.em, q.id);
    const limit = q.limit ?? 25;
    const [rows, totalCount] = await this.em.findAndCount(
      WebhookDelivery,
      { subscription: q.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset: ((q.page ?? 1) - 1) * limit },
    );
    const tries = rows.length ? await this.em.find(WebhookAttempt, { delivery: { $in: rows.map((r) => r.id) } }, { orderBy: { attemptedAt: 'asc' } }) : [];
    return { deliveries: rows.map((r) => deliveryView(r, tries)), totalCount };
  }

  /** Sends a delivery again (a new job, the same webhook-id and body), whatever became of it; audited. */
  async redeliver(who: Actor, deliveryId: string): Promise<WebhookDeliveryView> {
    await this.em.transactional(async (tx) => {
      const d = await tx.findOne(WebhookDelivery, deliveryId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!d) throw AppError.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      d.status = 'PENDING';
      await this.jobs.send<WebhookJob>(tx, QUEUES.webhookDelivery, { deliveryId: d.id });
      audit(tx, who, {
        entityType: 'WebhookSubscription',
        entityId: d.subscription.id,
        action: 'WEBHOOK_REDELIVERED',
        changes: { deliveryId: d.id, eventType: d.eventType },
      });
    });
    const d = await this.em.fork().findOneOrFail(WebhookDelivery, deliveryId);
    const tries = await this.em.find(WebhookAttempt, { delivery: deliveryId }, { orderBy: { attemptedAt: 'asc' } });
    return deliveryView(d, tries);
  }

  private async find(em: EntityManager, subscriptionId: string): Promise<WebhookSubscription> {
    const s = await em.findOne(WebhookSubscription, subscriptionId);
    if (!s) throw AppError.notFound(WEBHOOK_MESSAGES.notFound);
    return s;
  }
}
