import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm } from './test/render-form';

const TITLE = 'The following required fields have validation errors:';

describe('RegistrationForm', () => {
  it('lists the invalid fields of a blank submit and then focuses the first', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: TITLE });
    for (const label of ['Tax ID', 'Number of Employees', 'Company Name', 'Primary Contact First Name', 'Regions', 'W9 File', 'How Heard']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByLabelText(/^Tax ID/)).toHaveFocus());
    expect(screen.getByText('Tax ID is required')).toBeInTheDocument();
  });
});
