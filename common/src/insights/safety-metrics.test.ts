import { describe, expect, it } from 'vitest';
import { industryFigureFor, industryRatesFor, type IndustryRates } from './bls-incidence-rates.js';
import { safetyMetrics } from './safety-metrics.js';
import { trendOf } from './trend.js';

/**
 * Fixture answers and the hand calculation of each number (200,000 hours = 100 full-time workers for a year).
 * Year 1: 8 recordable, 3 days-away, 2 restricted, 500,000 hours:
 *   TRIR = 8 x 200,000 / 500,000 = 3.2; DART = (3 + 2) x 200,000 / 500,000 = 2.0; LTIR = 3 x 200,000 / 500,000 = 1.2.
 * Year 2: 6 recordable, 1 death, 2 days-away, 1 restricted, 400,000 hours:
 *   TRIR = 6 x 200,000 / 400,000 = 3.0; DART = 3 x 200,000 / 400,000 = 1.5; LTIR = 2 x 200,000 / 400,000 = 1.0.
 * Year 3: 10 recordable, 4 days-away, 4 restricted, 250,000 hours:
 *   TRIR = 10 x 200,000 / 250,000 = 8.0; DART = 8 x 200,000 / 250,000 = 6.4; LTIR = 4 x 200,000 / 250,000 = 3.2.
 */
const ANSWERS = {
  osha_hours_worked_year_1: 500000,
  osha_recordable_cases_year_1: 8,
  osha_days_away_cases_year_1: 3,
  osha_restricted_cases_year_1: 2,
  osha_fatalities_year_1: 0,
  osha_hours_worked_year_2: 400000,
  osha_recordable_cases_year_2: 6,
  osha_days_away_cases_year_2: 2,
  osha_restricted_cases_year_2: 1,
  osha_fatalities_year_2: 1,
  osha_hours_worked_year_3: 250000,
  osha_recordable_cases_year_3: 10,
  osha_days_away_cases_year_3: 4,
  osha_restricted_cases_year_3: 4,
  osha_fatalities_year_3: 0,
  emr_year_1: 0.82,
  emr_year_2: 0.9,
  emr_year_3: 1.1,
  trir_year_1: 3.2,
  trir_year_2: 3.03,
  trir_year_3: 5,
  dart_year_1: 2,
};

