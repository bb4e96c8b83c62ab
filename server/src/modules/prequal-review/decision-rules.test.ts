import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { TEST_FIELDS } from '../../../test/fixtures/prequal-fixtures.js';
import {
  checkDepartmentDecision,
  checkFinancialLimits,
  checkFlags,
  checkMitigationPlan,
  checkStatusComment,
  parseMoney,
  questionPathOk,
  sentences,
  type DepartmentDecisionInput,
} from './decision-rules.js';
import type { FormCategory } from '../forms/index.js';

const LIMITS = { aggregateLimit: '$5,000,000', singleLimit: '1,000,000.5', bondingLimit: '250000' };

/** The AppError a rule throws (fails the test when it throws none). */
function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('BAD_USER_INPUT');
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

const decide = (category: FormCategory, input: DepartmentDecisionInput) => checkDepartmentDecision(category, input);

describe('department decision rules (specification section 5)', () => {
  it('not approved needs a comment, in every category', () => {
    for (const category of ['SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'] as const) {
      const e = refusal(() => decide(category, { status: 'DEPARTMENT_NOT_APPROVED' }));
      expect(e.message).toBe('Comment is required.');
      expect(e.options.fieldErrors).toEqual({ commentText: 'Comment is required' });
      expect(decide(category, { status: 'DEPARTMENT_NOT_APPROVED', commentText: ' Lapsed insurance ' }).comment).toBe('Lapsed insurance');
    }
  });

  it('approved with risk mitigation needs a mitigation plan (safety and legal: nothing else)', () => {
    for (const category of ['SAFETY', 'LEGAL'] as const) {
      const e = refusal(() => decide(category, { status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: '  ' }));
      expect(e.message).toBe('Mitigation Plan is required.');
      const ok = decide(category, { status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: 'Monthly site audits' });
      expect(ok.mitigationPlan).toBe('Monthly site audits');
      expect(ok.aggregateLimit).toBeNull();
    }
  });

  it('financial approved with risk mitigation needs the plan and all three limits', () => {
    const e = refusal(() => decide('FINANCIAL', { status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION' }));
    expect(e.message).toBe('Mitigation Plan is required. Aggregate Limit is required. Single Limit is required. Bonding Limit is required.');
    const ok = decide('FINANCIAL', { status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', mitigationPlan: 'Joint checks', ...LIMITS });
    expect(ok).toMatchObject({ aggregateLimit: '5000000.00', singleLimit: '1000000.50', bondingLimit: '250000.00' });
  });

  it.each(['DEPARTMENT_APPROVED', 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY', 'DEPARTMENT_APPROVED_WITH_MEETING'] as const)(
    'financial %s needs aggregate, single and bonding limits, named as the catalogue rewrites them',
    (status) => {
      const e = refusal(() => decide('FINANCIAL', { status, singleLimit: '100' }));
      expect(e.message).toBe('Aggregate Limit is required. Bonding Limit is required.');
      expect(e.options.fieldErrors).toEqual({ aggregateLimit: 'Aggregate Limit is required', bondingLimit: 'Bonding Limit is required' });
      expect(decide('FINANCIAL', { status, ...LIMITS }).singleLimit).toBe('1000000.50');
    },
  );

  it.each(['DEPARTMENT_APPROVED', 'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY'] as const)('non-financial %s needs nothing', (status) => {
    for (const category of ['SAFETY', 'SAFETY_LITE', 'LEGAL'] as const) {
      expect(decide(category, { status })).toEqual({
        status,
        mitigationPlan: null,
        comment: null,
        aggregateLimit: null,
        singleLimit: null,
        bondingLimit: null,
      });
    }
  });

  it('financial not approved needs no limits; they default to 0', () => {
    const ok = decide('FINANCIAL', { status: 'DEPARTMENT_NOT_APPROVED', commentText: 'Negative working capital' });
    expect(ok).toMatchObject({ aggregateLimit: '0.00', singleLimit: '0.00', bondingLimit: '0.00' });
    expect(decide('FINANCIAL', { status: 'DEPARTMENT_NOT_APPROVED', commentText: 'x', bondingLimit: '' }).bondingLimit).toBe('0.00');
  });

  it('limits are exact money: $ and commas stripped, at most 2 decimals, 0 or more', () => {
    expect(parseMoney('$1,234,567.8')).toEqual({ ok: true, value: '1234567.80' });
    expect(parseMoney('0')).toEqual({ ok: true, value: '0.00' });
    expect(parseMoney('007.5')).toEqual({ ok: true, value: '7.50' });
    expect(parseMoney('')).toEqual({ ok: true, value: null });
    expect(parseMoney(' $ ')).toEqual({ ok: true, value: null });
    expect(parseMoney(12.25)).toEqual({ ok: true, value: '12.25' });
    // Exact: a value a float cannot hold keeps every digit.
    expect(parseMoney('123456789012345.99')).toEqual({ ok: true, value: '123456789012345.99' });
    for (const bad of ['-5', '1.234', 'abc', '1e6', '1234567890123456', {}, Number.NaN]) expect(parseMoney(bad)).toEqual({ ok: false });
    const e = refusal(() => decide('FINANCIAL', { status: 'DEPARTMENT_APPROVED', ...LIMITS, singleLimit: '-1' }));
    expect(e.message).toBe('Single Limit must be an amount of money (at most 2 decimals, 0 or more).');
  });

  it('comments are under 255 characters', () => {
    const e = refusal(() => decide('LEGAL', { status: 'DEPARTMENT_NOT_APPROVED', commentText: 'x'.repeat(255) }));
    expect(e.message).toBe('Comment should be less than 255 characters.');
    expect(e.options.fieldErrors).toEqual({ commentText: 'Comment should be less than 255 characters' });
    expect(decide('LEGAL', { status: 'DEPARTMENT_NOT_APPROVED', commentText: 'x'.repeat(254) }).comment).toHaveLength(254);
    // An optional comment too.
    refusal(() => decide('LEGAL', { status: 'DEPARTMENT_APPROVED', commentText: 'y'.repeat(300) }));
  });

  it('answers every failed rule at once, as sentences ending with a period', () => {
    expect(sentences(['Aggregate Limit is required', 'Bonding Limit is required'])).toBe('Aggregate Limit is required. Bonding Limit is required.');
    const e = refusal(() => decide('FINANCIAL', { status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', commentText: 'z'.repeat(256), ...LIMITS, aggregateLimit: '' }));
    expect(e.message).toBe('Comment should be less than 255 characters. Mitigation Plan is required. Aggregate Limit is required.');
  });

  it('a limits edit needs all three limits, exact', () => {
    expect(checkFinancialLimits(LIMITS)).toEqual({ aggregateLimit: '5000000.00', singleLimit: '1000000.50', bondingLimit: '250000.00' });
    expect(refusal(() => checkFinancialLimits({ singleLimit: '1' })).message).toBe('Aggregate Limit is required. Bonding Limit is required.');
  });

  it('a mitigation plan may be cleared only where the decision does not need one', () => {
    expect(checkMitigationPlan('DEPARTMENT_APPROVED', ' ')).toBeNull();
    expect(checkMitigationPlan('DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', ' Escrow ')).toBe('Escrow');
    expect(refusal(() => checkMitigationPlan('DEPARTMENT_APPROVED_WITH_RISK_MITIGATION', '')).message).toBe('Mitigation Plan is required.');
  });
});

describe('overall status comments', () => {
  it('final return (IN_PROGRESS) and rejection need a comment', () => {
    for (const status of ['IN_PROGRESS', 'FINAL_REJECTED', 'REJECTED']) {
      const e = refusal(() => checkStatusComment(status, '   '));
      expect(e.message).toBe('Comment is required.');
      expect(e.options.fieldErrors).toEqual({ commentText: 'Comment is required' });
      expect(checkStatusComment(status, 'Please update the W-9')).toBe('Please update the W-9');
    }
  });

  it('approvals need none, and any comment is under 255 characters', () => {
    expect(checkStatusComment('FINAL_APPROVED', undefined)).toBeNull();
    expect(checkStatusComment('DEPARTMENT_REVIEW_PENDING', '')).toBeNull();
    expect(refusal(() => checkStatusComment('FINAL_APPROVED', 'a'.repeat(255))).message).toBe('Comment should be less than 255 characters.');
  });
});

describe('flags on questions', () => {
  it('names questions of the form: fields, groups and rows of repeatable groups', () => {
    const safety = TEST_FIELDS.SAFETY;
    for (const path of ['drugTesting', 'experience', 'emr2024', 'competentPersons', 'personName', 'competentPersons.personName', 'competentPersons.0.certificate']) {
      expect(questionPathOk(safety, path)).toBe(true);
    }
    for (const path of ['nope', 'competentPersons.x.personName', 'experience.0.emr2024', '']) expect(questionPathOk(safety, path)).toBe(false);
  });

  it('groups flags by tab, each on a question of that form with a note', () => {
    const fieldsOf = (tab: string) => (tab === 'SAFETY' ? TEST_FIELDS.SAFETY_LITE : tab === 'FINANCIAL' ? TEST_FIELDS.FINANCIAL : null);
    const byTab = checkFlags(
      [
        { category: 'SAFETY_LITE', path: 'liteProgram', note: 'Name the training provider' },
        { category: 'FINANCIAL', path: 'revenue2024', note: 'Audited figure, please' },
      ],
      fieldsOf,
    );
    expect(byTab.get('SAFETY')).toEqual([{ path: 'liteProgram', note: 'Name the training provider' }]);
    expect(byTab.get('FINANCIAL')).toEqual([{ path: 'revenue2024', note: 'Audited figure, please' }]);
    const e = refusal(() =>
      checkFlags(
        [
          { category: 'FINANCIAL', path: 'litigation', note: 'wrong form' },
          { category: 'FINANCIAL', path: 'bankName', note: ' ' },
        ],
        fieldsOf,
      ),
    );
    expect(e.message).toBe('There is no question "litigation" in the financial form. Note is required.');
  });
});
