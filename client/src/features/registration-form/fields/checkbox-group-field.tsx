import type { LookupList } from '@portal/common/lookups/types';
import { memo } from 'react';
import { useController } from 'react-hook-form';
import { CheckboxGroupField as CheckboxGroupWidget } from '../../../components/fields';
import type { RegistrationFormValues } from '../form-values';
import { useFieldFrame } from './use-field-frame';

interface CheckboxGroupFieldProps {
  name: 'companyPerformActions';
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
}

/** Drawn again only when its props change (see text-field.tsx). */
const CheckboxGroup = memo(CheckboxGroupWidget);

/** Several independent choices shown at once, as a checkbox list. */
export function CheckboxGroupField({ name, label, options, required, helperText }: CheckboxGroupFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText, hintBesideError: true });
  const { field } = useController<RegistrationFormValues, 'companyPerformActions'>({ name });
  return <CheckboxGroup {...frame} options={options} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}
