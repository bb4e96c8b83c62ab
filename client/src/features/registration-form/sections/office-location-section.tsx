import { COUNTRIES, regionsOf } from '@portal/common/lookups/countries';
import { isStateRequired, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

/** The state follows the country (its list of regions, or free text): the one field drawn again when the country changes. */
function StateField() {
  const country = useWatch<RegistrationFormValues, 'officeLocationCountry'>({ name: 'officeLocationCountry' });
  const states = regionsOf(country);
  // A country without first-level regions in the dataset takes a free-text state, if any.
  return states.length > 0 ? (
    <SelectField name="officeLocationState" label={L.officeLocationState} options={states} required={isStateRequired(country)} />
  ) : (
    <TextField name="officeLocationState" label={L.officeLocationState} autoComplete="address-level1" />
  );
}

export function OfficeLocationSection() {
  return (
    <FormSection title="Office Location">
      <TextField name="mailingAddress" label={L.mailingAddress} autoComplete="off" />
      <TextField name="suiteNumber" label={L.suiteNumber} autoComplete="off" />
      <TextField name="officeLocationAddress1" label={L.officeLocationAddress1} required autoComplete="address-line1" />
      <TextField name="officeLocationAddress2" label={L.officeLocationAddress2} autoComplete="address-line2" />
      <TextField name="officeLocationCity" label={L.officeLocationCity} required autoComplete="address-level2" />
      <SelectField name="officeLocationCountry" label={L.officeLocationCountry} options={COUNTRIES} required />
      <StateField />
      <TextField name="officeLocationZip" label={L.officeLocationZip} required autoComplete="postal-code" maxLength={5} />
    </FormSection>
  );
}
