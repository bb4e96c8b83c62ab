import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../../testing/review-handlers';
import { FORM_PROBLEMS_TITLE } from '../../../../components/form-errors-banner';

const IN_PROGRESS = { state: { tab: 3 } };

function errorBeside(input: HTMLElement): string | null {
  return input.closest('[data-field-path]')?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}

describe('Submit for the vendor, refused', () => {
  it('names each failing question by its tab and label, marks it beside the question and focuses it', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { IN_PROGRESS: [prequalRow({ companyName: 'Delta Drywall' })] }, netWorth: '' });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...IN_PROGRESS });
    await user.click(await screen.findByRole('button', { name: 'Review Delta Drywall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Delta Drywall' });
    await within(dialog).findByDisplayValue('0.85');
    await user.click(within(dialog).getByRole('tab', { name: 'Legal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const banner = (await within(dialog).findByText(FORM_PROBLEMS_TITLE)).closest('[role="alert"]') as HTMLElement;
    expect(banner).toHaveTextContent('Financial: Net worth Required');
    expect(banner).not.toHaveTextContent(/Required Required/);
    expect(within(dialog).getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    const netWorth = within(dialog).getByLabelText('Net worth');
    await waitFor(() => expect(errorBeside(netWorth)).toBe('Required'));
    await waitFor(() => expect(netWorth).toHaveFocus());
    expect(calls.mutations).toEqual([]);

    // The banner's link shows the question's tab and focuses it again.
    await user.click(within(dialog).getByRole('tab', { name: 'Safety' }));
    await user.click(within(banner).getByRole('button', { name: 'Financial: Net worth' }));
    expect(within(dialog).getByRole('tab', { name: 'Financial' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(netWorth).toHaveFocus());

    // Answered, its mark clears as it is typed.
    await user.type(netWorth, '2000000');
    await waitFor(() => expect(errorBeside(netWorth)).toBeNull());
  });
});
