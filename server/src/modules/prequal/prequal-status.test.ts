import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { nextPrequalStatus, PREQUAL_STATUSES, PREQUAL_TRANSITIONS, type PrequalTransition } from './prequal-status.js';

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
