import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@portal/common/domain/webhooks';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createDraft, createPendingUser, createRegistration, validRegistration } from '../../../test/fixtures/onboarding-fixtures.js';
import { begunPrequal, completeAnswers, formsOf, storedFileOf, useTestTemplates } from '../../../test/fixtures/prequal-fixtures.js';
import { completedPrequal } from '../../../test/fixtures/prequal-staff-fixtures.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from '../../../test/fakes/webhook-receiver.js';
import type { Actor } from '../../auth/actor.js';
import { Vendor } from '../companies/index.js';
import { WebhooksService } from './webhooks.service.js';

/** Each event emitted where the portal does the matching thing, through the real calls, and received verified. */
let portal: TestPortal;
let receiver: WebhookReceiver;
beforeAll(async () => {
  [portal, receiver] = await Promise.all([startTestPortal(), startWebhookReceiver()]);
  const u = portal.users.SYSTEM_ADMIN;
  const admin: Actor = { userId: u.id, role: u.role, name: u.name, email: u.email, vendorId: null, tokenId: 't', tokenExpiresAt: new Date(Date.now() + 60_000) };
  const { secret } = await new WebhooksService(portal.em(), portal.jobs).create(admin, {
    url: receiver.url('/events'),
    events: [...WEBHOOK_EVENT_TYPES],
    enabled: true,
    description: 'every event',
  });
  receiver.secrets.set('/events', secret);
  await useTestTemplates(portal);
});
afterAll(async () => {
  await portal?.stop();
  await receiver?.close();
});

const as = (who: Parameters<TestPortal['tokenFor']>[0]) => portal.tokenFor(who);
const seen = new Set<WebhookEventType>();

