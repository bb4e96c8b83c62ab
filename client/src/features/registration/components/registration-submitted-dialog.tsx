import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';

interface RegistrationSubmittedDialogProps {
  open: boolean;
  onReturnHome: () => void;
}

/** After a successful submit: the specification's sentence and the way back to the homepage. */
export function RegistrationSubmittedDialog({ open, onReturnHome }: RegistrationSubmittedDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      // The registration is sent: the only way on is back to the homepage.
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Thank you for your submission</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{ONBOARDING_MESSAGES.registrationSubmitted}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onReturnHome}>Return to homepage</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
