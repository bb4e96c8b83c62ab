import { PREQUAL_STATUSES, type PrequalStatus } from '@portal/common/domain/statuses';
import { AppError } from '../../errors.js';

export { PREQUAL_STATUSES, type PrequalStatus };

/**
 * A company's prequalification status, as a table (ARCHITECTURE rule 4; drawn in
 * docs/prequal-state-machine.md). The only way the status changes is nextPrequalStatus; anything not
 * in the table is refused with a CONFLICT that names the current status.
 */
export const PREQUAL_TRANSITIONS = {
  /**
   * Begin prequalification: a new cycle with three DRAFT forms, and the company is in progress at once
   * (issue 7). The company itself is never DRAFT: DRAFT stays a status of the specification's lists, and
   * the status of each form.
   */
  begin: { from: ['NOT_STARTED', 'AWAITING_RENEWAL'], to: 'IN_PROGRESS' },
  /** The vendor submits its three forms. */
  submit: { from: ['IN_PROGRESS'], to: 'ADMIN_REVIEW_PENDING' },
  adminApprove: { from: ['ADMIN_REVIEW_PENDING'], to: 'DEPARTMENT_REVIEW_PENDING' },
  adminReturn: { from: ['ADMIN_REVIEW_PENDING'], to: 'IN_PROGRESS' },
  /** The third category's department decision is in. */
  departmentsDecided: { from: ['DEPARTMENT_REVIEW_PENDING'], to: 'FINAL_REVIEW_PENDING' },
  finalApprove: { from: ['FINAL_REVIEW_PENDING'], to: 'COMPLETED' },
  /** Final review's "Return to Vendor". */
  finalReturn: { from: ['FINAL_REVIEW_PENDING'], to: 'IN_PROGRESS' },
  /** The scheduled renewal at the 11th month. */
  renewalDue: { from: ['COMPLETED'], to: 'AWAITING_RENEWAL' },
  /** Start Renewal (staff): a new cycle, in progress at once. */
  startRenewal: { from: ['COMPLETED', 'AWAITING_RENEWAL'], to: 'IN_PROGRESS' },
} as const satisfies Record<string, { from: readonly PrequalStatus[]; to: PrequalStatus }>;

export type PrequalTransition = keyof typeof PREQUAL_TRANSITIONS;

/** A status in words, to name it in refusals ("This prequalification is waiting for admin review; ..."). */
export const PREQUAL_STATUS_WORDS: Readonly<Record<PrequalStatus, string>> = {
  NOT_STARTED: 'not started',
  AWAITING_RENEWAL: 'awaiting renewal',
  DRAFT: 'a draft',
  IN_PROGRESS: 'in progress',
  ADMIN_REVIEW_PENDING: 'waiting for admin review',
  DEPARTMENT_REVIEW_PENDING: 'waiting for department review',
  FINAL_REVIEW_PENDING: 'waiting for final review',
  COMPLETED: 'completed',
  RENEWAL: 'in renewal',
};

const DOING_WORDS: Record<PrequalTransition, string> = {
  begin: 'begun',
  submit: 'submitted',
  adminApprove: 'approved in admin review',
  adminReturn: 'returned from admin review',
  departmentsDecided: 'sent to final review',
  finalApprove: 'approved',
  finalReturn: 'returned to the vendor',
  renewalDue: 'marked for renewal',
  startRenewal: 'renewed',
};

/** The status after `transition`, or a CONFLICT such as "This prequalification is completed; it cannot be submitted." */
export function nextPrequalStatus(current: PrequalStatus, transition: PrequalTransition): PrequalStatus {
  const rule = PREQUAL_TRANSITIONS[transition];
  if ((rule.from as readonly PrequalStatus[]).includes(current)) return rule.to;
  throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[current]}; it cannot be ${DOING_WORDS[transition]}.`);
}
