import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/msw-server';
import type { RenewalChanges } from '../../api/get-renewal-changes';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../testing/review-handlers';

const DEPARTMENT = { state: { tab: 5 } };
const ADMIN_REVIEW = { state: { tab: 4 } };
const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')],
});

const unchanged = (category: 'SAFETY' | 'FINANCIAL' | 'LEGAL') => ({
  __typename: 'RenewalCategoryChanges' as const,
  category,
  categoryChanged: false,
  changed: 0,
  questions: [],
  previousDecision: null,
});

const CHANGES: RenewalChanges = {
  __typename: 'RenewalChanges',
  previousInstance: '2025-06',
  categories: [
    {
      ...unchanged('SAFETY'),
      changed: 2,
      questions: [
        { __typename: 'RenewalQuestionChange', path: 'emr2024', label: 'EMR 2024', before: 0.82, after: 0.9 },
        { __typename: 'RenewalQuestionChange', path: 'trades', label: 'Trades', before: null, after: ['Electrical', 'Low voltage'] },
      ],
    },
    unchanged('FINANCIAL'),
    unchanged('LEGAL'),
  ],
};

function answerChanges(changes: RenewalChanges): string[] {
  const asked: string[] = [];
  server.use(
    graphql.query('RenewalChanges', ({ variables }) => {
      asked.push(String(variables.vendorId));
      return HttpResponse.json({ data: { renewalChanges: changes } });
    }),
  );
  return asked;
}

describe('Changes since last year', () => {
  it('each tab of the department review shows its changes before → after, or that nothing changed', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const asked = answerChanges(CHANGES);
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
    const safety = await within(review).findByRole('region', { name: 'Changes since 2025-06' });
    expect(
      within(safety)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['EMR 2024: 0.82 → 0.9', 'Trades: — → Electrical, Low voltage']);
    await user.click(within(review).getByRole('tab', { name: 'Legal' }));
    const legal = await within(review).findByRole('region', { name: 'Changes since 2025-06' });
    expect(within(legal).getByText('No changes since last year')).toBeInTheDocument();
    // A viewer decides nothing.
    expect(within(review).queryByRole('button', { name: 'Approve unchanged' })).not.toBeInTheDocument();
    expect(asked).toEqual(['v-5']);
  });

  it('a reviewer approves an unchanged form in one step; never the financial form, which needs limits', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    answerChanges(CHANGES);
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
    await within(review).findByRole('region', { name: 'Changes since 2025-06' });
    // Safety changed: only the full decision.
    expect(within(review).getByRole('button', { name: 'Approve Safety' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Approve unchanged' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('tab', { name: 'Financial' }));
    await within(review).findByRole('button', { name: 'Approve Financial' });
    expect(within(review).queryByRole('button', { name: 'Approve unchanged' })).not.toBeInTheDocument();
    await user.click(within(review).getByRole('tab', { name: 'Legal' }));
    await user.click(await within(review).findByRole('button', { name: 'Approve unchanged' }));
    expect(await screen.findByText('Legal decision saved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'DepartmentDecision', variables: { vendorId: 'v-5', input: { category: 'LEGAL', status: 'DEPARTMENT_APPROVED' } } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows nothing when the cycle renews none (admin review)', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { ADMIN_REVIEW_PENDING: [{ ...row, prequalStatus: 'ADMIN_REVIEW_PENDING' }] } });
    const asked = answerChanges({ __typename: 'RenewalChanges', previousInstance: null, categories: [] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_ADMIN', ...ADMIN_REVIEW });
    await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }));
    const review = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
    await within(review).findByDisplayValue('0.85');
    await waitFor(() => expect(asked).toEqual(['v-5']));
    expect(within(review).queryByRole('region', { name: /Changes since/ })).not.toBeInTheDocument();
    expect(within(review).queryByText('No changes since last year')).not.toBeInTheDocument();
  });
});
