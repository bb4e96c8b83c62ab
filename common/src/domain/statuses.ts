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
