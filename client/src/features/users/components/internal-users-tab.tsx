import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { useListState } from '../../../components/data-table/use-list-state';
import { formatDate } from '../../../utils/format-date';
import { useInternalUsers } from '../api/get-internal-users';
import { useSetUserActive } from '../api/set-user-active';
import { DeleteUserDialog } from './delete-user-dialog';
import { InternalUserDialog, type EditableInternalUser } from './internal-user-dialog';
import { rowNumbers, RowSwitch, UserNameCell } from './user-cells';

interface InternalRow extends EditableInternalUser {
  isActive: boolean;
  lastLogin?: string | null;
}

/**
 * The Internal tab: index, Full Name, Email, Last Login, Active toggle, edit and delete (typing DELETE; one's own
 * delete disabled). `editable` (who edits /admin/users) shows Add User and enables the controls.
 */
export function InternalUsersTab({ search, editable }: { search: string; editable: boolean }) {
  const { user: me } = useAuth();
  const { page, pageSize, paging } = useListState(search);
  const { data, previousData, loading } = useInternalUsers({ search, page, limit: pageSize });
  const list = (data ?? previousData)?.internalUsers;
  const rows: InternalRow[] = list?.items ?? [];
  const [setActive] = useSetUserActive();
  const [editing, setEditing] = useState<EditableInternalUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InternalRow | null>(null);
  const numberOf = rowNumbers(rows, page, pageSize);

  const columns: DataTableColumn<InternalRow>[] = [
    { id: 'index', header: '#', cell: (row) => numberOf(row) },
    { id: 'name', header: 'Full Name', cell: (row) => <UserNameCell user={row} profilePath={`/admin/users/${row.userId}`} /> },
    { id: 'email', header: 'Email', cell: (row) => row.email },
    { id: 'lastLogin', header: 'Last Login', cell: (row) => formatDate(row.lastLogin) },
    {
      id: 'active',
      header: 'Active',
      cell: (row) => (
        <RowSwitch
          label={`Active ${row.name}`}
          checked={row.isActive}
          disabled={!editable || row.userId === me?.userId}
          onChange={(checked) => void setActive(row.userId, checked).catch(() => undefined)}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (row) => (
        <HStack gap="1">
          <IconButton size="xs" variant="ghost" aria-label={`Edit ${row.name}`} disabled={!editable} onClick={() => setEditing(row)}>
            <LuPencil />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`Delete ${row.name}`}
            title={row.userId === me?.userId ? 'You cannot delete your own account.' : undefined}
            disabled={!editable || row.userId === me?.userId}
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
      {editable && (
        <HStack justify="flex-end" mb="3">
          <Button onClick={() => setEditing('new')}>Add User</Button>
        </HStack>
      )}
      <DataTable label="Internal users" columns={columns} rows={rows} rowKey={(row) => row.userId} totalCount={list?.totalCount ?? 0} {...paging} loading={loading} />
      {editing && <InternalUserDialog user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteUserDialog user={deleting} hardDelete onClose={() => setDeleting(null)} />}
    </>
  );
}
