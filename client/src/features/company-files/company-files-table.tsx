import { useApolloClient } from '@apollo/client/react';
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCalendarClock, LuExternalLink, LuEye, LuHistory, LuPencil, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { showAlert } from '../../api/alert-store';
import { errorMessageOf } from '../../api/error-details';
import { formatDate } from '../../utils/format-date';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { toaster } from '../../components/toaster';
import { useListState } from '../../components/data-table/use-list-state';
import { useDeleteFile, useRenameFile, useSetFileExpiry } from './api/change-company-files';
import { openFileInNewTab } from './api/file-view-link';
import { useCompanyFiles, type CompanyFileRow, type CompanyFilesTab } from './api/get-company-files';
import { ExpiryCell } from './expiry-badge';
import { ExpiryDialog } from './expiry-dialog';
import { FilePreviewDialog } from './file-preview-dialog';
import { FileVersionsDialog } from './file-versions-dialog';
import { FILE_PAGE_SIZE } from './file-rules';
import { RenameFileDialog } from './rename-file-dialog';
import { UploadFileDialog, type UploadRequest } from './upload-file-dialog';

export const FILE_MESSAGES_SHOWN = {
  deleteConfirm: 'Are you sure you want to delete this file?',
  renamed: 'File renamed',
  deleted: 'File deleted',
  uploaded: 'File uploaded',
  replaced: 'File replaced',
  expirySaved: 'Expiry date saved',
  expiryRemoved: 'Expiry date removed',
} as const;

export interface CompanyFilesTableProps {
  vendorId: string;
  /** The tab's files (GENERAL, ESSENTIAL), or all of them (null). */
  type: CompanyFilesTab;
  /** Names the table ("General files"). */
  label: string;
  canRename?: boolean;
  canDelete?: boolean;
  canReplace?: boolean;
  canSetExpiry?: boolean;
  /** "Add New Doc" (a General document). */
  canAdd?: boolean;
  /** Shown beside the Add New Doc button (a heading, say). */
  toolbar?: ReactNode;
}

/**
 * A company's files, newest first, 25 a page: name, type, last update, expiry (flagged within 30 days or past),
 * and by what the role may: preview (PDFs and images only), open in a new tab, its earlier versions (a replacement
 * adds a version, never overwrites), rename, set the expiry date, replace, delete (confirmed; the page before when a page's last file goes). Links are short-lived and per file.
 */
