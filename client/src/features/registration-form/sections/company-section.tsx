import { FormSection } from './form-section';
import { ProfileFields } from './profile-fields';

/** The company's own details: every row of common's PROFILE_FIELDS placed in the 'company' section. */
export function CompanySection() {
  return (
    <FormSection title="Company">
      <ProfileFields section="company" />
    </FormSection>
  );
}
