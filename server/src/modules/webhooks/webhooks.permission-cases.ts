import type { TestPortal } from '../../../test/harness.js';
import type { PermissionCase } from '../../../test/permissions.js';

/**
 * Webhooks are the system admin's alone (webhooks.manage): the log holds receivers' answers and the secrets sign
 * for the portal. A vendor is refused outright; crossVendor checks another company's admin too.
 */
const URL = 'https://hooks.example.com/portal';

async function subscriptionId(p: TestPortal): Promise<string> {
  const [row] = await p
    .em()
    .getConnection()
    .execute<{ id: string }[]>(
      `insert into webhook_subscription (id, url, events, secret) values (gen_random_uuid(), ?, '{renewal.due}', 'whsec_cGVybWlzc2lvbi1jYXNlLXNlY3JldA==') returning id`,
      [URL],
    );
  return row!.id;
}

async function deliveryId(p: TestPortal): Promise<string> {
  const subscription = await subscriptionId(p);
  const [row] = await p
    .em()
    .getConnection()
    .execute<{ id: string }[]>(`insert into webhook_delivery (id, subscription_id, event_type, body) values (gen_random_uuid(), ?, 'renewal.due', '{}') returning id`, [
      subscription,
    ]);
  return row!.id;
}

const LIST = '{ webhookSubscriptions { id url events enabled } }';
const CREATE = 'mutation($i:WebhookSubscriptionInput!){ createWebhookSubscription(input:$i){ secret subscription { id } } }';
const UPDATE = 'mutation($id:ID!,$i:WebhookSubscriptionPatch!){ updateWebhookSubscription(id:$id, input:$i){ id enabled } }';
const DELETE = 'mutation($id:ID!){ deleteWebhookSubscription(id:$id) }';
const ROTATE = 'mutation($id:ID!){ rotateWebhookSecret(id:$id){ secret } }';
const DELIVERIES = 'query($id:ID!){ webhookDeliveries(subscriptionId:$id){ totalCount deliveries { id status tries { responseBody } } } }';
const REDELIVER = 'mutation($id:ID!){ redeliverWebhook(deliveryId:$id){ id status } }';
const body = { url: URL, events: ['registration.approved'] };

export const webhooksPermissionCases: PermissionCase[] = [
  { kind: 'graphql', name: 'webhookSubscriptions', send: (p, t) => p.gql(LIST, {}, t), crossVendor: (p, t) => p.gql(LIST, {}, t) },
  { kind: 'rest', name: 'GET /webhooks', send: (p, t) => p.rest('GET', '/webhooks', { token: t }), crossVendor: (p, t) => p.rest('GET', '/webhooks', { token: t }) },
  {
    kind: 'graphql',
    name: 'createWebhookSubscription',
    send: (p, t) => p.gql(CREATE, { i: body }, t),
    crossVendor: (p, t) => p.gql(CREATE, { i: body }, t),
  },
  {
    kind: 'rest',
    name: 'POST /webhooks',
    send: (p, t) => p.rest('POST', '/webhooks', { body, token: t }),
    crossVendor: (p, t) => p.rest('POST', '/webhooks', { body, token: t }),
  },
  {
    kind: 'graphql',
    name: 'updateWebhookSubscription',
    send: async (p, t) => p.gql(UPDATE, { id: await subscriptionId(p), i: { enabled: false } }, t),
    crossVendor: async (p, t) => p.gql(UPDATE, { id: await subscriptionId(p), i: { enabled: false } }, t),
  },
  {
    kind: 'rest',
    name: 'PATCH /webhooks/:id',
    send: async (p, t) => p.rest('PATCH', `/webhooks/${await subscriptionId(p)}`, { body: { enabled: false }, token: t }),
    crossVendor: async (p, t) => p.rest('PATCH', `/webhooks/${await subscriptionId(p)}`, { body: { enabled: false }, token: t }),
  },
  {
    kind: 'graphql',
    name: 'deleteWebhookSubscription',
    send: async (p, t) => p.gql(DELETE, { id: await subscriptionId(p) }, t),
    crossVendor: async (p, t) => p.gql(DELETE, { id: await subscriptionId(p) }, t),
  },
  {
    kind: 'rest',
    name: 'DELETE /webhooks/:id',
    send: async (p, t) => p.rest('DELETE', `/webhooks/${await subscriptionId(p)}`, { token: t }),
    crossVendor: async (p, t) => p.rest('DELETE', `/webhooks/${await subscriptionId(p)}`, { token: t }),
  },
  {
    kind: 'graphql',
    name: 'rotateWebhookSecret',
    send: async (p, t) => p.gql(ROTATE, { id: await subscriptionId(p) }, t),
    crossVendor: async (p, t) => p.gql(ROTATE, { id: await subscriptionId(p) }, t),
  },
  {
    kind: 'rest',
    name: 'POST /webhooks/:id/rotate-secret',
    send: async (p, t) => p.rest('POST', `/webhooks/${await subscriptionId(p)}/rotate-secret`, { token: t }),
    crossVendor: async (p, t) => p.rest('POST', `/webhooks/${await subscriptionId(p)}/rotate-secret`, { token: t }),
  },
  {
    kind: 'graphql',
    name: 'webhookDeliveries',
    send: async (p, t) => p.gql(DELIVERIES, { id: await subscriptionId(p) }, t),
    crossVendor: async (p, t) => p.gql(DELIVERIES, { id: await subscriptionId(p) }, t),
  },
  {
    kind: 'rest',
    name: 'GET /webhooks/:id/deliveries',
    send: async (p, t) => p.rest('GET', `/webhooks/${await subscriptionId(p)}/deliveries?page=1&limit=10`, { token: t }),
    crossVendor: async (p, t) => p.rest('GET', `/webhooks/${await subscriptionId(p)}/deliveries`, { token: t }),
  },
  {
    kind: 'graphql',
    name: 'redeliverWebhook',
    send: async (p, t) => p.gql(REDELIVER, { id: await deliveryId(p) }, t),
    crossVendor: async (p, t) => p.gql(REDELIVER, { id: await deliveryId(p) }, t),
  },
  {
    kind: 'rest',
    name: 'POST /webhooks/deliveries/:deliveryId/redeliver',
    send: async (p, t) => p.rest('POST', `/webhooks/deliveries/${await deliveryId(p)}/redeliver`, { token: t }),
    crossVendor: async (p, t) => p.rest('POST', `/webhooks/deliveries/${await deliveryId(p)}/redeliver`, { token: t }),
  },
];
