import { AppError } from '../../errors.js';
import type { UserRegistrationStatus } from '../users/index.js';

/**
 * A vendor user's account request, as a table (drawn in docs/registration-state-machine.md):
 *
 *   PENDING --approve--> APPROVED
 *           --reject---> REJECTED
 *
 * Anything else is refused with a CONFLICT that says why.
 */
export type AccountTransition = 'approve' | 'reject';

export const ACCOUNT_TRANSITIONS: Readonly<Record<AccountTransition, { from: readonly UserRegistrationStatus[]; to: UserRegistrationStatus }>> = {
  approve: { from: ['PENDING'], to: 'APPROVED' },
  reject: { from: ['PENDING'], to: 'REJECTED' },
};

const STATUS_WORDS: Record<UserRegistrationStatus, string> = { PENDING: 'awaiting approval', APPROVED: 'approved', REJECTED: 'not approved' };

/** The status after `transition`, or a CONFLICT such as "This account is already approved." */
export function nextAccountStatus(current: UserRegistrationStatus, transition: AccountTransition): UserRegistrationStatus {
  const rule = ACCOUNT_TRANSITIONS[transition];
  if (rule.from.includes(current)) return rule.to;
  if (current === rule.to) throw new AppError('CONFLICT', `This account is already ${STATUS_WORDS[current]}.`);
  throw new AppError('CONFLICT', `This account is ${STATUS_WORDS[current]}; only an account awaiting approval can be decided.`);
}
