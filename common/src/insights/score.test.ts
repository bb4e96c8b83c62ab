import { MIDDLE_SAFETY_ANSWERS } from './score-example.js';
import { describe, expect, it } from 'vitest';
import { scoreWeightsSchema, SCORE_WEIGHT_MESSAGES } from '../validation/score-weights.js';
import { bandShare, completenessOf, prequalScore, type ScoreInputs } from './score.js';
import { DEFAULT_SCORE_WEIGHTS, SCORE_FACTOR_KEYS, type ScoreWeights } from './score-weights.js';

/**
 * Hand calculation of MIDDLE with WEIGHTS (the defaults, with industry fallbacks TRIR 2.0 and DART 1.0, no NAICS code):
 * - TRIR: (5 + 3 + 2) x 200,000 / (400,000 + 300,000 + 100,000) = 2.5; 2.5 / 2.0 = 1.25 x the average;
 *   share = (2 - 1.25) / (2 - 0.5) = 0.5; 15 x 0.5 = 7.5
 * - DART: (1 + 0 + 1 + 0 + 0 + 0) x 200,000 / 800,000 = 0.5; 0.5 / 1.0 = 0.5 -> all: 10
 * - deaths: none -> all: 10
 * - EMR 0.90 (year 1): (1.3 - 0.9) / (1.3 - 0.8) = 0.8; 15 x 0.8 = 12
 * - EMR trend 0.90 against 1.00: down 0.10 > 0.05 -> improving: 5
 * - current ratio 1,500,000 / 1,000,000 = 1.5: (1.5 - 1) / (2 - 1) = 0.5; 10 x 0.5 = 5
 * - debt to equity: total liabilities not asked -> left out (its 5 spread over the other 95)
 * - working capital $500,000: 500,000 / 1,000,000 = 0.5; 5 x 0.5 = 2.5
 * - insurance with gaps: 0.5; 15 x 0.5 = 7.5
 * - years in business 2026 - 2020 = 6: (6 - 2) / (10 - 2) = 0.5; 5 x 0.5 = 2.5
 * - completeness 45 / 50 = 0.9: (0.9 - 0.5) / (1 - 0.5) = 0.8; 5 x 0.8 = 4
 * Sum 66 of 95 weight -> 66 x 100 / 95 = 69.47 -> 69.
 */
const WEIGHTS: ScoreWeights = {
  ...DEFAULT_SCORE_WEIGHTS,
  trir: { ...DEFAULT_SCORE_WEIGHTS.trir, fallbackAverage: 2 },
  dart: { ...DEFAULT_SCORE_WEIGHTS.dart, fallbackAverage: 1 },
};

const MIDDLE_SAFETY = MIDDLE_SAFETY_ANSWERS;

const MIDDLE: ScoreInputs = {
  safety: MIDDLE_SAFETY,
  financial: { current_assets: '1500000.00', current_liabilities: '1000000.00', net_worth: '2000000.00' },
  legal: { year_established: 2020 },
  naics: null,
  insurance: { status: 'GAPS', gaps: ['General liability: each occurrence $500,000 is below $1,000,000'] },
  completeness: { answered: 45, asked: 50 },
  year: 2026,
};

const PERFECT: ScoreInputs = {
  safety: {
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => [
        [`osha_hours_worked_year_${n}`, 500000],
        [`osha_recordable_cases_year_${n}`, 0],
        [`osha_days_away_cases_year_${n}`, 0],
        [`osha_restricted_cases_year_${n}`, 0],
        [`osha_fatalities_year_${n}`, 0],
      ]),
    ),
    emr_year_1: 0.7,
    emr_year_2: 0.8,
    emr_year_3: 1,
  },
  financial: { current_assets: '3000000.00', current_liabilities: '1000000.00', net_worth: '2000000.00', total_liabilities: '500000.00' },
  legal: { year_established: 2000 },
  naics: '238220',
  insurance: { status: 'COMPLIANT', gaps: [] },
  completeness: { answered: 50, asked: 50 },
  year: 2026,
};

