import { Button, Dialog, Text } from '@chakra-ui/react';
import { DialogFrame } from './dialog-frame';

interface AlertModalProps {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** A message the user must acknowledge: a title, the text and a Close button. */
export function AlertModal({ open, title, message, onClose }: AlertModalProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      onDismiss={onClose}
      // Zag treats a dialog opened above another as nested in it, and dismisses it when that one closes. The
      // confirmation whose action failed closes just after this opens with the server's reason: keep it open.
      onRequestDismiss={(event) => event.preventDefault()}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button>Close</Button>
        </Dialog.ActionTrigger>
      }
    >
      <Text whiteSpace="pre-line">{message}</Text>
    </DialogFrame>
  );
}
