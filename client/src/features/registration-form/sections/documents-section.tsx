import { REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { FileField } from '../fields/file-field';
import { FormSection } from './form-section';

export function DocumentsSection() {
  return (
    <FormSection title="Documents">
      <FileField name="w9File" label={L.w9File} required />
    </FormSection>
  );
}