const WORST: ScoreInputs = {
  safety: {
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => [
        [`osha_hours_worked_year_${n}`, 100000],
        [`osha_recordable_cases_year_${n}`, 10],
        [`osha_days_away_cases_year_${n}`, 5],
        [`osha_restricted_cases_year_${n}`, 5],
        [`osha_fatalities_year_${n}`, n === 2 ? 1 : 0],
      ]),
    ),
    emr_year_1: 1.6,
    emr_year_3: 1,
  },
  financial: { current_assets: '500000.00', current_liabilities: '1000000.00', net_worth: '100000.00', total_liabilities: '1000000.00' },
  legal: { year_established: 2026 },
  naics: '238220',
  insurance: { status: 'LAPSED', gaps: ['Workers compensation expired 2026-01-01'] },
  completeness: { answered: 20, asked: 50 },
  year: 2026,
};

const factor = (r: ReturnType<typeof prequalScore>, key: string) => r.factors.find((f) => f.key === key)!;

describe('prequalScore', () => {
  it('matches the hand calculation, factor by factor', () => {
    const r = prequalScore(MIDDLE, WEIGHTS);
    expect(r.score).toBe(69);
    const points = Object.fromEntries(r.factors.map((f) => [f.key, [f.points, f.maxPoints, f.missing]]));
    expect(points).toEqual({
      trir: [7.9, 15.8, false], // 7.5 x 100 / 95 = 7.89; 15 x 100 / 95 = 15.79
      dart: [10.5, 10.5, false],
      fatalities: [10.5, 10.5, false],
      emr: [12.6, 15.8, false],
      emrTrend: [5.3, 5.3, false],
      currentRatio: [5.3, 10.5, false],
      debtToEquity: [0, 0, true],
      workingCapital: [2.6, 5.3, false],
      insurance: [7.9, 15.8, false],
      yearsInBusiness: [2.6, 5.3, false],
      completeness: [4.2, 5.3, false],
    });
    expect(factor(r, 'trir').value).toBe('TRIR 2.50 (3 years) against 2.00: 1.25 x the average');
    expect(factor(r, 'debtToEquity').value).toBe('No answer: Total liabilities is not asked by this questionnaire');
    expect(factor(r, 'yearsInBusiness').value).toBe('6 years (since 2020)');
    expect(factor(r, 'completeness').value).toBe('45 of 50 (90 %)');
  });

  it('is reproducible: the same answers and weights give the same score and explanation', () => {
    expect(prequalScore(structuredClone(MIDDLE), structuredClone(WEIGHTS))).toEqual(prequalScore(MIDDLE, WEIGHTS));
  });

  it('scores 100 when every factor is at its best (DART left out: no BLS rate for NAICS 23, no fallback)', () => {
    const r = prequalScore(PERFECT, DEFAULT_SCORE_WEIGHTS);
    expect(r.score).toBe(100);
    expect(factor(r, 'dart')).toMatchObject({ missing: true, points: 0, value: 'DART 0.00; No industry average for NAICS 238220' });
    expect(factor(r, 'trir').source).toContain("BLS 2023 average for NAICS 23 (the company's 238220)");
    expect(r.factors.filter((f) => !f.missing).every((f) => f.points === f.maxPoints)).toBe(true);
  });

  it('scores 0 when every factor is at its worst', () => {
    const r = prequalScore(WORST, WEIGHTS);
    expect(r.score).toBe(0);
    expect(r.factors.filter((f) => f.missing)).toEqual([]);
    expect(r.factors.every((f) => f.points === 0)).toBe(true);
  });

  it('leaves out the rates when every year has zero hours, and spreads their weight', () => {
    const zero = { ...MIDDLE_SAFETY, osha_hours_worked_year_1: 0, osha_hours_worked_year_2: 0, osha_hours_worked_year_3: 0 };
    const r = prequalScore({ ...MIDDLE, safety: zero }, WEIGHTS);
    expect(factor(r, 'trir')).toMatchObject({ missing: true, points: 0, maxPoints: 0 });
    expect(factor(r, 'trir').value).toMatch(/^No answer/);
    expect(factor(r, 'dart').missing).toBe(true);
    // Left: 10 + 12 + 5 + 5 + 2.5 + 7.5 + 2.5 + 4 = 48.5 of 70 -> 69.29 -> 69
    expect(r.score).toBe(69);
  });

  it('computes the rates over the years answered when some are missing', () => {
    const oneYear = {
      osha_hours_worked_year_1: 400000,
      osha_recordable_cases_year_1: 5,
      osha_days_away_cases_year_1: 1,
      osha_restricted_cases_year_1: 0,
      emr_year_1: 0.9,
    };
    const r = prequalScore({ ...MIDDLE, safety: oneYear }, WEIGHTS);
    // TRIR 5 x 200,000 / 400,000 = 2.5 -> 1.25 x 2.0: share 0.5; DART 0.5 -> 0.5 x 1.0: all
    expect(factor(r, 'trir').value).toBe('TRIR 2.50 (1 year) against 2.00: 1.25 x the average');
    expect(factor(r, 'dart').value).toBe('DART 0.50 (1 year) against 1.00: 0.50 x the average');
    // Deaths not answered and one EMR year (no trend): both left out.
    expect(factor(r, 'fatalities').missing).toBe(true);
    expect(factor(r, 'emrTrend').missing).toBe(true);
    // 7.5 + 10 + 12 + 5 + 2.5 + 7.5 + 2.5 + 4 = 51 of 80 -> 63.75 -> 64
    expect(r.score).toBe(64);
  });

  it('gives no points for deaths when a year has a fatality', () => {
    const r = prequalScore({ ...MIDDLE, safety: { ...MIDDLE_SAFETY, osha_fatalities_year_2: 1 } }, WEIGHTS);
    expect(factor(r, 'fatalities')).toMatchObject({ points: 0, maxPoints: 10.5, missing: false, value: '1 reported' });
    // 66 - 10 = 56 of 95 -> 58.95 -> 59
    expect(r.score).toBe(59);
  });

  it('gives no insurance points, and says so, when the company has no policy on record', () => {
    const r = prequalScore({ ...MIDDLE, insurance: null }, WEIGHTS);
    expect(factor(r, 'insurance')).toMatchObject({ points: 0, maxPoints: 15.8, missing: false, value: 'No policy on record' });
    // 66 - 7.5 = 58.5 of 95 -> 61.58 -> 62
    expect(r.score).toBe(62);
  });

  it('explains every factor with its value, weight, points, source and rule', () => {
    const r = prequalScore(MIDDLE, WEIGHTS);
    expect(r.factors.map((f) => f.key)).toEqual([...SCORE_FACTOR_KEYS]);
    for (const f of r.factors) {
      expect(f.label).not.toBe('');
      expect(f.value).not.toBe('');
      expect(f.source).not.toBe('');
      expect(f.rule).not.toBe('');
      expect(f.weight).toBe(WEIGHTS[f.key].weight);
    }
    expect(factor(r, 'currentRatio').inputs).toEqual([
      { key: 'current_assets', label: 'Current assets', value: '1500000.00' },
      { key: 'current_liabilities', label: 'Current liabilities', value: '1000000.00' },
    ]);
    expect(factor(r, 'yearsInBusiness').inputs).toEqual([{ key: 'year_established', label: 'Year the company was established', value: '2020' }]);
  });

  it('scores 0 with every factor left out when the weights leave nothing to score', () => {
    const r = prequalScore(
      { ...MIDDLE, safety: {}, financial: {}, legal: {}, insurance: null, completeness: { answered: 0, asked: 0 } },
      {
        ...WEIGHTS,
        insurance: { ...WEIGHTS.insurance, weight: 0 },
      },
    );
    expect(r.score).toBe(0);
    expect(r.factors.every((f) => f.maxPoints === 0)).toBe(true);
  });
});

