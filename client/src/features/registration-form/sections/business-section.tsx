import { GridItem } from '@chakra-ui/react';
import { DESCRIPTION_MAX } from '@portal/common/constants';
import { MARKET_SECTORS } from '@portal/common/lookups/market-sectors';
import { REGIONS } from '@portal/common/lookups/regions';
import { SCOPE_OPTIONS } from '@portal/common/lookups/scope-options';
import { YES_NO_OPTIONS } from '@portal/common/lookups/yes-no';
import { isPartialScopesShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { FormSection } from './form-section';
import { MultiSelect } from '../fields/multi-select';
import { RadioField } from '../fields/radio-field';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { useShown } from './use-shown';

/** Partial Scopes, for "Sub-out partial scopes" only. */
function PartialScopes() {
  const shown = useShown('selfPerformStatus', isPartialScopesShown);
  if (!shown) return null;
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <TextField name="partialScopes" label={L.partialScopes} required multiline maxLength={DESCRIPTION_MAX} helperText="Which parts of the scope do you sub out?" />
    </GridItem>
  );
}

export function BusinessSection() {
  return (
    <FormSection title="Business">
      <MultiSelect name="regions" label={L.regions} options={REGIONS} required helperText="Where you can work" />
      <MultiSelect name="marketSectors" label={L.marketSectors} options={MARKET_SECTORS} required />
      <RadioField name="supplierStatus" label={L.supplierStatus} options={YES_NO_OPTIONS} helperText="Are you a material supplier?" />
      <SelectField name="selfPerformStatus" label={L.selfPerformStatus} options={SCOPE_OPTIONS} required helperText="Do you self-perform your scope?" />
      <PartialScopes />
    </FormSection>
  );
}