export function CompanyFilesTable({ vendorId, type, label, canRename, canDelete, canReplace, canSetExpiry, canAdd, toolbar }: CompanyFilesTableProps) {
  const client = useApolloClient();
  const { page, pageSize, setPage, paging } = useListState('', FILE_PAGE_SIZE);
  const { data, previousData, loading, refetch } = useCompanyFiles(vendorId, type, page, pageSize);
  const answer = (data ?? previousData)?.vendorFiles;
  const rows = answer?.items ?? [];
  const totalCount = answer?.totalCount ?? 0;

  const [renameFile] = useRenameFile();
  const [deleteFile, { loading: deleting }] = useDeleteFile();
  const [setExpiry] = useSetFileExpiry();
  const [previewed, setPreviewed] = useState<CompanyFileRow | null>(null);
  const [versioned, setVersioned] = useState<CompanyFileRow | null>(null);
  const [renamed, setRenamed] = useState<CompanyFileRow | null>(null);
  const [dated, setDated] = useState<CompanyFileRow | null>(null);
  const [doomed, setDoomed] = useState<CompanyFileRow | null>(null);
  const [upload, setUpload] = useState<UploadRequest | null>(null);

  const open = (row: CompanyFileRow) => {
    openFileInNewTab(client, row.fileId).catch((error: unknown) => showAlert(errorMessageOf(error)));
  };

  const rename = async (newName: string) => {
    if (!renamed) return;
    await renameFile({ variables: { fileId: renamed.fileId, newName }, context: { skipGlobalError: true } });
    toaster.create({ type: 'success', title: FILE_MESSAGES_SHOWN.renamed });
    setRenamed(null);
  };

  const saveExpiry = async (expiresAt: string | null) => {
    if (!dated) return;
    await setExpiry({ variables: { fileId: dated.fileId, expiresAt }, context: { skipGlobalError: true } });
    toaster.create({ type: 'success', title: expiresAt ? FILE_MESSAGES_SHOWN.expirySaved : FILE_MESSAGES_SHOWN.expiryRemoved });
    setDated(null);
  };

  const remove = async () => {
    if (!doomed) return;
    try {
      await deleteFile({ variables: { fileId: doomed.fileId } });
      toaster.create({ type: 'success', title: FILE_MESSAGES_SHOWN.deleted });
      // The page's last file gone: the page before (specification section 9).
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The global Alert shows why.
    } finally {
      setDoomed(null);
    }
  };

  const columns: DataTableColumn<CompanyFileRow>[] = [
    { id: 'index', header: '#', cell: (f) => (page - 1) * pageSize + rows.indexOf(f) + 1 },
    { id: 'fileName', header: 'File Name', cell: (f) => <Text wordBreak="break-word">{f.fileName}</Text> },
    { id: 'fileType', header: 'Type', cell: (f) => f.fileType },
    { id: 'updatedAt', header: 'Updated', cell: (f) => formatDate(f.updatedAt) },
    { id: 'expiresAt', header: 'Expiry Date', cell: (f) => <ExpiryCell expiresAt={f.expiresAt} expiryStatus={f.expiryStatus} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (f) => (
        <HStack gap="1" wrap="wrap">
          {f.previewable && (
            <IconButton size="sm" variant="ghost" aria-label={`Preview ${f.fileName}`} title="Preview" onClick={() => setPreviewed(f)}>
              <LuEye />
            </IconButton>
          )}
          <IconButton size="sm" variant="ghost" aria-label={`Open ${f.fileName} in a new tab`} title="Open in new tab" onClick={() => open(f)}>
            <LuExternalLink />
          </IconButton>
          {f.versions.length > 1 && (
            <IconButton size="sm" variant="ghost" aria-label={`Versions of ${f.fileName}`} title={`${f.versions.length} versions`} onClick={() => setVersioned(f)}>
              <LuHistory />
            </IconButton>
          )}
          {canRename && (
            <IconButton size="sm" variant="ghost" aria-label={`Rename ${f.fileName}`} title="Rename" onClick={() => setRenamed(f)}>
              <LuPencil />
            </IconButton>
          )}
          {canSetExpiry && (
            <IconButton size="sm" variant="ghost" aria-label={`Set the expiry date of ${f.fileName}`} title="Expiry date" onClick={() => setDated(f)}>
              <LuCalendarClock />
            </IconButton>
          )}
          {canReplace && (
            <IconButton size="sm" variant="ghost" aria-label={`Replace ${f.fileName}`} title="Replace" onClick={() => setUpload({ vendorId, replaces: f })}>
              <LuRefreshCw />
            </IconButton>
          )}
          {canDelete && (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={`Delete ${f.fileName}`} title="Delete" onClick={() => setDoomed(f)}>
              <LuTrash2 />
            </IconButton>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <Stack gap="4">
      {(toolbar || canAdd) && (
        <HStack justify="space-between" wrap="wrap">
          {toolbar ?? <span />}
          {canAdd && <Button onClick={() => setUpload({ vendorId, replaces: null })}>Add New Doc</Button>}
        </HStack>
      )}
      <DataTable label={label} columns={columns} rows={rows} rowKey={(f) => f.fileId} totalCount={totalCount} {...paging} loading={loading} />
      <FilePreviewDialog file={previewed} onClose={() => setPreviewed(null)} />
      <FileVersionsDialog file={versioned} onClose={() => setVersioned(null)} />
      <RenameFileDialog file={renamed} onSave={rename} onCancel={() => setRenamed(null)} />
      <ExpiryDialog file={dated} onSave={saveExpiry} onCancel={() => setDated(null)} />
      <UploadFileDialog
        request={upload}
        onUploaded={() => {
          toaster.create({ type: 'success', title: upload?.replaces ? FILE_MESSAGES_SHOWN.replaced : FILE_MESSAGES_SHOWN.uploaded });
          setUpload(null);
          if (page !== 1 && !upload?.replaces) setPage(1);
          void refetch().catch(() => undefined);
        }}
        onCancel={() => setUpload(null)}
      />
      <ConfirmDialog
        open={doomed !== null}
        title="Delete file"
        message={FILE_MESSAGES_SHOWN.deleteConfirm}
        confirmLabel="Delete"
        destructive
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </Stack>
  );
}
