import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app';
import { server } from '../../../../test/msw-server';
import type { SuggestedLimits } from '../../api/get-suggested-limits';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../testing/review-handlers';

const DEPARTMENT = { state: { tab: 5 } };
const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY', { status: 'DEPARTMENT_APPROVED' }), decision('FINANCIAL'), decision('LEGAL')],
});

const explanation = (limit: 'SINGLE' | 'AGGREGATE' | 'BONDING', rule: string, result: string | null, note: string | null = null) => ({
  __typename: 'LimitExplanation' as const,
  limit,
  rule,
  inputs: {},
  result,
  note,
});

const SUGGESTED: SuggestedLimits = {
  __typename: 'SuggestedLimits',
  singleLimit: '10000000.00',
  aggregateLimit: '20000000.00',
  bondingLimit: null,
  explanations: [
    explanation('SINGLE', 'Single project limit: 10 x working capital (10 x working capital)', '12000000.00'),
    explanation('SINGLE', 'No more than the single project bonding capacity (1 x single project bonding capacity)', '10000000.00'),
    explanation('AGGREGATE', 'Aggregate limit: 10 x net worth (10 x net worth)', '20000000.00'),
    explanation(
      'BONDING',
      'Bonding limit: the single project bonding capacity (1 x single project bonding capacity)',
      null,
      'Does not apply: the single project bonding capacity is not answered.',
    ),
  ],
};

function answerSuggestion(suggested: SuggestedLimits): string[] {
  const asked: string[] = [];
  server.use(
    graphql.query('SuggestedLimits', ({ variables }) => {
      asked.push(String(variables.vendorId));
      return HttpResponse.json({ data: { suggestedLimits: suggested } });
    }),
  );
  return asked;
}

describe('Suggested limits in the financial decision', () => {
  it('lists each limit with its rules; "Use suggested" fills the limits, which the reviewer may override', async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    const asked = answerSuggestion(SUGGESTED);
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Financial approve Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial decision: Echo Electric' });
    const panel = await within(dialog).findByRole('region', { name: 'Suggested limits' });
    expect(await within(panel).findByText('Single Limit: $10,000,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('Aggregate Limit: $20,000,000.00')).toBeInTheDocument();
    expect(within(panel).getByText('Bonding Limit: No suggestion')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('list', { name: 'Single Limit rules' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Single project limit: 10 x working capital (10 x working capital): $12,000,000.00',
      'No more than the single project bonding capacity (1 x single project bonding capacity): $10,000,000.00',
    ]);
    expect(within(panel).getByText(/Does not apply: the single project bonding capacity is not answered/)).toBeInTheDocument();
    expect(asked).toEqual(['v-5']);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'Approved');
    await user.click(within(panel).getByRole('button', { name: 'Use suggested' }));
    expect(within(dialog).getByRole('textbox', { name: /Aggregate Limit/ })).toHaveValue('20000000.00');
    expect(within(dialog).getByRole('textbox', { name: /Single Limit/ })).toHaveValue('10000000.00');
    // No suggestion for bonding: the reviewer enters it; and overrides the single limit.
    expect(within(dialog).getByRole('textbox', { name: /Bonding Limit/ })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: /Bonding Limit/ }), '5000000');
    await user.clear(within(dialog).getByRole('textbox', { name: /Single Limit/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Single Limit/ }), '4000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Financial decision saved')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      {
        name: 'DepartmentDecision',
        variables: {
          vendorId: 'v-5',
          input: {
            category: 'FINANCIAL',
            status: 'DEPARTMENT_APPROVED',
            mitigationPlan: null,
            commentText: null,
            aggregateLimit: '20000000.00',
            singleLimit: '4000000',
            bondingLimit: '5000000',
          },
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('not being able to work out the suggestion leaves the reviewer to enter the limits', async () => {
    answerPrequalCalls();
    answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
    server.use(graphql.query('SuggestedLimits', () => HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }], data: null })));
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
    await user.click(await screen.findByRole('button', { name: 'Financial approve Echo Electric' }));
    const dialog = await screen.findByRole('dialog', { name: 'Financial decision: Echo Electric' });
    expect(await within(dialog).findByText(/could not be worked out/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use suggested' })).toBeDisabled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
