import { GridItem } from '@chakra-ui/react';
import { CERTIFICATIONS } from '@portal/common/lookups/certifications';
import { COMPANY_PERFORM_ACTIONS } from '@portal/common/lookups/company-perform-actions';
import { isOtherCompanyFollowsShown, REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroupField } from '../fields/checkbox-group-field';
import { FormSection } from './form-section';
import type { RegistrationFormValues } from '../form-values';
import { MultiSelect } from '../fields/multi-select';
import { TextField } from '../fields/text-field';

export function CertificationsSection() {
  const { control } = useFormContext<RegistrationFormValues>();
  const companyPerformActions = useWatch({ control, name: 'companyPerformActions' });
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
      {isOtherCompanyFollowsShown({ companyPerformActions }) && <TextField name="otherCompanyFollows" label={L.otherCompanyFollows} required />}
    </FormSection>
  );
}
