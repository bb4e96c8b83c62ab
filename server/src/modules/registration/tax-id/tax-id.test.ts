import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../../db/seeders/demo-seeder.js';
import { startTestPortal, type TestPortal } from '../../../../test/harness.js';
import { createRegistration, newTaxId } from '../../../../test/fixtures/onboarding-fixtures.js';

/** Tax-ID verification: the data behind the screens' five outcomes (a) to (e), its format rule and its rate limit. */
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

const verify = (taxId: string, query = '?from=register') => portal.rest('GET', `/vendors/verify-tax-id/${encodeURIComponent(taxId)}${query}`);

describe('GET /vendors/verify-tax-id/{taxId}', () => {
  it('(a) lists approved companies and drafts with the tax ID, and reveals nothing else', async () => {
    const taxId = newTaxId();
    const approved = await createRegistration(portal, { status: 'APPROVED', taxId, companyName: 'Approved Twin LLC' });
    const draft = await createRegistration(portal, { status: 'DRAFT', taxId, companyName: 'Draft Twin LLC' });
    const { status, body } = await verify(taxId);
    expect(status).toBe(200);
    expect(body).toEqual({
      vendorsWithSameTaxId: [{ companyName: 'Approved Twin LLC', accountId: approved.accountId }],
      draftVendors: [{ companyName: 'Draft Twin LLC', vendorId: draft.id }],
      isExistsInDynamics: false,
      isExistsInDatabase: true,
      crmAccounts: [],
      isRegistrationRejected: false,
    });
  });

  it('(a) lists drafts on the registration screen and on the FEIN screen alike, so neither starts a second registration', async () => {
    const taxId = newTaxId();
    const draft = await createRegistration(portal, { status: 'DRAFT', taxId, companyName: 'Draft Only LLC' });
    const listed = [{ companyName: 'Draft Only LLC', vendorId: draft.id }];
    expect((await verify(taxId)).body.draftVendors).toEqual(listed);
    expect((await verify(taxId, '')).body).toEqual({
      vendorsWithSameTaxId: [],
      draftVendors: listed,
      isExistsInDynamics: false,
      isExistsInDatabase: false,
      crmAccounts: [],
      isRegistrationRejected: false,
    });
  });

  it('(a) the demo company exists in the portal and in the CRM', async () => {
    const { body } = await verify(DEMO_COMPANY.taxId);
    expect(body).toEqual({
      vendorsWithSameTaxId: [{ companyName: DEMO_COMPANY.companyName, accountId: DEMO_COMPANY.accountId }],
      draftVendors: [],
      isExistsInDynamics: true,
      isExistsInDatabase: true,
      crmAccounts: [],
      isRegistrationRejected: false,
    });
  });

  it('(b) a company that exists in Dynamics only, with the CRM account its people sign up for', async () => {
    expect((await verify('11-1111111')).body).toEqual({
      vendorsWithSameTaxId: [],
      draftVendors: [],
      isExistsInDynamics: true,
      isExistsInDatabase: false,
      crmAccounts: [{ companyName: 'Chesapeake Steel Erectors', accountId: '8a1f2d3c-4b5e-4f60-9a7b-1c2d3e4f5a61' }],
      isRegistrationRejected: false,
    });
  });

  it('(c) a registration awaiting approval (or not approved) exists in the database only; a not-approved one says so', async () => {
    const submitted = await createRegistration(portal, { status: 'SUBMITTED' });
    expect((await verify(submitted.taxId!)).body).toEqual({
      vendorsWithSameTaxId: [],
      draftVendors: [],
      isExistsInDynamics: false,
      isExistsInDatabase: true,
      crmAccounts: [],
      isRegistrationRejected: false,
    });
    const rejected = await createRegistration(portal, { status: 'REJECTED' });
    expect((await verify(rejected.taxId!)).body).toMatchObject({ isExistsInDatabase: true, isRegistrationRejected: true });
    // A new registration of the same tax ID awaits approval again: the older rejection no longer speaks for it.
    await createRegistration(portal, { status: 'SUBMITTED', taxId: rejected.taxId! });
    expect((await verify(rejected.taxId!)).body).toMatchObject({ isExistsInDatabase: true, isRegistrationRejected: false });
  });

  it('(d) an unknown tax ID is in neither', async () => {
    expect((await verify(newTaxId())).body).toEqual({
      vendorsWithSameTaxId: [],
      draftVendors: [],
      isExistsInDynamics: false,
      isExistsInDatabase: false,
      crmAccounts: [],
      isRegistrationRejected: false,
    });
  });

  it('(e) a CRM that does not answer gives an error the screen reports, not a wrong outcome', async () => {
    const offline = await startTestPortal({
      CRM_MODE: 'dynamics',
      DYNAMICS_URL: 'http://127.0.0.1:9',
      DYNAMICS_AUTHORITY_URL: 'http://127.0.0.1:9',
      DYNAMICS_TENANT_ID: 't',
      DYNAMICS_CLIENT_ID: 'c',
      DYNAMICS_CLIENT_SECRET: 's',
    });
    try {
      const res = await offline.rest('GET', '/vendors/verify-tax-id/11-1111111');
      expect(res.status).toBe(502);
      expect(res.body).toMatchObject({ type: 'CRM_UNAVAILABLE', message: 'Something went wrong syncing with 365, try again later' });
      const gql = await offline.gql('{ verifyTaxId(taxId:"11-1111111"){ isExistsInDynamics } }');
      expect(gql.body.errors[0].extensions.code).toBe('CRM_UNAVAILABLE');
    } finally {
      await offline.stop();
    }
  });

  it('checks the FEIN format NN-NNNNNNN, on REST and GraphQL', async () => {
    for (const bad of ['521234567', '52-123456', 'ab-cdefghi', '52-12345678']) {
      const res = await verify(bad);
      expect([res.status, res.body.errors?.taxId]).toEqual([400, 'Tax ID must be in the format NN-NNNNNNN']);
    }
    const blank = await portal.gql('{ verifyTaxId(taxId:"  "){ isExistsInDatabase } }');
    expect(blank.body.errors[0].extensions.fieldErrors).toEqual({ taxId: 'Tax ID is required' });
    const source = await verify('52-1234567', '?from=elsewhere');
    expect(source.status).toBe(400);
  });

  it('answers the same through GraphQL', async () => {
    const res = await portal.gql(
      '{ verifyTaxId(taxId:"11-1111111", from:"register"){ vendorsWithSameTaxId { companyName accountId } draftVendors { vendorId } isExistsInDynamics isExistsInDatabase } }',
    );
    expect(res.body.data.verifyTaxId).toEqual({ vendorsWithSameTaxId: [], draftVendors: [], isExistsInDynamics: true, isExistsInDatabase: false });
  });
});

