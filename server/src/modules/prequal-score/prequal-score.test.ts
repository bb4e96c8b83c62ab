import { FINANCIALS_READ, NO_FINANCIAL_ACCESS, revokePermission } from '@portal/common/auth/answer-access';
import { MIDDLE_SAFETY_ANSWERS } from '@portal/common/insights/score-example';
import { DEFAULT_SCORE_WEIGHTS } from '@portal/common/insights/score-weights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { begunPrequal, formsOf } from '../../../test/fixtures/prequal-fixtures.js';
import { Vendor } from '../companies/index.js';
import { PrequalForm } from '../prequal/index.js';
import { refreshScores } from './score-refresh.worker.js';

/**
 * The score read through the app from answers in a real database, the weights the system admin saves, and the
 * score-refresh job that keeps vendor.prequal_score for the lists. The numbers are common/src/insights/score.test.ts's
 * hand calculation (MIDDLE): TRIR 2.5 against 2.0 (share 0.5), DART 0.5 against 1.0 (all), EMR 0.90 (0.8), trend
 * improving, current ratio 1.5 (0.5), working capital $500,000 (0.5).
 */
let portal: TestPortal;
let vendorId: string;
let instance: string;

const SAFETY_ANSWERS = MIDDLE_SAFETY_ANSWERS;
const FINANCIAL_ANSWERS = { current_assets: '1500000.00', current_liabilities: '1000000.00', net_worth: '2000000.00' };

const WITH_FALLBACKS = {
  ...DEFAULT_SCORE_WEIGHTS,
  trir: { ...DEFAULT_SCORE_WEIGHTS.trir, fallbackAverage: 2 },
  dart: { ...DEFAULT_SCORE_WEIGHTS.dart, fallbackAverage: 1 },
};

const SCORE = `query($v:ID!){ prequalScore(vendorId:$v){ vendorId instance score listedScore
  factors { key label value points weight maxPoints source rule missing withheld inputs { key label value } } } }`;
const WEIGHTS = '{ scoreWeights { weights defaults updatedAt } }';
const SET = 'mutation($w:JSON!){ setScoreWeights(weights:$w){ weights updatedAt } }';

type Factor = { key: string; value: string; points: number | null; maxPoints: number; missing: boolean; withheld: boolean; inputs: { key: string }[] };
const factorOf = (factors: Factor[], key: string) => factors.find((f) => f.key === key)!;
const listed = async () => (await portal.em().findOneOrFail(Vendor, { id: vendorId }, { fields: ['prequalScore', 'prequalScoreAt'] })).prequalScore ?? null;

/** Polls until `read` answers something other than `before` (the refresh job runs on the test portal's workers). */
async function changed<T>(read: () => Promise<T>, before: T, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const now = await read();
    if (now !== before || Date.now() > end) return now;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  portal = await startTestPortal();
  vendorId = portal.users.VENDOR_ADMIN.vendor!.id;
  const begun = await begunPrequal(portal, vendorId);
  const forms = begun.forms;
  instance = begun.instance;
  const em = portal.em();
  await em.nativeUpdate(PrequalForm, { id: forms.find((f) => f.category === 'SAFETY')!.id }, { answers: SAFETY_ANSWERS });
  await em.nativeUpdate(PrequalForm, { id: forms.find((f) => f.category === 'FINANCIAL')!.id }, { answers: FINANCIAL_ANSWERS });
  await em.nativeUpdate(Vendor, { id: vendorId }, { naicsCode: null });
});
afterAll(() => portal?.stop());

