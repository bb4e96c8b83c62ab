import type { LookupList } from '@portal/common/lookups/types';
import { emptyValueOf, fieldsToClearOn } from '@portal/common/validation/registration';
import { memo, useCallback } from 'react';
import { useController } from 'react-hook-form';
import { SelectField as SelectWidget } from '../../../components/fields';
import { useRegistrationFormContext } from '../form-context';
import type { RegistrationFormValues } from '../form-values';
import { useFieldFrame } from './use-field-frame';

type SingleChoiceName = {
  [K in keyof RegistrationFormValues]: RegistrationFormValues[K] extends string ? K : never;
}[keyof RegistrationFormValues];

interface SelectFieldProps {
  name: SingleChoiceName;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
  placeholder?: string;
}

/** Drawn again only when its props change (see text-field.tsx). */
const Select = memo(SelectWidget);

/** A single choice; changing it clears the fields that depend on it (country -> state, work category -> trades). */
export function SelectField({ name, label, options, required, helperText, placeholder }: SelectFieldProps) {
  const frame = useFieldFrame({ name, label, required, helperText });
  const { setValue } = useRegistrationFormContext();
  const { field } = useController<RegistrationFormValues, SingleChoiceName>({ name });
  const { onChange: change } = field;
  const onChange = useCallback(
    (value: string) => {
      change(value);
      for (const dep of fieldsToClearOn(name)) {
        setValue(dep as keyof RegistrationFormValues, emptyValueOf(dep), { shouldDirty: true });
      }
    },
    [change, name, setValue],
  );
  return <Select {...frame} options={options} placeholder={placeholder} value={field.value} onChange={onChange} onBlur={field.onBlur} inputRef={field.ref} />;
}
