import { Button, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useAuth } from '../../../auth/use-auth';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ExportCsvButton } from '../../../components/data-table/export-csv-button';
import { SearchInput } from '../../../components/data-table/search-input';
import { useListState } from '../../../components/data-table/use-list-state';
import { useCompanyUsers } from '../api/get-company-users';
import { useSetCompanyAdmin } from '../api/set-company-admin';
import { CompanyUserDialog } from './company-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { companyUserColumns, DeleteUserButton, rowNumbers, RowCheckbox } from './user-cells';

interface CompanyUserRow {
  userId: string;
  name: string;
  email: string;
  companyName?: string | null;
  lastLogin?: string | null;
  isCompanyAdmin: boolean;
  registrationStatus: string;
}

interface CompanyUsersPanelProps {
  vendorId: string;
  /** Add User, the Company Admin checkbox and delete: for the roles that may manage the company's users. */
  editable: boolean;
  /** The admin side links each name to the user's profile page. */
  profilePaths?: boolean;
}

/**
 * One company's users (GET /users?vendorId): index, Full Name, Email, Company Name, Last Login, a Company Admin
 * checkbox (shown at once, reverted when refused) and delete (company admins cannot be deleted); Add User adds one
 * who awaits an admin's approval. The company page's Users tab, and the company admin's /vendor/users.
 */
export function CompanyUsersPanel({ vendorId, editable, profilePaths = false }: CompanyUsersPanelProps) {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const { page, pageSize, paging } = useListState(search);
  const { data, previousData, loading } = useCompanyUsers({ search, page, limit: pageSize, vendorId });
  const list = (data ?? previousData)?.users;
  const rows: CompanyUserRow[] = list?.items ?? [];
  const [setCompanyAdmin] = useSetCompanyAdmin();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<CompanyUserRow | null>(null);
  const numberOf = rowNumbers(rows, page, pageSize);

  const columns: DataTableColumn<CompanyUserRow>[] = [
    ...companyUserColumns(numberOf, profilePaths ? (row) => `/admin/users/${row.userId}` : undefined),
    {
      id: 'companyAdmin',
      header: 'Company Admin',
      cell: (row) => (
        <RowCheckbox
          label={`Company Admin ${row.name}`}
          checked={row.isCompanyAdmin}
          disabled={!editable || row.registrationStatus !== 'APPROVED'}
          onChange={(checked) => void setCompanyAdmin(vendorId, row.userId, checked).catch(() => undefined)}
        />
      ),
    },
  ];
  if (editable) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (row) => <DeleteUserButton user={row} disabled={row.isCompanyAdmin || row.userId === me?.userId} onClick={() => setDeleting(row)} />,
    });
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <SearchInput label="Search users" onSearch={setSearch} />
        <HStack gap="3">
          <ExportCsvButton path="/users/export.csv" params={{ vendorId, search }} />
          {editable && <Button onClick={() => setAdding(true)}>Add User</Button>}
        </HStack>
      </HStack>
      <DataTable label="Company users" columns={columns} rows={rows} rowKey={(row) => row.userId} totalCount={list?.totalCount ?? 0} {...paging} loading={loading} />
      {adding && <CompanyUserDialog vendorId={vendorId} onClose={() => setAdding(false)} />}
      {deleting && <DeleteUserDialog user={deleting} hardDelete={false} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
