import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertModal } from './alert-modal';
import { ConfirmDialog } from './confirm-dialog';

function Dialogs({ confirmOpen, alertOpen, onClose }: { confirmOpen: boolean; alertOpen: boolean; onClose: () => void }) {
  return (
    <ChakraProvider value={system}>
      <ConfirmDialog open={confirmOpen} title="Delete company" message="Are you sure?" onConfirm={() => {}} onCancel={() => {}} />
      <AlertModal open={alertOpen} title="Alert" message="This company's prequalification is under review." onClose={onClose} />
    </ChakraProvider>
  );
}

describe('AlertModal', () => {
  // A confirmed action refused by the server: the Alert opens while the confirmation is still open, then the
  // confirmation closes. Zag would dismiss the Alert as a layer nested in it, before anyone could read it.
  it('stays open when the confirmation under it closes', async () => {
    const onClose = vi.fn();
    const view = render(<Dialogs confirmOpen alertOpen={false} onClose={onClose} />);
    await screen.findByRole('alertdialog', { name: 'Delete company' });
    view.rerender(<Dialogs confirmOpen alertOpen onClose={onClose} />);
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    // The Alert's layer is registered once its content has taken the focus.
    await waitFor(() => expect(alert).toContainElement(document.activeElement as HTMLElement));

    view.rerender(<Dialogs confirmOpen={false} alertOpen onClose={onClose} />);
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete company' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Alert' })).toHaveTextContent("This company's prequalification is under review.");
  });

  it('closes with its Close button', async () => {
    const onClose = vi.fn();
    render(<Dialogs confirmOpen={false} alertOpen onClose={onClose} />);
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    await userEvent.click(alert.querySelector('button') as HTMLButtonElement);
    expect(onClose).toHaveBeenCalledOnce();
  });
});
