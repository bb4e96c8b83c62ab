import { Heading } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/use-auth';
import { GeneralInfoEditor } from '../../registration-form';

/**
 * The General tab: the company's registration form in general-info mode, editable by the roles that edit company
 * detail; after a save the dialog offers the way back to the prequalification page.
 */
export function GeneralTab({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  const navigate = useNavigate();
  return (
    <GeneralInfoEditor
      vendorId={vendorId}
      formId="company_general_info"
      heading={
        <Heading as="h2" size="md">
          General Info
        </Heading>
      }
      editable={hasPermission(role, 'generalInfo.update') && hasPermission(role, 'companies.update')}
      submittedMessage="The company's general information has been updated."
      onReturnToPrequalification={() => void navigate('/admin/prequalification')}
      refetchQueries={['CompanyDetail']}
    />
  );
}
