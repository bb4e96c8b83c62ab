import { Button, Dialog, Portal, chakra, type ButtonProps } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode } from 'react';

interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  /** The submit is running: the dialog stays open, Cancel waits and Submit shows it is busy. */
  busy: boolean;
  /** Called with the form's submit event (default already prevented); a react-hook-form `handleSubmit(...)` fits. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  submitLabel?: string;
  /** The rest of the submit button: its colour, `disabled` until the form may be sent, `loadingText`. */
  submitProps?: ButtonProps;
  /** Buttons between Cancel and the submit (another way to save, say). */
  extraActions?: ReactNode;
  /** Cancel stays usable while busy (it stops the work, as an upload's does). */
  cancelWhileBusy?: boolean;
  /** A destructive dialog: announced as an alert, with the focus on Cancel so Enter never destroys by accident. */
  destructive?: boolean;
  size?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** A dialog that is one form: the title, its fields, then Cancel and the submit button. */
export function FormDialog({
  open = true,
  title,
  busy,
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  submitProps,
  extraActions,
  cancelWhileBusy = false,
  destructive = false,
  size,
  children,
}: FormDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mayCancel = cancelWhileBusy || !busy;
  return (
    <Dialog.Root
      role={destructive ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => !details.open && mayCancel && onCancel()}
      initialFocusEl={destructive ? () => cancelRef.current : undefined}
      placement="center"
      size={size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The form sits inside the dialog, not as it: a <form> may not take the dialog role. Its box steps
              aside (display: contents) so the header, body and footer lay out as the dialog's own. */}
          <Dialog.Content>
            <chakra.form
              display="contents"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void onSubmit(event);
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={!mayCancel}>
                  Cancel
                </Button>
                {extraActions}
                <Button type="submit" colorPalette={destructive ? 'red' : undefined} loading={busy} {...submitProps}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
