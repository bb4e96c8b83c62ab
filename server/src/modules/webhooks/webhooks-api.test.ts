import { WEBHOOK_MESSAGES } from '@portal/common/domain/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/fakes/webhook-receiver.js';
import { AuditLog } from '../audit/index.js';

/** The webhook operations as an administrator (or an integrator's script) calls them, on GraphQL and REST. */
let portal: TestPortal;
let receiver: WebhookReceiver;
let token: string;
beforeAll(async () => {
  [portal, receiver] = await Promise.all([startTestPortal(), startWebhookReceiver()]);
  token = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(async () => {
  await portal?.stop();
  await receiver?.close();
});

const FIELDS = 'id url description events enabled';
const CREATE = `mutation($i:WebhookSubscriptionInput!){ createWebhookSubscription(input:$i){ secret subscription { ${FIELDS} } } }`;
const UPDATE = `mutation($id:ID!,$i:WebhookSubscriptionPatch!){ updateWebhookSubscription(id:$id, input:$i){ ${FIELDS} } }`;
const DELIVERIES =
  'query($id:ID!){ webhookDeliveries(subscriptionId:$id){ totalCount deliveries { id eventType status attempts lastStatusCode body tries { statusCode responseBody error } } } }';

describe('webhook subscriptions', () => {
  it('creates one with a secret shown once, lists it without, edits, rotates, and deletes it, each audited', async () => {
    const created = await portal.gql(
      CREATE,
      { i: { url: receiver.url('/crm'), events: ['registration.approved', 'registration.approved'], description: 'CRM' } },
      token,
    );
    expect(created.body.errors).toBeUndefined();
    const { secret, subscription } = created.body.data.createWebhookSubscription;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(subscription).toMatchObject({ url: receiver.url('/crm'), description: 'CRM', events: ['registration.approved'], enabled: true });

    const listed = await portal.rest('GET', '/webhooks', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.subscriptions).toEqual([expect.objectContaining({ id: subscription.id })]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const edited = await portal.gql(UPDATE, { id: subscription.id, i: { events: ['renewal.due', 'crm_sync.failed'], enabled: false, description: '' } }, token);
    expect(edited.body.data.updateWebhookSubscription).toMatchObject({ events: ['renewal.due', 'crm_sync.failed'], enabled: false, description: null });
    const patched = await portal.rest('PATCH', `/webhooks/${subscription.id}`, { token, body: { enabled: true } });
    expect([patched.status, patched.body.enabled, patched.body.events]).toEqual([200, true, ['renewal.due', 'crm_sync.failed']]);

    const rotated = await portal.rest('POST', `/webhooks/${subscription.id}/rotate-secret`, { token });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);

    expect((await portal.rest('DELETE', `/webhooks/${subscription.id}`, { token })).body).toEqual({ id: subscription.id });
    expect((await portal.rest('GET', '/webhooks', { token })).body.subscriptions).toEqual([]);
    expect((await portal.rest('DELETE', `/webhooks/${subscription.id}`, { token })).status).toBe(404);

    const actions = (await portal.em().find(AuditLog, { entityId: subscription.id }, { orderBy: { performedAt: 'asc', id: 'asc' } })).map((a) => a.action);
    expect(actions.sort()).toEqual(['WEBHOOK_CREATED', 'WEBHOOK_DELETED', 'WEBHOOK_SECRET_ROTATED', 'WEBHOOK_UPDATED', 'WEBHOOK_UPDATED'].sort());
    expect(JSON.stringify(await portal.em().find(AuditLog, { entityId: subscription.id }))).not.toContain('whsec_');
  });

  it('rotates a secret with a grace period (24 hours unless given, at most 168), shown on the subscription', async () => {
    const created = await portal.rest('POST', '/webhooks', { token, body: { url: receiver.url('/grace'), events: ['renewal.due'] } });
    const id = created.body.subscription.id;
    expect(created.body.subscription.previousSecretExpiresAt).toBeNull();
    const rotated = await portal.rest('POST', `/webhooks/${id}/rotate-secret`, { token });
    const until = new Date(rotated.body.subscription.previousSecretExpiresAt).getTime();
    expect([until > Date.now() + 23.9 * 3_600_000, until < Date.now() + 24.1 * 3_600_000]).toEqual([true, true]);
    const ROTATE = 'mutation($id:ID!,$h:Float){ rotateWebhookSecret(id:$id, graceHours:$h){ secret subscription { previousSecretExpiresAt } } }';
    const short = await portal.gql(ROTATE, { id, h: 2 }, token);
    expect(new Date(short.body.data.rotateWebhookSecret.subscription.previousSecretExpiresAt).getTime()).toBeLessThan(Date.now() + 2.1 * 3_600_000);
    const listed = await portal.gql('{ webhookSubscriptions { id previousSecretExpiresAt } }', {}, token);
    expect(listed.body.data.webhookSubscriptions).toEqual([{ id, previousSecretExpiresAt: short.body.data.rotateWebhookSecret.subscription.previousSecretExpiresAt }]);
    const none = await portal.rest('POST', `/webhooks/${id}/rotate-secret`, { token, body: { graceHours: 0 } });
    expect(none.body.subscription.previousSecretExpiresAt).toBeNull();
    expect((await portal.rest('POST', `/webhooks/${id}/rotate-secret`, { token, body: { graceHours: 500 } })).status).toBe(400);
    expect((await portal.rest('DELETE', `/webhooks/${id}`, { token })).status).toBe(200);
  });

  it('refuses a URL that is not http(s), and events outside the catalogue, naming the field', async () => {
    const refusals: [string, string][] = [
      ['ftp://example.com/hook', WEBHOOK_MESSAGES.url],
      ['javascript:alert(1)', WEBHOOK_MESSAGES.url],
      ['file:///etc/passwd', WEBHOOK_MESSAGES.url],
      ['not a url', WEBHOOK_MESSAGES.url],
      ['https://user:pw@example.com/', WEBHOOK_MESSAGES.urlCredentials],
    ];
    for (const [url, message] of refusals) {
      const res = await portal.rest('POST', '/webhooks', { token, body: { url, events: ['renewal.due'] } });
      expect([res.status, res.body.message], url).toEqual([400, message]);
    }
    const none = await portal.gql(CREATE, { i: { url: 'https://example.com/hook', events: [] } }, token);
    expect(none.body.errors[0]).toMatchObject({ message: 'Choose at least one event.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await portal.gql(CREATE, { i: { url: 'https://example.com/hook', events: ['company.deleted'] } }, token);
    expect(unknown.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await portal.rest('GET', '/webhooks', { token })).body.subscriptions).toEqual([]);
  });

  it('shows the delivery log with each try and redelivers a delivery', async () => {
    const created = await portal.rest('POST', '/webhooks', { token, body: { url: receiver.url('/log'), events: ['crm_sync.failed'] } });
    expect(created.status).toBe(201);
    receiver.secrets.set('/log', created.body.secret);
    receiver.answers.set('/log', 202);
    const id = created.body.subscription.id;
    // An event through the real path: the CRM refuses a company without a name.
    const em = portal.em();
    const [vendor] = await em.execute<{ id: string }[]>(
      `insert into vendor (id, company_name, tax_id, account_id, registration_status) values (gen_random_uuid(), '', '63-1234567', gen_random_uuid(), 'APPROVED') returning id`,
    );
    expect((await portal.rest('POST', `/vendor/sync-vendor-to-dynamics/${vendor!.id}`, { token })).status).toBe(202);
    await receiver.waitFor(1, '/log');
    await expect
      .poll(async () => (await portal.gql(DELIVERIES, { id }, token)).body.data.webhookDeliveries.deliveries[0]?.status, { timeout: 10_000 })
      .toBe('SUCCEEDED');
    const log = (await portal.gql(DELIVERIES, { id }, token)).body.data.webhookDeliveries;
    expect(log.totalCount).toBe(1);
    const [delivery] = log.deliveries;
    expect(delivery).toMatchObject({ eventType: 'crm_sync.failed', attempts: 1, lastStatusCode: 202, tries: [{ statusCode: 202, responseBody: 'ok', error: null }] });
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'crm_sync.failed', data: { vendorId: vendor!.id } });

    const again = await portal.rest('POST', `/webhooks/deliveries/${delivery.id}/redeliver`, { token });
    expect([again.status, again.body.status]).toEqual([202, 'PENDING']);
    const got = await receiver.waitFor(2, '/log');
    expect(got.map((r) => [r.id, r.verified])).toEqual([
      [delivery.id, true],
      [delivery.id, true],
    ]);
    const rest = await portal.rest('GET', `/webhooks/${id}/deliveries?page=1&limit=5`, { token });
    await expect.poll(async () => (await portal.rest('GET', `/webhooks/${id}/deliveries`, { token })).body.deliveries[0].attempts).toBe(2);
    expect(rest.status).toBe(200);
    expect((await portal.rest('POST', `/webhooks/deliveries/00000000-0000-4000-8000-000000000000/redeliver`, { token })).status).toBe(404);
  });
});
