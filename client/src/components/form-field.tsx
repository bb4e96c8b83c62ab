import type { ReactNode } from 'react';
import { FieldRoot } from './fields/field-root';

interface FormFieldProps {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** An admin dialog's labelled control with its error message: the form widgets' field (fields/field-root.tsx); the error replaces the hint. */
export function FormField({ helperText, ...root }: FormFieldProps) {
  return <FieldRoot {...root} hint={root.error ? undefined : helperText} />;
}
