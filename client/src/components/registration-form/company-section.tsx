import { GridItem } from '@chakra-ui/react';
import { DESCRIPTION_MAX } from '@portal/common/constants';
import { REGISTRATION_FIELD_LABELS as L } from '@portal/common/validation/registration';
import { FormSection } from './form-section';
import { TextField } from './text-field';

export function CompanySection() {
  return (
    <FormSection title="Company">
      <TextField name="taxId" label={L.taxId} required helperText="Format: NN-NNNNNNN" autoComplete="off" />
      <TextField name="companyName" label={L.companyName} required autoComplete="organization" />
      <TextField name="dbaName" label={L.dbaName} />
      <TextField name="noOfEmployees" label={L.noOfEmployees} required inputMode="numeric" autoComplete="off" />
      <TextField name="officePhoneNumber" label={L.officePhoneNumber} required type="tel" helperText="Format: 555-555-5555" />
      <TextField name="officeWebsiteUrl" label={L.officeWebsiteUrl} required type="url" placeholder="www.example.com" />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <TextField
          name="companyDescription"
          label={L.companyDescription}
          required
          multiline
          maxLength={DESCRIPTION_MAX}
          helperText={`Up to ${DESCRIPTION_MAX} characters`}
        />
      </GridItem>
    </FormSection>
  );
}
