import type { LookupList } from '@portal/common/lookups/types';
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { RadioGroupField } from '../../../components/fields';
import type { RegistrationFormValues } from '../form-values';
import { useFieldFrame } from './use-field-frame';

type RadioFieldName = 'supplierStatus' | 'bondable';

interface RadioFieldProps {
  name: RadioFieldName;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
}

/** Drawn again only when its props change (see text-field.tsx). */
const RadioGroup = memo(RadioGroupField);

/** A short exclusive choice (Yes / No) as radio buttons: both answers visible at once. */
export function RadioField({ name, label, options, required, helperText }: RadioFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText, hintBesideError: true });
  const { field } = useController<RegistrationFormValues, RadioFieldName>({ name });
  return <RadioGroup {...frame} options={options} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}
