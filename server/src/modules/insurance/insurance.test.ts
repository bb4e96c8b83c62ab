import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureFile } from '../../../test/fixtures/file-fixtures.js';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { policyInput } from '../../../test/fixtures/insurance-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { addDays, portalToday } from './compliance-refresh.js';
import { InsuranceCompliance } from './insurance-compliance.entity.js';

/** Policies as records and their compliance, through GraphQL and REST on a real database. */
let portal: TestPortal;
let vendorId: string;
let vendor: string;
let system: string;
let reviewer: string;
const today = portalToday();
const dates = { effectiveDate: addDays(today, -100), expiryDate: addDays(today, 200) };

const ADD =
  'mutation($v:ID!,$p:InsurancePolicyInput!){ addInsurancePolicy(vendorId:$v, policy:$p){ id coverage carrier limits { key label amount } certificateFileName } }';
const UPDATE = 'mutation($id:ID!,$p:InsurancePolicyInput!){ updateInsurancePolicy(policyId:$id, policy:$p){ id limits { key amount } } }';
const COMPLIANCE = 'query($v:ID!){ insuranceCompliance(vendorId:$v){ status label gaps nextExpiry hasPolicies } }';
const SAVE = 'mutation($r:[InsuranceRequirementInput!]!){ saveInsuranceRequirements(requirements:$r){ coverage minimums { key amount } } }';
const GL_ONLY = [
  { coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount: '500000' }], additionalInsured: true },
  { coverage: 'AUTO', minimums: [{ key: 'combinedSingleLimit', amount: '1000000' }] },
];

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  vendor = await portal.tokenFor('VENDOR_ADMIN');
  system = await portal.tokenFor('SYSTEM_ADMIN');
  reviewer = await portal.tokenFor('PREQUAL_REVIEWER');
});
afterAll(() => portal?.stop());

