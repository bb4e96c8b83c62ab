import type { Role } from '@portal/common/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, note, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;

async function openNotes(role: Role) {
  const app = renderApp(PAGE, { role });
  await app.user.click(await screen.findByRole('tab', { name: 'Notes' }));
  return app;
}

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Notes' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Company detail: Notes tab', () => {
  it('shows "No data found" without notes, and no Add Note for the viewer', async () => {
    answerCompanyCalls();
    await openNotes('PREQUAL_VIEWER');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
  });

  it('lists notes newest first with author and dd-MM-yyyy time, paged 10/25/50/100', async () => {
    answerCompanyCalls({ notes: Array.from({ length: 12 }, (_, i) => note(12 - i)) });
    const { user } = await openNotes('PREQUAL_ADMIN');
    await waitFor(() => expect(rowsOf()).toHaveLength(12));
    expect(rowsOf()[0]).toEqual(['Note 12', 'Sam Carter', '12-01-2027 9:30 AM']);
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(rowsOf().map((r) => r[0])).toEqual(['Note 2', 'Note 1']));
    // Only the system admin deletes.
    expect(screen.queryByRole('button', { name: /Delete note/ })).not.toBeInTheDocument();
  });

  it('Add Note: Save is disabled while the note is blank; a saved note is listed first', async () => {
    const calls = answerCompanyCalls({ notes: [note(1)] });
    const { user } = await openNotes('PREQUAL_REVIEWER');
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const box = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.type(box, 'Asked for the bond letter');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf()[0]?.[0]).toBe('Asked for the bond letter'));
    expect(calls.mutations).toEqual([{ name: 'AddCompanyNote', variables: { vendorId: VENDOR_ID, notes: 'Asked for the bond letter' } }]);
  });

  it('the system admin deletes a note after confirming; Cancel keeps it', async () => {
    const calls = answerCompanyCalls({ notes: [note(2), note(1)] });
    const { user } = await openNotes('SYSTEM_ADMIN');
    const del = await screen.findByRole('button', { name: 'Delete note by Sam Carter on 01-01-2027 9:30 AM' });
    await user.click(del);
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete note' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([]);

    await user.click(del);
    confirm = await screen.findByRole('alertdialog', { name: 'Delete note' });
    expect(within(confirm).getByText('Are you sure you want to delete this note?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf().map((r) => r[0])).toEqual(['Note 2']));
    expect(calls.mutations).toEqual([{ name: 'DeleteCompanyNote', variables: { noteId: 'note-1' } }]);
  });
});
