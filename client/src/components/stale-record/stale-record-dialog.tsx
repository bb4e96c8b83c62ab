import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';

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
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={message !== null}
      onOpenChange={(details) => !details.open && !reloading && onKeep()}
      initialFocusEl={() => keepRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Changed by someone else</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{message}</Text>
                <Text color="fg.muted">Nothing was saved. Reload replaces what is in the form with the latest details; keep your changes to copy them first.</Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={keepRef} variant="outline" onClick={onKeep} disabled={reloading}>
                Keep my changes
              </Button>
              <Button onClick={onReload} loading={reloading} loadingText="Reloading">
                Reload
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
