import { describe, expect, it } from 'vitest';
import { centsOf, checkRule, DEFAULT_LIMIT_RULES, moneyOf, suggestLimits, times, type LimitRuleData } from './limit-rules.js';

const rule = (r: Partial<LimitRuleData>): LimitRuleData => ({
  limit: 'SINGLE',
  basis: 'WORKING_CAPITAL',
  multiplier: '1',
  cap: null,
  description: '',
  position: 1,
  ...r,
});

describe('exact money', () => {
  it('reads answers as cents and writes them back exactly', () => {
    expect(centsOf('1250000.5')).toBe(125000050n);
    expect(centsOf('$1,250,000')).toBe(125000000n);
    expect(centsOf('-300.05')).toBe(-30005n);
    expect(centsOf(42)).toBe(4200n);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(centsOf(null)).toBeNull();
    expect(moneyOf(-5n)).toBe('-0.05');
    expect(moneyOf(123456789012345678n)).toBe('1234567890123456.78');
  });

  it('multiplies without floats, rounding half away from zero', () => {
    expect(times(1n, 5000n)).toBe(1n); // 0.01 x 0.5 = 0.005 -> 0.01
    expect(times(-1n, 5000n)).toBe(-1n);
    expect(times(33333n, 3333n)).toBe(11110n); // 333.33 x 0.3333 = 111.098889
    // 0.1 + 0.2 style traps: 10 x 0.07 is exactly 0.70
    expect(moneyOf(times(7n, 100000n))).toBe('0.70');
  });
});

describe('suggestLimits', () => {
  const answers = {
    current_assets: '3000000.00',
    current_liabilities: '1800000.00',
    working_capital: '1200000.00',
    net_worth: '2500000.10',
    bonding_single_limit: '10000000.00',
    bonding_aggregate_limit: '20000000.00',
    revenue_year_1: '10000000.00',
    revenue_year_2: '9000000.00',
    revenue_year_3: '8000000.01',
  };

  it('applies the default rules: the smallest result of each limit', () => {
    const s = suggestLimits(DEFAULT_LIMIT_RULES, answers);
    expect(s.singleLimit).toBe('10000000.00'); // 10 x 1,200,000 = 12,000,000 capped by bonding 10,000,000
    expect(s.aggregateLimit).toBe('20000000.00'); // 10 x 2,500,000.10 = 25,000,001 over bonding 20,000,000
    expect(s.bondingLimit).toBe('10000000.00');
    expect(s.explanations).toHaveLength(5);
    expect(s.explanations[0]).toMatchObject({ limit: 'SINGLE', result: '12000000.00', inputs: { working_capital: '1200000.00', multiplier: '10' } });
    expect(s.explanations[0]!.rule).toContain('10 x working capital');
    expect(s.explanations[2]).toMatchObject({ limit: 'AGGREGATE', result: '25000001.00' });
  });

  it('a missing measure makes its rule not apply, and says so', () => {
    const s = suggestLimits(DEFAULT_LIMIT_RULES, { working_capital: '100000.00', net_worth: '50000' });
    expect(s.singleLimit).toBe('1000000.00');
    expect(s.aggregateLimit).toBe('500000.00');
    expect(s.bondingLimit).toBeNull();
    const bonding = s.explanations.find((e) => e.limit === 'BONDING')!;
    expect(bonding.result).toBeNull();
    expect(bonding.note).toMatch(/Does not apply: the single project bonding capacity is not answered/);
  });

  it('computes working capital from current assets and liabilities, and suggests 0 for a negative result', () => {
    const s = suggestLimits([rule({ multiplier: '10' })], { current_assets: '100.00', current_liabilities: '50.01' });
    expect(s.singleLimit).toBe('499.90');
    expect(s.explanations[0]!.note).toMatch(/current assets minus current liabilities/);
    const neg = suggestLimits([rule({ multiplier: '10' })], { working_capital: '-5.00' });
    expect(neg.singleLimit).toBe('0.00');
    expect(neg.explanations[0]!.note).toMatch(/-50.00 is negative/);
  });

  it('averages revenue exactly, applies a cap and reads any answer slug', () => {
    const s = suggestLimits(
      [
        rule({ limit: 'AGGREGATE', basis: 'REVENUE_AVERAGE', multiplier: '0.5', position: 1 }),
        rule({ limit: 'BONDING', basis: 'bank_line_of_credit', multiplier: '3', cap: '1000000.00', position: 2 }),
      ],
      { revenue_year_1: '100.00', revenue_year_2: '100.00', revenue_year_3: '100.01', bank_line_of_credit: '500000' },
    );
    expect(s.aggregateLimit).toBe('50.00'); // average 100.00333 -> 100.00; x 0.5
    expect(s.bondingLimit).toBe('1000000.00');
    expect(s.explanations[1]!.note).toMatch(/1500000.00 capped at 1000000.00/);
    expect(s.singleLimit).toBeNull();
  });
});

describe('checkRule', () => {
  it('normalizes and refuses bad rules', () => {
    expect(checkRule({ limit: 'SINGLE', basis: 'NET_WORTH', multiplier: '2.50', cap: '$1,000' })).toEqual({
      rule: { limit: 'SINGLE', basis: 'NET_WORTH', multiplier: '2.5', cap: '1000.00', description: '', position: 0 },
    });
    expect(checkRule({ limit: 'OTHER', basis: 'NET_WORTH', multiplier: '1' })).toMatchObject({ field: 'limit' });
    expect(checkRule({ limit: 'SINGLE', basis: ' ', multiplier: '1' })).toMatchObject({ field: 'basis' });
    expect(checkRule({ limit: 'SINGLE', basis: 'x', multiplier: '-1' })).toMatchObject({ field: 'multiplier' });
    expect(checkRule({ limit: 'SINGLE', basis: 'x', multiplier: '1', cap: '1.234' })).toMatchObject({ field: 'cap' });
  });
});
