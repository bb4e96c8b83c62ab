import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import type { WebhookDeliveryRow } from '../api/get-webhook-deliveries';
import type { WebhookSubscriptionRow } from '../api/get-webhook-subscriptions';

export const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

export function subscription(n: number, overrides: Partial<WebhookSubscriptionRow> = {}): WebhookSubscriptionRow {
  return {
    __typename: 'WebhookSubscription',
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    url: `https://erp.example.com/hooks/${n}`,
    description: `ERP ${n}`,
    events: ['registration.approved'],
    enabled: true,
    previousSecretExpiresAt: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function delivery(n: number, overrides: Partial<WebhookDeliveryRow> = {}): WebhookDeliveryRow {
  return {
    __typename: 'WebhookDelivery',
    id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    eventType: 'registration.approved',
    status: 'FAILED',
    attempts: 1,
    lastAttemptAt: '2026-11-21T15:00:00.000Z',
    lastStatusCode: 500,
    createdAt: '2026-11-21T15:00:00.000Z',
    tries: [
      {
        __typename: 'WebhookAttempt',
        id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        attemptedAt: '2026-11-21T15:00:00.000Z',
        statusCode: 500,
        durationMs: 42,
        error: null,
        responseBody: 'upstream exploded',
      },
    ],
    ...overrides,
  };
}

/** When the mocked rotation (at ROTATED_AT) lets the previous secret stop after `hours`. */
export const ROTATED_AT = '2026-11-22T15:00:00.000Z';
export const graceEnd = (hours: number) => new Date(Date.parse(ROTATED_AT) + hours * 3_600_000).toISOString();

export interface WebhookCalls {
  creates: Record<string, unknown>[];
  updates: Record<string, unknown>[];
  deletes: string[];
  rotations: { id: string; graceHours?: number | null }[];
  logs: Record<string, unknown>[];
  redeliveries: string[];
}

/** Answers the webhooks screen's calls from `rows` (changed by create, update and delete) and one log for every subscription. */
export function answerWebhookCalls({ rows = [] as WebhookSubscriptionRow[], deliveries = [] as WebhookDeliveryRow[] } = {}): WebhookCalls {
  const calls: WebhookCalls = { creates: [], updates: [], deletes: [], rotations: [], logs: [], redeliveries: [] };
  let list = rows.map((r) => ({ ...r }));
  server.use(
    graphql.query('WebhookSubscriptions', () => HttpResponse.json({ data: { webhookSubscriptions: list } })),
    graphql.mutation('CreateWebhookSubscription', ({ variables }) => {
      calls.creates.push(variables.input);
      const created = subscription(list.length + 1, { ...variables.input, enabled: variables.input.enabled ?? true });
      list = [...list, created];
      return HttpResponse.json({ data: { createWebhookSubscription: { __typename: 'WebhookSecret', secret: SECRET, subscription: created } } });
    }),
    graphql.mutation('UpdateWebhookSubscription', ({ variables }) => {
      calls.updates.push(variables);
      list = list.map((r) => (r.id === variables.id ? { ...r, ...Object.fromEntries(Object.entries(variables.input).filter(([, v]) => v != null)) } : r));
      return HttpResponse.json({ data: { updateWebhookSubscription: list.find((r) => r.id === variables.id) } });
    }),
    graphql.mutation('DeleteWebhookSubscription', ({ variables }) => {
      calls.deletes.push(variables.id);
      list = list.filter((r) => r.id !== variables.id);
      return HttpResponse.json({ data: { deleteWebhookSubscription: variables.id } });
    }),
    graphql.mutation('RotateWebhookSecret', ({ variables }) => {
      calls.rotations.push({ id: variables.id, graceHours: variables.graceHours });
      // The API's rule: the previous secret signs for graceHours (24 when absent) from the rotation; 0 stops it.
      const hours = variables.graceHours ?? 24;
      list = list.map((r) => (r.id === variables.id ? { ...r, previousSecretExpiresAt: hours > 0 ? graceEnd(hours) : null } : r));
      return HttpResponse.json({
        data: {
          rotateWebhookSecret: {
            __typename: 'WebhookSecret',
            secret: `${SECRET}2`,
            subscription: {
              __typename: 'WebhookSubscription',
              id: variables.id,
              updatedAt: ROTATED_AT,
              previousSecretExpiresAt: hours > 0 ? graceEnd(hours) : null,
            },
          },
        },
      });
    }),
    graphql.query('WebhookDeliveries', ({ variables }) => {
      calls.logs.push(variables);
      return HttpResponse.json({ data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', totalCount: deliveries.length, deliveries } } });
    }),
    graphql.mutation('RedeliverWebhook', ({ variables }) => {
      calls.redeliveries.push(variables.deliveryId);
      return HttpResponse.json({ data: { redeliverWebhook: { __typename: 'WebhookDelivery', id: variables.deliveryId, status: 'PENDING' } } });
    }),
  );
  return calls;
}
