import { HStack, RadioGroup } from '@chakra-ui/react';
import type { LookupList } from '@portal/common/lookups/types';
import { useController, useFormContext } from 'react-hook-form';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';
import { GroupFieldFrame } from './group-field-frame';

type RadioFieldName = 'supplierStatus' | 'bondable';

interface RadioFieldProps {
  name: RadioFieldName;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
}

/** A short exclusive choice (Yes / No) as radio buttons: both answers visible at once. */
export function RadioField({ name, label, options, required, helperText }: RadioFieldProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const { isLocked } = useRegistrationFormContext();
  const { field } = useController({ control, name });
  return (
    <GroupFieldFrame name={name} label={label} required={required} helperText={helperText}>
      <RadioGroup.Root name={name} value={field.value || null} onValueChange={(details) => field.onChange(details.value ?? '')} readOnly={isLocked(name)}>
        <HStack gap="6">
          {options.map((o, i) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput ref={i === 0 ? field.ref : undefined} onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </GroupFieldFrame>
  );
}
