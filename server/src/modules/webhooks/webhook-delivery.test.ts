import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_EVENT_TYPES, type WebhookEventPayloads, type WebhookEventType } from '@portal/common/domain/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { startWebhookReceiver, verifyStandardWebhook, type WebhookReceiver } from '../../../test/fakes/webhook-receiver.js';
import type { Actor } from '../../auth/actor.js';
import { emitEvent } from './emit-event.js';
import { WebhooksService } from './webhooks.service.js';

const V = '6f1d3c2b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const P = '7a2e4d3c-2b3c-4d5e-9f0a-1b2c3d4e5f60';
/** A payload of each event type, as its emitter would send it. */
const SAMPLES: { [T in WebhookEventType]: WebhookEventPayloads[T] } = {
  'registration.submitted': { vendorId: V, companyName: 'Acme Build' },
  'registration.approved': { vendorId: V, companyName: 'Acme Build', accountId: P },
  'registration.rejected': { vendorId: V, companyName: 'Acme Build', comment: 'Missing W-9' },
  'account.approved': { userId: P, vendorId: V, email: 'ann@acme.test' },
  'prequalification.submitted': { vendorId: V, prequalificationId: P, instance: '2026-11' },
  'prequalification.returned': { vendorId: V, prequalificationId: P, instance: '2026-11', comment: 'Fix the EMR' },
  'prequalification.category_decided': { vendorId: V, prequalificationId: P, instance: '2026-11', category: 'SAFETY', decision: 'APPROVED' },
  'prequalification.final_decided': { vendorId: V, prequalificationId: P, instance: '2026-11', decision: 'APPROVED', expiresAt: '2027-11-27T00:00:00.000Z' },
  'renewal.due': { vendorId: V, companyName: 'Acme Build', expiresAt: '2027-01-01T00:00:00.000Z' },
  'document.expiring': { vendorId: V, fileId: P, fileName: 'coi.pdf', expiresAt: '2026-12-20' },
  'document.expired': { vendorId: V, fileId: P, fileName: 'coi.pdf', expiresAt: '2026-11-20' },
  'crm_sync.failed': { vendorId: V, error: 'The CRM refused the account' },
};

let portal: TestPortal;
let receiver: WebhookReceiver;
let admin: Actor;
const service = () => new WebhooksService(portal.em(), portal.jobs);
/** Emits in a transaction of its own, as a service does with its change. */
const emit = <T extends WebhookEventType>(type: T, data: WebhookEventPayloads[T], em: EntityManager = portal.em()) =>
  em.transactional((tx) => emitEvent(portal.jobs, tx, type, data));
async function subscribe(path: string, events: WebhookEventType[], enabled = true, url = receiver.url(path)) {
  const { subscription, secret } = await service().create(admin, { url, events, enabled, description: null });
  receiver.secrets.set(path, secret);
  return { subscription, secret };
}

beforeAll(async () => {
  [portal, receiver] = await Promise.all([startTestPortal(), startWebhookReceiver()]);
  const u = portal.users.SYSTEM_ADMIN;
  admin = { userId: u.id, role: u.role, name: u.name, email: u.email, vendorId: null, tokenId: 't', tokenExpiresAt: new Date(Date.now() + 60_000) };
});
afterAll(async () => {
  await portal?.stop();
  await receiver?.close();
});