/** Waits for the event of `type` about `vendorId` (and matching `data`), checks its signature verified. */
async function eventOf(type: WebhookEventType, vendorId: string, data: Record<string, unknown> = {}): Promise<ReceivedWebhook['event']> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const hit = receiver.received.find(
      (r) => r.event.type === type && r.event.data.vendorId === vendorId && Object.entries(data).every(([k, v]) => r.event.data[k] === v),
    );
    if (hit) {
      expect(hit.verified, type).toBe(true);
      seen.add(type);
      return hit.event;
    }
    if (Date.now() > deadline) throw new Error(`no ${type} for ${vendorId}; got ${receiver.received.map((r) => r.event.type).join(', ')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const ok = (res: { body: { errors?: unknown } }) => expect(res.body.errors).toBeUndefined();

describe('events emitted by the portal', () => {
  it('registration submitted, approved and rejected', async () => {
    const { vendor: draft } = await createDraft(portal);
    const admin = await as('PREQUAL_ADMIN');
    ok(
      await portal.gql(
        'mutation($id:ID,$i:RegistrationInput!){ submitRegistration(vendorId:$id,input:$i){ vendorId } }',
        { id: draft.id, i: validRegistration() },
        admin,
      ),
    );
    expect((await eventOf('registration.submitted', draft.id)).data).toEqual({ vendorId: draft.id, companyName: expect.any(String) });

    const DECIDE = 'mutation($id:ID!,$a:Boolean!,$c:String){ setRegistrationStatus(vendorId:$id, approve:$a, commentText:$c){ accountId } }';
    const approved = await portal.gql(DECIDE, { id: draft.id, a: true }, admin);
    ok(approved);
    expect((await eventOf('registration.approved', draft.id)).data.accountId).toBe(approved.body.data.setRegistrationStatus.accountId);

    const other = await createRegistration(portal, { status: 'SUBMITTED' });
    ok(await portal.gql(DECIDE, { id: other.id, a: false, c: 'No W-9' }, admin));
    expect((await eventOf('registration.rejected', other.id)).data).toEqual({ vendorId: other.id, companyName: other.companyName, comment: 'No W-9' });
  });

  it('account approved', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const pending = await createPendingUser(portal);
    const res = await portal.rest('PUT', `/users/${pending.id}/registration-status`, { token: await as('SYSTEM_ADMIN'), body: { approve: true } });
    expect(res.status).toBe(200);
    expect((await eventOf('account.approved', vendorId)).data).toEqual({ userId: pending.id, vendorId, email: pending.email });
  });

  it('prequalification submitted, returned, decided per category and finally', async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const { instance } = await begunPrequal(portal, vendorId);
    const submit = async () => {
      const fileId = await storedFileOf(portal, vendorId);
      const forms = (await formsOf(portal, vendorId)).map((f) => ({ category: f.category, answers: completeAnswers(f.category, fileId), version: f.version }));
      ok(
        await portal.gql(
          'mutation($v:ID,$i:String!,$f:[PrequalFormAnswersInput!]!){ submitPrequalForms(vendorId:$v,instance:$i,forms:$f){ prequalStatus } }',
          { v: vendorId, i: instance, f: forms },
          await as('VENDOR_ADMIN'),
        ),
      );
    };
    await submit();
    const submitted = await eventOf('prequalification.submitted', vendorId, { instance });
    expect(submitted.data.prequalificationId).toEqual(expect.any(String));

    const REVIEW = 'mutation($v:ID!,$a:Boolean!,$c:String){ adminReview(vendorId:$v, approve:$a, commentText:$c){ prequalStatus } }';
    ok(await portal.gql(REVIEW, { v: vendorId, a: false, c: 'Give the audited revenue.' }, await as('PREQUAL_ADMIN')));
    expect((await eventOf('prequalification.returned', vendorId)).data.comment).toBe('Give the audited revenue.');

    await submit();
    ok(await portal.gql(REVIEW, { v: vendorId, a: true }, await as('PREQUAL_ADMIN')));
    const DECIDE = 'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }';
    const reviewer = await as('PREQUAL_REVIEWER');
    ok(await portal.gql(DECIDE, { v: vendorId, i: { category: 'SAFETY', status: 'DEPARTMENT_APPROVED' } }, reviewer));
    ok(await portal.gql(DECIDE, { v: vendorId, i: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } }, reviewer));
    const limits = { aggregateLimit: '5000000', singleLimit: '1000000', bondingLimit: '750000' };
    ok(await portal.gql(DECIDE, { v: vendorId, i: { category: 'FINANCIAL', status: 'DEPARTMENT_APPROVED', ...limits } }, reviewer));
    for (const category of ['LEGAL', 'FINANCIAL']) {
      expect((await eventOf('prequalification.category_decided', vendorId, { category })).data).toMatchObject({ instance, decision: 'DEPARTMENT_APPROVED' });
    }
    await eventOf('prequalification.category_decided', vendorId, { decision: 'DEPARTMENT_APPROVED' });

    ok(
      await portal.gql(
        'mutation($v:ID!,$s:FinalDecision!){ finalDecision(vendorId:$v, status:$s){ prequalStatus } }',
        { v: vendorId, s: 'FINAL_APPROVED' },
        await as('PREQUAL_ADMIN'),
      ),
    );
    const final = await eventOf('prequalification.final_decided', vendorId, { instance });
    expect(final.data).toMatchObject({ decision: 'FINAL_APPROVED', expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('renewal due, documents expiring and expired (the daily scans)', async () => {
    const company = await createRegistration(portal, { status: 'APPROVED' });
    await completedPrequal(portal, company.id);
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const expiring = await fixtureFile(portal, { vendorId: company.id, name: 'coi.pdf', expiresAt: soon });
    const expired = await fixtureFile(portal, { vendorId: company.id, name: 'license.pdf', expiresAt: '2026-01-31' });
    // As pg-boss's cron writes them (outside send(), so the workers are woken by hand rather than left to their poll).
    await portal.jobs.boss.send('renewal-scan', {});
    await portal.jobs.boss.send('document-expiry-scan', {});
    portal.jobs.wake('renewal-scan');
    portal.jobs.wake('document-expiry-scan');

    expect((await eventOf('renewal.due', company.id)).data).toEqual({ vendorId: company.id, companyName: company.companyName, expiresAt: '2026-07-15T15:00:00.000Z' });
    expect((await eventOf('document.expiring', company.id)).data).toEqual({ vendorId: company.id, fileId: expiring, fileName: 'coi.pdf', expiresAt: soon });
    expect((await eventOf('document.expired', company.id)).data).toEqual({ vendorId: company.id, fileId: expired, fileName: 'license.pdf', expiresAt: '2026-01-31' });
  });

  it('CRM sync failed', async () => {
    // The CRM creates no account without a name: the sync fails at once.
    const em = portal.em();
    const v = em.create(Vendor, { companyName: '', taxId: `62-${String(Date.now()).slice(-7)}`, accountId: randomUUID(), registrationStatus: 'APPROVED' });
    await em.flush();
    expect((await portal.rest('POST', `/vendor/sync-vendor-to-dynamics/${v.id}`, { token: await as('PREQUAL_ADMIN') })).status).toBe(202);
    expect((await eventOf('crm_sync.failed', v.id)).data.error).toMatch(/name is required/);
  });

  it('covered every event type of the catalogue', () => {
    expect([...seen].sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });
});
