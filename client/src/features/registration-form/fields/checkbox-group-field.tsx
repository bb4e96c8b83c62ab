import type { LookupList } from '@portal/common/lookups/types';
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

/** Several independent choices shown at once, as a checkbox list. */
export function CheckboxGroupField({ name, label, options, required, helperText }: CheckboxGroupFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText, hintBesideError: true });
  const { field } = useController<RegistrationFormValues, 'companyPerformActions'>({ name });
  return <CheckboxGroupWidget {...frame} options={options} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}