describe('bandShare', () => {
  it('is linear between zero and full, in either direction', () => {
    expect(bandShare(1.5, { full: 2, zero: 1 })).toBe(0.5);
    expect(bandShare(3, { full: 2, zero: 1 })).toBe(1);
    expect(bandShare(0.5, { full: 2, zero: 1 })).toBe(0);
    expect(bandShare(1.05, { full: 0.8, zero: 1.3 })).toBeCloseTo(0.5, 10);
    expect(bandShare(0.7, { full: 0.8, zero: 1.3 })).toBe(1);
  });
});

describe('completenessOf', () => {
  it('counts top-level questions answered, a repeatable group as one', () => {
    const fields = [
      { slug: 'a', type: 'inputText', props: { label: 'A', type: 'text' } },
      { slug: 'b', type: 'inputText', props: { label: 'B', type: 'number' } },
      {
        slug: 'g',
        type: 'formGroup',
        props: { title: 'G', viewType: 'vertical', columns: 1, multipleDynamicInputs: true },
        children: [{ slug: 'c', type: 'inputText', props: { label: 'C', type: 'text' } }],
      },
      { slug: 'link', type: 'button', props: { label: 'Link' } },
    ] as const;
    expect(completenessOf([{ fields: [...fields], answers: { a: 'x', b: ' ', g: [{ c: 'y' }] } }])).toEqual({ answered: 2, asked: 3 });
    expect(completenessOf([{ fields: [...fields], answers: null }])).toEqual({ answered: 0, asked: 3 });
  });
});

