import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';

interface DetailsSubmittedDialogProps {
  open: boolean;
  /** Whose information was updated, in the reader's words. */
  message: string;
  onClose: () => void;
  onReturnToPrequalification: () => void;
}

/** After a successful general-info submit: the way back to the prequalification form. */
export function DetailsSubmittedDialog({ open, message, onClose, onReturnToPrequalification }: DetailsSubmittedDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{MESSAGES.detailsSubmitted}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
              <Button onClick={onReturnToPrequalification}>Return to prequalification</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
