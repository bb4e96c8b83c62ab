import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useAuth } from '../../../auth/use-auth';
import { CompanyFilesTable } from '../../company-files';
import { InsuranceSection } from '../../insurance';

/**
 * /vendor/file-manager: the company's files in two tabs. General: the company's documents, with "Add New Doc";
 * Essential: the prequalification forms' uploads, each replaceable; Insurance: the policies read from the uploaded
 * certificates of insurance (the company admin adds and edits them), against the requirement profile. Expiring and expired documents are flagged.
 * Adding, replacing, renaming, deleting and expiry dates are the company admin's; a company user reads. The server
 * keeps what a submitted prequalification was reviewed with: renaming or deleting such a file is refused with its reason.
 */
export function VendorFileManagerPage() {
  const { user, role } = useAuth();
  const vendorId = user?.vendorId;
  const canManage = hasPermission(role, 'files.manage');
  const canEdit = hasPermission(role, 'files.edit');

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        File Manager
      </Heading>
      {!vendorId ? (
        <Text>Your account is not linked to a company.</Text>
      ) : (
        <Tabs.Root defaultValue="general" variant="line" lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="general">General</Tabs.Trigger>
            <Tabs.Trigger value="essential">Essential</Tabs.Trigger>
            <Tabs.Trigger value="insurance">Insurance</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general">
            <CompanyFilesTable
              vendorId={vendorId}
              type="GENERAL"
              label="General files"
              canAdd={canManage}
              canSetExpiry={canManage}
              canRename={canEdit}
              canDelete={canEdit}
            />
          </Tabs.Content>
          <Tabs.Content value="essential">
            <CompanyFilesTable
              vendorId={vendorId}
              type="ESSENTIAL"
              label="Essential files"
              canReplace={canManage}
              canSetExpiry={canManage}
              canRename={canEdit}
              canDelete={canEdit}
            />
          </Tabs.Content>
          <Tabs.Content value="insurance">
            {/* Beyond the specification (docs/insurance.md): the policies of the certificates uploaded here, and their compliance. */}
            <InsuranceSection vendorId={vendorId} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
