/**
 * The lifecycle statuses the API shows, shared by server and client. Which moves between them are
 * allowed is each owning module's transition table (server/src/modules/registration/registration-status.ts,
 * server/src/modules/prequal/prequal-status.ts).
 */

/** A company's registration: a draft, submitted and awaiting approval, approved, or not approved. */
export const REGISTRATION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** A company's prequalification, projected onto the company row by the prequal module. */
export const PREQUAL_STATUSES = [
  'NOT_STARTED',
  'AWAITING_RENEWAL',
  'DRAFT',
  'IN_PROGRESS',
  'ADMIN_REVIEW_PENDING',
  'DEPARTMENT_REVIEW_PENDING',
  'FINAL_REVIEW_PENDING',
  'COMPLETED',
  'RENEWAL',
] as const;
export type PrequalStatus = (typeof PREQUAL_STATUSES)[number];

/** How a message names each registration status: "This registration is <words>; ...". */
export const REGISTRATION_STATUS_WORDS: Readonly<Record<RegistrationStatus, string>> = {
  DRAFT: 'a draft',
  SUBMITTED: 'submitted and awaiting approval',
  APPROVED: 'approved',
  REJECTED: 'not approved',
};

/** A company's prequalification status as the screens name it (the vendor's overview and form, the admin lists). */
export const PREQUAL_STATUS_LABELS: Readonly<Record<PrequalStatus, string>> = {
  NOT_STARTED: 'Not started',
  AWAITING_RENEWAL: 'Awaiting renewal',
  DRAFT: 'Draft',
  IN_PROGRESS: 'In progress',
  ADMIN_REVIEW_PENDING: 'Submitted, waiting for admin review',
  DEPARTMENT_REVIEW_PENDING: 'Under department review',
  FINAL_REVIEW_PENDING: 'Under final review',
  COMPLETED: 'Completed',
  RENEWAL: 'Renewal',
};

/** The label of a status as the API sends it (a string), or the status itself if it is not one the portal knows. */
export function prequalStatusLabel(status: string): string {
  return (PREQUAL_STATUS_LABELS as Readonly<Record<string, string>>)[status] ?? status;
}

/** A category's department decision (admin specification section 4); WITH_MEETING is for financial only. */
export const DEPARTMENT_STATUSES = [
  'DEPARTMENT_PENDING',
  'DEPARTMENT_APPROVED',
  'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
  'DEPARTMENT_APPROVED_BOND_APPROVAL_ONLY',
  'DEPARTMENT_APPROVED_WITH_MEETING',
  'DEPARTMENT_NOT_APPROVED',
] as const;
export type DepartmentStatus = (typeof DEPARTMENT_STATUSES)[number];

/** The final review's decisions; IN_PROGRESS is "Return to Vendor". */
export const FINAL_DECISIONS = [
  'FINAL_APPROVED',
  'FINAL_APPROVED_WITH_RISK_MITIGATION',
  'FINAL_APPROVED_BOND_APPROVAL_ONLY',
  'FINAL_APPROVED_WITH_MEETING',
  'FINAL_REJECTED',
  'IN_PROGRESS',
] as const;
export type FinalDecision = (typeof FINAL_DECISIONS)[number];

/** A prequalification's priority in the department review table. */
export const PREQUAL_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type PrequalPriority = (typeof PREQUAL_PRIORITIES)[number];
