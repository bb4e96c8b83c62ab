import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/common/errors';

interface LoginFailedDialogProps {
  /** The server's reason (not approved, inactive, too many attempts...), shown under the fixed sentence. */
  reason: string | null;
  supportEmail: string | undefined;
  onClose: () => void;
}

export function LoginFailedDialog({ reason, supportEmail, onClose }: LoginFailedDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={reason !== null} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Login failed</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{MESSAGES.loginFailed}</Dialog.Description>
              {reason && (
                <Text mt="3" color="fg.error">
                  {reason}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {supportEmail && (
                <Button asChild variant="outline">
                  <a href={`mailto:${supportEmail}`}>Contact Us</a>
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button>Cancel</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
