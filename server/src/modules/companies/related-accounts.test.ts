import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { AuditLog } from '../audit/index.js';
import { RelatedAccount } from './related-account.entity.js';
import { Vendor } from './vendor.entity.js';

/** Related accounts (REST and GraphQL): parents and children by CRM account id, never itself, never both, never a circle. */
let portal: TestPortal;
let a: Vendor;
let b: Vendor;
let c: Vendor;
beforeAll(async () => {
  portal = await startTestPortal();
  const em = portal.em();
  a = await em.findOneOrFail(Vendor, { id: portal.users.VENDOR_ADMIN.vendor!.id });
  b = await em.findOneOrFail(Vendor, { id: portal.users.otherVendorAdmin.vendor!.id });
  c = em.create(Vendor, { companyName: 'Chesapeake Steel', accountId: randomUUID(), registrationStatus: 'APPROVED', taxId: '52-7654321' });
  await em.flush();
});
beforeEach(() => portal.em().nativeDelete(RelatedAccount, {}));
afterAll(() => portal?.stop());

const token = (who: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'PREQUAL_VIEWER' = 'PREQUAL_ADMIN') => portal.tokenFor(who);
const addParent = async (child: Vendor, parent: Vendor) =>
  portal.rest('POST', `/accounts/${child.accountId}/add-parent`, { token: await token(), body: { parentAccountId: parent.accountId } });
const addChild = async (parent: Vendor, child: Vendor) =>
  portal.rest('POST', `/accounts/${parent.accountId}/add-child`, { token: await token(), body: { childAccountId: child.accountId } });
const row = (v: Vendor) => ({ accountId: v.accountId, companyName: v.companyName, taxId: v.taxId ?? null, vendorId: v.id });

