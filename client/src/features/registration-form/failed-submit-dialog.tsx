import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { REGISTRATION_MESSAGES, type InvalidField } from '@portal/common/validation/registration';

interface FailedSubmitDialogProps {
  /** The invalid fields in form order; the dialog is open while this is non-empty. */
  fields: readonly InvalidField[] | null;
  onClose: () => void;
  /** The control to put the keyboard on once the dialog has closed (the first invalid field). */
  finalFocus: () => HTMLElement | null;
}

/** "The following required fields have validation errors:" and the labels of those fields. */
export function FailedSubmitDialog({ fields, onClose, finalFocus }: FailedSubmitDialogProps) {
  const open = Boolean(fields && fields.length > 0);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && onClose()} finalFocusEl={finalFocus} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{REGISTRATION_MESSAGES.failedSubmitTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root ps="5" gap="1">
                {fields?.map((f) => (
                  <List.Item key={f.path}>
                    <Text as="span">{f.label}</Text>
                  </List.Item>
                ))}
              </List.Root>
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
