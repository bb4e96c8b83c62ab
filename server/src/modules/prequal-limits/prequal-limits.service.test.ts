import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, resetPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { AuditLog } from '../audit/index.js';
import { Vendor } from '../companies/index.js';
import { DEFAULT_LIMIT_RULES } from './limit-rules.js';
import { PrequalForm, Prequalification } from '../prequal/index.js';

/** Suggested limits, explained: the query on a real database, the rules' editing, the suggestion kept with the decision. */
let portal: TestPortal;
let vendorId: string;
let reviewer: string;
let system: string;
const DEFAULTS = DEFAULT_LIMIT_RULES.map(({ limit, basis, multiplier, cap, description }) => ({ limit, basis, multiplier, cap, description }));

const ANSWERS = {
  current_assets: '3000000.00',
  current_liabilities: '1800000.00',
  working_capital: '1200000.00',
  net_worth: '2500000.10',
  bonding_single_limit: '10000000.00',
  bonding_aggregate_limit: '20000000.00',
};

const SUGGESTED = 'query($v:ID!){ suggestedLimits(vendorId:$v){ singleLimit aggregateLimit bondingLimit explanations { limit rule inputs result note } } }';
const SAVE = 'mutation($r:[LimitRuleInput!]!){ saveLimitRules(rules:$r){ id limit basis multiplier cap description position } }';

/** The demo company's fresh cycle with these financial answers; its financial form. */
async function withAnswers(answers: Record<string, unknown>): Promise<PrequalForm> {
  const { forms } = await begunPrequal(portal, vendorId);
  const financial = forms.find((f) => f.category === 'FINANCIAL')!;
  await portal.em().nativeUpdate(PrequalForm, { id: financial.id }, { answers });
  return financial;
}

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  reviewer = await portal.tokenFor('PREQUAL_REVIEWER');
  system = await portal.tokenFor('SYSTEM_ADMIN');
});
afterAll(() => portal?.stop());
beforeEach(async () => {
  const res = await portal.gql(SAVE, { r: DEFAULTS }, system);
  expect(res.body.errors).toBeUndefined();
});

describe('suggestedLimits', () => {
  it("suggests from the current cycle's financial answers through the default rules, explained", async () => {
    await withAnswers(ANSWERS);
    const res = await portal.gql(SUGGESTED, { v: vendorId }, reviewer);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.suggestedLimits;
    expect(s).toMatchObject({ singleLimit: '10000000.00', aggregateLimit: '20000000.00', bondingLimit: '10000000.00' });
    expect(s.explanations).toHaveLength(5);
    expect(s.explanations[0]).toMatchObject({ limit: 'SINGLE', result: '12000000.00', inputs: { working_capital: '1200000.00', multiplier: '10' } });
    expect(s.explanations[2]).toMatchObject({ limit: 'AGGREGATE', result: '25000001.00', inputs: { net_worth: '2500000.10' } });

    const rest = await portal.rest('GET', `/vendor/prequal/${vendorId}/suggested-limits`, { token: reviewer });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(s);
  });

  it('a measure missing from the answers makes its rule not apply, and says so', async () => {
    await withAnswers({ working_capital: '100000', net_worth: '-5' });
    const s = (await portal.gql(SUGGESTED, { v: vendorId }, reviewer)).body.data.suggestedLimits;
    expect(s).toMatchObject({ singleLimit: '1000000.00', aggregateLimit: '0.00', bondingLimit: null });
    expect(s.explanations[4].note).toMatch(/Does not apply: the single project bonding capacity is not answered/);
    expect(s.explanations[2].note).toMatch(/negative/);
  });

  it('answers Not found for a company without a cycle, or an unknown one', async () => {
    await resetPrequal(portal, vendorId);
    const none = await portal.rest('GET', `/vendor/prequal/${vendorId}/suggested-limits`, { token: reviewer });
    expect(none.status).toBe(404);
    const unknown = await portal.rest('GET', `/vendor/prequal/00000000-0000-4000-8000-000000000000/suggested-limits`, { token: reviewer });
    expect(unknown.status).toBe(404);
  });
});

