import { Button, type ButtonProps } from '@chakra-ui/react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      role={destructive ? 'alertdialog' : 'dialog'}
      open={open}
      title={title}
      onDismiss={mayCancel ? onCancel : undefined}
      initialFocusEl={destructive ? () => cancelRef.current : undefined}
      size={size}
      onSubmit={onSubmit}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={!mayCancel}>
            Cancel
          </Button>
          {extraActions}
          <Button type="submit" colorPalette={destructive ? 'red' : undefined} loading={busy} {...submitProps}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}
