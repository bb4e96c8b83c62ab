import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@portal/common/domain/webhooks';
import { randomUUID } from 'node:crypto';

/** An integrator's endpoint: the events it listens to, and the secret the portal signs each delivery with. */
@Entity({ tableName: 'webhook_subscription' })
export class WebhookSubscription {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'enabled' | 'description' | 'previousSecret' | 'previousSecretExpiresAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  description?: string | null = null;

  @Property({ type: 'string[]', columnType: 'text[]' })
  events!: WebhookEventType[];

  /** `whsec_` + base64 of the key bytes (Standard Webhooks); the HMAC key is the decoded bytes. */
  @Property({ type: 'string', length: 128, hidden: true })
  secret!: string;

  /** The secret before the last rotation: deliveries are signed with it too until previousSecretExpiresAt. */
  @Property({ type: 'string', length: 128, nullable: true, hidden: true })
  previousSecret?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt?: Date | null = null;

  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One event for one subscription: the message (its id is the `webhook-id` of every try), and how its tries went. */
@Entity({ tableName: 'webhook_delivery' })
@Index({ name: 'webhook_delivery_subscription_created_idx', properties: ['subscription', 'createdAt', 'id'] })
export class WebhookDelivery {
  [OptionalProps]?: 'createdAt' | 'status' | 'attempts' | 'lastAttemptAt' | 'lastStatusCode';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookSubscription, { deleteRule: 'cascade' })
  subscription!: WebhookSubscription;

  @Property({ type: 'string', length: 64 })
  eventType!: WebhookEventType;

  /** The body as sent: `{ type, timestamp, data }`. */
  @Property({ type: 'json' })
  body!: Record<string, unknown>;

  @Property({ type: 'string', length: 16, default: 'PENDING' })
  status: WebhookDeliveryStatus = 'PENDING';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** One try of a delivery: what the receiver answered (its body cut short), or why nothing was sent. */
@Entity({ tableName: 'webhook_attempt' })
@Index({ name: 'webhook_attempt_delivery_idx', properties: ['delivery', 'attemptedAt'] })
export class WebhookAttempt {
  [OptionalProps]?: 'attemptedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade' })
  delivery!: WebhookDelivery;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  attemptedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null = null;

  @Property({ type: 'integer' })
  durationMs!: number;

  @Property({ type: 'text', nullable: true })
  error?: string | null = null;

  /** At most RESPONSE_BODY_MAX characters; shown to system administrators only. */
  @Property({ type: 'text', nullable: true })
  responseBody?: string | null = null;
}
