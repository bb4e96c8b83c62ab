import { errorCodesOf, fieldErrorsOf } from '../../api/error-details';

/**
 * The server's words when a save was refused because the record changed since it was loaded (409 CONFLICT
 * with a field error on `version`); null for any other failure.
 */
export function staleRecordMessage(error: unknown): string | null {
  if (!errorCodesOf(error).includes('CONFLICT')) return null;
  return fieldErrorsOf(error).version ?? null;
}
