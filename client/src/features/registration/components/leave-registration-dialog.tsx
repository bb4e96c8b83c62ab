import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

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
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !saving && onStay()}
      initialFocusEl={() => stayRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Leave the registration form?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                What you entered has not been saved. Save it as a draft to continue later: verify your Tax ID again to find it. Or leave without saving, and it is lost.
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button ref={stayRef} variant="outline" onClick={onStay} disabled={saving}>
                Stay on the form
              </Button>
              <Button variant="outline" colorPalette="red" onClick={onLeave} disabled={saving}>
                Leave without saving
              </Button>
              <Button onClick={onSaveAndLeave} loading={saving} loadingText="Saving">
                Save as a draft and leave
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
