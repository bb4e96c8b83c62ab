import { memo, useCallback } from 'react';
import { useController } from 'react-hook-form';
import { TextInputField } from '../../../components/fields';
import { useRegistrationFormContext } from '../form-context';
import type { RegistrationFormValues } from '../form-values';
import { useFieldFrame } from './use-field-frame';

type MoneyFieldName = 'averageProjectSize' | 'largestProjectSize' | 'annualVolume' | 'bondableRate' | 'contractVolume';

interface MoneyInputProps {
  name: MoneyFieldName;
  label: string;
  required?: boolean;
  helperText?: string;
}

/** Drawn again only when its props change (see text-field.tsx). */
const TextInput = memo(TextInputField);

/**
 * A US dollar amount. People type "$1,250,000" or "1250000"; it is shown grouped after leaving the
 * field (without making the form dirty), and the schema strips $ and commas on submit.
 */
export function MoneyInput({ name, label, required, helperText }: MoneyInputProps) {
  const frame = useFieldFrame({ name, label, required, helperText });
  const { setValue } = useRegistrationFormContext();
  const { field } = useController<RegistrationFormValues, MoneyFieldName>({ name });
  const onFormat = useCallback((formatted: string) => setValue(name, formatted), [name, setValue]);
  return <TextInput {...frame} money value={field.value} onChange={field.onChange} onFormat={onFormat} onBlur={field.onBlur} inputRef={field.ref} />;
}