describe('safetyMetrics', () => {
  const m = safetyMetrics(ANSWERS, '238220');

  it('computes TRIR, DART and LTIR per year as the hand calculation does', () => {
    expect(m.years.map((y) => [y.trir.value, y.dart.value, y.ltir.value])).toEqual([
      [3.2, 2, 1.2],
      [3, 1.5, 1],
      [8, 6.4, 3.2],
    ]);
    expect(m.years.map((y) => y.trir.display)).toEqual(['3.20', '3.00', '8.00']);
  });

  it('carries each formula with its inputs, keys and values', () => {
    const trir = m.years[0]!.trir;
    expect(trir.formula).toBe('recordable cases x 200,000 / hours worked');
    expect(trir.expression).toBe('8 x 200,000 / 500,000');
    expect(trir.inputs).toEqual([
      { key: 'osha_recordable_cases_year_1', label: 'Recordable cases, year 1', value: '8' },
      { key: 'osha_hours_worked_year_1', label: 'Hours worked, year 1', value: '500000' },
    ]);
    expect(m.years[0]!.dart.expression).toBe('(3 + 2) x 200,000 / 500,000');
    expect(m.years[0]!.ltir.inputs.map((i) => i.key)).toEqual(['osha_days_away_cases_year_1', 'osha_hours_worked_year_1']);
  });

  it('counts a death among the recordable cases, not the DART cases, and says so', () => {
    const y2 = m.years[1]!;
    expect(y2.fatalities).toBe(1);
    expect(y2.dart.value).toBe(1.5);
    expect(y2.warnings).toEqual(['1 work-related death reported (column G)']);
    expect(m.years[0]!.warnings).toEqual([]);
  });

  it('keeps the EMR per year as answered', () => {
    expect(m.years.map((y) => y.emr.value)).toEqual([0.82, 0.9, 1.1]);
    expect(m.years[0]!.emr.inputs[0]!.key).toBe('emr_year_1');
  });

  it('flags a typed rate further than the tolerance from the computed one, with both numbers', () => {
    const [y1, y2, y3] = m.years;
    expect(y1!.typedTrir).toMatchObject({ typed: 3.2, computed: 3.2, differs: false });
    // 3.03 against 3.00: within 0.15 (5 % of 3.0)
    expect(y2!.typedTrir).toMatchObject({ typed: 3.03, computed: 3, differs: false });
    // 5 against 8.00: off by 3
    expect(y3!.typedTrir).toEqual({ key: 'trir_year_3', typed: 5, computed: 8, differs: true, message: 'Typed 5.00, computed 8.00: differs by more than 0.40' });
    expect(y1!.typedDart).toMatchObject({ typed: 2, computed: 2, differs: false });
    expect(y2!.typedDart).toBeNull();
  });

  it('reads the trend from the newest to the oldest computable year', () => {
    expect(m.trends.map((t) => [t.name, t.direction])).toEqual([
      ['TRIR', 'IMPROVING'],
      ['DART', 'IMPROVING'],
      ['LTIR', 'IMPROVING'],
      ['EMR', 'IMPROVING'],
    ]);
    expect(m.trends[0]!.explanation).toBe('Improving: year 1 3.20 against year 3 8.00');
  });

  it('compares with the industry average of the longest listed NAICS prefix, with its source and year', () => {
    expect(m.industry).toMatchObject({ naics: '23', companyNaics: '238220', industry: 'Construction', trir: 2.3, dart: null });
    expect(m.industry!.source.year).toBe(2023);
    expect(m.industry!.source.url).toMatch(/^https:\/\/www\.bls\.gov\//);
    // Only the published figure, with its own row and year: BLS 2023 lists no DART rate for construction here.
    expect(m.industry!.figures).toEqual([
      { rate: 'trir', value: 2.3, naics: '23', industry: 'Construction', year: 2023, url: 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm' },
    ]);
  });
});

describe('safetyMetrics when it cannot compute', () => {
  it('says "not computable" for zero hours, never Infinity or NaN', () => {
    const m = safetyMetrics({ ...ANSWERS, osha_hours_worked_year_1: 0 }, null);
    const y1 = m.years[0]!;
    for (const rate of [y1.trir, y1.dart, y1.ltir]) {
      expect(rate.value).toBeNull();
      expect(rate.display).toBeNull();
      expect(rate.reason).toBe('Hours worked, year 1 is zero: no rate per 200,000 hours');
    }
    expect(y1.typedTrir).toMatchObject({ typed: 3.2, computed: null, differs: false });
    expect(JSON.stringify(m)).not.toMatch(/Infinity|NaN/);
  });

  it('leaves a missing year out of the rates and the trend (year 2 against year 3 -> year 1 against year 2)', () => {
    const answers = Object.fromEntries(Object.entries(ANSWERS).filter(([k]) => !k.endsWith('_year_3')));
    const m = safetyMetrics(answers, '23');
    const y3 = m.years[2]!;
    expect(y3.trir.reason).toBe('Recordable cases, year 3 is not answered');
    expect(y3.hoursWorked).toBeNull();
    expect(y3.emr.reason).toBe('EMR, year 3 is not answered');
    // TRIR 3.20 against 3.00: 0.20 higher, beyond 0.15 (5 % of 3.00) -> worsening
    expect(m.trends[0]).toEqual({ name: 'TRIR', direction: 'WORSENING', explanation: 'Worsening: year 1 3.20 against year 2 3.00' });
  });

  it('answers a Safety Lite form (no OSHA figures by year) with its EMR and no rates', () => {
    const m = safetyMetrics({ emr_year_1: 0.95, recordable_cases_3_years: 2, fatalities_3_years: 0 }, '');
    expect(m.years[0]!.emr.value).toBe(0.95);
    expect(m.years.every((y) => y.trir.value === null)).toBe(true);
    expect(m.trends.every((t) => t.direction === 'UNKNOWN')).toBe(true);
    expect(m.industry).toBeNull();
    expect(m.naics).toBeNull();
  });

  it('flags answers that do not add up', () => {
    const m = safetyMetrics({ ...ANSWERS, osha_recordable_cases_year_1: 4 }, null);
    expect(m.years[0]!.warnings).toEqual(['Recordable cases (4) are fewer than deaths, days-away and restricted cases together (5)']);
  });
});

describe('trendOf', () => {
  const rate = (value: number | null) => ({ name: 'TRIR', label: 'TRIR', value, display: null, reason: null, formula: '', expression: null, inputs: [] });
  it('is WORSENING when the newest is higher by more than the tolerance', () => {
    expect(trendOf('TRIR', [rate(2.5), rate(null), rate(2)]).direction).toBe('WORSENING');
  });
  it('is FLAT within 5 % of the older value (at least 0.05)', () => {
    expect(trendOf('TRIR', [rate(3.1), rate(3.5), rate(3)])).toEqual({
      name: 'TRIR',
      direction: 'FLAT',
      explanation: 'Level: year 1 3.10 against year 3 3.00 (within 0.15)',
    });
    expect(trendOf('EMR', [rate(0.05), rate(null), rate(0)]).direction).toBe('FLAT');
  });
  it('is UNKNOWN with one computable year', () => {
    expect(trendOf('TRIR', [rate(2.5), rate(null), rate(null)])).toEqual({
      name: 'TRIR',
      direction: 'UNKNOWN',
      explanation: 'Needs two years with a TRIR; 1 computable',
    });
  });
});

describe('industryRatesFor', () => {
  it('matches the longest listed prefix and nothing for a code outside the table or not a code', () => {
    expect(industryRatesFor('236220')?.naics).toBe('23');
    expect(industryRatesFor('23')?.trir).toBe(2.3);
    expect(industryRatesFor('541330')).toBeNull();
    expect(industryRatesFor('abc')).toBeNull();
    expect(industryRatesFor(null)).toBeNull();
    expect(industryRatesFor('238220', TABLE)?.naics).toBe('2382');
    expect(industryRatesFor('2389', TABLE)?.naics).toBe('238');
    expect(industryRatesFor(' 236 ', TABLE)?.naics).toBe('23');
  });
});

/**
 * A table of rows from different years (made-up figures, for the lookup only): a sector row of 2023 with only its
 * TRIR, a subsector row of 2013 with both rates, a 4-digit row of 2013 with only its DART.
 */
const TABLE: IndustryRates[] = [
  { naics: '23', industry: 'Construction', year: 2023, url: 'https://example.org/2023', trir: 2.3, dart: null },
  { naics: '238', industry: 'Specialty trade contractors', year: 2013, url: 'https://example.org/2013', trir: 4.0, dart: 2.4 },
  { naics: '2382', industry: 'Building equipment contractors', year: 2013, url: 'https://example.org/2013', trir: null, dart: 2.0 },
];

describe('industryFigureFor: each rate from the longest prefix that publishes it', () => {
  it('238220 -> DART from 2382, TRIR from 238 (2382 lists none); 236220 -> TRIR from 23, no DART', () => {
    expect(industryFigureFor('238220', 'dart', TABLE)).toMatchObject({ value: 2.0, naics: '2382', year: 2013 });
    expect(industryFigureFor('238220', 'trir', TABLE)).toMatchObject({ value: 4.0, naics: '238', industry: 'Specialty trade contractors', year: 2013 });
    expect(industryFigureFor('236220', 'trir', TABLE)).toMatchObject({ value: 2.3, naics: '23', year: 2023, url: 'https://example.org/2023' });
    expect(industryFigureFor('236220', 'dart', TABLE)).toBeNull();
    expect(industryFigureFor('541330', 'trir', TABLE)).toBeNull();
    expect(industryFigureFor('', 'trir', TABLE)).toBeNull();
  });

  it("the safety metrics carry each figure with its own code and year; the row compared from is the code's longest listed prefix", () => {
    const m = safetyMetrics(ANSWERS, '238220', TABLE);
    expect(m.industry).toMatchObject({ naics: '2382', industry: 'Building equipment contractors', companyNaics: '238220', trir: 4.0, dart: 2.0 });
    expect(m.industry!.source).toMatchObject({ year: 2013, url: 'https://example.org/2013' });
    expect(m.industry!.figures.map((f) => [f.rate, f.value, f.naics, f.year])).toEqual([
      ['trir', 4.0, '238', 2013],
      ['dart', 2.0, '2382', 2013],
    ]);
  });
});
