import { Input, Progress, Stack, Text } from '@chakra-ui/react';
import { acceptAttribute, checkFile } from '@portal/common/validation/files';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { uploadCompanyFile, type UploadedCompanyFile } from './api/upload-company-file';
import { FILE_MANAGER_EXTENSIONS } from './file-rules';

export interface UploadRequest {
  vendorId: string;
  /** The file replaced (Essential's Replace); null for a new General document ("Add New Doc"). */
  replaces: { fileId: string; fileName: string } | null;
}

interface UploadFileDialogProps {
  request: UploadRequest | null;
  onUploaded: (file: UploadedCompanyFile) => void;
  onCancel: () => void;
}

const HELP = `${FILE_MANAGER_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to 25 MB`;

/**
 * Add New Doc, or Replace a file: one file (checked by name and size here, by content on the server), an optional
 * expiry date, and a progress bar while the bytes leave. Cancel stops an upload under way.
 */
export function UploadFileDialog({ request, onUploaded, onCancel }: UploadFileDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [expiresAt, setExpiresAt] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (request) {
      setFile(null);
      setExpiresAt('');
      setError(undefined);
      setProgress(null);
    }
  }, [request]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const uploading = progress !== null;
  const cancel = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    onCancel();
  };

  const upload = async () => {
    if (!request) return;
    const problem = checkFile(file, FILE_MANAGER_EXTENSIONS);
    if (problem || !file) {
      setError(problem ?? undefined);
      return;
    }
    setError(undefined);
    setProgress(0);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const stored = await uploadCompanyFile({
        file,
        vendorId: request.vendorId,
        uploadedArea: 'GENERAL',
        replaceFileId: request.replaces?.fileId ?? null,
        expiresAt: expiresAt || null,
        onProgress: setProgress,
        signal: controller.signal,
      });
      abortRef.current = null;
      setProgress(null);
      onUploaded(stored);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setProgress(null);
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const title = request?.replaces ? `Replace ${request.replaces.fileName}` : 'Add New Doc';
  return (
    <FormDialog
      open={request !== null}
      title={title}
      busy={uploading}
      onSubmit={upload}
      onCancel={cancel}
      cancelWhileBusy
      submitLabel={request?.replaces ? 'Replace' : 'Upload'}
      submitProps={{ loadingText: 'Uploading' }}
    >
      <Stack gap="4">
        {request?.replaces && <Text>The new file takes the place of {request.replaces.fileName}; the forms that use it show the new file.</Text>}
        <FormField label="File" required error={error} helperText={HELP}>
          <Input
            type="file"
            p="1"
            accept={acceptAttribute(FILE_MANAGER_EXTENSIONS)}
            disabled={uploading}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        </FormField>
        <FormField label="Expiry date (optional)" helperText="For insurance certificates, licences and other documents that expire.">
          <Input type="date" value={expiresAt} disabled={uploading} onChange={(e) => setExpiresAt(e.target.value)} />
        </FormField>
        {uploading && (
          <Progress.Root value={progress} max={100}>
            <Progress.Label>Uploading {file?.name}</Progress.Label>
            {/* The bar is named by what it uploads; its value says how far. */}
            <Progress.Track aria-label={`Uploading ${file?.name ?? 'the file'}`}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{progress}%</Progress.ValueText>
          </Progress.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
