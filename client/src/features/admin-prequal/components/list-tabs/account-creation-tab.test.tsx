import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls, pendingUser } from '../../testing/prequal-handlers';

const ACCOUNTS = { state: { tab: 2 } } as const;

describe('Account Creation tab', () => {
  it('lists pending accounts with company, contact email and priority', async () => {
    answerPrequalCalls({ pending: [pendingUser({ priority: 'MEDIUM' })] });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    const table = await screen.findByRole('table', { name: 'Account Creation' });
    const row = (await within(table).findByText('nina@acme.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Acme Concrete')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Priority of Nina New' })).toHaveValue('MEDIUM');
    expect(within(row).getByRole('button', { name: 'Approve Nina New' })).toBeInTheDocument();
  });

  it('says "No data found" when nobody waits', async () => {
    answerPrequalCalls();
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('sends a priority change', async () => {
    const calls = answerPrequalCalls({ pending: [pendingUser({ priority: 'LOW' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    const select = await screen.findByRole('combobox', { name: 'Priority of Nina New' });
    await user.selectOptions(select, 'HIGH');
    await waitFor(() => expect(calls.mutations).toEqual([{ name: 'SetUserPriority', variables: { userId: 'u-new', priority: 'HIGH' } }]));
    await waitFor(() => expect(select).toHaveValue('HIGH'));
  });

  it('puts the priority back when the server refuses it', async () => {
    answerPrequalCalls({ pending: [pendingUser({ priority: 'LOW' })] });
    server.use(
      graphql.mutation('SetUserPriority', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'You do not have permission to do this.', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    const select = await screen.findByRole('combobox', { name: 'Priority of Nina New' });
    await user.selectOptions(select, 'HIGH');
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('LOW'));
  });

  it('Review shows the account; Reject Account needs a comment and sends it', async () => {
    const calls = answerPrequalCalls({ pending: [pendingUser()] });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', ...ACCOUNTS });
    await user.click(await screen.findByRole('button', { name: 'Review Nina New' }));

    const review = await screen.findByRole('dialog', { name: 'Review account' });
    for (const text of ['Nina New', 'nina@acme.test', '555-010-2000', 'Low', 'Company User']) {
      expect(within(review).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(review).getByRole('button', { name: 'Reject' }));

    const reject = await screen.findByRole('dialog', { name: 'Reject Account' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Comment is required')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.type(within(reject).getByRole('textbox', { name: /Comment/ }), 'Not our employee');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Account rejected')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetUserRegistrationStatus', variables: { userId: 'u-new', approve: false, commentText: 'Not our employee' } }]);
  });

  it("Review shows Company Admin for the company's first user, whom approval makes its company admin", async () => {
    answerPrequalCalls({ pending: [pendingUser({ roleOnApproval: 'VENDOR_ADMIN' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    await user.click(await screen.findByRole('button', { name: 'Review Nina New' }));
    const review = await screen.findByRole('dialog', { name: 'Review account' });
    expect(within(review).getByText('Company Admin')).toBeInTheDocument();
    expect(within(review).queryByText('Company User')).not.toBeInTheDocument();
  });

  it('approves an account after confirmation', async () => {
    const calls = answerPrequalCalls({ pending: [pendingUser()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ACCOUNTS });
    await user.click(await screen.findByRole('button', { name: 'Approve Nina New' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Account approved successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetUserRegistrationStatus', variables: { userId: 'u-new', approve: true } }]);
  });

  it('a viewer sees the list read-only: no Approve, priority not editable', async () => {
    answerPrequalCalls({ pending: [pendingUser()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...ACCOUNTS });
    expect(await screen.findByRole('combobox', { name: 'Priority of Nina New' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Approve Nina New' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review Nina New' }));
    const review = await screen.findByRole('dialog', { name: 'Review account' });
    expect(within(review).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });
});
