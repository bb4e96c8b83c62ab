import type { Request } from 'express';
import { AppError } from '../../errors.js';
import { restHeader } from '../../operations/operation.js';

/**
 * A company's `version` (vendor.version, raised by every change of the row): a save names the version it was made
 * from, and one made from an outdated copy is refused instead of undoing the other change. Every write of a
 * company (the registration form, general info, the ERP id) reads and answers it the same way.
 */

/** Said when a save was made from an older copy of the company than the one stored now. */
export const STALE_RECORD_MESSAGE = "This company's details were changed by someone else since you opened them. Reload to see the latest, then make your change again.";

/**
 * CONFLICT (409) for a save made from an outdated copy. The field error on `version` tells this
 * conflict apart from a status conflict, so a screen can offer to reload instead of only showing it.
 */
export function staleRecord(): AppError {
  return new AppError('CONFLICT', STALE_RECORD_MESSAGE, { fieldErrors: { version: STALE_RECORD_MESSAGE } });
}

const VERSION_MESSAGE = 'version must be the whole number the company was loaded with';

/** The version a REST save was made from, as a header in place of a `version` field (a row reading it lists it in its `headers`). */
export const IF_MATCH = restHeader(
  'If-Match',
  'The company\'s version the save was made from: the ETag its read answered ("3", W/"3" or 3), in place of a version field. None or * : no check.',
);

/** The version a write was made from; null when the caller sent none (or `If-Match: *`). */
export function expectedVersionOf(field: unknown, ifMatch: string | undefined): number | null {
  const fromField = field === undefined || field === null || field === '' ? null : wholeNumber(field);
  const tag = ifMatch?.trim();
  const fromHeader = !tag || tag === '*' ? null : wholeNumber(/^(?:W\/)?"?(\d+)"?$/.exec(tag)?.[1]);
  if (fromField !== null && fromHeader !== null && fromField !== fromHeader) {
    throw AppError.badInput('The version field and the If-Match header name different versions.', { version: VERSION_MESSAGE });
  }
  return fromField ?? fromHeader;
}

function wholeNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw AppError.badInput(VERSION_MESSAGE, { version: VERSION_MESSAGE });
  return n;
}

/** The strong ETag of a company's version, for answers a client may send back in If-Match. */
export function versionTag(version: number): string {
  return `"${version}"`;
}

/** Answers a company's view with its version as the ETag, which a client may send back as If-Match. */
export function withVersionTag<T extends { version: number }>(req: Request, view: T): T {
  req.res?.setHeader('ETag', versionTag(view.version));
  return view;
}
