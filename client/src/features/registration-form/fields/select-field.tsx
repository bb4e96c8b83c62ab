import { Input, NativeSelect } from '@chakra-ui/react';
import { labelOf, type LookupList } from '@portal/common/lookups/types';
import { emptyValueOf, fieldsToClearOn } from '@portal/common/validation/registration';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormFieldFrame } from './form-field-frame';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';

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

/**
 * A single choice from a list, as a native select (keyboard and screen readers know it, and long
 * lists such as countries type-ahead). Changing it clears the fields that depend on it
 * (country -> state, work category -> trades). Read-only, it shows the chosen label in a read-only
 * input: <select> has no read-only state, and a disabled one is hard to read.
 */
export function SelectField({ name, label, options, required, helperText, placeholder = 'Select...' }: SelectFieldProps) {
  const { register, setValue, control } = useFormContext<RegistrationFormValues>();
  const { isLocked } = useRegistrationFormContext();
  const value = useWatch({ control, name });

  if (isLocked(name)) {
    return (
      <FormFieldFrame name={name} label={label}>
        <Input value={labelOf(options, value)} readOnly variant="subtle" />
      </FormFieldFrame>
    );
  }

  const registration = register(name, {
    onChange: () => {
      for (const dep of fieldsToClearOn(name)) {
        setValue(dep as keyof RegistrationFormValues, emptyValueOf(dep), { shouldDirty: true });
      }
    },
  });
  return (
    <FormFieldFrame name={name} label={label} required={required} helperText={helperText}>
      <NativeSelect.Root>
        <NativeSelect.Field {...registration} placeholder={placeholder}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormFieldFrame>
  );
}
