import { BONDABLE_OPTIONS } from '@portal/common/lookups/bondable';
import { isBondableLimitShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { MoneyInput } from '../fields/money-input';
import { RadioField } from '../fields/radio-field';
import { TextField } from '../fields/text-field';

export function FinancialSection() {
  const { control } = useFormContext<RegistrationFormValues>();
  const bondable = useWatch({ control, name: 'bondable' });
  return (
    <FormSection title="Financial">
      <MoneyInput name="averageProjectSize" label={L.averageProjectSize} required />
      <MoneyInput name="largestProjectSize" label={L.largestProjectSize} required />
      <MoneyInput name="annualVolume" label={L.annualVolume} required />
      <TextField name="emr" label={L.emr} inputMode="decimal" helperText="Experience Modification Rate, e.g. 0.85" autoComplete="off" />
      <RadioField name="bondable" label={L.bondable} options={BONDABLE_OPTIONS} required />
      {isBondableLimitShown({ bondable }) && <MoneyInput name="bondableRate" label={L.bondableRate} required />}
    </FormSection>
  );
}
