import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { policyInput } from '../../../test/fixtures/insurance-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { Project } from '../projects/index.js';
import { addDays, portalToday } from './compliance-refresh.js';
import { InsuranceCompliance } from './insurance-compliance.entity.js';
import { InsuranceProjectRequirement } from './insurance-project-requirement.entity.js';

/** A project's stricter insurance requirements: saved, read, and checked against the companies assigned to it. */
let portal: TestPortal;
let system: string;
let reviewer: string;
let vendorId: string;
let projectId: string;
const today = portalToday();
const dates = { effectiveDate: addDays(today, -30), expiryDate: addDays(today, 300) };

const SAVE =
  'mutation($p:ID!,$r:[InsuranceRequirementInput!]!){ saveProjectInsuranceRequirements(projectId:$p, requirements:$r){ coverage minimums { key amount } additionalInsured } }';
const READ = 'query($p:ID!){ projectInsuranceRequirements(projectId:$p){ coverage minimums { key amount } } }';
const COMPLIANCE = 'query($v:ID!){ insuranceCompliance(vendorId:$v){ status gaps } }';
const STRICTER = [{ coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount: '5,000,000' }] }];
const STRICTER_GAP = 'General liability each occurrence $500,000 is below the required $5,000,000';

const gapsNow = async () => (await portal.gql(COMPLIANCE, { v: vendorId }, reviewer)).body.data.insuranceCompliance.gaps as string[];
const storedGaps = async () => (await portal.em().findOneOrFail(InsuranceCompliance, { vendor: vendorId })).gaps;

beforeAll(async () => {
  portal = await startTestPortal();
  system = await portal.tokenFor('SYSTEM_ADMIN');
  reviewer = await portal.tokenFor('PREQUAL_REVIEWER');
  const em = portal.em();
  const vendor = em.create(Vendor, { companyName: 'Stricter Project Roofing', registrationStatus: 'APPROVED' });
  const project = em.create(Project, { opportunityId: 'insurance-project-1', projectName: 'Harbor Tower' });
  await em.flush();
  vendorId = vendor.id;
  projectId = project.id;
  const added = await portal.rest('POST', `/vendors/${vendorId}/insurance/policies`, { token: system, body: await policyInput(portal, dates, vendorId) });
  expect(added.status).toBe(201);
});
afterAll(() => portal?.stop());

describe("a project's insurance requirements", () => {
  it('saved by the system admin, read back by staff; the companies not assigned are not checked against them', async () => {
    const saved = await portal.gql(SAVE, { p: projectId, r: STRICTER }, system);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveProjectInsuranceRequirements).toEqual([
      { coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount: '5000000' }], additionalInsured: false },
    ]);
    const read = await portal.rest('GET', `/projects/${projectId}/insurance-requirements`, { token: reviewer });
    expect(read.status).toBe(200);
    expect(read.body.requirements).toEqual([expect.objectContaining({ coverage: 'GENERAL_LIABILITY', minimums: [expect.objectContaining({ amount: '5000000' })] })]);
    expect((await portal.gql(READ, { p: projectId }, reviewer)).body.data.projectInsuranceRequirements).toHaveLength(1);
    expect(await portal.em().count(AuditLog, { action: 'INSURANCE_PROJECT_REQUIREMENTS_SAVED', entityType: 'Project', entityId: projectId })).toBe(1);
    expect(await gapsNow()).not.toContain(STRICTER_GAP);
    expect(await storedGaps()).not.toContain(STRICTER_GAP);
  });

  it('a company assigned to the project is checked against the stricter of the two, at once and in SQL; removed, no longer', async () => {
    const assigned = await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=associate`, { token: system, body: { projectIds: [projectId] } });
    expect(assigned.status).toBe(200);
    expect(await gapsNow()).toContain(STRICTER_GAP);
    expect(await storedGaps()).toContain(STRICTER_GAP);
    // The builder's own minimum for each occurrence ($1,000,000) is not also told: the stricter one replaces it.
    expect((await gapsNow()).filter((g) => g.startsWith('General liability each occurrence'))).toEqual([STRICTER_GAP]);

    // Lowering the project's requirement checks its companies again in the save's transaction.
    const lowered = await portal.gql(SAVE, { p: projectId, r: [] }, system);
    expect(lowered.body.errors).toBeUndefined();
    expect(await storedGaps()).not.toContain(STRICTER_GAP);
    await portal.gql(SAVE, { p: projectId, r: STRICTER }, system);
    expect(await storedGaps()).toContain(STRICTER_GAP);

    const removed = await portal.rest('PATCH', `/vendors/${vendorId}/projects?action=unassociate`, { token: system, body: { projectIds: [projectId] } });
    expect(removed.status).toBe(200);
    expect(await gapsNow()).not.toContain(STRICTER_GAP);
    expect(await storedGaps()).not.toContain(STRICTER_GAP);
  });

  it('refuses a bad amount, a repeated coverage and an unknown project, writing nothing', async () => {
    const before = await portal.em().find(InsuranceProjectRequirement, { project: projectId });
    const audits = await portal.em().count(AuditLog, { action: 'INSURANCE_PROJECT_REQUIREMENTS_SAVED' });
    const bad = await portal.rest('PUT', `/admin/projects/${projectId}/insurance-requirements`, {
      token: system,
      body: { requirements: [{ coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount: 'lots' }] }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('General liability each occurrence must be an amount of 0 or more, with at most 2 decimals');
    const twice = await portal.gql(SAVE, { p: projectId, r: [...STRICTER, ...STRICTER] }, system);
    expect(twice.body.errors?.[0]?.message).toContain('Each coverage may be required once');
    const unknown = await portal.rest('PUT', `/admin/projects/00000000-0000-4000-8000-000000000000/insurance-requirements`, {
      token: system,
      body: { requirements: STRICTER },
    });
    expect(unknown.status).toBe(404);
    expect((await portal.em().find(InsuranceProjectRequirement, { project: projectId })).map((r) => [r.coverage, r.minimums])).toEqual(
      before.map((r) => [r.coverage, r.minimums]),
    );
    expect(await portal.em().count(AuditLog, { action: 'INSURANCE_PROJECT_REQUIREMENTS_SAVED' })).toBe(audits);
  });

  it("a project's removal takes its requirements with it", async () => {
    const em = portal.em();
    const other = em.create(Project, { opportunityId: 'insurance-project-2', projectName: 'Short-lived' });
    await em.flush();
    await portal.gql(SAVE, { p: other.id, r: STRICTER }, system);
    expect(await portal.em().count(InsuranceProjectRequirement, { project: other.id })).toBe(1);
    await portal.em().nativeDelete(Project, { id: other.id });
    expect(await portal.em().count(InsuranceProjectRequirement, { project: other.id })).toBe(0);
  });
});
