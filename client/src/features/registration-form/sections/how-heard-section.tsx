import { HOW_HEARD_OPTIONS } from '@portal/common/lookups/how-heard';
import { isEmployeeNameShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { FormSection } from './form-section';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { useShown } from './use-shown';

/** The employee's name, for an employee's referral. */
function EmployeeName() {
  return useShown('howHeard', isEmployeeNameShown) ? <TextField name="harkinsEmployeeName" label={L.harkinsEmployeeName} required /> : null;
}

export function HowHeardSection() {
  return (
    <FormSection title="How did you hear about us">
      <SelectField name="howHeard" label={L.howHeard} options={HOW_HEARD_OPTIONS} required />
      <EmployeeName />
    </FormSection>
  );
}
