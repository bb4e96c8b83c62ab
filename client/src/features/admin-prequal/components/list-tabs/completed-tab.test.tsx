import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../../testing/review-handlers';

const COMPLETED = { state: { tab: 7 } };

describe('Completed tab', () => {
  it('shows the final status and expiration date, and filters by final approval status', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({
      rows: {
        COMPLETED: [prequalRow({ prequalStatus: 'COMPLETED', finalStatus: 'FINAL_APPROVED_BOND_APPROVAL_ONLY', expiresAt: '2027-11-20T17:00:00.000Z' })],
      },
    });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...COMPLETED });
    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Status/ })).toBeInTheDocument();
    expect(screen.getByText('Bond Approval Only', { selector: 'td' })).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2027')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'COMPLETED', finalApprovalStatus: null });

    const filter = screen.getByRole('combobox', { name: 'Filter by final status' });
    expect([...(filter as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Approved', 'Bond Approval Only', 'Approved with Risk Mitigation']);
    await user.selectOptions(filter, 'Approved with Risk Mitigation');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ status: 'COMPLETED', finalApprovalStatus: 'FINAL_APPROVED_WITH_RISK_MITIGATION', page: 1 }));
    await user.selectOptions(filter, 'All');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ finalApprovalStatus: null }));
  });

  it('sorts DESC first, then ASC, and pages', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { COMPLETED: [prequalRow()] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...COMPLETED });
    await screen.findByText('Acme Concrete');
    await user.click(screen.getByRole('button', { name: /Expiration Date/ }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'expiresAt', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: /Expiration Date/ }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'expiresAt', sortOrder: 'ASC' }));
  });
});
