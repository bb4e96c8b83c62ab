import { HOW_HEARD_OPTIONS } from '@portal/common/lookups/how-heard';
import { isEmployeeNameShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

export function HowHeardSection() {
  const { control } = useFormContext<RegistrationFormValues>();
  const howHeard = useWatch({ control, name: 'howHeard' });
  return (
    <FormSection title="How did you hear about us">
      <SelectField name="howHeard" label={L.howHeard} options={HOW_HEARD_OPTIONS} required />
      {isEmployeeNameShown({ howHeard }) && <TextField name="harkinsEmployeeName" label={L.harkinsEmployeeName} required />}
    </FormSection>
  );
}
