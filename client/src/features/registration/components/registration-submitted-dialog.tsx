import { Button, Text } from '@chakra-ui/react';
import { ONBOARDING_MESSAGES } from '@portal/common/onboarding/messages';
import { DialogFrame } from '../../../components/dialog-frame';

interface RegistrationSubmittedDialogProps {
  open: boolean;
  onReturnHome: () => void;
}

/** After a successful submit: the specification's sentence and the way back to the homepage. */
export function RegistrationSubmittedDialog({ open, onReturnHome }: RegistrationSubmittedDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title="Thank you for your submission"
      // The registration is sent: the only way on is back to the homepage.
      closeOnEscape={false}
      closeOnInteractOutside={false}
      footer={<Button onClick={onReturnHome}>Return to homepage</Button>}
    >
      <Text>{ONBOARDING_MESSAGES.registrationSubmitted}</Text>
    </DialogFrame>
  );
}
