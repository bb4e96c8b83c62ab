import { AppError } from '../../errors.js';

/**
 * A company's registration, as a table (ARCHITECTURE rule 4; drawn in docs/registration-state-machine.md):
 *
 *   DRAFT --submit--> SUBMITTED --approve--> APPROVED
 *                               --reject---> REJECTED
 *
 * and which edits each status allows. Anything not listed is refused with a CONFLICT that says why.
 */
export const REGISTRATION_STATUSES = ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export type RegistrationTransition = 'submit' | 'approve' | 'reject';
export type RegistrationEdit = 'editDraft' | 'deleteDraft' | 'review' | 'generalInfo';

export const REGISTRATION_TRANSITIONS: Readonly<Record<RegistrationTransition, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>> = {
  submit: { from: ['DRAFT'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED' },
};

export const REGISTRATION_EDITS: Readonly<Record<RegistrationEdit, readonly RegistrationStatus[]>> = {
  editDraft: ['DRAFT'],
  deleteDraft: ['DRAFT'],
  review: ['SUBMITTED'],
  generalInfo: ['APPROVED'],
};

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  DRAFT: 'a draft',
  SUBMITTED: 'submitted and awaiting approval',
  APPROVED: 'approved',
  REJECTED: 'not approved',
};

const DOING_WORDS: Record<RegistrationTransition | RegistrationEdit, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'not approved',
  editDraft: 'saved as a draft',
  deleteDraft: 'deleted as a draft',
  review: 'edited in review',
  generalInfo: 'edited as general info',
};

/** The status after `transition`, or a CONFLICT such as "This registration is a draft; it cannot be approved." */
export function nextRegistrationStatus(current: RegistrationStatus, transition: RegistrationTransition): RegistrationStatus {
  const rule = REGISTRATION_TRANSITIONS[transition];
  if (rule.from.includes(current)) return rule.to;
  if (current === rule.to) throw new AppError('CONFLICT', `This registration is already ${STATUS_WORDS[current]}.`);
  throw refused(current, transition);
}

/** Refuses an edit the current status does not allow. */
export function assertRegistrationEdit(current: RegistrationStatus, edit: RegistrationEdit): void {
  if (!REGISTRATION_EDITS[edit].includes(current)) throw refused(current, edit);
}

function refused(current: RegistrationStatus, what: RegistrationTransition | RegistrationEdit): AppError {
  return new AppError('CONFLICT', `This registration is ${STATUS_WORDS[current]}; it cannot be ${DOING_WORDS[what]}.`);
}
