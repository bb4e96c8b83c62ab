import { showAlert } from '../../api/alert-store';
import { errorMessageOf, fieldErrorsOf } from '../../api/error-details';

/** The server's field names -> the dialogs' (the spec's user dialog says fullName and phoneNumber). */
const FORM_FIELD: Record<string, string> = { name: 'fullName', phone: 'phoneNumber', email: 'email', role: 'role', password: 'password' };

/**
 * Shows a refused save: each field error beside its field (when the dialog has that field), anything else in the
 * Alert modal. Returns whether anything was put beside a field.
 */
export function showSaveError(error: unknown, fields: readonly string[], setError: (field: string, message: string) => void): void {
  const placed = Object.entries(fieldErrorsOf(error))
    .map(([field, message]) => [FORM_FIELD[field] ?? field, message] as const)
    .filter(([field]) => fields.includes(field));
  placed.forEach(([field, message]) => setError(field, message));
  if (placed.length === 0) showAlert(errorMessageOf(error));
}
