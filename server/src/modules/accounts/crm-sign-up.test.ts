import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { createRegistration, newTaxId } from '../../../test/fixtures/onboarding-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { User } from '../users/index.js';

/**
 * A company the builder's CRM knows but the portal does not (tax-ID outcome (b)): its people sign up for the CRM
 * account the verification lists, and the company comes into the portal with the first of them.
 */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const person = (email: string, name = 'Glen Glazier') => ({ name, email, password: 'Glazier#2026', phone: '301-555-0133' });
const verify = (taxId: string) => portal.rest('GET', `/vendors/verify-tax-id/${taxId}`);
const SENT = { success: true, message: 'Request has been sent, please wait for Approval' };

/** A fresh company in the CRM only. */
async function crmOnlyCompany(name: string): Promise<{ taxId: string; accountId: string }> {
  const taxId = newTaxId();
  const accountId = await portal.crm.createAccount({ name, taxId });
  return { taxId, accountId };
}

describe('sign-up for a company known to the CRM only', () => {
  it('creates the pending user and brings the company in, approved, under its CRM account; its first approved user is the company admin', async () => {
    const { taxId, accountId } = await crmOnlyCompany('Severn Glass Works');
    expect((await verify(taxId)).body).toMatchObject({
      vendorsWithSameTaxId: [],
      isExistsInDynamics: true,
      isExistsInDatabase: false,
      crmAccounts: [{ companyName: 'Severn Glass Works', accountId }],
    });

    const res = await portal.rest('POST', `/auth/signup/${accountId}`, { body: { ...person('glen@severn-glass.example'), taxId } });
    expect([res.status, res.body]).toEqual([200, SENT]);
    await portal.mail.waitFor('glen@severn-glass.example', /request/);

    const em = portal.em();
    const vendor = await em.findOneOrFail(Vendor, { accountId });
    expect(vendor).toMatchObject({ companyName: 'Severn Glass Works', taxId, registrationStatus: 'APPROVED', prequalStatus: 'NOT_STARTED' });
    const user = await em.findOneOrFail(User, { email: 'glen@severn-glass.example' });
    expect([user.vendor?.id, user.registrationStatus]).toEqual([vendor.id, 'PENDING']);
    const imported = await em.findOneOrFail(AuditLog, { entityId: vendor.id, action: 'COMPANY_IMPORTED_FROM_CRM' });
    expect(imported.changes).toEqual({ accountId, companyName: 'Severn Glass Works', taxId });

    // Now a portal company: the tax ID finds it (outcome (a)), and no second import is offered.
    expect((await verify(taxId)).body).toMatchObject({ vendorsWithSameTaxId: [{ companyName: 'Severn Glass Works', accountId }], crmAccounts: [] });

    const decided = await portal.gql(
      'mutation($id:ID!){ setUserRegistrationStatus(userId:$id, approve:true){ role isCompanyAdmin registrationStatus } }',
      { id: user.id },
      await portal.tokenFor('PREQUAL_ADMIN'),
    );
    expect(decided.body.data.setUserRegistrationStatus).toEqual({ role: 'VENDOR_ADMIN', isCompanyAdmin: true, registrationStatus: 'APPROVED' });
    const login = await portal.rest('POST', '/auth/login', { body: { email: 'glen@severn-glass.example', password: 'Glazier#2026' } });
    expect(login.status).toBe(200);
  });

  it('works through GraphQL with the taxId argument', async () => {
    const { taxId, accountId } = await crmOnlyCompany('Magothy Curtain Wall');
    const res = await portal.gql('mutation($a:String!,$i:SignUpInput!,$t:String){ signUp(accountNumber:$a,input:$i,taxId:$t){ success message } }', {
      a: accountId,
      i: person('mia@magothy.example', 'Mia Mullion'),
      t: taxId,
    });
    expect(res.body).toEqual({ data: { signUp: SENT } });
    expect((await portal.em().findOneOrFail(Vendor, { accountId })).companyName).toBe('Magothy Curtain Wall');
  });

  it('refuses a CRM account without its tax ID, under another tax ID, or whose tax ID the portal already has, creating nothing', async () => {
    const { taxId, accountId } = await crmOnlyCompany('Patuxent Storefronts');
    const signUp = (body: Record<string, unknown>) => portal.rest('POST', `/auth/signup/${accountId}`, { body });
    expect((await signUp(person('no.taxid@patuxent.example'))).status).toBe(404);
    expect((await signUp({ ...person('other.taxid@patuxent.example'), taxId: '11-1111111' })).status).toBe(404);
    expect((await signUp({ ...person('bad.taxid@patuxent.example'), taxId: 'nonsense' })).status).toBe(404);

    // A registration of the same tax ID is under way in the portal: that one is the company's way in.
    await createRegistration(portal, { status: 'SUBMITTED', taxId });
    expect((await verify(taxId)).body.crmAccounts).toEqual([]);
    expect((await signUp({ ...person('late@patuxent.example'), taxId })).status).toBe(404);

    expect(await portal.em().count(Vendor, { accountId })).toBe(0);
    expect(await portal.em().count(User, { email: { $like: '%@patuxent.example' } })).toBe(0);
  });
});
