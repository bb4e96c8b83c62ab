import { Textarea } from '@chakra-ui/react';
import { NOTE_MAX } from '@portal/common/validation/company-notes';
import { useEffect, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';

interface AddNoteDialogProps {
  open: boolean;
  /** Resolves when the note is saved (the dialog then closes); rejects to keep the note for another try. */
  onSave: (notes: string) => Promise<void>;
  onCancel: () => void;
}

/** Add Note: Save is disabled while the note is blank (admin specification section 5). */
export function AddNoteDialog({ open, onSave, onCancel }: AddNoteDialogProps) {
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);

  // Each opening starts blank.
  useEffect(() => {
    if (open) setNotes('');
  }, [open]);

  const blank = notes.trim() === '';
  const save = async () => {
    if (blank) return;
    setSaving(true);
    try {
      await onSave(notes.trim());
    } catch {
      // The global Alert shows why; the note stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog open={open} title="Add Note" busy={saving} onSubmit={save} onCancel={onCancel} submitProps={{ disabled: blank }}>
      <FormField label="Note" required helperText={`${notes.length} / ${NOTE_MAX} characters`}>
        <Textarea rows={5} maxLength={NOTE_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
