import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../../testing/review-handlers';

const IN_PROGRESS = { state: { tab: 3 } };

describe('In Progress tab', () => {
  it('lists the cycles in progress and searches them', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow()] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...IN_PROGRESS });
    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.getByText('Ada Stone')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'IN_PROGRESS', page: 1, limit: 25, search: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search In Progress' }), 'acme');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: 'IN_PROGRESS', search: 'acme', page: 1 }));
  });

  it('Review shows the three forms in tabs; Next moves on and Submit on the third tab submits for the vendor', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow({ vendorId: 'v-9', companyName: 'Delta Drywall' })] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...IN_PROGRESS });
    await user.click(await screen.findByRole('button', { name: 'Review Delta Drywall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Delta Drywall' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Safety', 'Financial', 'Legal']);
    expect(await within(dialog).findByDisplayValue('0.85')).toBeInTheDocument();
    // The specification's instruction above the form being filled in.
    expect(within(within(dialog).getByRole('tabpanel')).getByText('Please fill out the below information (All mandatory)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Form is saved successfully')).toBeInTheDocument();
    expect(calls.mutations.at(-1)).toEqual({
      name: 'SavePrequalFormForVendor',
      variables: { vendorId: 'v-9', instance: '2026-11', form: { category: 'SAFETY', version: 2, answers: { emr: '0.85' } } },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Forms are submitted successfully')).toBeInTheDocument();
    expect(calls.mutations.at(-1)).toMatchObject({ name: 'SubmitPrequalFormsForVendor', variables: { vendorId: 'v-9', instance: '2026-11' } });
    expect((calls.mutations.at(-1)?.variables.forms as unknown[]).length).toBe(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Submit shows the first incomplete tab instead of sending', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow({ companyName: 'Delta Drywall' })] }, netWorth: '' });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...IN_PROGRESS });
    await user.click(await screen.findByRole('button', { name: 'Review Delta Drywall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Delta Drywall' });
    await within(dialog).findByDisplayValue('0.85');
    await user.click(within(dialog).getByRole('tab', { name: 'Legal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('The following required fields have validation errors:')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    expect(calls.mutations).toEqual([]);
  });

  it('"Delete forms?" asks first, then deletes the cycle', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow({ vendorId: 'v-9', companyName: 'Delta Drywall', instance: '2026-10' })] } });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', ...IN_PROGRESS });
    await user.click(await screen.findByRole('button', { name: 'Review Delta Drywall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Delta Drywall' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete forms?' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete all the three forms?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.mutations).toEqual([{ name: 'DeletePrequalForms', variables: { vendorId: 'v-9', instance: '2026-10' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a viewer reviews read-only', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow()] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...IN_PROGRESS });
    await user.click(await screen.findByRole('button', { name: 'Review Acme Concrete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Acme Concrete' });
    await within(dialog).findByDisplayValue('0.85');
    for (const name of ['Save as draft', 'Next', 'Submit', 'Delete forms?']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // Nothing to fill in: no instruction to.
    expect(within(dialog).queryByText('Please fill out the below information (All mandatory)')).not.toBeInTheDocument();
  });
});