describe('rate limit', () => {
  it('refuses a client past the limit with 429 and Retry-After, counting REST and GraphQL together; other clients go on', async () => {
    const limited = await startTestPortal({ TAX_ID_CHECKS_PER_MINUTE: '3', TRUST_PROXY: 'true' });
    try {
      const asClient = (ip: string) => ({ 'x-forwarded-for': ip });
      expect((await limited.rest('GET', '/vendors/verify-tax-id/11-1111111', { headers: asClient('10.9.0.1') })).status).toBe(200);
      expect((await limited.gql('{ verifyTaxId(taxId:"11-1111111"){ isExistsInDynamics } }', {}, null, asClient('10.9.0.1'))).status).toBe(200);
      // Malformed tax IDs count too.
      expect((await limited.rest('GET', '/vendors/verify-tax-id/nope', { headers: asClient('10.9.0.1') })).status).toBe(400);

      const rest = await limited.rest('GET', '/vendors/verify-tax-id/11-1111111', { headers: asClient('10.9.0.1') });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(rest.body.type).toBe('TOO_MANY_REQUESTS');
      const gql = await limited.gql('{ verifyTaxId(taxId:"11-1111111"){ isExistsInDynamics } }', {}, null, asClient('10.9.0.1'));
      expect([gql.status, gql.body.errors[0].extensions.code]).toEqual([429, 'TOO_MANY_REQUESTS']);

      expect((await limited.rest('GET', '/vendors/verify-tax-id/11-1111111', { headers: asClient('10.9.0.2') })).status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
