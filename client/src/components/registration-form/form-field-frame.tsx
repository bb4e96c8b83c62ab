import { Box, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import type { RegistrationFormValues } from './form-values';
import { controlId, useRegistrationFormContext } from './form-context';

interface FormFieldFrameProps {
  /** The field's path in the form values (also the error path), e.g. "contacts.1.email". */
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  /** How a locked control shows it: read-only, or disabled for controls without a read-only state (<select>). */
  lockAs?: 'readOnly' | 'disabled';
  children: ReactNode;
}

/**
 * Label, control and error of one field. Field.Root gives the control the id the label points at;
 * `data-field-path` lets the failed-submit modal find and focus the field.
 */
export function FormFieldFrame({ name, label, required, helperText, lockAs = 'readOnly', children }: FormFieldFrameProps) {
  const { formId, showRequired, isLocked } = useRegistrationFormContext();
  const { errors } = useFormState<RegistrationFormValues>({ name: name as keyof RegistrationFormValues });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const locked = isLocked(name);
  const markRequired = Boolean(required && showRequired && !locked);
  return (
    <Box data-field-path={name} minW="0">
      <Field.Root
        id={controlId(formId, name)}
        invalid={Boolean(message)}
        required={markRequired}
        readOnly={locked && lockAs === 'readOnly'}
        disabled={locked && lockAs === 'disabled'}
      >
        <Field.Label>
          {label}
          {markRequired && <Field.RequiredIndicator />}
        </Field.Label>
        {children}
        {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
        {message && <Field.ErrorText>{message}</Field.ErrorText>}
      </Field.Root>
    </Box>
  );
}
