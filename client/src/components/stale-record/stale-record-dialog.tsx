import { Stack, Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../confirm-dialog';

interface StaleRecordDialogProps {
  /** The server's message; the dialog is open while it is set. */
  message: string | null;
  /** Reloading is under way: both buttons wait for it. */
  reloading: boolean;
  /** Fetch the stored record again and show it in the form (the changes typed here are dropped). */
  onReload: () => void;
  /** Close and keep what is typed in the form. */
  onKeep: () => void;
}

/**
 * Offered when a save was refused because someone else changed the record since it was opened. The
 * form behind keeps the user's input until they choose; "Keep my changes" has the focus, so Enter or
 * Escape never drops what they typed.
 */
export function StaleRecordDialog({ message, reloading, onReload, onKeep }: StaleRecordDialogProps) {
  return (
    <ConfirmDialog
      open={message !== null}
      title="Changed by someone else"
      cancelLabel="Keep my changes"
      confirmLabel="Reload"
      confirmLoadingText="Reloading"
      busy={reloading}
      onConfirm={onReload}
      onCancel={onKeep}
    >
      <Stack gap="3">
        <Text>{message}</Text>
        <Text color="fg.muted">Nothing was saved. Reload replaces what is in the form with the latest details; keep your changes to copy them first.</Text>
      </Stack>
    </ConfirmDialog>
  );
}