describe('prequalScore', () => {
  it('explains every factor to the reviewer, the rates left out without an industry average', async () => {
    const res = await portal.gql(SCORE, { v: vendorId }, await portal.tokenFor('PREQUAL_REVIEWER'));
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.prequalScore;
    expect(s.factors.map((f: Factor) => f.key)).toEqual(Object.keys(DEFAULT_SCORE_WEIGHTS));
    expect(factorOf(s.factors, 'trir')).toMatchObject({ missing: true, points: 0, value: 'TRIR 2.50; No NAICS code on the company profile' });
    expect(factorOf(s.factors, 'emr')).toMatchObject({ missing: false, value: '0.90 (year 1)', withheld: false });
    expect(factorOf(s.factors, 'currentRatio')).toMatchObject({ value: '1.50', withheld: false });
    expect(factorOf(s.factors, 'currentRatio').inputs.map((i) => i.key)).toEqual(['current_assets', 'current_liabilities']);
    expect(factorOf(s.factors, 'insurance')).toMatchObject({ value: 'No policy on record', points: 0, missing: false });
    // The score is the rounded sum of the factors' points (each rounded to one decimal: within 0.5 per factor).
    const sum = s.factors.reduce((a: number, f: Factor) => a + (f.points ?? 0), 0);
    expect(Math.abs(s.score - sum)).toBeLessThan(1);
    expect(s.score).toBeGreaterThan(0);
  });

  it('answers the same over REST, and the vendor its own company without naming it', async () => {
    const staff = await portal.gql(SCORE, { v: vendorId }, await portal.tokenFor('PREQUAL_REVIEWER'));
    const rest = await portal.rest('GET', `/companies/${vendorId}/score`, { token: await portal.tokenFor('VENDOR_ADMIN') });
    expect(rest.status).toBe(200);
    expect(rest.body.score).toBe(staff.body.data.prequalScore.score);
    expect(rest.body.factors).toHaveLength(11);
  });

  it('withholds the financial factors from a role without the financial permission, and still shows the score', async () => {
    const full = await portal.gql(SCORE, { v: vendorId }, await portal.tokenFor('PREQUAL_VIEWER'));
    const undo = revokePermission('PREQUAL_VIEWER', FINANCIALS_READ);
    try {
      const res = await portal.gql(SCORE, { v: vendorId }, await portal.tokenFor('PREQUAL_VIEWER'));
      const s = res.body.data.prequalScore;
      expect(s.score).toBe(full.body.data.prequalScore.score);
      for (const key of ['currentRatio', 'debtToEquity', 'workingCapital']) {
        expect(factorOf(s.factors, key)).toMatchObject({ withheld: true, points: null, value: NO_FINANCIAL_ACCESS, inputs: [] });
      }
      expect(JSON.stringify(s)).not.toContain('1500000');
      expect(factorOf(s.factors, 'emr').withheld).toBe(false);
      const rest = await portal.rest('GET', `/companies/${vendorId}/score`, { token: await portal.tokenFor('PREQUAL_VIEWER') });
      expect(JSON.stringify(rest.body)).not.toContain('1500000');
    } finally {
      undo();
    }
  });

  it('refuses a company without a cycle with the words of the forms', async () => {
    const other = portal.users.otherVendorAdmin.vendor!.id;
    const res = await portal.gql(SCORE, { v: other }, await portal.tokenFor('PREQUAL_REVIEWER'));
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('score weights', () => {
  it('starts from the defaults as data, and refuses bad weights naming the factor, writing nothing', async () => {
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    const start = await portal.gql(WEIGHTS, {}, admin);
    expect(start.body.data.scoreWeights.weights).toEqual(DEFAULT_SCORE_WEIGHTS);
    const bad = await portal.gql(SET, { w: { ...DEFAULT_SCORE_WEIGHTS, emr: { weight: 5, full: 1, zero: 1 } } }, admin);
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors[0].message).toBe('EMR, latest (zero): Full points and no points must differ');
    expect(bad.body.errors[0].extensions.fieldErrors).toEqual({ 'weights.emr.zero': 'Full points and no points must differ' });
    const rest = await portal.rest('PUT', '/admin/score-weights', { token: admin, body: { weights: { ...DEFAULT_SCORE_WEIGHTS, trir: { weight: -1 } } } });
    expect(rest.status).toBe(400);
    expect((await portal.gql(WEIGHTS, {}, admin)).body.data.scoreWeights).toEqual(start.body.data.scoreWeights);
    const audits = await portal.em().execute(`select count(*)::int as n from audit_log where action = 'SCORE_WEIGHTS_SAVED'`);
    expect(audits[0]!.n).toBe(0);
  });

  it('saves the weights audited, and the refresh job rescores every company with them', async () => {
    const admin = await portal.tokenFor('SYSTEM_ADMIN');
    await refreshScores(portal.em(), { vendorId });
    const before = await listed();
    expect(before).not.toBeNull();
    const saved = await portal.gql(SET, { w: WITH_FALLBACKS }, admin);
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.setScoreWeights.weights.trir.fallbackAverage).toBe(2);
    const [entry] = await portal.em().execute(`select changes from audit_log where action = 'SCORE_WEIGHTS_SAVED'`);
    expect(entry!.changes.weights.from.trir.fallbackAverage).toBeNull();
    expect(entry!.changes.weights.to.trir.fallbackAverage).toBe(2);
    // With the fallbacks the rates are scored: the listed score moves once the job has run.
    const after = await changed(listed, before);
    const live = (await portal.gql(SCORE, { v: vendorId }, admin)).body.data.prequalScore;
    expect(after).not.toBe(before);
    expect(after).toBe(live.score);
    expect(factorOf(live.factors, 'trir')).toMatchObject({ missing: false, value: 'TRIR 2.50 (3 years) against 2.00: 1.25 x the average' });
  });

  it('rescores a company when its answers are saved', async () => {
    const before = await listed();
    const safety = (await formsOf(portal, vendorId)).find((f) => f.category === 'SAFETY')!;
    const SAVE = 'mutation($i:String!,$f:PrequalFormAnswersInput!){ savePrequalForm(instance:$i, form:$f){ version } }';
    // The vendor clears its safety draft: the safety factors are left out (58 -> 21 with these weights).
    const res = await portal.gql(SAVE, { i: instance, f: { category: 'SAFETY', version: safety.version, answers: {} } }, await portal.tokenFor('VENDOR_ADMIN'));
    expect(res.body.errors).toBeUndefined();
    expect(await changed(listed, before)).toBe(21);
  });

  it('is idempotent: the same answers and weights write the same score', async () => {
    const once = await listed();
    await refreshScores(portal.em(), { all: true });
    await refreshScores(portal.em(), { all: true });
    expect(await listed()).toBe(once);
  });
});
