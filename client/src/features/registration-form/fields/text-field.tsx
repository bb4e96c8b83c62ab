import { type InputProps } from '@chakra-ui/react';
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { TextAreaField, TextInputField } from '../../../components/fields';
import { useFieldFrame } from './use-field-frame';

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

// The widgets are drawn again only when their own props change: a change of the form's errors as a whole (a submit,
// clearErrors) runs every field's hooks, and its props are the same unless its own error or value changed.
const TextInput = memo(TextInputField);
const TextArea = memo(TextAreaField);

/** A text input (or textarea) bound to the form under `name` (paths such as "contacts.1.email" too). */
export function TextField({ name, label, required, helperText, multiline, ...inputProps }: TextFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText });
  const { field } = useController({ name });
  const bound = { ...frame, value: typeof field.value === 'string' ? field.value : '', onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref };
  return multiline ? <TextArea {...bound} maxLength={inputProps.maxLength} /> : <TextInput {...bound} {...inputProps} />;
}
