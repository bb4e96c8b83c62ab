import { REGISTRATION_STATUS_WORDS, REGISTRATION_STATUSES, type RegistrationStatus } from '@portal/common/domain/statuses';
import { AppError } from '../../errors.js';

/**
 * A company's registration, as a table (docs/architecture.md, rule 4; drawn in docs/registration-state-machine.md):
 *
 *   DRAFT --submit--> SUBMITTED --approve--> APPROVED
 *                               --reject---> REJECTED
 *
 * and which edits each status allows. Anything not listed is refused with a CONFLICT that says why.
 */
export { REGISTRATION_STATUSES, type RegistrationStatus };

export type RegistrationTransition = 'submit' | 'approve' | 'reject';
export type RegistrationEdit = 'editDraft' | 'deleteDraft' | 'review';

export const REGISTRATION_TRANSITIONS: Readonly<Record<RegistrationTransition, { from: readonly RegistrationStatus[]; to: RegistrationStatus }>> = {
  submit: { from: ['DRAFT'], to: 'SUBMITTED' },
  approve: { from: ['SUBMITTED'], to: 'APPROVED' },
  reject: { from: ['SUBMITTED'], to: 'REJECTED' },
};

export const REGISTRATION_EDITS: Readonly<Record<RegistrationEdit, readonly RegistrationStatus[]>> = {
  editDraft: ['DRAFT'],
  deleteDraft: ['DRAFT'],
  review: ['SUBMITTED'],
};

const DOING_WORDS: Record<RegistrationTransition | RegistrationEdit, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'not approved',
  editDraft: 'saved as a draft',
  deleteDraft: 'deleted as a draft',
  review: 'edited in review',
};

/** The status after `transition`, or a CONFLICT such as "This registration is a draft; it cannot be approved." */
export function nextRegistrationStatus(current: RegistrationStatus, transition: RegistrationTransition): RegistrationStatus {
  const rule = REGISTRATION_TRANSITIONS[transition];
  if (rule.from.includes(current)) return rule.to;
  if (current === rule.to) throw new AppError('CONFLICT', `This registration is already ${REGISTRATION_STATUS_WORDS[current]}.`);
  throw refused(current, transition);
}

/** Refuses an edit the current status does not allow. */
export function assertRegistrationEdit(current: RegistrationStatus, edit: RegistrationEdit): void {
  if (!REGISTRATION_EDITS[edit].includes(current)) throw refused(current, edit);
}

function refused(current: RegistrationStatus, what: RegistrationTransition | RegistrationEdit): AppError {
  return new AppError('CONFLICT', `This registration is ${REGISTRATION_STATUS_WORDS[current]}; it cannot be ${DOING_WORDS[what]}.`);
}