describe('insurance policies and compliance', () => {
  it('a company without policies has every required coverage as a gap and no compliance row', async () => {
    const r = await portal.gql(COMPLIANCE, { v: vendorId }, reviewer);
    expect(r.body.data.insuranceCompliance).toMatchObject({ status: 'GAPS', label: 'No policies', hasPolicies: false });
    expect(r.body.data.insuranceCompliance.gaps).toContain('General liability: no policy');
    expect(await portal.em().count(InsuranceCompliance, { vendor: vendorId })).toBe(0);
  });

  it('the vendor adds a policy below the requirement; staff see the exact gaps, kept in SQL for the lists; audited', async () => {
    const added = await portal.gql(ADD, { v: vendorId, p: await policyInput(portal, dates) }, vendor);
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addInsurancePolicy).toMatchObject({
      coverage: 'GENERAL_LIABILITY',
      carrier: 'Acme Mutual',
      certificateFileName: 'coi.pdf',
      limits: [
        { key: 'eachOccurrence', label: 'each occurrence', amount: '500000' },
        { key: 'generalAggregate', label: 'general aggregate', amount: '2000000' },
      ],
    });
    const c = (await portal.gql(COMPLIANCE, { v: vendorId }, reviewer)).body.data.insuranceCompliance;
    expect(c).toMatchObject({ status: 'GAPS', label: 'Gaps', hasPolicies: true, nextExpiry: dates.expiryDate });
    expect(c.gaps).toEqual([
      'General liability each occurrence $500,000 is below the required $1,000,000',
      'General liability products-completed operations aggregate $0 is below the required $2,000,000',
      'Auto: no policy',
      "Workers' compensation: no policy",
      "Employer's liability: no policy",
    ]);
    const row = await portal.em().findOneOrFail(InsuranceCompliance, { vendor: vendorId });
    expect(row).toMatchObject({ status: 'GAPS', gaps: c.gaps, nextExpiry: dates.expiryDate, nextChange: dates.expiryDate });
    const entry = await portal.em().findOneOrFail(AuditLog, { action: 'INSURANCE_POLICY_ADDED', entityId: added.body.data.addInsurancePolicy.id });
    expect(entry).toMatchObject({ entityType: 'InsurancePolicy', vendorId, performedById: portal.users.VENDOR_ADMIN.id });

    // REST answers the same.
    const rest = await portal.rest('GET', `/vendors/${vendorId}/insurance/compliance`, { token: vendor });
    expect(rest.body).toMatchObject({ status: 'GAPS', gaps: c.gaps });
  });

  it('the system admin changes the requirement profile and every company is checked again', async () => {
    const saved = await portal.gql(SAVE, { r: GL_ONLY }, system);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveInsuranceRequirements).toEqual([
      { coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount: '500000' }] },
      { coverage: 'AUTO', minimums: [{ key: 'combinedSingleLimit', amount: '1000000' }] },
    ]);
    const row = await portal.em().findOneOrFail(InsuranceCompliance, { vendor: vendorId });
    expect(row.gaps).toEqual(['Auto: no policy']);
    expect(await portal.em().count(AuditLog, { action: 'INSURANCE_REQUIREMENTS_SAVED' })).toBe(1);

    const auto = await policyInput(portal, { ...dates, coverage: 'AUTO', policyNumber: 'AU-7', limits: [{ key: 'combinedSingleLimit', amount: '1,000,000' }] });
    const rest = await portal.rest('POST', `/vendors/${vendorId}/insurance/policies`, { token: vendor, body: auto });
    expect(rest.status).toBe(201);
    expect(await portal.em().findOneOrFail(InsuranceCompliance, { vendor: vendorId })).toMatchObject({ status: 'COMPLIANT', gaps: [] });
    expect((await portal.gql(COMPLIANCE, { v: vendorId }, vendor)).body.data.insuranceCompliance).toMatchObject({
      status: 'COMPLIANT',
      label: 'Meets requirements',
      gaps: [],
    });
  });

  it('refuses what a certificate cannot say, in the portal words, and a certificate of another company', async () => {
    const bad = await portal.gql(
      ADD,
      { v: vendorId, p: await policyInput(portal, { effectiveDate: '2026-05-01', expiryDate: '2026-04-30', limits: [{ key: 'eachOccurrence', amount: '-1' }] }) },
      vendor,
    );
    expect(bad.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        expiryDate: 'Expiry date must be after the effective date',
        'limits.0.amount': 'General liability each occurrence must be an amount of 0 or more, with at most 2 decimals',
      },
    });
    const others = await fixtureFile(portal, { vendorId: portal.users.otherVendorAdmin.vendor!.id });
    const foreign = await portal.rest('POST', `/vendors/${vendorId}/insurance/policies`, {
      token: system,
      body: await policyInput(portal, { certificateFileId: others }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The certificate must be a file of this company');
  });

  it('after its submit, the company admin may add a renewed certificate policy but not change or remove one; staff may', async () => {
    const list = await portal.rest('GET', `/vendors/${vendorId}/insurance/policies`, { token: vendor });
    const policyId = list.body.policies[0].id as string;
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'DEPARTMENT_REVIEW_PENDING' });
    const change = await portal.gql(UPDATE, { id: policyId, p: await policyInput(portal, dates) }, vendor);
    expect(change.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(change.body.errors[0].message).toMatch(/you may add a renewed certificate/);
    expect((await portal.rest('DELETE', `/insurance/policies/${policyId}`, { token: vendor })).status).toBe(403);
    expect((await portal.gql(ADD, { v: vendorId, p: await policyInput(portal, { ...dates, policyNumber: 'GL-2027' }) }, vendor)).body.errors).toBeUndefined();
    const staff = await portal.gql(
      UPDATE,
      { id: policyId, p: await policyInput(portal, { ...dates, limits: [{ key: 'eachOccurrence', amount: '750000.5' }] }) },
      reviewer,
    );
    expect(staff.body.data.updateInsurancePolicy.limits).toEqual([{ key: 'eachOccurrence', amount: '750000.50' }]);
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'NOT_STARTED' });
  });
});
