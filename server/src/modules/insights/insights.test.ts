import { revokePermission } from '@portal/common/auth/answer-access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, resetPrequal } from '../../../test/fixtures/prequal-fixtures.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm } from '../prequal/index.js';

/**
 * The insights read through the app, from answers in a real database: the numbers are the hand calculations of
 * common/src/insights' tests (year 1: 8 x 200,000 / 500,000 = 3.20), the industry row the company's NAICS code picks.
 */
let portal: TestPortal;
let vendorId: string;

const SAFETY_ANSWERS = {
  osha_hours_worked_year_1: 500000,
  osha_recordable_cases_year_1: 8,
  osha_days_away_cases_year_1: 3,
  osha_restricted_cases_year_1: 2,
  osha_fatalities_year_1: 0,
  osha_hours_worked_year_2: 0,
  osha_recordable_cases_year_2: 0,
  osha_hours_worked_year_3: 250000,
  osha_recordable_cases_year_3: 10,
  osha_days_away_cases_year_3: 4,
  osha_restricted_cases_year_3: 4,
  osha_fatalities_year_3: 1,
  emr_year_1: 0.82,
  trir_year_1: 2.5,
};
const FINANCIAL_ANSWERS = { current_assets: '2500000.00', current_liabilities: '1000000.00', revenue_year_1: '12000000.00', revenue_year_3: '10000000.00' };

const SAFETY = `query($v:ID!){ safetyMetrics(vendorId:$v){ vendorId instance category naics
  years { year hoursWorked fatalities warnings trir { value display expression reason inputs { key value } } dart { value } ltir { value } emr { value }
    typedTrir { typed computed differs message } }
  trends { name direction explanation }
  industry { naics companyNaics industry trir dart figures { rate value naics year } source { year url } } } }`;
const FINANCIALS =
  '{ financialRatios(vendorId:$v){ currentRatio { display expression } workingCapital { display } debtToEquity { reason } revenueTrend { direction } } }';

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  const { forms } = await begunPrequal(portal, vendorId);
  const em = portal.em();
  await em.nativeUpdate(PrequalForm, { id: forms.find((f) => f.category === 'SAFETY')!.id }, { answers: SAFETY_ANSWERS });
  await em.nativeUpdate(PrequalForm, { id: forms.find((f) => f.category === 'FINANCIAL')!.id }, { answers: FINANCIAL_ANSWERS });
  await em.nativeUpdate(Vendor, { id: vendorId }, { naicsCode: '238220' });
});
afterAll(() => portal?.stop());

describe('safetyMetrics', () => {
  it("gives the reviewer the computed rates of the company's current cycle against its industry average", async () => {
    const res = await portal.gql(SAFETY, { v: vendorId }, await portal.tokenFor('PREQUAL_REVIEWER'));
    expect(res.body.errors).toBeUndefined();
    const m = res.body.data.safetyMetrics;
    expect(m).toMatchObject({ vendorId, category: 'SAFETY', naics: '238220' });
    const [y1, y2, y3] = m.years;
    expect(y1.trir).toEqual({
      value: 3.2,
      display: '3.20',
      expression: '8 x 200,000 / 500,000',
      reason: null,
      inputs: [
        { key: 'osha_recordable_cases_year_1', value: '8' },
        { key: 'osha_hours_worked_year_1', value: '500000' },
      ],
    });
    expect([y1.dart.value, y1.ltir.value, y1.emr.value]).toEqual([2, 1.2, 0.82]);
    expect(y1.typedTrir).toEqual({ typed: 2.5, computed: 3.2, differs: true, message: 'Typed 2.50, computed 3.20: differs by more than 0.16' });
    expect(y2.trir).toMatchObject({ value: null, reason: 'Hours worked, year 2 is zero: no rate per 200,000 hours' });
    expect([y3.trir.value, y3.dart.value, y3.fatalities, y3.warnings]).toEqual([8, 6.4, 1, ['1 work-related death reported (column G)']]);
    expect(m.trends[0]).toEqual({ name: 'TRIR', direction: 'IMPROVING', explanation: 'Improving: year 1 3.20 against year 3 8.00' });
    expect(m.industry).toMatchObject({ naics: '23', companyNaics: '238220', industry: 'Construction', trir: 2.3, source: { year: 2023 } });
    // Each published figure with its own row and year; no DART figure is published for construction in the table.
    expect(m.industry.figures).toEqual([{ rate: 'trir', value: 2.3, naics: '23', year: 2023 }]);
    expect(m.industry.dart).toBeNull();
  });

  it('answers the same over REST, and the vendor its own company without naming it', async () => {
    const rest = await portal.rest('GET', `/companies/${vendorId}/insights/safety`, { token: await portal.tokenFor('PREQUAL_VIEWER') });
    expect(rest.status).toBe(200);
    expect(rest.body.years[0].trir.value).toBe(3.2);
    const own = await portal.gql('{ safetyMetrics(vendorId:"") { vendorId years { trir { value } } } }', {}, await portal.tokenFor('VENDOR_USER'));
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data.safetyMetrics).toMatchObject({ vendorId, years: [{ trir: { value: 3.2 } }, { trir: { value: null } }, { trir: { value: 8 } }] });
  });

  it('is NOT_FOUND for a company that has not begun, and names no industry without a NAICS code', async () => {
    const other = portal.users.otherVendorAdmin.vendor!.id;
    await resetPrequal(portal, other);
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    const none = await portal.rest('GET', `/companies/${other}/insights/safety`, { token: admin });
    expect(none.status).toBe(404);
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { naicsCode: null });
    const res = await portal.gql('query($v:ID!){ safetyMetrics(vendorId:$v){ naics industry { naics } } }', { v: vendorId }, admin);
    expect(res.body.data.safetyMetrics).toEqual({ naics: null, industry: null });
    await portal.em().nativeUpdate(Vendor, { id: vendorId }, { naicsCode: '238220' });
  });
});

describe('financialRatios', () => {
  it('computes the ratios from the financial answers, naming what the questionnaire does not ask', async () => {
    const res = await portal.gql(`query($v:ID!)${FINANCIALS}`, { v: vendorId }, await portal.tokenFor('PREQUAL_ADMIN'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.financialRatios).toEqual({
      currentRatio: { display: '2.50', expression: '$2,500,000.00 / $1,000,000.00' },
      workingCapital: { display: '$1,500,000.00' },
      debtToEquity: { reason: 'Total liabilities is not asked by this questionnaire' },
      revenueTrend: { direction: 'IMPROVING' },
    });
    const rest = await portal.rest('GET', `/companies/${vendorId}/insights/financials`, { token: await portal.tokenFor('VENDOR_ADMIN') });
    expect(rest.status).toBe(200);
    expect(rest.body.currentRatio.value).toBe(2.5);
  });

  it('is refused to a role without prequal.financials.read, through GraphQL and REST, while its safety metrics stay', async () => {
    const undo = revokePermission('PREQUAL_VIEWER', 'prequal.financials.read');
    try {
      const viewer = await portal.tokenFor('PREQUAL_VIEWER');
      const gql = await portal.gql(`query($v:ID!)${FINANCIALS}`, { v: vendorId }, viewer);
      expect(gql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(gql.body.data?.financialRatios ?? null).toBeNull();
      const rest = await portal.rest('GET', `/companies/${vendorId}/insights/financials`, { token: viewer });
      expect(rest.status).toBe(403);
      expect(JSON.stringify(rest.body)).not.toContain('2500000');
      expect((await portal.rest('GET', `/companies/${vendorId}/insights/safety`, { token: viewer })).status).toBe(200);
    } finally {
      undo();
    }
  });
});
