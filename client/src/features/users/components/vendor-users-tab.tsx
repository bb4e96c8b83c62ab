import { HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound } from 'react-icons/lu';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/use-list-state';
import { useCompanyUsers } from '../api/get-company-users';
import { useSetCompanyAdmin } from '../api/set-company-admin';
import { DeleteUserDialog } from './delete-user-dialog';
import { PasswordDialog } from './password-dialog';
import { companyUserColumns, DeleteUserButton, rowNumbers, RowSwitch } from './user-cells';

interface VendorRow {
  userId: string;
  name: string;
  email: string;
  companyName?: string | null;
  vendorId?: string | null;
  lastLogin?: string | null;
  isCompanyAdmin: boolean;
  registrationStatus: string;
}

/** The Vendor tab: index, Full Name, Email, Company Name, Last Login, Company Admin toggle, edit password and delete. */
export function VendorUsersTab({ search, editable }: { search: string; editable: boolean }) {
  const { page, pageSize, paging } = useListState(search);
  const { data, previousData, loading } = useCompanyUsers({ search, page, limit: pageSize });
  const list = (data ?? previousData)?.users;
  const rows: VendorRow[] = list?.items ?? [];
  const [setCompanyAdmin] = useSetCompanyAdmin();
  const [passwordOf, setPasswordOf] = useState<VendorRow | null>(null);
  const [deleting, setDeleting] = useState<VendorRow | null>(null);
  const numberOf = rowNumbers(rows, page, pageSize);

  const columns: DataTableColumn<VendorRow>[] = [
    ...companyUserColumns(numberOf, (row) => `/admin/users/${row.userId}`),
    {
      id: 'companyAdmin',
      header: 'Company Admin',
      cell: (row) => (
        <RowSwitch
          label={`Company Admin ${row.name}`}
          checked={row.isCompanyAdmin}
          disabled={!editable || !row.vendorId || row.registrationStatus !== 'APPROVED'}
          onChange={(checked) => void setCompanyAdmin(row.vendorId!, row.userId, checked).catch(() => undefined)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={`Edit password of ${row.name}`} disabled={!editable} onClick={() => setPasswordOf(row)}>
            <LuKeyRound />
          </IconButton>
          <DeleteUserButton user={row} disabled={!editable || row.isCompanyAdmin} onClick={() => setDeleting(row)} />
        </HStack>
      ),
    },
  ];

  return (
    <>
      <DataTable label="Vendor users" columns={columns} rows={rows} rowKey={(row) => row.userId} totalCount={list?.totalCount ?? 0} {...paging} loading={loading} />
      {passwordOf && <PasswordDialog user={passwordOf} onClose={() => setPasswordOf(null)} />}
      {deleting && <DeleteUserDialog user={deleting} hardDelete={false} onClose={() => setDeleting(null)} />}
    </>
  );
}
