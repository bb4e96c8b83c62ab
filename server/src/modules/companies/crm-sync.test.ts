import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import type { Actor } from '../../auth/actor.js';
import { AuditLog } from '../audit/index.js';
import { CRM_SYNC_FAILED } from './crm-sync.js';
import { crmSyncState, NO_CRM_ACCOUNT } from './crm-sync.service.js';
import { Vendor } from './vendor.entity.js';

/** "Sync with 365": the click queues a job, the company page reads how it went (PENDING, SYNCED, FAILED). */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const PROFILE = 'query($v:ID!){ companyProfile(vendorId:$v){ version crmSync { vendorId status syncedAt message error } } }';
const SYNC = 'mutation($v:ID!){ syncCompanyToCrm(vendorId:$v){ vendorId status syncedAt message error } }';

let taxIds = 0;
/** An approved company of its own (so one test's jobs never touch another's), not yet in the CRM. */
async function approvedCompany(overrides: Partial<Vendor> = {}): Promise<Vendor> {
  const em = portal.em();
  const v = em.create(Vendor, {
    companyName: 'Severn Masonry LLC',
    taxId: `61-${String(1000000 + ++taxIds)}`,
    accountId: randomUUID(),
    registrationStatus: 'APPROVED',
    officeLocationCity: 'Annapolis',
    ...overrides,
  });
  await em.flush();
  return v;
}

