import { Float, ID, Int } from 'type-graphql';
import { z } from 'zod';
import { absentIfNull, absentIfNullEach, bodyOf } from '../../operations/input.js';
import { arg, operation } from '../../operations/operation.js';
import {
  createSubscriptionSchema,
  deliveriesQuerySchema,
  deliveryIdSchema,
  rotateSecretSchema,
  subscriptionIdSchema,
  updateSubscriptionSchema,
} from './webhooks.service.js';
import {
  WebhookDeliveryPageType,
  WebhookDeliveryType,
  WebhookSecretType,
  WebhookSubscriptionInput,
  WebhookSubscriptionPatch,
  WebhookSubscriptionType,
} from './webhooks.types.js';

/** Webhook subscriptions and their delivery log (/admin/webhooks), SYSTEM_ADMIN's alone (docs/webhooks.md). */
export const webhooksOperations = {
  webhookSubscriptions: operation({
    access: 'webhooks.manage',
    description: 'Every webhook subscription, oldest first (their secrets are never listed).',
    input: z.object({}),
    run: ({ services }) => services.webhooks.list(),
    graphql: { kind: 'query', returns: () => [WebhookSubscriptionType], args: {} },
    rest: { method: 'get', path: '/webhooks', input: () => ({}), answer: (subscriptions) => ({ subscriptions }) },
  }),

  createWebhookSubscription: operation({
    access: 'webhooks.manage',
    description: 'Subscribes an http(s) URL to events; answers the signing secret, this once. Audited.',
    input: absentIfNullEach(createSubscriptionSchema),
    run: ({ services, actor, input }) => services.webhooks.create(actor, input),
    graphql: { kind: 'mutation', returns: () => WebhookSecretType, args: { input: arg(() => WebhookSubscriptionInput) }, input: (a) => a.input },
    rest: { method: 'post', path: '/webhooks', status: 201 },
  }),

  updateWebhookSubscription: operation({
    access: 'webhooks.manage',
    description: "Changes a subscription's URL, events, description or enabled flag (disable: nothing more is sent, queued deliveries included). Audited.",
    input: absentIfNullEach(updateSubscriptionSchema),
    run: ({ services, actor, input }) => services.webhooks.update(actor, input),
    graphql: {
      kind: 'mutation',
      returns: () => WebhookSubscriptionType,
      args: { id: arg(() => ID), input: arg(() => WebhookSubscriptionPatch) },
      input: (a) => ({ ...(a.input as object), id: a.id }),
    },
    rest: { method: 'patch', path: '/webhooks/:id', input: (req) => ({ ...bodyOf(req), id: req.params.id }) },
  }),

  deleteWebhookSubscription: operation({
    access: 'webhooks.manage',
    description: 'Deletes a subscription with its delivery log. Audited.',
    input: subscriptionIdSchema,
    run: ({ services, actor, input }) => services.webhooks.delete(actor, input.id),
    graphql: { kind: 'mutation', returns: () => ID, args: { id: arg(() => ID) }, answer: (r) => r.id },
    rest: { method: 'delete', path: '/webhooks/:id' },
  }),

  rotateWebhookSecret: operation({
    access: 'webhooks.manage',
    description:
      'Gives a subscription a new signing secret, used from the next try on, and answers it, this once; the old one keeps signing beside it for graceHours (default 24, 0: stops now, at most 168). Audited.',
    input: rotateSecretSchema.extend({ graceHours: absentIfNull(rotateSecretSchema.shape.graceHours) }),
    run: ({ services, actor, input }) => services.webhooks.rotateSecret(actor, input),
    graphql: { kind: 'mutation', returns: () => WebhookSecretType, args: { id: arg(() => ID), graceHours: arg(() => Float, { nullable: true }) } },
    rest: { method: 'post', path: '/webhooks/:id/rotate-secret', input: (req) => ({ ...bodyOf(req), id: req.params.id }) },
  }),

  webhookDeliveries: operation({
    access: 'webhooks.manage',
    description: "A subscription's delivery log, newest first, each delivery with its tries and the start of each answer (limit 1-1000, default 25).",
    input: absentIfNullEach(deliveriesQuerySchema),
    run: ({ services, input }) => services.webhooks.deliveries(input),
    graphql: {
      kind: 'query',
      returns: () => WebhookDeliveryPageType,
      args: { subscriptionId: arg(() => ID), page: arg(() => Int, { nullable: true }), limit: arg(() => Int, { nullable: true }) },
      input: ({ subscriptionId, ...rest }) => ({ ...rest, id: subscriptionId }),
    },
    rest: { method: 'get', path: '/webhooks/:id/deliveries' },
  }),

  redeliverWebhook: operation({
    access: 'webhooks.manage',
    description: 'Sends a delivery again (a new try of the same message, the same webhook-id), whatever became of it. Audited.',
    input: deliveryIdSchema,
    run: ({ services, actor, input }) => services.webhooks.redeliver(actor, input.deliveryId),
    graphql: { kind: 'mutation', returns: () => WebhookDeliveryType, args: { deliveryId: arg(() => ID) } },
    rest: { method: 'post', path: '/webhooks/deliveries/:deliveryId/redeliver', status: 202, input: (req) => ({ deliveryId: req.params.deliveryId }) },
  }),
};