describe('webhook deliveries', () => {
  it('delivers every event type of the catalogue, signed so that a Standard Webhooks receiver verifies it', async () => {
    const { subscription, secret } = await subscribe('/all', [...WEBHOOK_EVENT_TYPES]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    for (const type of WEBHOOK_EVENT_TYPES) expect(await emit(type, SAMPLES[type] as never)).toBe(1);

    const got = await receiver.waitFor(WEBHOOK_EVENT_TYPES.length, '/all');
    expect(got.map((r) => r.event.type).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const r of got) {
      expect(r.verified, r.event.type).toBe(true);
      expect(r.event.data).toEqual(SAMPLES[r.event.type as WebhookEventType]);
    }
    // A signature made with another secret does not verify: the check above can fail.
    receiver.secrets.set('/all', 'whsec_' + Buffer.alloc(24, 7).toString('base64'));
    await emit('renewal.due', SAMPLES['renewal.due']);
    expect((await receiver.waitFor(WEBHOOK_EVENT_TYPES.length + 1, '/all')).at(-1)!.verified).toBe(false);

    const log = await service().deliveries({ id: subscription.id });
    expect(log.totalCount).toBe(WEBHOOK_EVENT_TYPES.length + 1);
    await expect.poll(async () => (await service().deliveries({ id: subscription.id })).deliveries.every((d) => d.status === 'SUCCEEDED')).toBe(true);
    const [first] = (await service().deliveries({ id: subscription.id, limit: 1 })).deliveries;
    expect(first!.tries).toEqual([expect.objectContaining({ statusCode: 200, error: null, responseBody: 'ok' })]);
  });

  it('sends nothing for a change that rolls back, and only to subscriptions listening to the event', async () => {
    await subscribe('/approvals', ['registration.approved']);
    await expect(
      portal.em().transactional(async (tx) => {
        await emitEvent(portal.jobs, tx, 'registration.approved', SAMPLES['registration.approved']);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await emit('registration.rejected', SAMPLES['registration.rejected']);
    await emit('registration.approved', { ...SAMPLES['registration.approved'], companyName: 'Committed Co' });
    const got = await receiver.waitFor(1, '/approvals');
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.filter((r) => r.path === '/approvals').map((r) => r.event.data.companyName)).toEqual(['Committed Co']);
    expect(got[0]!.verified).toBe(true);
  });

  it('retries with backoff while the receiver answers 500, with the same id, and records each try', async () => {
    receiver.answers.set('/flaky', 500);
    const { subscription } = await subscribe('/flaky', ['crm_sync.failed']);
    await emit('crm_sync.failed', SAMPLES['crm_sync.failed']);
    // Three tries need 3-6 s of backoff (1-2 s, then 2-4 s); the wait is long because the other test layers may
    // share the machine's two cores with this worker, not because a try may take that long.
    const tries = await receiver.waitFor(3, '/flaky', 90_000);
    expect(new Set(tries.map((t) => t.id)).size).toBe(1);
    expect(tries.every((t) => t.verified)).toBe(true);
    // Backoff: pg-boss schedules try n+1 at least 2^(n-1) retry delays (1 s here) after try n fails, plus up to as
    // much again at random; so the second gap is at least 2 s where a fixed delay would give 1 s. (Comparing the
    // two gaps with each other is not sound: the random part lets the first exceed the second.)
    const [a, b, c] = tries.map((t) => t.receivedAt);
    expect(b! - a!).toBeGreaterThanOrEqual(1000);
    expect(c! - b!).toBeGreaterThanOrEqual(2000);

    receiver.answers.set('/flaky', 204);
    await receiver.waitFor(4, '/flaky', 90_000);
    await expect.poll(async () => (await service().deliveries({ id: subscription.id })).deliveries[0]!.status).toBe('SUCCEEDED');
    const [delivery] = (await service().deliveries({ id: subscription.id })).deliveries;
    expect(delivery!.tries.map((t) => t.statusCode)).toEqual([500, 500, 500, 204]);
    expect(delivery!.tries[0]!.responseBody).toBe('receiver says 500');

    // Redeliver sends the same message again, with the same id.
    await service().redeliver(admin, delivery!.id);
    const again = await receiver.waitFor(5, '/flaky');
    expect(again.at(-1)!.id).toBe(delivery!.id);
    expect(again.at(-1)!.verified).toBe(true);
  }, 240_000);

  it('sends nothing to a disabled subscription, nor to one disabled after its event was emitted', async () => {
    const { subscription: off } = await subscribe('/off', ['document.expired'], false);
    await emit('document.expired', SAMPLES['document.expired']);
    expect((await service().deliveries({ id: off.id })).totalCount).toBe(0);
    await service().update(admin, { id: off.id, enabled: true });
    // Emitted while enabled, disabled before its delivery runs: the worker finds it disabled.
    await portal.em().transactional(async (tx) => {
      await emitEvent(portal.jobs, tx, 'document.expired', SAMPLES['document.expired']);
      await tx.execute('update webhook_subscription set enabled = false where id = ?', [off.id]);
    });
    await emit('document.expired', SAMPLES['document.expired']);
    await new Promise((r) => setTimeout(r, 2000));
    expect(receiver.received.filter((r) => r.path === '/off')).toEqual([]);
    const log = await service().deliveries({ id: off.id });
    expect(log.deliveries.map((d) => [d.status, d.attempts])).toEqual([['PENDING', 0]]);
  });
});

describe('webhook secret rotation', () => {
  /** Whether a receiver knowing only `secret` verifies the delivery. */
  const verifies = (secret: string, r: { headers: Record<string, string | string[] | undefined>; body: string }) => verifyStandardWebhook(secret, r.headers, r.body);

  it('signs with the old and the new secret through the grace period, then with the new one only', async () => {
    const { subscription, secret: old } = await subscribe('/rotating', ['renewal.due']);
    const { secret: next, subscription: after } = await service().rotateSecret(admin, { id: subscription.id, graceHours: 24 });
    expect(after.previousSecretExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 23.9 * 3_600_000);

    await emit('renewal.due', SAMPLES['renewal.due']);
    const [during] = await receiver.waitFor(1, '/rotating');
    expect(String(during!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(old, during!)).toBe(true);
    expect(verifies(next, during!)).toBe(true);

    // The grace ends (the clock moved past it): the old secret no longer verifies, the new one still does.
    await portal
      .em()
      .execute(`update webhook_subscription set previous_secret_expires_at = previous_secret_expires_at - interval '24 hours' where id = ?`, [subscription.id]);
    expect((await service().list()).find((s) => s.id === subscription.id)!.previousSecretExpiresAt).toBeNull();
    await emit('renewal.due', SAMPLES['renewal.due']);
    const ended = (await receiver.waitFor(2, '/rotating'))[1]!;
    expect(String(ended.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(old, ended)).toBe(false);
    expect(verifies(next, ended)).toBe(true);
  });

  it('stops the old secret at once with a grace of 0 hours', async () => {
    const { subscription, secret: old } = await subscribe('/rotate-now', ['renewal.due']);
    const { secret: next, subscription: after } = await service().rotateSecret(admin, { id: subscription.id, graceHours: 0 });
    expect(after.previousSecretExpiresAt).toBeNull();
    await emit('renewal.due', SAMPLES['renewal.due']);
    const [got] = await receiver.waitFor(1, '/rotate-now');
    expect(verifies(old, got!)).toBe(false);
    expect(verifies(next, got!)).toBe(true);
  });
});

describe('webhook deliveries to private addresses', () => {
  let guarded: TestPortal;
  beforeAll(async () => {
    guarded = await startTestPortal({ WEBHOOKS_ALLOW_PRIVATE: 'false' });
  });
  afterAll(() => guarded?.stop());

  it('refuses a URL resolving to a loopback, private or link-local address when they are not allowed, without retrying', async () => {
    const service = new WebhooksService(guarded.em(), guarded.jobs);
    const { subscription } = await service.create(admin, { url: receiver.url('/private'), events: ['renewal.due'], enabled: true, description: null });
    const { subscription: byName } = await service.create(admin, {
      url: receiver.url('/private').replace('127.0.0.1', 'localhost'),
      events: ['renewal.due'],
      enabled: true,
      description: null,
    });
    await guarded.em().transactional((tx) => emitEvent(guarded.jobs, tx, 'renewal.due', SAMPLES['renewal.due']));
    for (const id of [subscription.id, byName.id]) {
      await expect.poll(async () => (await service.deliveries({ id })).deliveries[0]?.status, { timeout: 10_000 }).toBe('FAILED');
      const [delivery] = (await service.deliveries({ id })).deliveries;
      expect(delivery!.tries).toHaveLength(1);
      expect(delivery!.tries[0]!.error).toMatch(/^Refused: .* resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address\.$/);
    }
    expect(receiver.received.filter((r) => r.path === '/private')).toEqual([]);
  });
});