describe('scoreWeightsSchema', () => {
  it('accepts the defaults and typed numbers', () => {
    expect(scoreWeightsSchema.parse(DEFAULT_SCORE_WEIGHTS)).toEqual(DEFAULT_SCORE_WEIGHTS);
    const typed = { ...DEFAULT_SCORE_WEIGHTS, emr: { weight: '20', full: '0.75', zero: '1.25' }, trir: { ...DEFAULT_SCORE_WEIGHTS.trir, fallbackAverage: '' } };
    expect(scoreWeightsSchema.parse(typed).emr).toEqual({ weight: 20, full: 0.75, zero: 1.25 });
  });

  it('refuses blanks, out-of-range numbers, equal thresholds and all-zero weights with clear messages', () => {
    const messages = (w: unknown) => {
      const r = scoreWeightsSchema.safeParse(w);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages({ ...DEFAULT_SCORE_WEIGHTS, emr: { weight: '', full: 0.8, zero: 1.3 } })).toEqual([`emr.weight: ${SCORE_WEIGHT_MESSAGES.number}`]);
    expect(messages({ ...DEFAULT_SCORE_WEIGHTS, emr: { weight: 101, full: 0.8, zero: 1.3 } })).toEqual([`emr.weight: ${SCORE_WEIGHT_MESSAGES.weight}`]);
    expect(messages({ ...DEFAULT_SCORE_WEIGHTS, emr: { weight: 5, full: 1, zero: 1 } })).toEqual([`emr.zero: ${SCORE_WEIGHT_MESSAGES.sameThresholds}`]);
    expect(messages({ ...DEFAULT_SCORE_WEIGHTS, insurance: { ...DEFAULT_SCORE_WEIGHTS.insurance, gaps: 2 } })).toEqual([
      `insurance.gaps: ${SCORE_WEIGHT_MESSAGES.share}`,
    ]);
    const zero = Object.fromEntries(Object.entries(DEFAULT_SCORE_WEIGHTS).map(([k, v]) => [k, { ...v, weight: 0 }]));
    expect(messages(zero)).toEqual([`trir.weight: ${SCORE_WEIGHT_MESSAGES.allZero}`]);
    expect(messages({ ...DEFAULT_SCORE_WEIGHTS, extra: 1 })).toHaveLength(1);
  });
});
