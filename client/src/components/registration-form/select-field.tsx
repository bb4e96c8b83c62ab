import { NativeSelect } from '@chakra-ui/react';
import type { LookupList } from '@portal/common/lookups/types';
import { emptyValueOf, fieldsToClearOn } from '@portal/common/validation/registration';
import { useFormContext } from 'react-hook-form';
import { FormFieldFrame } from './form-field-frame';
import type { RegistrationFormValues } from './form-values';

interface SelectFieldProps {
  name: keyof RegistrationFormValues;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
  placeholder?: string;
}

/**
 * A single choice from a list, as a native select (keyboard and screen readers know it, and long
 * lists such as countries type-ahead). Changing it clears the fields that depend on it
 * (country -> state, work category -> trades).
 */
export function SelectField({ name, label, options, required, helperText, placeholder = 'Select...' }: SelectFieldProps) {
  const { register, setValue } = useFormContext<RegistrationFormValues>();
  const registration = register(name, {
    onChange: () => {
      for (const dep of fieldsToClearOn(name)) {
        setValue(dep as keyof RegistrationFormValues, emptyValueOf(dep), { shouldDirty: true });
      }
    },
  });
  return (
    // <select> has no read-only state: a locked select is disabled instead.
    <FormFieldFrame name={name} label={label} required={required} helperText={helperText} lockAs="disabled">
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
