import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface AlertModalProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A message the user must acknowledge: a title, the text and a Close button. */
export function AlertModal({ open, title, message, onClose }: AlertModalProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      // Zag treats a dialog opened above another as nested in it, and dismisses it when that one closes. The
      // confirmation whose action failed closes just after this opens with the server's reason: keep it open.
      onRequestDismiss={(event) => event.preventDefault()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
