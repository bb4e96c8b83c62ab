import { Button, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, as one paragraph; or give `children` for a richer body. */
  message?: string;
  children?: ReactNode;
  confirmLabel?: string;
  /** The confirm button's words while the action runs ("Saving"); its label with a spinner when left out. */
  confirmLoadingText?: string;
  /** The safe way out ("Cancel", "Stay on the form"); it has the focus. */
  cancelLabel?: string;
  /** The confirming action is running: the buttons wait for it and the dialog stays open. */
  busy?: boolean;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  /** Buttons between the safe way out and the confirm button (another way on, say). */
  extraActions?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; the safe way out has the focus so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = 'Yes',
  confirmLoadingText,
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  extraActions,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      onDismiss={busy ? undefined : onCancel}
      initialFocusEl={() => cancelRef.current}
      footerProps={{ flexWrap: 'wrap' }}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          {extraActions}
          <Button colorPalette={destructive ? 'red' : undefined} onClick={onConfirm} loading={busy} loadingText={confirmLoadingText}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ?? <Text>{message}</Text>}
    </DialogFrame>
  );
}
