import { Button, Dialog, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';
import { DialogFrame } from '../../components/dialog-frame';

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
    <DialogFrame
      role="alertdialog"
      open={open}
      title={MESSAGES.detailsSubmitted}
      onDismiss={onClose}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
          <Button onClick={onReturnToPrequalification}>Return to prequalification</Button>
        </>
      }
    >
      <Text>{message}</Text>
    </DialogFrame>
  );
}
