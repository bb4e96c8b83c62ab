import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls, registrationRow } from '../../testing/prequal-handlers';

describe('Registration in progress tab', () => {
  it('lists drafts with company, primary contact and the date in New York', async () => {
    answerPrequalCalls({ drafts: [registrationRow({ createdAt: '2025-03-05T03:30:00.000Z' })] });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    const table = await screen.findByRole('table', { name: 'Registration in progress' });
    const row = (await within(table).findByText('Acme Concrete')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Stone')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
  });

  it('says "No data found" when there are no drafts', async () => {
    answerPrequalCalls({ drafts: [] });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('sorts by submission date, newest first, then oldest first', async () => {
    const calls = answerPrequalCalls({ drafts: [registrationRow()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    await screen.findByText('Acme Concrete');
    await user.click(screen.getByRole('button', { name: 'Submission Date' }));
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ sortField: 'createdAt', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Submission Date' }));
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ sortField: 'createdAt', sortOrder: 'ASC' }));
    expect(screen.getByRole('columnheader', { name: 'Submission Date' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('changes the page size and asks for page 1 again', async () => {
    const calls = answerPrequalCalls({ drafts: [registrationRow()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    await screen.findByText('Acme Concrete');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ limit: 50, page: 1 }));
  });

  it('deletes a draft after confirmation and says so', async () => {
    const calls = answerPrequalCalls({ drafts: [registrationRow({ vendorId: 'v-del' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Delete registration of Acme Concrete' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to delete this registration?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Registration deleted successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'DeleteRegistrationDraft', variables: { vendorId: 'v-del' } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel keeps the draft', async () => {
    const calls = answerPrequalCalls({ drafts: [registrationRow()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Delete registration of Acme Concrete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([]);
  });

  it('a viewer or reviewer sees the drafts without Delete', async () => {
    answerPrequalCalls({ drafts: [registrationRow()] });
    renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER' });
    await screen.findByText('Acme Concrete');
    expect(screen.queryByRole('button', { name: /Delete registration/ })).not.toBeInTheDocument();
  });
});
