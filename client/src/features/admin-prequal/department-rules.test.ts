import { describe, expect, it } from 'vitest';
import { decisionErrorText, moneyOf, statusesFor, validateDecision, type DepartmentDecisionValues } from './department-rules';

const blank: DepartmentDecisionValues = { status: '', mitigationPlan: '', commentText: '', aggregateLimit: '', singleLimit: '', bondingLimit: '' };
const limits = { aggregateLimit: '2,000,000', singleLimit: '500000.50', bondingLimit: '1000000' };

describe('department decision rules (admin specification section 5)', () => {
  it('offers With Meeting to financial only', () => {
    expect(statusesFor('FINANCIAL')).toContain('DEPARTMENT_APPROVED_WITH_MEETING');
    expect(statusesFor('SAFETY')).not.toContain('DEPARTMENT_APPROVED_WITH_MEETING');
    expect(statusesFor('LEGAL')).not.toContain('DEPARTMENT_PENDING');
  });

  it('not approved needs a comment, under 255 characters', () => {
    expect(validateDecision('LEGAL', { ...blank, status: 'DEPARTMENT_NOT_APPROVED' })).toEqual({ commentText: 'Comment is required' });
    expect(validateDecision('LEGAL', { ...blank, status: 'DEPARTMENT_NOT_APPROVED', commentText: 'x'.repeat(255) })).toEqual({
      commentText: 'Comment should be less than 255 characters',
    });
    expect(validateDecision('FINANCIAL', { ...blank, status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Weak balance sheet' })).toEqual({});
  });

  it('risk mitigation needs a plan, and for financial the three limits', () => {
    expect(validateDecision('SAFETY', { ...blank, status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION' })).toEqual({ mitigationPlan: 'Mitigation Plan is required' });
    expect(validateDecision('FINANCIAL', { ...blank, status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION' })).toEqual({
      mitigationPlan: 'Mitigation Plan is required',
      aggregateLimit: 'Aggregate Limit is required.',
      singleLimit: 'Single Limit is required.',
      bondingLimit: 'Bonding Limit is required.',
    });
    expect(validateDecision('FINANCIAL', { ...blank, status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: 'Joint check', ...limits })).toEqual({});
  });

  it('financial approved, bond only and with meeting need the limits; other categories none', () => {
    for (const status of ['DEPARTMENT_APPROVED', 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY', 'DEPARTMENT_APPROVED_WITH_MEETING'] as const) {
      expect(Object.keys(validateDecision('FINANCIAL', { ...blank, status }))).toEqual(['aggregateLimit', 'singleLimit', 'bondingLimit']);
      expect(validateDecision('FINANCIAL', { ...blank, status, ...limits })).toEqual({});
    }
    expect(validateDecision('SAFETY', { ...blank, status: 'DEPARTMENT_APPROVED' })).toEqual({});
    expect(validateDecision('LEGAL', { ...blank, status: 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY' })).toEqual({});
    expect(validateDecision('FINANCIAL', { ...blank, status: 'DEPARTMENT_APPROVED', ...limits, singleLimit: '12.345' })).toEqual({
      singleLimit: 'Single Limit must be an amount of money (at most 2 decimals, 0 or more)',
    });
  });

  it('limits are exact money, 0 when empty', () => {
    expect(moneyOf('$1,250.50')).toBe('1250.50');
    expect(moneyOf('')).toBe('0');
    expect(moneyOf('abc')).toBeNull();
  });

  it('rewrites refused limits into sentences (section 8)', () => {
    expect(decisionErrorText(['aggregateLimit is required; single_limit is required'])).toBe('Aggregate Limit is required. Single Limit is required.');
    expect(decisionErrorText(['This prequalification is completed; it cannot be changed.'])).toBe('This prequalification is completed; it cannot be changed.');
    expect(decisionErrorText([])).toBe('An unknown error occurred.');
  });
});
