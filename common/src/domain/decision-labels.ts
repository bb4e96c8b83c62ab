import type { DepartmentStatus, FinalDecision, RegistrationStatus } from './statuses.js';

/**
 * The review pipeline's decisions and a registration's approval as the admin screens name them (admin specification
 * section 4): the prequalification page's tables and dialogs and the company page read these, never copies.
 */

/** How the screens name each department status. */
export const DEPARTMENT_STATUS_LABELS: Readonly<Record<DepartmentStatus, string>> = {
  DEPARTMENT_PENDING: 'Pending',
  DEPARTMENT_APPROVED: 'Approved',
  DEPARTMENT_APPROVED_WITH_RISK_MITIGATION: 'Approved with Risk Mitigation',
  DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY: 'Bond Approval Only',
  DEPARTMENT_APPROVED_WITH_MEETING: 'Approved with Meeting',
  DEPARTMENT_NOT_APPROVED: 'Not Approved',
};

/** The final decisions as the Approve dialog and the Completed list name them; IN_PROGRESS is "Return to Vendor". */
export const FINAL_DECISION_LABELS: Readonly<Record<FinalDecision, string>> = {
  FINAL_APPROVED: 'Approved',
  FINAL_APPROVED_WITH_RISK_MITIGATION: 'Approved with Risk Mitigation',
  FINAL_APPROVED_BOND_APPROVAL_ONLY: 'Bond Approval Only',
  FINAL_APPROVED_WITH_MEETING: 'Approved with Meeting',
  FINAL_REJECTED: 'Rejected',
  IN_PROGRESS: 'Return to Vendor',
};

/** A company's registration as its Approval Status. */
export const REGISTRATION_STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Waiting on Approval',
  APPROVED: 'Approved',
  REJECTED: 'Not Approved',
};

/** A value's label, the value itself when it is not one the portal knows, and empty for none. */
function labelIn(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? value;
}

export const departmentStatusLabel = (status: string | null | undefined): string => labelIn(DEPARTMENT_STATUS_LABELS, status);
export const finalDecisionLabel = (status: string | null | undefined): string => labelIn(FINAL_DECISION_LABELS, status);
export const registrationStatusLabel = (status: string | null | undefined): string => labelIn(REGISTRATION_STATUS_LABELS, status);

/** A final decision that approves the company (every FINAL_APPROVED*). */
export function isApproval(finalStatus: string | null | undefined): boolean {
  return Boolean(finalStatus?.startsWith('FINAL_APPROVED'));
}

/** The department of a form category (common/src/domain/categories.ts, the one list of departments). */
export { departmentOf } from './categories.js';
