import type { FileInputField as FileInputFieldModel } from '@portal/common/forms/field-model';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../../api/alert-store';
import { FileField, UPLOAD_HINT } from '../../../components/fields';
import { useStoredFileName } from '../api/get-stored-file-name';
import { openStoredFile, uploadEssentialFile } from '../api/upload-essential-file';
import { useQuestion } from './use-question';
import { useRendererSettings } from './renderer-context';

/** Where a stored file is read (GET /api/v1/files/{fileId}/content). */
export function storedFileUrl(fileId: string): string {
  return `/api/v1/files/${encodeURIComponent(fileId)}/content`;
}

/**
 * fileInput: the vendor chooses a file, which is checked by name and size at once (the server checks its
 * content too) and uploaded straight away into the company's files (Essential area); the answer is the
 * stored file's id. The file's name links to it (for an answer saved earlier, read from the stored file; "Uploaded file"
 * while it loads or when it cannot be read).
 */
export function FileInputField({ field: model, name }: { field: FileInputFieldModel; name: string }) {
  const { uploadVendorId } = useRendererSettings();
  const { frame, field, control } = useQuestion(name, model.props);
  const { label } = model.props;
  const fileId = typeof field.value === 'string' && field.value ? field.value : null;
  // The name of the file uploaded here; an answer loaded from the server has only its id.
  const [uploaded, setUploaded] = useState<{ fileId: string; name: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const storedName = useStoredFileName(fileId && uploaded?.fileId !== fileId ? fileId : null);
  const current = fileId ? (uploaded?.fileId === fileId ? uploaded : { fileId, name: storedName ?? 'Uploaded file', url: storedFileUrl(fileId) }) : null;

  const upload = async (file: File) => {
    if (!uploadVendorId) return;
    setProblem(null);
    setUploading(true);
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const stored = await uploadEssentialFile(uploadVendorId, file, controller.signal);
      setUploaded({ fileId: stored.fileId, name: file.name, url: stored.url });
      field.onChange(stored.fileId);
    } catch (failure) {
      if (controller.signal.aborted) return;
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  const open = (url: string) => {
    openStoredFile(url).catch((failure: unknown) => showAlert(failure instanceof Error ? failure.message : String(failure)));
  };

  return (
    <FileField
      {...frame}
      {...control}
      error={problem ?? frame.error}
      hint={uploadVendorId ? UPLOAD_HINT : 'Uploads are off in the preview'}
      current={current && { name: current.name, onOpen: () => open(current.url), openLabel: `Open ${current.name} (${label}) in a new tab` }}
      onChoose={(file) => void upload(file)}
      onRefuse={setProblem}
      onRemove={() => {
        setProblem(null);
        field.onChange('');
      }}
      removeLabel={`Remove the file of ${label}`}
      disabled={!uploadVendorId}
      busy={uploading}
    />
  );
}
