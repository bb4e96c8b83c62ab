import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import { answerPrequalCalls } from '../../testing/prequal-handlers';
import { answerReviewCalls, companyForms, decision, prequalRow } from '../../testing/review-handlers';

/** The review dialog's financial tab for a role without prequal.financials.read: the API hides the answers, the tab says so. */
const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')],
});

async function openFinancialTab(hidden: boolean) {
  answerPrequalCalls();
  answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] }, netWorth: '2750000' });
  server.use(
    graphql.query('CompanyPrequalForms', ({ variables }) => {
      const set = companyForms(String(variables.vendorId), { netWorth: '2750000' });
      // As the server answers a role without the permission: no answers in the fields, answersHidden.
      if (hidden) set.forms[1] = { ...set.forms[1]!, answersHidden: true, fields: [] };
      return HttpResponse.json({ data: { prequalForms: set } });
    }),
  );
  const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', state: { tab: 5 } });
  await user.click(await screen.findByRole('button', { name: 'Review Echo Electric' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Review forms: Echo Electric' });
  await user.click(await within(dialog).findByRole('tab', { name: 'Financial' }));
  // By name: the panel left behind stays in the tree, closing, until its exit ends (under load, a task later).
  return within(await within(dialog).findByRole('tabpanel', { name: 'Financial' }));
}

describe('Review forms dialog: financial information', () => {
  it('without prequal.financials.read the financial tab says so and shows no answer', async () => {
    const tab = await openFinancialTab(true);
    expect(await tab.findByText('You do not have access to the financial information')).toBeInTheDocument();
    expect(tab.queryByText('Net worth')).not.toBeInTheDocument();
    expect(tab.queryByDisplayValue(/2,?750,?000/)).not.toBeInTheDocument();
  });

  it('with it the financial answers show as before', async () => {
    const tab = await openFinancialTab(false);
    expect(await tab.findByText(/Net worth/)).toBeInTheDocument();
    expect(tab.queryByText('You do not have access to the financial information')).not.toBeInTheDocument();
  });
});
