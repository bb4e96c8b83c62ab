import { Checkbox, CheckboxGroup, SimpleGrid } from '@chakra-ui/react';
import type { LookupList } from '@portal/common/lookups/types';
import { useController, useFormContext } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';
import { GroupFieldFrame } from './group-field-frame';

interface CheckboxGroupFieldProps {
  name: 'companyPerformActions';
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
}

/** Several independent choices shown at once, as a checkbox list. */
export function CheckboxGroupField({ name, label, options, required, helperText }: CheckboxGroupFieldProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const { isLocked } = useRegistrationFormContext();
  const { field } = useController({ control, name });
  return (
    <GroupFieldFrame name={name} label={label} required={required} helperText={helperText}>
      <CheckboxGroup name={name} value={field.value} onValueChange={field.onChange} readOnly={isLocked(name)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
          {options.map((o, i) => (
            <Checkbox.Root key={o.value} value={o.value}>
              <Checkbox.HiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{o.label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
    </GroupFieldFrame>
  );
}
