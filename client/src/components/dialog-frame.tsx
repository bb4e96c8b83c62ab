import { chakra, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';

type RootProps = Omit<Dialog.RootProps, 'children' | 'onOpenChange' | 'title'>;

export interface DialogFrameProps extends RootProps {
  title: ReactNode;
  /**
   * Called when the user dismisses the dialog (Escape, a click outside, the corner button, an action trigger).
   * Leave it out while the dialog must stay open, as while its action runs.
   */
  onDismiss?: () => void;
  /** The buttons; no footer when left out. */
  footer?: ReactNode;
  /** Props for the footer's box (it wraps when the buttons do not fit, say). */
  footerProps?: Dialog.FooterProps;
  /** The accessible name of a close button in the corner; none when left out. */
  closeLabel?: string;
  /** The corner button waits too (while a save runs, say). */
  closeDisabled?: boolean;
  /**
   * Makes the dialog one form: called with its submit event (default already prevented), so a submit button in
   * the footer sends what the body holds.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The body's element, for a dialog that scrolls to or focuses what is in it (a field named by an error). */
  bodyRef?: Ref<HTMLDivElement>;
  /** The body. */
  children: ReactNode;
}

/**
 * The one frame every dialog of the portal is drawn in: backdrop, centred box, title, body, footer and an
 * optional corner close button. Dialogs differ only in what they put in it, so focus trapping, dismissal and
 * layout stay alike across the screens.
 */
export function DialogFrame({
  title,
  onDismiss,
  footer,
  footerProps,
  closeLabel,
  closeDisabled,
  onSubmit,
  bodyRef,
  children,
  placement = 'center',
  ...root
}: DialogFrameProps) {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body ref={bodyRef}>{children}</Dialog.Body>
      {footer !== undefined && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root {...root} placement={placement} onOpenChange={(details) => !details.open && onDismiss?.()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              // The form sits inside the dialog, not as it: a <form> may not take the dialog role. Its box steps
              // aside (display: contents) so the header, body and footer lay out as the dialog's own.
              <chakra.form
                display="contents"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  void onSubmit(event);
                }}
              >
                {parts}
              </chakra.form>
            ) : (
              parts
            )}
            {closeLabel !== undefined && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={closeDisabled} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
