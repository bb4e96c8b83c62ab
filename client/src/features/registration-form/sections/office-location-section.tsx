import { COUNTRIES, regionsOf } from '@portal/common/lookups/countries';
import { isStateRequired, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export function OfficeLocationSection() {
  const { control } = useFormContext<RegistrationFormValues>();
  const country = useWatch({ control, name: 'officeLocationCountry' });
  const states = regionsOf(country);
  return (
    <FormSection title="Office Location">
      <TextField name="mailingAddress" label={L.mailingAddress} autoComplete="off" />
      <TextField name="suiteNumber" label={L.suiteNumber} autoComplete="off" />
      <TextField name="officeLocationAddress1" label={L.officeLocationAddress1} required autoComplete="address-line1" />
      <TextField name="officeLocationAddress2" label={L.officeLocationAddress2} autoComplete="address-line2" />
      <TextField name="officeLocationCity" label={L.officeLocationCity} required autoComplete="address-level2" />
      <SelectField name="officeLocationCountry" label={L.officeLocationCountry} options={COUNTRIES} required />
      {/* A country without first-level regions in the dataset takes a free-text state, if any. */}
      {states.length > 0 ? (
        <SelectField name="officeLocationState" label={L.officeLocationState} options={states} required={isStateRequired(country)} />
      ) : (
        <TextField name="officeLocationState" label={L.officeLocationState} autoComplete="address-level1" />
      )}
      <TextField name="officeLocationZip" label={L.officeLocationZip} required autoComplete="postal-code" maxLength={5} />
    </FormSection>
  );
}
