import type { FieldFrameProps } from '../../../components/fields';
import { get, useFormState } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';
import { controlId, useRegistrationFormContext } from '../form-context';

interface FrameInput {
  /** The field's path in the form values (also the error path), e.g. "contacts.1.email". */
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  /** A group of boxes keeps its hint beside an error; a single control swaps the hint for the error. */
  hintBesideError?: boolean;
}

/**
 * How the registration form frames a shared field widget: the error from the form state, read-only while the
 * field is locked, the required mark only where the mode shows it, and a control id the failed-submit modal
 * can focus.
 */
export function useFieldFrame({ name, label, required, helperText, hintBesideError }: FrameInput): FieldFrameProps {
  const { formId, showRequired, isLocked } = useRegistrationFormContext();
  const { errors } = useFormState<RegistrationFormValues>({ name: name as keyof RegistrationFormValues });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const readOnly = isLocked(name);
  return {
    name,
    label,
    id: controlId(formId, name),
    required: Boolean(required && showRequired && !readOnly),
    error,
    hint: error && !hintBesideError ? undefined : helperText,
    readOnly,
  };
}
