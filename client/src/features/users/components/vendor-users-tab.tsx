import { HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuKeyRound, LuTrash2 } from 'react-icons/lu';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/use-list-state';
import { formatDate } from '../../../utils/format-date';
import { useCompanyUsers } from '../api/get-company-users';
import { useSetCompanyAdmin } from '../api/set-company-admin';
import { DeleteUserDialog } from './delete-user-dialog';
import { PasswordDialog } from './password-dialog';
import { rowNumbers, RowSwitch, UserNameCell } from './user-cells';

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
    { id: 'index', header: '#', cell: (row) => numberOf(row) },
    { id: 'name', header: 'Full Name', cell: (row) => <UserNameCell user={row} profilePath={`/admin/users/${row.userId}`} /> },
    { id: 'email', header: 'Email', cell: (row) => row.email },
    { id: 'companyName', header: 'Company Name', cell: (row) => row.companyName ?? '' },
    { id: 'lastLogin', header: 'Last Login', cell: (row) => formatDate(row.lastLogin) },
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
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${row.name}`}
            title={row.isCompanyAdmin ? 'Company admin users cannot be deleted.' : undefined}
            disabled={!editable || row.isCompanyAdmin}
            onClick={() => setDeleting(row)}
          >
            <LuTrash2 />
          </IconButton>
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
