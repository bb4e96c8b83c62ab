import { Button, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../api/error-details';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';

interface ExpiryDialogProps {
  file: { fileId: string; fileName: string; expiresAt?: string | null } | null;
  /** Resolves when saved (null clears the date); rejects with the server's refusal. */
  onSave: (expiresAt: string | null) => Promise<void>;
  onCancel: () => void;
}

/** A document's expiry date (insurance certificates, licences): set, change or remove it. */
export function ExpiryDialog({ file, onSave, onCancel }: ExpiryDialogProps) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (file) {
      setDate(file.expiresAt ?? '');
      setError(undefined);
    }
  }, [file]);

  const save = async (value: string | null) => {
    setSaving(true);
    try {
      await onSave(value);
    } catch (failure) {
      setError(fieldErrorsOf(failure).expiresAt ?? errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  const submit = () => {
    if (!date) {
      setError('Expiry date is required');
      return;
    }
    void save(date);
  };

  return (
    <FormDialog
      open={file !== null}
      title={<>Expiry date of {file?.fileName}</>}
      busy={saving}
      onSubmit={submit}
      onCancel={onCancel}
      extraActions={
        file?.expiresAt && (
          <Button variant="outline" colorPalette="red" onClick={() => void save(null)} disabled={saving}>
            Remove date
          </Button>
        )
      }
    >
      <FormField label="Expiry date" error={error} helperText="Flagged from 30 days before it passes.">
        <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
