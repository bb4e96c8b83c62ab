import { PREQUAL_STATUSES, type DepartmentStatus, type FinalDecision, type PrequalStatus } from '@portal/common/domain/statuses';
import { departmentKeyOf, departmentOf, departments, inWords } from '@portal/common/domain/categories';
import { AppError } from '../../errors.js';
import type { FormCategory } from '../forms/index.js';

export { PREQUAL_STATUSES, type PrequalStatus };

/**
 * A company's prequalification status, as a table (docs/architecture.md, rule 4; drawn in
 * docs/prequal-state-machine.md). The only way the status changes is nextPrequalStatus; anything not
 * in the table is refused with a CONFLICT that names the current status.
 */
export const PREQUAL_TRANSITIONS = {
  /**
   * Begin prequalification: a new cycle with three DRAFT forms, and the company is in progress at once.
   * The company itself is never DRAFT: DRAFT stays a status of the specification's lists, and
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
  /** Final review's FINAL_REJECTED: the cycle ends COMPLETED with finalStatus FINAL_REJECTED and no expiry. */
  finalReject: { from: ['FINAL_REVIEW_PENDING'], to: 'COMPLETED' },
  /** The scheduled renewal at the 11th month. */
  renewalDue: { from: ['COMPLETED'], to: 'AWAITING_RENEWAL' },
  /** Start Renewal (staff): a new cycle, in progress at once. */
  startRenewal: { from: ['COMPLETED', 'AWAITING_RENEWAL'], to: 'IN_PROGRESS' },
  /** Staff delete the forms of a cycle still in progress ("Delete forms?"): a company with no completed cycle starts over. */
  deleteForms: { from: ['IN_PROGRESS'], to: 'NOT_STARTED' },
  /** The same, for a company with an earlier completed cycle: it is awaiting renewal again. */
  deleteRenewalForms: { from: ['IN_PROGRESS'], to: 'AWAITING_RENEWAL' },
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
  finalReject: 'rejected',
  renewalDue: 'marked for renewal',
  startRenewal: 'renewed',
  deleteForms: 'deleted',
  deleteRenewalForms: 'deleted',
};

