import { Input, InputGroup } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { FormFieldFrame } from './form-field-frame';
import type { RegistrationFormValues } from '../form-values';
import { useRegistrationFormContext } from '../form-context';
import { formatMoney } from '../../../utils/money';

type MoneyFieldName = 'averageProjectSize' | 'largestProjectSize' | 'annualVolume' | 'bondableRate' | 'contractVolume';

interface MoneyInputProps {
  name: MoneyFieldName;
  label: string;
  required?: boolean;
  helperText?: string;
}

/**
 * A US dollar amount. People type "$1,250,000" or "1250000"; it is shown grouped after leaving the
 * field, and the schema strips $ and commas on submit.
 */
export function MoneyInput({ name, label, required, helperText }: MoneyInputProps) {
  const { register, setValue } = useFormContext<RegistrationFormValues>();
  const { isLocked } = useRegistrationFormContext();
  const registration = register(name, {
    onBlur: (event: { target: { value: string } }) => {
      const formatted = formatMoney(event.target.value);
      if (formatted !== event.target.value) setValue(name, formatted);
    },
  });
  return (
    <FormFieldFrame name={name} label={label} required={required} helperText={helperText}>
      <InputGroup startElement="$">
        <Input {...registration} inputMode="decimal" autoComplete="off" readOnly={isLocked(name)} variant={isLocked(name) ? 'subtle' : 'outline'} />
      </InputGroup>
    </FormFieldFrame>
  );
}
