import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { DEPARTMENT_STATUSES, FINAL_DECISIONS } from '@portal/common/domain/statuses';
import {
  allDepartmentsDecided,
  assertDepartmentReview,
  categoryDecisions,
  expiryOf,
  FINAL_APPROVALS,
  FINAL_TRANSITIONS,
  nextDepartmentStatus,
  nextPrequalStatus,
  PREQUAL_STATUSES,
  PREQUAL_TRANSITIONS,
  type PrequalTransition,
} from './prequal-status.js';

describe('prequal status table', () => {
  it.each([
    ['NOT_STARTED', 'begin', 'IN_PROGRESS'],
    ['AWAITING_RENEWAL', 'begin', 'IN_PROGRESS'],
    ['IN_PROGRESS', 'submit', 'ADMIN_REVIEW_PENDING'],
    ['ADMIN_REVIEW_PENDING', 'adminApprove', 'DEPARTMENT_REVIEW_PENDING'],
    ['ADMIN_REVIEW_PENDING', 'adminReturn', 'IN_PROGRESS'],
    ['DEPARTMENT_REVIEW_PENDING', 'departmentsDecided', 'FINAL_REVIEW_PENDING'],
    ['FINAL_REVIEW_PENDING', 'finalApprove', 'COMPLETED'],
    ['FINAL_REVIEW_PENDING', 'finalReturn', 'IN_PROGRESS'],
    ['COMPLETED', 'renewalDue', 'AWAITING_RENEWAL'],
    ['COMPLETED', 'startRenewal', 'IN_PROGRESS'],
    ['IN_PROGRESS', 'deleteForms', 'NOT_STARTED'],
    ['IN_PROGRESS', 'deleteRenewalForms', 'AWAITING_RENEWAL'],
  ] as const)('%s --%s--> %s', (from, transition, to) => {
    expect(nextPrequalStatus(from, transition)).toBe(to);
  });

  it('refuses every move not in the table, naming the current status', () => {
    let refused = 0;
    for (const status of PREQUAL_STATUSES) {
      for (const transition of Object.keys(PREQUAL_TRANSITIONS) as PrequalTransition[]) {
        if ((PREQUAL_TRANSITIONS[transition].from as readonly string[]).includes(status)) continue;
        expect(() => nextPrequalStatus(status, transition)).toThrow(AppError);
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(50);
    expect(() => nextPrequalStatus('COMPLETED', 'submit')).toThrow('This prequalification is completed; it cannot be submitted.');
    expect(() => nextPrequalStatus('IN_PROGRESS', 'begin')).toThrow('This prequalification is in progress; it cannot be begun.');
  });

  it('never moves a company to DRAFT (a status of the lists and of each form, not of the company)', () => {
    expect(Object.values(PREQUAL_TRANSITIONS).map((t) => t.to)).not.toContain('DRAFT');
    expect(() => nextPrequalStatus('DRAFT', 'submit')).toThrow(AppError);
  });
});

describe('department decision table', () => {
  it('a pending category takes any decision it may; financial alone takes WITH_MEETING', () => {
    for (const category of ['SAFETY', 'SAFETY_LITE', 'FINANCIAL', 'LEGAL'] as const) {
      for (const decision of categoryDecisions(category)) {
        expect(nextDepartmentStatus(category, 'DEPARTMENT_PENDING', decision)).toBe(decision);
      }
    }
    expect(categoryDecisions('FINANCIAL')).toContain('DEPARTMENT_APPROVED_WITH_MEETING');
    for (const category of ['SAFETY', 'SAFETY_LITE', 'LEGAL'] as const) {
      expect(() => nextDepartmentStatus(category, 'DEPARTMENT_PENDING', 'DEPARTMENT_APPROVED_WITH_MEETING')).toThrow(
        'Approved with meeting is a decision of the financial category only.',
      );
    }
    expect(() => nextDepartmentStatus('LEGAL', 'DEPARTMENT_PENDING', 'DEPARTMENT_PENDING')).toThrow(AppError);
  });

  it('a decided category cannot be changed: refused naming its current decision', () => {
    let refused = 0;
    for (const current of DEPARTMENT_STATUSES.filter((s) => s !== 'DEPARTMENT_PENDING')) {
      for (const decision of categoryDecisions('FINANCIAL')) {
        expect(() => nextDepartmentStatus('FINANCIAL', current, decision)).toThrow(/^The financial decision is already .+; it cannot be changed\.$/);
        refused++;
      }
    }
    expect(refused).toBe(25);
    expect(() => nextDepartmentStatus('SAFETY_LITE', 'DEPARTMENT_NOT_APPROVED', 'DEPARTMENT_APPROVED')).toThrow(
      'The safety decision is already not approved; it cannot be changed.',
    );
  });

  it('departments decide only under department review, else refused naming the status', () => {
    expect(() => assertDepartmentReview('DEPARTMENT_REVIEW_PENDING')).not.toThrow();
    for (const status of PREQUAL_STATUSES.filter((s) => s !== 'DEPARTMENT_REVIEW_PENDING')) expect(() => assertDepartmentReview(status)).toThrow(AppError);
    expect(() => assertDepartmentReview('ADMIN_REVIEW_PENDING')).toThrow('This prequalification is waiting for admin review; its departments cannot decide now.');
  });

  it('the third decision sends the cycle to final review', () => {
    expect(allDepartmentsDecided(['DEPARTMENT_APPROVED', 'DEPARTMENT_NOT_APPROVED', 'DEPARTMENT_PENDING'])).toBe(false);
    expect(allDepartmentsDecided(['DEPARTMENT_APPROVED', 'DEPARTMENT_NOT_APPROVED', 'DEPARTMENT_APPROVED_WITH_MEETING'])).toBe(true);
    expect(nextPrequalStatus('DEPARTMENT_REVIEW_PENDING', 'departmentsDecided')).toBe('FINAL_REVIEW_PENDING');
  });
});

describe('final decision table', () => {
  it('every final decision names its transition: approvals and rejection complete, IN_PROGRESS returns', () => {
    for (const decision of FINAL_DECISIONS) {
      const { transition } = FINAL_TRANSITIONS[decision];
      expect(nextPrequalStatus('FINAL_REVIEW_PENDING', transition)).toBe(decision === 'IN_PROGRESS' ? 'IN_PROGRESS' : 'COMPLETED');
      for (const status of PREQUAL_STATUSES.filter((s) => s !== 'FINAL_REVIEW_PENDING')) expect(() => nextPrequalStatus(status, transition)).toThrow(AppError);
    }
    expect(() => nextPrequalStatus('COMPLETED', 'finalReject')).toThrow('This prequalification is completed; it cannot be rejected.');
  });

  it('only the approvals expire, one year after the decision', () => {
    expect(FINAL_APPROVALS).toEqual(['FINAL_APPROVED', 'FINAL_APPROVED_WITH_RISK_MITIGATION', 'FINAL_APPROVED_BOND_APPROVAL_ONLY', 'FINAL_APPROVED_WITH_MEETING']);
    expect(expiryOf(new Date('2026-11-23T15:04:05.000Z')).toISOString()).toBe('2027-11-23T15:04:05.000Z');
  });
});