/** The status after `transition`, or a CONFLICT such as "This prequalification is completed; it cannot be submitted." */
export function nextPrequalStatus(current: PrequalStatus, transition: PrequalTransition): PrequalStatus {
  const rule = PREQUAL_TRANSITIONS[transition];
  if ((rule.from as readonly PrequalStatus[]).includes(current)) return rule.to;
  throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[current]}; it cannot be ${DOING_WORDS[transition]}.`);
}

/*
 * The department decisions (one per category of a cycle) and the final decisions, as tables too (drawn in
 * docs/prequal-state-machine.md).
 */

/** A department's key (common/src/domain/categories.ts): the safety tab decides for the SAFETY or the SAFETY_LITE form. */
export type DepartmentTab = string;

export const departmentTabOf = (category: FormCategory): DepartmentTab => departmentKeyOf(category);

/** A department in words, lower case, as refusals name it ("The financial decision is ..."). */
const tabName = (tab: DepartmentTab): string => (departmentOf(tab)?.label ?? tab).toLowerCase();

/** A department decision in words, to name it in refusals ("The financial decision is already approved; ..."). */
export const DEPARTMENT_STATUS_WORDS: Readonly<Record<DepartmentStatus, string>> = {
  DEPARTMENT_PENDING: 'pending',
  DEPARTMENT_APPROVED: 'approved',
  DEPARTMENT_APPROVED_WITH_RISK_MITIGATION: 'approved with risk mitigation',
  DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY: 'approved for bond approval only',
  DEPARTMENT_APPROVED_WITH_MEETING: 'approved with meeting',
  DEPARTMENT_NOT_APPROVED: 'not approved',
};

/**
 * A category's decision moves once: from DEPARTMENT_PENDING to a decision, which is then final (a reviewer
 * cannot change a category that already has a decision). Only a return to the vendor (admin or final review)
 * puts every category back to DEPARTMENT_PENDING, as a new review of new answers.
 */
export const DEPARTMENT_TRANSITIONS: Readonly<Record<DepartmentStatus, readonly DepartmentStatus[]>> = {
  DEPARTMENT_PENDING: [
    'DEPARTMENT_APPROVED',
    'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
    'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY',
    'DEPARTMENT_APPROVED_WITH_MEETING',
    'DEPARTMENT_NOT_APPROVED',
  ],
  DEPARTMENT_APPROVED: [],
  DEPARTMENT_APPROVED_WITH_RISK_MITIGATION: [],
  DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY: [],
  DEPARTMENT_APPROVED_WITH_MEETING: [],
  DEPARTMENT_NOT_APPROVED: [],
};

/** The decisions a category's department may take (the registry's; WITH_MEETING is financial's only). */
export function categoryDecisions(category: FormCategory): readonly DepartmentStatus[] {
  return departmentOf(category)?.decisions ?? [];
}

/** "Approved with meeting is a decision of the financial category only.": a decision only some departments take. */
function onlyOf(decision: DepartmentStatus): string | null {
  const takers = departments().filter((d) => d.decisions.includes(decision));
  if (takers.length === 0 || takers.length === departments().length) return null;
  const words = DEPARTMENT_STATUS_WORDS[decision];
  return `${words[0]!.toUpperCase()}${words.slice(1)} is a decision of the ${inWords(takers.map((d) => d.label.toLowerCase()))} category only.`;
}

/** The company status in which departments decide (and change limits and mitigation plans). */
export const DEPARTMENT_REVIEW_STATUSES: readonly PrequalStatus[] = ['DEPARTMENT_REVIEW_PENDING'];

/** Departments decide only while the cycle is under department review; otherwise a CONFLICT naming the status. */
export function assertDepartmentReview(current: PrequalStatus): void {
  if (DEPARTMENT_REVIEW_STATUSES.includes(current)) return;
  throw new AppError('CONFLICT', `This prequalification is ${PREQUAL_STATUS_WORDS[current]}; its departments cannot decide now.`);
}

/**
 * The category's status after `decision`: BAD_USER_INPUT when the category may not take it (WITH_MEETING
 * outside financial, or DEPARTMENT_PENDING), CONFLICT naming the current decision when one is already made.
 */
export function nextDepartmentStatus(category: FormCategory, current: DepartmentStatus, decision: DepartmentStatus): DepartmentStatus {
  const tab = departmentTabOf(category);
  if (!categoryDecisions(category).includes(decision)) {
    throw AppError.badInput(
      onlyOf(decision) ??
        `${DEPARTMENT_STATUS_WORDS[decision][0]!.toUpperCase()}${DEPARTMENT_STATUS_WORDS[decision].slice(1)} is not a decision the ${tabName(tab)} category can take.`,
      { status: 'Choose a decision this category can take.' },
    );
  }
  if (DEPARTMENT_TRANSITIONS[current].includes(decision)) return decision;
  throw new AppError('CONFLICT', `The ${tabName(tab)} decision is already ${DEPARTMENT_STATUS_WORDS[current]}; it cannot be changed.`);
}

/** Every category has a decision: the cycle goes to final review (departmentsDecided). */
export function allDepartmentsDecided(statuses: readonly DepartmentStatus[]): boolean {
  return statuses.length > 0 && statuses.every((s) => s !== 'DEPARTMENT_PENDING');
}

/**
 * The final review's decisions: each names the company's transition. The approvals complete the cycle with an
 * expiry a year after the decision; FINAL_REJECTED completes it with no expiry (the Completed tab filters by
 * finalStatus); IN_PROGRESS ("Return to Vendor") reopens the forms and resets the department decisions.
 */
export const FINAL_TRANSITIONS: Readonly<Record<FinalDecision, { transition: PrequalTransition; expires: boolean }>> = {
  FINAL_APPROVED: { transition: 'finalApprove', expires: true },
  FINAL_APPROVED_WITH_RISK_MITIGATION: { transition: 'finalApprove', expires: true },
  FINAL_APPROVED_BOND_APPROVAL_ONLY: { transition: 'finalApprove', expires: true },
  FINAL_APPROVED_WITH_MEETING: { transition: 'finalApprove', expires: true },
  FINAL_REJECTED: { transition: 'finalReject', expires: false },
  IN_PROGRESS: { transition: 'finalReturn', expires: false },
};

/** The decisions the dashboard's Completed card counts (approved, in any of its forms). */
export const FINAL_APPROVALS: readonly FinalDecision[] = (Object.keys(FINAL_TRANSITIONS) as FinalDecision[]).filter((d) => FINAL_TRANSITIONS[d].expires);

/** An approval expires one year after the decision (same day and time, next year). */
export function expiryOf(decidedAt: Date): Date {
  const expires = new Date(decidedAt.getTime());
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return expires;
}
