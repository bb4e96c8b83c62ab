import type { DepartmentStatus, FinalDecision, RegistrationStatus } from '@portal/common/domain/statuses';
import { formatMoney } from '../../components/registration-form/money';
import type { FormCategory } from '../../gql/graphql';

// Features never import each other: these repeat admin-prequal's decision-labels.ts (admin specification
// section 4). Candidates for @portal/common/domain/statuses.ts, where both features could read them.

const DEPARTMENT_STATUS_LABELS: Readonly<Record<DepartmentStatus, string>> = {
  DEPARTMENT_PENDING: 'Pending',
  DEPARTMENT_APPROVED: 'Approved',
  DEPARTMENT_APPROVED_WITH_RISK_MITIGATION: 'Approved with Risk Mitigation',
  DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY: 'Bond Approval Only',
  DEPARTMENT_APPROVED_WITH_MEETING: 'Approved with Meeting',
  DEPARTMENT_NOT_APPROVED: 'Not Approved',
};

const FINAL_DECISION_LABELS: Readonly<Record<FinalDecision, string>> = {
  FINAL_APPROVED: 'Approved',
  FINAL_APPROVED_WITH_RISK_MITIGATION: 'Approved with Risk Mitigation',
  FINAL_APPROVED_BOND_APPROVAL_ONLY: 'Bond Approval Only',
  FINAL_APPROVED_WITH_MEETING: 'Approved with Meeting',
  FINAL_REJECTED: 'Rejected',
  IN_PROGRESS: 'Return to Vendor',
};

/** The company's registration as its Approval Status. */
const REGISTRATION_STATUS_LABELS: Readonly<Record<RegistrationStatus, string>> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Waiting on Approval',
  APPROVED: 'Approved',
  REJECTED: 'Not Approved',
};

function labelOf(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (!value) return '';
  return labels[value] ?? value;
}

export const departmentStatusLabel = (status: string | null | undefined) => labelOf(DEPARTMENT_STATUS_LABELS, status);
export const finalDecisionLabel = (status: string | null | undefined) => labelOf(FINAL_DECISION_LABELS, status);
export const registrationStatusLabel = (status: string | null | undefined) => labelOf(REGISTRATION_STATUS_LABELS, status);

/** A final decision that approves the company (every FINAL_APPROVED*). */
export function isApproval(finalStatus: string | null | undefined): boolean {
  return Boolean(finalStatus?.startsWith('FINAL_APPROVED'));
}

/** The three departments in the order the screens show them; safety lite counts as safety. */
export const DEPARTMENTS = [
  { key: 'SAFETY', label: 'Safety', categories: ['SAFETY', 'SAFETY_LITE'] },
  { key: 'FINANCIAL', label: 'Financial', categories: ['FINANCIAL'] },
  { key: 'LEGAL', label: 'Legal', categories: ['LEGAL'] },
] as const satisfies readonly { key: string; label: string; categories: readonly FormCategory[] }[];

export function departmentOf(category: string) {
  return DEPARTMENTS.find((d) => (d.categories as readonly string[]).includes(category));
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A cycle as its history link names it, from its own year and month (no time zone involved): "November 2026". */
export function cycleName({ year, month }: { year: number; month: number }): string {
  return `${MONTH_NAMES[month - 1] ?? month} ${year}`;
}

/** An exact money string from the API ("1250000.50") as dollars ("$1,250,000.50"), never through a float; empty for none. */
export function formatLimit(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `$${formatMoney(value)}`;
}
