import { describe, expect, it } from 'vitest';
import { financialRatios } from './financial-ratios.js';

/**
 * Hand calculation: current ratio = 2,500,000.00 / 1,000,000.00 = 2.5; working capital = 2,500,000.00 -
 * 1,000,000.50 = 1,499,999.50 (exact cents); revenue 12.0 M (year 1), 10.5 M, 10.0 M: up 20 % over year 3 -> improving.
 */
const ANSWERS = {
  current_assets: '2500000.00',
  current_liabilities: '1000000.50',
  net_worth: '3000000.00',
  working_capital: '1499999.50',
  revenue_year_1: '12000000.00',
  revenue_year_2: '10500000.00',
  revenue_year_3: '10000000.00',
  bonding_single_limit: '5000000.00',
  bonding_aggregate_limit: '15000000.00',
};

describe('financialRatios', () => {
  const r = financialRatios(ANSWERS);

  it('computes the current ratio and working capital with their inputs', () => {
    expect(r.currentRatio.value).toBeCloseTo(2500000 / 1000000.5, 10);
    expect(r.currentRatio.display).toBe('2.50');
    expect(r.currentRatio.expression).toBe('$2,500,000.00 / $1,000,000.50');
    expect(r.currentRatio.inputs).toEqual([
      { key: 'current_assets', label: 'Current assets', value: '2500000.00' },
      { key: 'current_liabilities', label: 'Current liabilities', value: '1000000.50' },
    ]);
    expect(r.workingCapital.value).toBe(1499999.5);
    expect(r.workingCapital.display).toBe('$1,499,999.50');
    expect(r.workingCapital.expression).toBe('$2,500,000.00 - $1,000,000.50');
  });

  it('reads revenue by year and its trend (rising is better)', () => {
    expect(r.revenue.map((m) => m.value)).toEqual([12000000, 10500000, 10000000]);
    expect(r.revenueTrend.direction).toBe('IMPROVING');
  });

  it('names what the shipped questionnaire does not ask: total liabilities and backlog', () => {
    expect(r.debtToEquity).toMatchObject({ value: null, reason: 'Total liabilities is not asked by this questionnaire' });
    expect(r.backlogToBonding).toMatchObject({ value: null, reason: 'Backlog is not asked by this questionnaire' });
  });

  it('uses total liabilities and backlog where a later questionnaire asks them', () => {
    const later = financialRatios({ ...ANSWERS, total_liabilities: '1500000.00', backlog: '6000000.00' });
    expect(later.debtToEquity).toMatchObject({ value: 0.5, display: '0.50', expression: '$1,500,000.00 / $3,000,000.00' });
    expect(later.backlogToBonding).toMatchObject({ value: 0.4, display: '0.40' });
  });

  it('is not computable for zero liabilities, negative net worth or an unanswered amount', () => {
    const zero = financialRatios({ ...ANSWERS, current_liabilities: '0', net_worth: '-5.00', total_liabilities: '10.00' });
    expect(zero.currentRatio).toMatchObject({ value: null, reason: 'Current liabilities are zero: no ratio' });
    expect(zero.workingCapital.value).toBe(2500000);
    expect(zero.debtToEquity.reason).toBe('Net worth is zero or negative: no meaningful ratio');
    const blank = financialRatios({ current_liabilities: '10.00' });
    expect(blank.currentRatio.reason).toBe('Current assets is not answered');
    expect(blank.workingCapital.reason).toBe('Current assets is not answered');
    expect(blank.revenueTrend.direction).toBe('UNKNOWN');
    expect(JSON.stringify(zero) + JSON.stringify(blank)).not.toMatch(/Infinity|NaN/);
  });

  it('keeps exact cents in working capital where floats would not', () => {
    expect(financialRatios({ current_assets: '0.30', current_liabilities: '0.10' }).workingCapital.value).toBe(0.2);
  });
});
