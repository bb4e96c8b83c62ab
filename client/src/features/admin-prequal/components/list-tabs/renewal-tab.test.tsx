import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../../testing/review-handlers';

const RENEWAL = { state: { tab: 8 } };

describe('Renewal tab', () => {
  it('lists the companies due for renewal, 25 a page', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { RENEWAL: [prequalRow({ expiresAt: '2026-12-15T17:00:00.000Z' })] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...RENEWAL });
    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.getByText('Dec 15, 2026')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ status: 'RENEWAL', page: 1, limit: 25, search: null });
  });

  it('says "No data found" when no company is due', async () => {
    answerPrequalCalls();
    answerReviewCalls();
    renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...RENEWAL });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('Begin Prequal Workflow starts the renewal and says so', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { RENEWAL: [prequalRow({ vendorId: 'v-7', companyName: 'Gamma Glass' })] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...RENEWAL });
    await user.click(await screen.findByRole('button', { name: 'Begin Prequal Workflow for Gamma Glass' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Begin' }));

    expect(await screen.findByText('This has been moved to in progress!')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'StartRenewal', variables: { vendorId: 'v-7' } }]);
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(1));
  });

  it('a viewer sees the list without the action', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { RENEWAL: [prequalRow()] } });
    renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...RENEWAL });
    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Begin Prequal Workflow/ })).not.toBeInTheDocument();
  });
});
