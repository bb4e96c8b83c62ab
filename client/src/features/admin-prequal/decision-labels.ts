import type { DepartmentStatus, FinalDecision } from '@portal/common/domain/statuses';
import type { FormCategory } from '../../gql/graphql';

/** How the screens name each department status (admin specification section 4). */
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

export function finalDecisionLabel(status: string): string {
  return (FINAL_DECISION_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

export function departmentStatusLabel(status: string): string {
  return (DEPARTMENT_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

/** The three department columns; safety lite counts as safety. */
export const DEPARTMENTS = [
  { key: 'SAFETY', label: 'Safety', categories: ['SAFETY', 'SAFETY_LITE'] },
  { key: 'FINANCIAL', label: 'Financial', categories: ['FINANCIAL'] },
  { key: 'LEGAL', label: 'Legal', categories: ['LEGAL'] },
] as const satisfies readonly { key: string; label: string; categories: readonly FormCategory[] }[];

export type Department = (typeof DEPARTMENTS)[number];
