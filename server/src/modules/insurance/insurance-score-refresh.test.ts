import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { policyInput } from '../../../test/fixtures/insurance-fixtures.js';
import { begunPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { Vendor } from '../companies/index.js';
import { addDays, portalToday } from './compliance-refresh.js';
import { InsuranceCompliance } from './insurance-compliance.entity.js';
import { runInsuranceExpiryScan } from './insurance-expiry-scan.js';

/**
 * A change of a company's policies or of the requirement profile moves its insurance compliance, and its score
 * (vendor.prequal_score, the lists' column) follows through the score-refresh queue, which the change's transaction
 * queues (no waiting for the 15-minute sweep). The insurance factor's shares as shipped: meets 1, gaps 0.5, none 0.
 */
let portal: TestPortal;
let vendorId: string;
let vendor: string;
let system: string;
const today = portalToday();
const dates = { effectiveDate: addDays(today, -100), expiryDate: addDays(today, 200) };

const ADD = 'mutation($v:ID!,$p:InsurancePolicyInput!){ addInsurancePolicy(vendorId:$v, policy:$p){ id } }';
const UPDATE = 'mutation($id:ID!,$p:InsurancePolicyInput!){ updateInsurancePolicy(policyId:$id, policy:$p){ id } }';
const REMOVE = 'mutation($id:ID!){ removeInsurancePolicy(policyId:$id){ id } }';
const SAVE = 'mutation($r:[InsuranceRequirementInput!]!){ saveInsuranceRequirements(requirements:$r){ coverage } }';
const glAtLeast = (amount: string) => [{ coverage: 'GENERAL_LIABILITY', minimums: [{ key: 'eachOccurrence', amount }] }];
const glPolicy = (amount: string) => ({
  ...dates,
  limits: [
    { key: 'eachOccurrence', amount },
    { key: 'generalAggregate', amount: '2000000' },
  ],
});

const listed = async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId }, { fields: ['prequalScore'] })).prequalScore ?? null;
const status = async () => (await portal.em().findOne(InsuranceCompliance, { vendor: vendorId }))?.status ?? 'NONE';
const POLL = { timeout: 30_000, interval: 200 };

async function ok(query: string, variables: Record<string, unknown>, token: string) {
  const r = await portal.gql(query, variables, token);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
}

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  vendor = await portal.tokenFor('VENDOR_ADMIN');
  system = await portal.tokenFor('SYSTEM_ADMIN');
  await begunPrequal(portal, vendorId);
  await ok(SAVE, { r: glAtLeast('1000000') }, system);
}, 60_000);
afterAll(() => portal?.stop());

describe("a company's score follows its insurance compliance through the score-refresh queue", () => {
  let policyId: string;
  let withGaps: number;

  it('a policy below the requirement: gaps, and the company is scored', { timeout: 60_000 }, async () => {
    expect(await listed()).toBeNull();
    policyId = (await ok(ADD, { v: vendorId, p: await policyInput(portal, glPolicy('500000')) }, vendor)).addInsurancePolicy.id;
    expect(await status()).toBe('GAPS');
    await expect.poll(listed, POLL).not.toBeNull();
    withGaps = (await listed())!;
  });

  it('the policy raised to the requirement: compliance flips to meets, and the score rises', { timeout: 60_000 }, async () => {
    await ok(UPDATE, { id: policyId, p: await policyInput(portal, glPolicy('1000000')) }, system);
    expect(await status()).toBe('COMPLIANT');
    await expect.poll(listed, POLL).toBeGreaterThan(withGaps);
  });

  it('the requirement profile raised past the policy: gaps again, and the score falls back', { timeout: 60_000 }, async () => {
    await ok(SAVE, { r: glAtLeast('2000000') }, system);
    expect(await status()).toBe('GAPS');
    await expect.poll(listed, POLL).toBe(withGaps);
  });

  it('the policy removed: no policies, and the score falls below', { timeout: 60_000 }, async () => {
    await ok(REMOVE, { id: policyId }, system);
    expect(await status()).toBe('NONE');
    await expect.poll(listed, POLL).toBeLessThan(withGaps);
  });

  it('a policy lapsing on its expiry day (the daily scan, clock moved): lapsed, and the score falls', { timeout: 60_000 }, async () => {
    const expiry = addDays(today, 10);
    await ok(ADD, { v: vendorId, p: await policyInput(portal, { ...glPolicy('2000000'), expiryDate: expiry }) }, system);
    expect(await status()).toBe('COMPLIANT');
    await expect.poll(listed, POLL).toBeGreaterThan(withGaps);
    const scan = await runInsuranceExpiryScan({ orm: portal.orm, jobs: portal.jobs, config: portal.config }, new Date(`${expiry}T17:00:00Z`));
    expect(scan.refreshed).toBe(1);
    expect(await status()).toBe('LAPSED');
    await expect.poll(listed, POLL).toBeLessThan(withGaps);
  });
});
