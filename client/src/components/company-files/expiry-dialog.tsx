import { Button, Dialog, Input, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { errorMessageOf, fieldErrorsOf } from '../../api/error-details';
import { FormField } from '../form-field';

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

  return (
    <Dialog.Root open={file !== null} onOpenChange={(d) => !d.open && !saving && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!date) {
                  setError('Expiry date is required');
                  return;
                }
                void save(date);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Expiry date of {file?.fileName}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <FormField label="Expiry date" error={error} helperText="Flagged from 30 days before it passes.">
                  <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
                </FormField>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={saving}>
                  Cancel
                </Button>
                {file?.expiresAt && (
                  <Button variant="outline" colorPalette="red" onClick={() => void save(null)} disabled={saving}>
                    Remove date
                  </Button>
                )}
                <Button type="submit" loading={saving}>
                  Save
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
