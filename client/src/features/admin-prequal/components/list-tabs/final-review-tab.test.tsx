import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../testing/review-handlers';

const FINAL = { state: { tab: 6 } };
const row = prequalRow({
  vendorId: 'v-8',
  companyName: 'Fox Framing',
  prequalStatus: 'FINAL_REVIEW_PENDING',
  categoryStatuses: [
    decision('SAFETY', { status: 'DEPARTMENT_APPROVED', decidedByName: 'Sam Safety' }),
    decision('FINANCIAL', {
      status: 'DEPARTMENT_APPROVED_WITH_RISK_MITIGATION',
      mitigationPlan: 'Joint checks',
      aggregateLimit: '2000000',
      singleLimit: '500000.5',
      bondingLimit: '1000000',
    }),
    decision('LEGAL', { status: 'DEPARTMENT_APPROVED' }),
  ],
});

describe('Final Review tab', () => {
  it('Review Details shows each department decision with its limits', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { FINAL_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...FINAL });
    expect(await screen.findByText('Fox Framing')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'FINAL_REVIEW_PENDING' });
    // A viewer has no Approve.
    expect(screen.queryByRole('button', { name: 'Approve Fox Framing' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review Details Fox Framing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review details: Fox Framing' });
    expect(within(dialog).getByText('Approved with Risk Mitigation')).toBeInTheDocument();
    expect(within(dialog).getByText('Joint checks')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,000,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$500,000.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Sam Safety')).toBeInTheDocument();
  });

  it('the details popup toggles from view to edit to save the limits', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { FINAL_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'SYSTEM_ADMIN', ...FINAL });
    await user.click(await screen.findByRole('button', { name: 'Review Details Fox Framing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review details: Fox Framing' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const single = within(dialog).getByRole('textbox', { name: 'Single Limit' });
    await user.clear(single);
    await user.type(single, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Single Limit must be an amount of money (at most 2 decimals, 0 or more).')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.clear(single);
    await user.type(single, '750,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Limits and mitigation plans saved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      { name: 'SetFinancialLimits', variables: { vendorId: 'v-8', singleLimit: '750000', bondingLimit: '1000000', aggregateLimit: '2000000' } },
    ]);
    expect(await within(dialog).findByText('$750,000.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Approve offers the final decisions; returning needs a comment', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { FINAL_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...FINAL });
    await user.click(await screen.findByRole('button', { name: 'Approve Fox Framing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Final decision: Fox Framing' });
    const status = within(dialog).getByRole('combobox', { name: /Status/ });
    expect([...(status as HTMLSelectElement).options].slice(1).map((o) => o.text)).toEqual([
      'Approved',
      'Approved with Risk Mitigation',
      'Bond Approval Only',
      'Approved with Meeting',
      'Rejected',
      'Return to Vendor',
    ]);
    await user.selectOptions(status, 'Return to Vendor');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Comment is required')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.selectOptions(status, 'Approved with Risk Mitigation');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Final decision saved: Approved with Risk Mitigation')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'FinalDecision', variables: { vendorId: 'v-8', status: 'FINAL_APPROVED_WITH_RISK_MITIGATION', commentText: null } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Review Form opens the three forms', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { FINAL_REVIEW_PENDING: [row] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...FINAL });
    await user.click(await screen.findByRole('button', { name: 'Review Form Fox Framing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review forms: Fox Framing' });
    await within(dialog).findByDisplayValue('0.85');
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
