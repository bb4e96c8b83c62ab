import { Input, Textarea, type InputProps } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormFieldFrame } from './form-field-frame';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  helperText?: string;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  maxLength?: number;
}

/** A text input (or textarea) registered with the form under `name`. */
export function TextField({ name, label, required, helperText, multiline, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<RegistrationFormValues>();
  const { isLocked } = useRegistrationFormContext();
  // Paths such as "contacts.1.email" are valid form paths; the generic register cannot check them statically.
  const registration = register(name as keyof RegistrationFormValues);
  const locked = isLocked(name);
  // A filled background tells read-only values apart from inputs waiting for an answer.
  const variant = locked ? 'subtle' : 'outline';
  return (
    <FormFieldFrame name={name} label={label} required={required} helperText={helperText}>
      {multiline ? (
        <Textarea {...registration} readOnly={locked} variant={variant} rows={4} maxLength={inputProps.maxLength} />
      ) : (
        <Input {...registration} {...inputProps} readOnly={locked} variant={variant} />
      )}
    </FormFieldFrame>
  );
}