describe('related accounts', () => {
  it('adds a parent and a child, each side sees the other, and both companies log it', async () => {
    const added = await addParent(a, b);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ 'parent-accounts': [row(b)], 'child-accounts': [] });
    const child = await addChild(a, c);
    expect(child.body).toEqual({ 'parent-accounts': [row(b)], 'child-accounts': [row(c)] });

    const ofB = await portal.rest('GET', `/accounts/${b.accountId}/related-accounts`, { token: await token('PREQUAL_VIEWER') });
    expect(ofB.body).toEqual({ 'parent-accounts': [], 'child-accounts': [row(a)] });
    const gql = await portal.gql(
      'query($a:String!){ relatedAccounts(accountId:$a){ parentAccounts { companyName } childAccounts { companyName } } }',
      { a: c.accountId },
      await token('PREQUAL_REVIEWER'),
    );
    expect(gql.body.data.relatedAccounts).toEqual({ parentAccounts: [{ companyName: a.companyName }], childAccounts: [] });

    const logs = await portal.em().find(AuditLog, { action: { $in: ['PARENT_ACCOUNT_ADDED', 'CHILD_ACCOUNT_ADDED'] } }, { orderBy: { performedAt: 'asc', id: 'asc' } });
    expect(logs.map((l) => [l.action, l.entityId])).toEqual(
      expect.arrayContaining([
        ['PARENT_ACCOUNT_ADDED', a.id],
        ['CHILD_ACCOUNT_ADDED', b.id],
        ['PARENT_ACCOUNT_ADDED', c.id],
        ['CHILD_ACCOUNT_ADDED', a.id],
      ]),
    );
  });

  it('refuses the account itself, a link both ways, a duplicate and a circle, writing nothing', async () => {
    const itself = await addParent(a, a);
    expect([itself.status, itself.body.errors]).toEqual([400, { parentAccountId: 'An account cannot be related to itself.' }]);

    expect((await addParent(a, b)).status).toBe(200);
    const again = await addParent(a, b);
    expect([again.status, again.body.message]).toEqual([400, `${b.companyName} is already a parent account of this account.`]);
    // b is a's parent: a cannot also be b's parent (nor b a's child).
    const both = await addParent(b, a);
    expect([both.status, both.body.errors]).toEqual([400, { parentAccountId: 'An account cannot be both a parent and a child of the same account.' }]);
    const bothChild = await addChild(a, b);
    expect([bothChild.status, bothChild.body.errors]).toEqual([400, { childAccountId: 'An account cannot be both a parent and a child of the same account.' }]);

    // b -> a -> c; c cannot be b's parent (b -> a -> c -> b).
    expect((await addChild(a, c)).status).toBe(200);
    const circle = await addParent(b, c);
    expect([circle.status, circle.body.errors]).toEqual([
      400,
      { parentAccountId: `${c.companyName} cannot be a parent account: the accounts would be related in a circle.` },
    ]);
    const circleGql = await portal.gql(
      'mutation($a:String!,$o:String!){ addChildAccount(accountId:$a,childAccountId:$o){ childAccounts { accountId } } }',
      { a: c.accountId, o: b.accountId },
      await token(),
    );
    expect(circleGql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await portal.em().count(RelatedAccount, {})).toBe(2);
  });

  it('of two opposite links made at once, exactly one is kept (the checks run one link at a time)', async () => {
    for (let round = 0; round < 3; round++) {
      await portal.em().nativeDelete(RelatedAccount, {});
      const answers = await Promise.all([addParent(a, b), addParent(b, a), addChild(c, a), addChild(a, c)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
      expect(await portal.em().count(RelatedAccount, {})).toBe(2);
    }
  });

  it('answers 400 for a missing or unknown account in the body and 404 for an unknown account in the address', async () => {
    const missing = await portal.rest('POST', `/accounts/${a.accountId}/add-parent`, { token: await token(), body: {} });
    expect([missing.status, missing.body.errors]).toEqual([400, { parentAccountId: 'parentAccountId is required' }]);
    const unknown = await portal.rest('POST', `/accounts/${a.accountId}/add-child`, { token: await token(), body: { childAccountId: 'nobody' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ childAccountId: 'No company has the account nobody.' });
    expect((await portal.rest('GET', `/accounts/nobody/related-accounts`, { token: await token() })).status).toBe(404);
    expect((await portal.rest('GET', `/accounts/${'x'.repeat(300)}/related-accounts`, { token: await token() })).status).toBe(404);
  });

  it('removes a parent and a child (REST and GraphQL), audited; removing what is not linked is 404', async () => {
    await addParent(a, b);
    await addChild(a, c);
    const removed = await portal.rest('DELETE', `/accounts/${a.accountId}/remove-parent/${b.accountId}`, { token: await token('SYSTEM_ADMIN') });
    expect(removed.body).toEqual({ 'parent-accounts': [], 'child-accounts': [row(c)] });
    const gql = await portal.gql(
      'mutation($a:String!,$o:String!){ removeChildAccount(accountId:$a,childAccountId:$o){ parentAccounts { accountId } childAccounts { accountId } } }',
      { a: a.accountId, o: c.accountId },
      await token('PREQUAL_REVIEWER'),
    );
    expect(gql.body.data.removeChildAccount).toEqual({ parentAccounts: [], childAccounts: [] });
    expect(await portal.em().count(RelatedAccount, {})).toBe(0);
    const again = await portal.rest('DELETE', `/accounts/${a.accountId}/remove-parent/${b.accountId}`, { token: await token() });
    expect(again.status).toBe(404);
    expect(await portal.em().count(AuditLog, { action: 'PARENT_ACCOUNT_REMOVED', entityId: a.id })).toBe(1);
    expect(await portal.em().count(AuditLog, { action: 'CHILD_ACCOUNT_REMOVED', entityId: a.id })).toBe(1);
  });
});

describe('ERP id and CRM link', () => {
  it('sets the ERP id inline (PATCH with source=generalInfo, and GraphQL), audited, and clears it with a blank', async () => {
    const patched = await portal.rest('PATCH', `/vendors/${a.id}`, { token: await token('PREQUAL_REVIEWER'), body: { source: 'generalInfo', hb_erpid: ' KMC-100 ' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ vendorId: a.id, hb_erpid: 'KMC-100', accountId: a.accountId });
    expect((await portal.em().findOneOrFail(Vendor, { id: a.id })).hbErpid).toBe('KMC-100');
    // The loaded company (GET /vendors/{id}, the registration query) carries it too.
    const loaded = await portal.rest('GET', `/vendors/${a.id}`, { token: await token('PREQUAL_VIEWER') });
    expect(loaded.body.hb_erpid).toBe('KMC-100');
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'ERP_ID_CHANGED', entityId: a.id });
    expect(log.changes).toEqual({ hb_erpid: { from: null, to: 'KMC-100' } });

    const profile = await portal.gql('query($v:ID!){ companyProfile(vendorId:$v){ hb_erpid accountId crmUrl } }', { v: a.id }, await token('PREQUAL_VIEWER'));
    // The test portal runs on the CRM simulator: there is no Dynamics record to link to.
    expect(profile.body.data.companyProfile).toEqual({ hb_erpid: 'KMC-100', accountId: a.accountId, crmUrl: null });

    const cleared = await portal.gql('mutation($v:ID!,$e:String){ setCompanyErpId(vendorId:$v,hb_erpid:$e){ hb_erpid } }', { v: a.id, e: '' }, await token());
    expect(cleared.body.data.setCompanyErpId.hb_erpid).toBeNull();
  });

  it('refuses the company admin, a too long id, other fields with it and a stale version, changing nothing', async () => {
    await portal.em().nativeUpdate(Vendor, { id: a.id }, { hbErpid: 'KEEP' });
    const vendorAdmin = await portal.rest('PATCH', `/vendors/${a.id}`, {
      token: await portal.tokenFor('VENDOR_ADMIN'),
      body: { source: 'generalInfo', hb_erpid: 'MINE' },
    });
    expect(vendorAdmin.status).toBe(403);
    const long = await portal.rest('PATCH', `/vendors/${a.id}`, { token: await token(), body: { source: 'generalInfo', hb_erpid: 'x'.repeat(65) } });
    expect([long.status, long.body.errors]).toEqual([400, { hb_erpid: 'ERP Id must be at most 64 characters' }]);
    const mixed = await portal.rest('PATCH', `/vendors/${a.id}`, { token: await token(), body: { source: 'generalInfo', hb_erpid: 'NEW', noOfEmployees: '3' } });
    expect(mixed.status).toBe(400);
    const { version } = await portal.em().findOneOrFail(Vendor, { id: a.id });
    const stale = await portal.rest('PATCH', `/vendors/${a.id}`, { token: await token(), body: { source: 'generalInfo', hb_erpid: 'NEW', version: version - 1 } });
    expect(stale.status).toBe(409);
    expect((await portal.em().findOneOrFail(Vendor, { id: a.id })).hbErpid).toBe('KEEP');
    const current = await portal.rest('PATCH', `/vendors/${a.id}`, { token: await token(), body: { source: 'generalInfo', hb_erpid: 'NEW', version } });
    expect([current.status, current.body.hb_erpid]).toEqual([200, 'NEW']);
  });

  it('takes the ERP id edit as a multipart body too, with the same access and the same refusals', async () => {
    await portal.em().nativeUpdate(Vendor, { id: a.id }, { hbErpid: 'KEEP' });
    const fields = { source: 'generalInfo', hb_erpid: 'KMC-200' };
    const vendorAdmin = await portal.restForm('PATCH', `/vendors/${a.id}`, { token: await portal.tokenFor('VENDOR_ADMIN'), fields });
    expect(vendorAdmin.status).toBe(403);
    const mixed = await portal.restForm('PATCH', `/vendors/${a.id}`, { token: await token(), fields: { ...fields, noOfEmployees: '3' } });
    expect(mixed.status).toBe(400);
    expect((await portal.em().findOneOrFail(Vendor, { id: a.id })).hbErpid).toBe('KEEP');
    const patched = await portal.restForm('PATCH', `/vendors/${a.id}`, { token: await token('PREQUAL_REVIEWER'), fields });
    expect([patched.status, patched.body.hb_erpid]).toEqual([200, 'KMC-200']);
    expect((await portal.em().findOneOrFail(Vendor, { id: a.id })).hbErpid).toBe('KMC-200');
  });

  it('links the Dynamics record when the portal runs on Dynamics', async () => {
    const dynamics = await startTestPortal({
      CRM_MODE: 'dynamics',
      DYNAMICS_URL: 'https://builder.crm.dynamics.com/',
      DYNAMICS_TENANT_ID: 'builder',
      DYNAMICS_CLIENT_ID: 'portal',
      DYNAMICS_CLIENT_SECRET: 'test',
    });
    try {
      const vendorId = dynamics.users.VENDOR_ADMIN.vendor!.id;
      const accountId = dynamics.users.VENDOR_ADMIN.vendor!.accountId!;
      const res = await dynamics.gql('query($v:ID!){ companyProfile(vendorId:$v){ crmUrl } }', { v: vendorId }, await dynamics.tokenFor('PREQUAL_VIEWER'));
      expect(res.body.data.companyProfile.crmUrl).toBe(`https://builder.crm.dynamics.com/main.aspx?pagetype=entityrecord&etn=account&id=${accountId}`);
    } finally {
      await dynamics.stop();
    }
  });
});
