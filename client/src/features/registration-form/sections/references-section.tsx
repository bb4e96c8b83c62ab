import { REGISTRATION_FIELD_LABELS as L, REGISTRATION_MESSAGES } from '@portal/common/validation/registration';
import { FileField } from '../fields/file-field';
import { FormSection } from './form-section';
import { MoneyInput } from '../fields/money-input';
import { TextField } from '../fields/text-field';

/** One of reference name or reference document is required (the schema reports it on referenceName). */
export function ReferencesSection() {
  return (
    <FormSection title="References">
      <TextField name="referenceName" label={L.referenceName} helperText={REGISTRATION_MESSAGES.referenceRequired} />
      <MoneyInput name="contractVolume" label={L.contractVolume} />
      <FileField name="generalContractReferencesDocument" label={L.generalContractReferencesDocument} />
    </FormSection>
  );
}
