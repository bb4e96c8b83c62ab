import { Box, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';
import { controlId, useRegistrationFormContext } from '../form-context';

interface FormFieldFrameProps {
  /** The field's path in the form values (also the error path), e.g. "contacts.1.email". */
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
}

/**
 * Label, control and error of one field. Field.Root gives the control the id the label points at;
 * `data-field-path` lets the failed-submit modal find and focus the field.
 */
export function FormFieldFrame({ name, label, required, helperText, children }: FormFieldFrameProps) {
  const { formId, showRequired, isLocked } = useRegistrationFormContext();
  const { errors } = useFormState<RegistrationFormValues>({ name: name as keyof RegistrationFormValues });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const locked = isLocked(name);
  const markRequired = Boolean(required && showRequired && !locked);
  return (
    <Box data-field-path={name} minW="0">
      <Field.Root id={controlId(formId, name)} invalid={Boolean(message)} required={markRequired} readOnly={locked}>
        <Field.Label>
          {label}
          {markRequired && <Field.RequiredIndicator />}
        </Field.Label>
        {children}
        {/* Input hints are noise on a value that cannot be changed. */}
        {helperText && !message && !locked && <Field.HelperText>{helperText}</Field.HelperText>}
        {message && <Field.ErrorText>{message}</Field.ErrorText>}
      </Field.Root>
    </Box>
  );
}
