import { Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { hasPermission } from '@portal/common/auth/roles';
import { useState } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { useAuth } from '../../../auth/use-auth';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { toaster } from '../../../components/toaster';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useListState } from '../../../components/data-table/use-list-state';
import { useAddCompanyNote, useDeleteCompanyNote } from '../api/change-company-notes';
import { useCompanyNotes, type CompanyNoteRow } from '../api/get-company-notes';
import { formatNoteDate } from '../note-date';
import { AddNoteDialog } from './add-note-dialog';

export const NOTE_ADDED = 'Note added';
export const NOTE_DELETED = 'Note deleted';

/** The Notes tab: the company's notes newest first, paged; Add Note for editors, delete for the system admin. */
export function NotesTab({ vendorId }: { vendorId: string }) {
  const { role } = useAuth();
  const { page, pageSize, setPage, paging } = useListState('');
  const { data, loading } = useCompanyNotes(vendorId, page, pageSize);
  const [addNote] = useAddCompanyNote();
  const [deleteNote, { loading: deleting }] = useDeleteCompanyNote();
  const [adding, setAdding] = useState(false);
  const canAdd = hasPermission(role, 'companyNotes.write');
  const canDelete = hasPermission(role, 'companyNotes.delete');
  const notes = data?.companyNotes.items ?? [];
  const totalCount = data?.companyNotes.totalCount ?? 0;
  const deletion = useConfirmedDelete<CompanyNoteRow>({
    remove: (n) => deleteNote({ variables: { noteId: n.noteId } }),
    doneTitle: NOTE_DELETED,
    // The page's last note gone: the page before.
    onDeleted: () => {
      if (notes.length === 1 && page > 1) setPage(page - 1);
    },
  });

  const add = async (text: string) => {
    await addNote({ variables: { vendorId, notes: text } });
    toaster.create({ type: 'success', title: NOTE_ADDED });
    setAdding(false);
    setPage(1);
  };

  const columns: DataTableColumn<CompanyNoteRow>[] = [
    { id: 'notes', header: 'Note', cell: (n) => <Text whiteSpace="pre-line">{n.notes}</Text> },
    { id: 'createdBy', header: 'Created By', cell: (n) => n.createdBy },
    { id: 'createdAt', header: 'Created At', cell: (n) => formatNoteDate(n.createdAt) },
  ];
  if (canDelete) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (n) => (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete note by ${n.createdBy} on ${formatNoteDate(n.createdAt)}`}
          onClick={() => deletion.ask(n)}
        >
          <LuTrash2 />
        </IconButton>
      ),
    });
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          Notes
        </Heading>
        {canAdd && <Button onClick={() => setAdding(true)}>Add Note</Button>}
      </HStack>
      <DataTable label="Notes" columns={columns} rows={notes} rowKey={(n) => n.noteId} totalCount={totalCount} {...paging} loading={loading} />
      <AddNoteDialog open={adding} onSave={add} onCancel={() => setAdding(false)} />
      <ConfirmDialog title="Delete note" message="Are you sure you want to delete this note?" confirmLabel="Delete" destructive busy={deleting} {...deletion.dialog} />
    </Stack>
  );
}
