import { Heading, Stack, Text } from '@chakra-ui/react';
import { canEdit } from '@portal/common/auth/roles';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { GeneralInfoEditor } from '../../registration-form';

const PATH = '/vendor/general-info';

/** /vendor/general-info: the company's registration in general-info mode, read-only until Edit. */
export function GeneralInfoPage() {
  const { user, role } = useAuth();
  const navigate = useNavigate();
  const vendorId = user?.vendorId ?? null;

  const heading = (
    <Heading as="h1" size="xl">
      General Info
    </Heading>
  );

  if (!vendorId) {
    return (
      <Stack gap="4">
        {heading}
        <Text>Your account is not linked to a company.</Text>
      </Stack>
    );
  }
  return (
    <GeneralInfoEditor
      vendorId={vendorId}
      formId="vendor_registration"
      heading={heading}
      editable={role !== null && canEdit(role, PATH)}
      submittedMessage="Your company's general information has been updated."
      onReturnToPrequalification={() => void navigate('/vendor/prequal-form')}
    />
  );
}
