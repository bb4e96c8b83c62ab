import { Input } from '@chakra-ui/react';
import { checkRename } from '@portal/common/validation/files';
import { useEffect, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../api/error-details';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { dotExtension } from './file-rules';

interface RenameFileDialogProps {
  /** The file being renamed; null when closed. */
  file: { fileId: string; fileName: string } | null;
  /** Resolves when renamed; rejects with the server's refusal, shown beside the name. */
  onSave: (newName: string) => Promise<void>;
  onCancel: () => void;
}

/** Rename: "File Name is required"; the file keeps its extension (the server adds it back when left out). */
export function RenameFileDialog({ file, onSave, onCancel }: RenameFileDialogProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (file) {
      setName(file.fileName);
      setError(undefined);
    }
  }, [file]);

  const save = async () => {
    const problem = checkRename(name);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    try {
      await onSave(name.trim());
    } catch (failure) {
      setError(fieldErrorsOf(failure).newName ?? errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const ext = file ? dotExtension(file.fileName) : '';
  return (
    <FormDialog open={file !== null} title="Rename File" busy={saving} onSubmit={save} onCancel={onCancel}>
      <FormField label="File Name" required error={error} helperText={ext ? `The file keeps its extension ${ext}.` : undefined}>
        <Input
          value={name}
          maxLength={255}
          onChange={(e) => {
            setName(e.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
