import { Button, HStack, Input, Text } from '@chakra-ui/react';
import type { FileInputField as FileInputFieldModel } from '@portal/common/forms/field-model';
import { acceptAttribute, checkFile, UPLOAD_EXTENSIONS } from '@portal/common/validation/files';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { showAlert } from '../../../api/alert-store';
import { useStoredFileName } from '../api/get-stored-file-name';
import { openStoredFile, uploadEssentialFile } from '../api/upload-essential-file';
import { FieldFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

const HELP = `${UPLOAD_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to 25 MB`;

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
  const { readOnly, uploadVendorId } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip } = model.props;
  const fileId = typeof field.value === 'string' && field.value ? field.value : null;
  // The name of the file uploaded here; an answer loaded from the server has only its id.
  const [uploaded, setUploaded] = useState<{ fileId: string; name: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const storedName = useStoredFileName(fileId && uploaded?.fileId !== fileId ? fileId : null);
  const current = fileId ? (uploaded?.fileId === fileId ? uploaded : { fileId, name: storedName ?? 'Uploaded file', url: storedFileUrl(fileId) }) : null;
  const error = problem ?? fieldState.error?.message;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadVendorId) return;
    const refused = checkFile(file, UPLOAD_EXTENSIONS);
    if (refused) {
      setProblem(refused);
      return;
    }
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

  const view = (url: string) => {
    openStoredFile(url).catch((failure: unknown) => showAlert(failure instanceof Error ? failure.message : String(failure)));
  };

  const fileLine = current && (
    <HStack gap="3" wrap="wrap" aria-live="polite">
      <Button
        variant="plain"
        size="sm"
        px="0"
        textDecoration="underline"
        colorPalette="blue"
        onClick={() => view(current.url)}
        aria-label={`Open ${current.name} (${label}) in a new tab`}
      >
        {current.name}
      </Button>
      {!readOnly && (
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            setProblem(null);
            field.onChange('');
          }}
          aria-label={`Remove the file of ${label}`}
        >
          Remove
        </Button>
      )}
    </HStack>
  );

  if (readOnly) {
    return (
      <FieldFrame name={name} label={label} tooltip={tooltip} error={error} readOnly>
        {fileLine ?? <Input ref={field.ref} name={field.name} value="No file uploaded" readOnly variant="subtle" />}
      </FieldFrame>
    );
  }

  return (
    <FieldFrame name={name} label={label} tooltip={tooltip} error={error} helperText={uploadVendorId ? HELP : 'Uploads are off in the preview'}>
      {fileLine}
      <Input
        ref={field.ref}
        type="file"
        name={field.name}
        accept={acceptAttribute(UPLOAD_EXTENSIONS)}
        onChange={(e) => void onChange(e)}
        onBlur={field.onBlur}
        disabled={!uploadVendorId || uploading}
        p="1"
      />
      {uploading && (
        <Text textStyle="sm" color="fg.muted" role="status">
          Uploading...
        </Text>
      )}
    </FieldFrame>
  );
}