describe('limit rules', () => {
  it('the system admin replaces the rules (audited) and the suggestion follows them', async () => {
    await withAnswers({ ...ANSWERS, bank_line_of_credit: '400000' });
    const since = new Date();
    const saved = await portal.gql(
      SAVE,
      {
        r: [
          { limit: 'SINGLE', basis: 'WORKING_CAPITAL', multiplier: '2.5', description: 'Conservative' },
          { limit: 'BONDING', basis: 'bank_line_of_credit', multiplier: '3', cap: '1,000,000' },
        ],
      },
      system,
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.saveLimitRules).toMatchObject([
      { limit: 'SINGLE', basis: 'WORKING_CAPITAL', multiplier: '2.5', cap: null, description: 'Conservative', position: 1 },
      { limit: 'BONDING', basis: 'bank_line_of_credit', multiplier: '3', cap: '1000000.00', position: 2 },
    ]);
    const rules = await portal.rest('GET', '/admin/limit-rules', { token: system });
    expect(rules.body.rules.map((r: { multiplier: string }) => r.multiplier)).toEqual(['2.5', '3']);
    const s = (await portal.gql(SUGGESTED, { v: vendorId }, reviewer)).body.data.suggestedLimits;
    expect(s).toMatchObject({ singleLimit: '3000000.00', aggregateLimit: null, bondingLimit: '1000000.00' });
    const logs = await portal.em().find(AuditLog, { action: 'LIMIT_RULES_SAVED', performedAt: { $gte: since } });
    expect(logs).toHaveLength(1);
    expect((logs[0]!.changes as { rules: { from: unknown[]; to: unknown[] } }).rules.from).toHaveLength(5);
  });

  it('refuses a bad rule with its field, changing nothing', async () => {
    const res = await portal.rest('PUT', '/admin/limit-rules', { token: system, body: { rules: [{ limit: 'SINGLE', basis: 'NET_WORTH', multiplier: '-1' }] } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('rules.0.multiplier');
    expect((await portal.rest('GET', '/admin/limit-rules', { token: system })).body.rules).toHaveLength(5);
  });
});

describe('the suggestion kept with the financial decision', () => {
  it('stores the suggested values of that moment beside the granted limits', async () => {
    const financial = await withAnswers(ANSWERS);
    const em = portal.em();
    await em.nativeUpdate(Vendor, { id: vendorId }, { prequalStatus: 'DEPARTMENT_REVIEW_PENDING' });
    await em.nativeUpdate(Prequalification, { vendor: vendorId }, { status: 'DEPARTMENT_REVIEW_PENDING', submittedAt: new Date() });
    const decided = await portal.gql(
      'mutation($v:ID!,$i:DepartmentDecisionInput!){ departmentDecision(vendorId:$v, input:$i){ prequalStatus } }',
      { v: vendorId, i: { category: 'FINANCIAL', status: 'DEPARTMENT_APPROVED', singleLimit: '9000000', aggregateLimit: '15000000', bondingLimit: '9000000' } },
      reviewer,
    );
    expect(decided.body.errors).toBeUndefined();
    const form = await portal.em().findOneOrFail(PrequalForm, { id: financial.id });
    expect(form).toMatchObject({
      singleLimit: '9000000.00',
      suggestedSingleLimit: '10000000.00',
      suggestedAggregateLimit: '20000000.00',
      suggestedBondingLimit: '10000000.00',
    });
    const log = await portal.em().findOneOrFail(AuditLog, { action: 'PREQUAL_DEPARTMENT_DECIDED', entityId: financial.id });
    expect(log.changes).toMatchObject({ suggestedLimits: { singleLimit: '10000000.00' } });
  });
});
