import { tradesOf } from '@portal/common/lookups/trades-by-work-type';
import { WORK_TYPES } from '@portal/common/lookups/work-types';
import { MAX_SECONDARY_TRADES, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { MultiSelect } from '../fields/multi-select';
import { SelectField } from '../fields/select-field';

/** The trade fields offer the chosen work category's codes: drawn again when it changes, not the category's own field. */
function TradeFields() {
  const category = useWatch<RegistrationFormValues, 'workPerformedCategory'>({ name: 'workPerformedCategory' });
  const trades = tradesOf(category);
  const hint = category ? undefined : `Choose the ${L.workPerformedCategory} first`;
  return (
    <>
      <SelectField name="primaryTrade" label={L.primaryTrade} options={trades} required helperText={hint} />
      <MultiSelect
        name="secondaryTrades"
        label={L.secondaryTrades}
        options={trades}
        required
        max={MAX_SECONDARY_TRADES}
        helperText={hint ?? `Up to ${MAX_SECONDARY_TRADES}`}
      />
    </>
  );
}

/** Work category first: it decides which trade codes can be chosen (changing it clears both trade fields). */
export function TradesSection() {
  return (
    <FormSection title="Trades">
      <SelectField name="workPerformedCategory" label={L.workPerformedCategory} options={WORK_TYPES} required />
      <TradeFields />
    </FormSection>
  );
}
