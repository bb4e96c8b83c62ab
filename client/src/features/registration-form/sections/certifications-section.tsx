import { GridItem } from '@chakra-ui/react';
import { CERTIFICATIONS } from '@portal/common/lookups/certifications';
import { COMPANY_PERFORM_ACTIONS } from '@portal/common/lookups/company-perform-actions';
import { isOtherCompanyFollowsShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { CheckboxGroupField } from '../fields/checkbox-group-field';
import { FormSection } from './form-section';
import { MultiSelect } from '../fields/multi-select';
import { TextField } from '../fields/text-field';
import { useShown } from './use-shown';

/** What else the company follows, when Other is checked. */
function OtherCompanyFollows() {
  return useShown('companyPerformActions', isOtherCompanyFollowsShown) ? <TextField name="otherCompanyFollows" label={L.otherCompanyFollows} required /> : null;
}

export function CertificationsSection() {
  return (
    <FormSection title="Certifications">
      <MultiSelect
        name="classificationsCertifications"
        label={L.classificationsCertifications}
        options={CERTIFICATIONS}
        required
        helperText="Choose None when the company holds none"
      />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <CheckboxGroupField
          name="companyPerformActions"
          label={L.companyPerformActions}
          options={COMPANY_PERFORM_ACTIONS}
          required
          helperText="Programs and practices your company follows"
        />
      </GridItem>
      <OtherCompanyFollows />
    </FormSection>
  );
}
