import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls, registrationRow } from '../../testing/prequal-handlers';

const WAITING = { state: { tab: 1 } } as const;

describe('Registrations Waiting on Approval tab', () => {
  it('lists submitted registrations with Review and Approve', async () => {
    const calls = answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...WAITING });
    const table = await screen.findByRole('table', { name: 'Registrations Waiting on Approval' });
    const row = (await within(table).findByText('Beta Steel')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Review Beta Steel' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve Beta Steel' })).toBeInTheDocument();
    expect(calls.registrations.at(-1)).toMatchObject({ status: 'SUBMITTED' });
  });

  it('says "No data found" when nothing waits', async () => {
    answerPrequalCalls();
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...WAITING });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('approves from the table after confirmation', async () => {
    const calls = answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...WAITING });
    await user.click(await screen.findByRole('button', { name: 'Approve Beta Steel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Registration approved successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetRegistrationStatus', variables: { vendorId: 'v-200', approve: true } }]);
    // The list is asked again: the approved registration leaves it.
    await waitFor(() => expect(calls.registrations.filter((v) => v.status === 'SUBMITTED').length).toBeGreaterThan(1));
  });

  it('Review shows the registration; Not Approve needs a comment under 255 characters and sends it', async () => {
    const calls = answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', ...WAITING });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));

    const review = await screen.findByRole('dialog', { name: 'Review registration: Beta Steel' });
    expect(await within(review).findByDisplayValue('12-3456789')).toBeInTheDocument();
    expect(within(review).getByDisplayValue('Structural steel erection.')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Not Approve' }));

    const reject = await screen.findByRole('dialog', { name: 'Reject Comment' });
    await user.click(within(reject).getByRole('button', { name: 'Not Approve' }));
    expect(await within(reject).findByText('Comment is required')).toBeInTheDocument();

    const comment = within(reject).getByRole('textbox', { name: /Comment/ });
    await user.click(comment);
    await user.paste('x'.repeat(255));
    await user.click(within(reject).getByRole('button', { name: 'Not Approve' }));
    expect(await within(reject).findByText('Comment should be less than 255 characters')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.clear(comment);
    await user.type(comment, 'W9 is unsigned');
    await user.click(within(reject).getByRole('button', { name: 'Not Approve' }));

    expect(await screen.findByText('Registration not approved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetRegistrationStatus', variables: { vendorId: 'v-200', approve: false, commentText: 'W9 is unsigned' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('approves from the review dialog after confirmation, closing both', async () => {
    const calls = answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...WAITING });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));
    const review = await screen.findByRole('dialog', { name: 'Review registration: Beta Steel' });
    await within(review).findByDisplayValue('12-3456789');
    await user.click(within(review).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Registration approved successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetRegistrationStatus', variables: { vendorId: 'v-200', approve: true } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('Edit lets an admin change the registration and Save sends it', async () => {
    const calls = answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...WAITING });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));
    const review = await screen.findByRole('dialog', { name: 'Review registration: Beta Steel' });
    const description = await within(review).findByDisplayValue('Structural steel erection.');
    expect(description).toHaveAttribute('readonly');

    await user.click(within(review).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(description).not.toHaveAttribute('readonly'));
    // Deciding waits until the edit is saved or cancelled.
    expect(within(review).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.clear(description);
    await user.type(description, 'Steel erection and misc metals.');
    await user.click(within(review).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details submitted successfully')).toBeInTheDocument();
    const update = calls.mutations.find((m) => m.name === 'UpdateRegistration');
    expect(update?.variables).toMatchObject({
      vendorId: 'v-200',
      input: { companyName: 'Beta Steel', companyDescription: 'Steel erection and misc metals.' },
    });
    expect(await within(review).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(review).getByDisplayValue('Steel erection and misc metals.')).toHaveAttribute('readonly');
  });

  it('a viewer can review but not approve', async () => {
    answerPrequalCalls({ submitted: [registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' })] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...WAITING });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));
    const review = await screen.findByRole('dialog', { name: 'Review registration: Beta Steel' });
    await within(review).findByDisplayValue('12-3456789');
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
