import { Button, Dialog, List, Text } from '@chakra-ui/react';
import { REGISTRATION_MESSAGES, type InvalidField } from '@portal/common/validation/registration';
import { DialogFrame } from '../../components/dialog-frame';

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
    <DialogFrame
      role="alertdialog"
      open={open}
      title={REGISTRATION_MESSAGES.failedSubmitTitle}
      onDismiss={onClose}
      finalFocusEl={finalFocus}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button>Close</Button>
        </Dialog.ActionTrigger>
      }
    >
      <List.Root ps="5" gap="1">
        {fields?.map((f) => (
          <List.Item key={f.path}>
            <Text as="span">{f.label}</Text>
          </List.Item>
        ))}
      </List.Root>
    </DialogFrame>
  );
}
