import { Button, Dialog, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';
import { DialogFrame } from '../../../components/dialog-frame';

interface LoginFailedDialogProps {
  /** The server's reason (not approved, inactive, too many attempts...), shown under the fixed sentence. */
  reason: string | null;
  supportEmail: string | undefined;
  onClose: () => void;
}

export function LoginFailedDialog({ reason, supportEmail, onClose }: LoginFailedDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={reason !== null}
      title="Login failed"
      onDismiss={onClose}
      footer={
        <>
          {supportEmail && (
            <Button asChild variant="outline">
              <a href={`mailto:${supportEmail}`}>Contact Us</a>
            </Button>
          )}
          <Dialog.ActionTrigger asChild>
            <Button>Cancel</Button>
          </Dialog.ActionTrigger>
        </>
      }
    >
      <Dialog.Description>{MESSAGES.loginFailed}</Dialog.Description>
      {reason && (
        <Text mt="3" color="fg.error">
          {reason}
        </Text>
      )}
    </DialogFrame>
  );
}
