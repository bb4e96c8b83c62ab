import { Heading, HStack, Stack, Tabs } from '@chakra-ui/react';
import { canEdit, hasPermission } from '@portal/common/auth/roles';
import { useState } from 'react';
import { useAuth } from '../../../auth/use-auth';
import { OverdueReviewDaysForm } from '../../reminder-settings';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { SearchInput } from '../../../components/data-table/search-input';
import { InternalUsersTab } from './internal-users-tab';
import { MfaPolicyToggle } from './mfa-policy-toggle';
import { VendorUsersTab } from './vendor-users-tab';

type UsersTab = 'internal' | 'vendor';

/**
 * /admin/users: the Internal and Vendor tabs, each searched (500 ms debounce) and paged on the server. Edit
 * controls for the roles that edit /admin/users (the system admin); the others read.
 */
export function UsersPage() {
  const { role } = useAuth();
  const editable = role !== null && canEdit(role, '/admin/users');
  const [tab, setTab] = useState<UsersTab>('internal');
  const [search, setSearch] = useState('');

  const selectTab = (next: string) => {
    setTab(next as UsersTab);
    // A search belongs to its tab: the box is remounted blank (key) and the list unfiltered.
    setSearch('');
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        Users
      </Heading>
      <Tabs.Root value={tab} onValueChange={(d) => selectTab(d.value)} variant="line" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="internal">Internal</Tabs.Trigger>
          <Tabs.Trigger value="vendor">Vendor</Tabs.Trigger>
        </Tabs.List>
        <HStack mt="4" mb="3" justify="space-between" wrap="wrap" gap="3">
          <SearchInput key={tab} label={tab === 'internal' ? 'Search internal users' : 'Search vendor users'} onSearch={setSearch} />
          <ExportCsvButton path={tab === 'internal' ? '/users/harkins/export.csv' : '/users/export.csv'} params={{ search }} />
        </HStack>
        <Tabs.Content value="internal">
          {hasPermission(role, 'settings.security') ? <MfaPolicyToggle /> : null}
          {hasPermission(role, 'reminders.settings') ? <OverdueReviewDaysForm /> : null}
          <InternalUsersTab search={search} editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="vendor">
          <VendorUsersTab search={search} editable={editable} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
