import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../../testing/review-handlers';

const ADMIN_REVIEW = { state: { tab: 4 } };
const row = prequalRow({ vendorId: 'v-3', companyName: 'Beta Steel', prequalStatus: 'ADMIN_REVIEW_PENDING' });

describe('Admin Review tab', () => {
  it('lists submitted cycles and sends one to department review after confirmation', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ADMIN_REVIEW });
    expect(await screen.findByText('Beta Steel')).toBeInTheDocument();
    expect(screen.getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'ADMIN_REVIEW_PENDING', limit: 25 });

    await user.click(screen.getByRole('button', { name: 'Review Beta Steel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Beta Steel' });
    await within(dialog).findByDisplayValue('0.85');
    await user.click(within(dialog).getByRole('button', { name: 'Send to Department Review Beta Steel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent to Department Review')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'AdminReview', variables: { vendorId: 'v-3', approve: true } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a review waiting longer than the setting "Overdue" with its business days, in the order the server sorts (overdue first)', async () => {
    answerPrequalCalls();
    const late = prequalRow({ prequalId: 'p-9', vendorId: 'v-9', companyName: 'Zeta Roofing', prequalStatus: 'ADMIN_REVIEW_PENDING', overdueBusinessDays: 7 });
    answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [late, row] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ADMIN_REVIEW });
    const table = await screen.findByRole('table', undefined, { timeout: 30_000 });
    await within(table).findByText('Zeta Roofing');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Zeta Roofing')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Overdue: 7 business days')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Beta Steel')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it('Return to Vendor needs a comment and sends flagged questions with their notes', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', ...ADMIN_REVIEW });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Beta Steel' });
    await user.click(within(review).getByRole('button', { name: 'Return to Vendor Beta Steel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Return to Vendor: Beta Steel' });
    await user.click(within(dialog).getByRole('button', { name: 'Return to Vendor' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Please fix the EMR');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Flag a question' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Flag a question' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question 1' }), 'Safety: EMR rate');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Vendor' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Note 1' }), 'Three years, please');
    await user.click(within(dialog).getByRole('button', { name: 'Return to Vendor' }));

    expect(await screen.findByText('Returned to the vendor')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      {
        name: 'AdminReview',
        variables: {
          vendorId: 'v-3',
          approve: false,
          commentText: 'Please fix the EMR',
          flags: [{ category: 'SAFETY', path: 'emr', note: 'Three years, please' }],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a reviewer or viewer reviews without deciding', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...ADMIN_REVIEW });
    await user.click(await screen.findByRole('button', { name: 'Review Beta Steel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Beta Steel' });
    await within(dialog).findByDisplayValue('0.85');
    expect(within(dialog).queryByRole('button', { name: /Return to Vendor|Send to Department Review/ })).not.toBeInTheDocument();
  });
});
