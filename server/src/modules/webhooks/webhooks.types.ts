import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus, type WebhookEventType } from '@portal/common/domain/webhooks';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import type { WebhookAttemptView, WebhookDeliveryView, WebhookSubscriptionView } from './webhooks.service.js';

export const WebhookDeliveryStatusEnum = asEnum(WEBHOOK_DELIVERY_STATUSES);
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'PENDING (waiting for its next try), SUCCEEDED (a 2xx answer), FAILED (no tries left, or the address was refused).',
});

const EVENTS = 'Event types of the catalogue (docs/webhooks.md), e.g. registration.approved.';

@ObjectType('WebhookSubscription', { description: "An integrator's endpoint and the events it receives. Its secret is shown only when created or rotated." })
export class WebhookSubscriptionType implements WebhookSubscriptionView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The http(s) URL each delivery is POSTed to.' }) url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], { description: EVENTS }) events!: WebhookEventType[];
  @Field(() => Boolean, { description: 'A disabled subscription receives nothing, not even deliveries already queued.' }) enabled!: boolean;
  @Field(() => Date, { nullable: true, description: 'Until when deliveries are also signed with the secret before the last rotation; null: only the current one.' })
  previousSecretExpiresAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('WebhookSecret', { description: 'A subscription with its signing secret, answered once: the portal keeps it only to sign.' })
export class WebhookSecretType {
  @Field(() => WebhookSubscriptionType) subscription!: WebhookSubscriptionType;
  @Field(() => String, { description: 'whsec_ and base64 (Standard Webhooks): verify each webhook-signature with it.' }) secret!: string;
}

@ObjectType('WebhookAttempt', { description: 'One try of a delivery.' })
export class WebhookAttemptType implements WebhookAttemptView {
  @Field(() => ID) id!: string;
  @Field(() => Date) attemptedAt!: Date;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when no answer came." }) statusCode!: number | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { nullable: true, description: 'Why no answer came (network, timeout, a refused address).' }) error!: string | null;
  @Field(() => String, { nullable: true, description: "The start of the receiver's answer (1,024 characters at most)." }) responseBody!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'One event for one subscription: its webhook-id is the delivery id, the same on every try.' })
export class WebhookDeliveryType implements WebhookDeliveryView {
  @Field(() => ID) id!: string;
  @Field(() => ID) subscriptionId!: string;
  @Field(() => String) eventType!: WebhookEventType;
  @Field(() => WebhookDeliveryStatusEnum) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Tries made so far.' }) attempts!: number;
  @Field(() => Date, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => Int, { nullable: true }) lastStatusCode!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: 'The JSON body sent: { type, timestamp, data }.' }) body!: string;
  @Field(() => [WebhookAttemptType], { description: 'Its tries, oldest first.' }) tries!: WebhookAttemptType[];
}

@ObjectType('WebhookDeliveryPage')
export class WebhookDeliveryPageType {
  @Field(() => [WebhookDeliveryType]) deliveries!: WebhookDeliveryType[];
  @Field(() => Int) totalCount!: number;
}

@InputType('WebhookSubscriptionInput')
export class WebhookSubscriptionInput {
  @Field(() => String, { description: 'An http:// or https:// URL.' }) url!: string;
  @Field(() => [String], { description: EVENTS }) events!: string[];
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true unless given.' }) enabled?: boolean | null;
}

@InputType('WebhookSubscriptionPatch', { description: 'The fields to change; the others are kept.' })
export class WebhookSubscriptionPatch {
  @Field(() => String, { nullable: true }) url?: string | null;
  @Field(() => [String], { nullable: true }) events?: string[] | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
}