const stored = (v: Vendor) => portal.em().findOneOrFail(Vendor, { id: v.id });
const syncStatus = async (v: Vendor) => (await stored(v)).crmSyncStatus;
const click = async (v: Vendor, who: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' = 'PREQUAL_REVIEWER') =>
  portal.rest('POST', `/vendor/sync-vendor-to-dynamics/${v.id}`, { token: await portal.tokenFor(who) });
const profile = async (v: Vendor) => (await portal.gql(PROFILE, { v: v.id }, await portal.tokenFor('PREQUAL_VIEWER'))).body.data.companyProfile;
const syncJobs = (v: Vendor) =>
  portal
    .em()
    .execute<{ state: string; retry_count: number }[]>(`select state, retry_count from pgboss.job where name = 'crm-sync' and data->'payload'->>'vendorId' = ?`, [
      v.id,
    ]);
const POLL = { timeout: 20_000, interval: 200 };

describe('Sync with 365', () => {
  it('queues the sync (202, PENDING), writes the account to the CRM (SYNCED, when), audits the click and leaves the version', async () => {
    const v = await approvedCompany({ companyName: 'Patuxent Drywall Inc' });
    const before = await stored(v);
    const res = await click(v);
    expect([res.status, res.body]).toEqual([202, { success: true, crmSyncStatus: 'PENDING' }]);

    await expect.poll(() => syncStatus(v), POLL).toBe('SYNCED');
    expect(await portal.crm.findAccountsByTaxId(v.taxId!)).toEqual([{ accountId: v.accountId, name: 'Patuxent Drywall Inc', taxId: v.taxId }]);
    const after = await stored(v);
    expect(after.crmSyncedAt).toBeInstanceOf(Date);
    // The sync state is not a change of the company's details: a General Info form opened before still saves.
    expect(after.version).toBe(before.version);
    expect(await profile(v)).toEqual({
      version: before.version,
      crmSync: { vendorId: v.id, status: 'SYNCED', syncedAt: after.crmSyncedAt!.toISOString(), message: null, error: null },
    });
    const read = await portal.rest('GET', `/vendors/${v.id}`, { token: await portal.tokenFor('PREQUAL_VIEWER') });
    expect(read.body.crmSyncStatus).toBe('SYNCED');

    const logs = await portal.em().find(AuditLog, { action: 'CRM_SYNC_REQUESTED', entityId: v.id });
    expect(logs.map((l) => [l.performedBy, l.vendorId, l.changes])).toEqual([
      [portal.users.PREQUAL_REVIEWER.name, v.id, { crmSyncStatus: { from: null, to: 'PENDING' } }],
    ]);
  });

  it("lets the company's admin sync its own company through GraphQL, and a second click while pending queues another job", async () => {
    const own = portal.users.VENDOR_ADMIN.vendor!;
    const token = await portal.tokenFor('VENDOR_ADMIN');
    const first = await portal.gql(SYNC, { v: own.id }, token);
    const second = await portal.gql(SYNC, { v: own.id }, token);
    for (const res of [first, second]) {
      expect(res.body.errors).toBeUndefined();
      // syncedAt: the first job may have written the account before the second click.
      expect(res.body.data.syncCompanyToCrm).toMatchObject({ vendorId: own.id, status: 'PENDING', message: null, error: null });
    }
    await expect.poll(async () => (await syncJobs(own as Vendor)).filter((j) => j.state === 'completed').length, POLL).toBe(2);
    expect((await stored(own as Vendor)).crmSyncStatus).toBe('SYNCED');
  });

  it('answers 404 for an unknown or malformed id and 409 (nothing queued) before the registration is approved', async () => {
    for (const id of [randomUUID(), 'not-a-company']) {
      const res = await portal.rest('POST', `/vendor/sync-vendor-to-dynamics/${id}`, { token: await portal.tokenFor('SYSTEM_ADMIN') });
      expect([res.status, res.body.message]).toEqual([404, 'Company not found.']);
    }
    const submitted = await approvedCompany({ registrationStatus: 'SUBMITTED', accountId: null });
    const rest = await click(submitted, 'PREQUAL_ADMIN');
    expect([rest.status, rest.body.message]).toEqual([409, NO_CRM_ACCOUNT]);
    const gql = await portal.gql(SYNC, { v: submitted.id }, await portal.tokenFor('SYSTEM_ADMIN'));
    expect([gql.body.errors[0].extensions.code, gql.body.errors[0].message]).toEqual(['CONFLICT', NO_CRM_ACCOUNT]);
    expect(await syncJobs(submitted)).toEqual([]);
    expect(await syncStatus(submitted)).toBeNull();
  });

  it('retries while the CRM is down; when the retries run out the dead letter marks it FAILED and the page says so', async () => {
    const v = await approvedCompany({ companyName: 'Wicomico Roofing Co' });
    portal.crmSimulator!.setAvailable(false);
    try {
      expect((await click(v, 'SYSTEM_ADMIN')).status).toBe(202);
      await expect.poll(async () => (await syncJobs(v))[0]?.retry_count ?? 0, POLL).toBeGreaterThanOrEqual(2);
      expect(await syncStatus(v)).toBe('PENDING');
      expect((await profile(v)).crmSync).toMatchObject({ status: 'PENDING', message: null, error: null });

      // What pg-boss does when the last retry fails: the job's copy goes to the queue's dead letters.
      await portal.em().transactional((tx) => portal.jobs.send(tx, 'crm-sync-dead' as never, { vendorId: v.id }));
      await expect.poll(() => syncStatus(v), POLL).toBe('FAILED');
      expect((await profile(v)).crmSync).toEqual({
        vendorId: v.id,
        status: 'FAILED',
        syncedAt: null,
        message: CRM_SYNC_FAILED,
        error: 'The CRM could not be reached after every retry',
      });
      const read = await portal.rest('GET', `/vendors/${v.id}`, { token: await portal.tokenFor('PREQUAL_VIEWER') });
      expect(read.body.crmSyncStatus).toBe('FAILED');
    } finally {
      portal.crmSimulator!.setAvailable(true);
    }

    // Trying again later: a click clears the failure and, with the CRM back, writes the account.
    expect((await click(v)).body.crmSyncStatus).toBe('PENDING');
    expect((await stored(v)).crmSyncError).toBeNull();
    await expect.poll(() => syncStatus(v), { timeout: 30_000, interval: 250 }).toBe('SYNCED');
    expect(await portal.crm.findAccountsByTaxId(v.taxId!)).toEqual([{ accountId: v.accountId, name: 'Wicomico Roofing Co', taxId: v.taxId }]);
  });

  it('fails at once, without retries, when the CRM refuses the account as it is', async () => {
    // The CRM creates no account without a name; a blank one is sent as no name at all.
    const v = await approvedCompany({ companyName: '' });
    expect((await click(v)).status).toBe(202);
    await expect.poll(() => syncStatus(v), POLL).toBe('FAILED');
    const { crmSync } = await profile(v);
    expect(crmSync).toMatchObject({ status: 'FAILED', message: CRM_SYNC_FAILED });
    expect(crmSync.error).toMatch(/answered 400: .*name is required/);
    expect(await syncJobs(v)).toEqual([{ state: 'completed', retry_count: 0 }]);
    expect(await portal.crm.findAccountsByTaxId(v.taxId!)).toEqual([]);
  });

  it('tells vendors that a sync failed, never why', () => {
    const failed = Object.assign(new Vendor(), { id: randomUUID(), crmSyncStatus: 'FAILED', crmSyncError: 'PATCH accounts answered 400' }) as Vendor;
    const actor = (role: Actor['role']): Actor => ({ userId: 'u', role, name: 'n', email: 'e', vendorId: failed.id, tokenId: 't', tokenExpiresAt: new Date() });
    expect(crmSyncState(failed, actor('VENDOR_ADMIN'))).toMatchObject({ message: CRM_SYNC_FAILED, error: null });
    expect(crmSyncState(failed, actor('PREQUAL_VIEWER'))).toMatchObject({ message: CRM_SYNC_FAILED, error: 'PATCH accounts answered 400' });
  });
});

describe('a general info save', () => {
  it("queues the company's sync in the save's transaction, and the CRM gets the new details", async () => {
    const vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
    const before = await portal.em().findOneOrFail(Vendor, { id: vendorId });
    const res = await portal.gql(
      'mutation($id:ID!,$i:RegistrationInput!,$v:Int){ updateGeneralInfo(vendorId:$id,input:$i,version:$v){ version } }',
      { id: vendorId, i: { officeLocationCity: 'Towson' }, v: before.version },
      await portal.tokenFor('VENDOR_ADMIN'),
    );
    expect(res.body.data.updateGeneralInfo.version).toBe(before.version + 1);
    await expect.poll(async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId })).crmSyncStatus, { timeout: 10_000 }).toBe('SYNCED');
    const account = (await portal.crmSimulator!.accounts()).find((a) => a.accountid === before.accountId);
    expect(account?.address1_city).toBe('Towson');
  });
});
