import { mayReadAnswers, NO_FINANCIAL_ACCESS } from '@portal/common/auth/answer-access';
import { isVendorRole, type Permission } from '@portal/common/auth/roles';
import { DISPLAY_TIME_ZONE } from '@portal/common/constants';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';

export const PREQUAL_MESSAGES = {
  noEmployees: 'Please fill the number of employees in the General info section',
  stale: 'This form was changed in another tab or by someone else. Reload it to see the latest answers.',
  notBegun: 'This company has not begun prequalification yet.',
  vendorRequired: 'Choose the company (vendorId).',
  foreignFile: "Must be one of your company's files",
} as const;

/** The error type the specification names for beginning without a number of employees. */
export const NO_EMPLOYEES_TYPE = 'NoEmployeesFoundException';

export function noEmployees(): AppError {
  return new AppError('BAD_USER_INPUT', PREQUAL_MESSAGES.noEmployees, { type: NO_EMPLOYEES_TYPE });
}

export function staleForm(): AppError {
  return new AppError('CONFLICT', PREQUAL_MESSAGES.stale);
}

/**
 * The company an operation is about, checked for `permission`: the one named, or the vendor user's own when
 * none is named (internal staff must name one). A vendor naming another company is FORBIDDEN.
 */
export function companyFor(actor: Actor | null, permission: Permission, vendorId: string | null | undefined): { actor: Actor; vendorId: string } {
  const a = authorize(actor, permission);
  const id = vendorId?.trim() || (isVendorRole(a.role) ? a.vendorId : null);
  if (!id) throw AppError.badInput(PREQUAL_MESSAGES.vendorRequired, { vendorId: PREQUAL_MESSAGES.vendorRequired });
  authorize(a, permission, { vendorId: id });
  assertUuid(id, 'Company');
  return { actor: a, vendorId: id };
}

/**
 * A form's answers are read (or written, which answers them back) only by a role its department's readPermission
 * allows (prequal.financials.read for the financial form); FORBIDDEN otherwise, with the words the screens show.
 */
export function assertMayReadAnswers(actor: Actor, category: string): void {
  if (!mayReadAnswers(actor.role, category)) throw new AppError('FORBIDDEN', NO_FINANCIAL_ACCESS);
}

/**
 * The permission to answer a company's forms: a vendor user answers its own company's (prequal.answer, the
 * company's admin); internal staff answer on the vendor's behalf with prequal.review (the In Progress tab).
 */
export function answerPermissionOf(actor: Actor | null): Permission {
  return actor && !isVendorRole(actor.role) ? 'prequal.review' : 'prequal.answer';
}

/**
 * A cycle's instance: the year and month it began in the portal's time zone ("2027-01"). A company begins
 * at most one cycle a month: beginning again in the month of its last cycle (a renewal right after one was
 * begun) is refused, not given a suffixed instance, so an instance always reads as a month.
 */
export function cycleOf(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric', month: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}
