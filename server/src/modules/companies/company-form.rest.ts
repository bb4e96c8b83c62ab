import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import type { Request } from 'express';
import { AppError } from '../../errors.js';
import { multipartForm } from '../../rest/multipart.js';
import { REGISTRATION_DOCUMENTS, type CompanyFormInput, type RegistrationDocument, type RegistrationWrite } from './company-form.service.js';

/** The multipart (or JSON) body of a company-form call, with its two documents streamed. */
export const companyFormBody = multipartForm({ fileFields: Object.keys(REGISTRATION_DOCUMENTS) as RegistrationDocument[], maxFileBytes: UPLOAD_MAX_BYTES });

/**
 * The form values of a JSON or multipart body, without the facade's own switches (mode, source), and the
 * version the caller loaded: a `version` field of the body, or the `If-Match` header (`"3"`, `W/"3"` or `3`).
 */
export function formOf(req: Request): Omit<RegistrationWrite, 'vendorId'> {
  const { mode: _mode, source: _source, version, ...input } = (req.body ?? {}) as Record<string, unknown>;
  return {
    // A body's shape is unknown until the service parses it with the form's schema.
    input: input as CompanyFormInput,
    uploads: { w9File: req.uploads?.w9File ?? null, generalContractReferencesDocument: req.uploads?.generalContractReferencesDocument ?? null },
    expectedVersion: expectedVersionOf(version, req.get('if-match')),
  };
}

const VERSION_MESSAGE = 'version must be the whole number the company was loaded with';

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
