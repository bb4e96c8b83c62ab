import { Button } from '@chakra-ui/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface LeaveRegistrationDialogProps {
  open: boolean;
  /** The draft is being saved: the buttons wait for it. */
  saving: boolean;
  onSaveAndLeave: () => void;
  onLeave: () => void;
  onStay: () => void;
}

/**
 * "Return to homepage" with unsaved input asks first: keep it as a draft (found again by verifying the tax ID),
 * throw it away, or stay. Stay has the focus, so Enter never loses what was typed.
 */
export function LeaveRegistrationDialog({ open, saving, onSaveAndLeave, onLeave, onStay }: LeaveRegistrationDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Leave the registration form?"
      message="What you entered has not been saved. Save it as a draft to continue later: verify your Tax ID again to find it. Or leave without saving, and it is lost."
      cancelLabel="Stay on the form"
      confirmLabel="Save as a draft and leave"
      confirmLoadingText="Saving"
      busy={saving}
      onConfirm={onSaveAndLeave}
      onCancel={onStay}
      extraActions={
        <Button variant="outline" colorPalette="red" onClick={onLeave} disabled={saving}>
          Leave without saving
        </Button>
      }
    />
  );
}
