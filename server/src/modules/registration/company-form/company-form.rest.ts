import { UPLOAD_MAX_BYTES } from '@portal/common/constants';
import type { Request } from 'express';
import { multipartForm } from '../../../rest/multipart.js';
import { expectedVersionOf, IF_MATCH } from '../../companies/index.js';
import { REGISTRATION_DOCUMENTS, type CompanyFormInput, type RegistrationDocument, type RegistrationWrite } from './company-form.service.js';

/** The multipart (or JSON) body of a company-form call, with its two documents streamed. */
export const companyFormBody = multipartForm({ fileFields: Object.keys(REGISTRATION_DOCUMENTS) as RegistrationDocument[], maxFileBytes: UPLOAD_MAX_BYTES });

/**
 * The form values of a JSON or multipart body, without the facade's own switches (mode, source), and the
 * version the caller loaded: a `version` field of the body, or the `If-Match` header (`"3"`, `W/"3"` or `3`). A row
 * reading it lists IF_MATCH in its `headers`.
 */
export function formOf(req: Request): Omit<RegistrationWrite, 'vendorId'> {
  const { mode: _mode, source: _source, version, ...input } = (req.body ?? {}) as Record<string, unknown>;
  return {
    // A body's shape is unknown until the service parses it with the form's schema.
    input: input as CompanyFormInput,
    uploads: { w9File: req.uploads?.w9File ?? null, generalContractReferencesDocument: req.uploads?.generalContractReferencesDocument ?? null },
    expectedVersion: expectedVersionOf(version, IF_MATCH.of(req)),
  };
}
