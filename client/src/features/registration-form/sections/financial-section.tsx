import { BONDABLE_OPTIONS } from '@portal/common/lookups/bondable';
import { isBondableLimitShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { FormSection } from './form-section';
import { MoneyInput } from '../fields/money-input';
import { RadioField } from '../fields/radio-field';
import { TextField } from '../fields/text-field';
import { useShown } from './use-shown';

/** The bondable limit, when bondable is Yes. */
function BondableLimit() {
  return useShown('bondable', isBondableLimitShown) ? <MoneyInput name="bondableRate" label={L.bondableRate} required /> : null;
}

export function FinancialSection() {
  return (
    <FormSection title="Financial">
      <MoneyInput name="averageProjectSize" label={L.averageProjectSize} required />
      <MoneyInput name="largestProjectSize" label={L.largestProjectSize} required />
      <MoneyInput name="annualVolume" label={L.annualVolume} required />
      <TextField name="emr" label={L.emr} inputMode="decimal" helperText="Experience Modification Rate, e.g. 0.85" autoComplete="off" />
      <RadioField name="bondable" label={L.bondable} options={BONDABLE_OPTIONS} required />
      <BondableLimit />
    </FormSection>
  );
}
