import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, cycleForms, VENDOR_ID } from '../testing/company-handlers';

/** The company page's form view (a cycle of the Prequal History) for a role without prequal.financials.read. */
async function openFinancialTab(hidden: boolean) {
  answerCompanyCalls();
  server.use(
    graphql.query('CompanyCycleForms', ({ variables }) => {
      const set = cycleForms(String(variables.vendorId), String(variables.instance));
      // As the server answers a role without the permission: the financial form without answers, answersHidden.
      if (hidden) set.forms[1] = { ...set.forms[1]!, answersHidden: true, fields: [] };
      return HttpResponse.json({ data: { prequalForms: set } });
    }),
  );
  const { user } = renderApp(`/admin/companies/${VENDOR_ID}`, { role: 'PREQUAL_VIEWER' });
  await user.click(await screen.findByRole('button', { name: 'November 2026' }, { timeout: 30_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Prequal History: November 2026' });
  // The safety form's answers first, so the forms have arrived before the financial tab is read.
  expect(await within(dialog).findByRole('textbox', { name: 'EMR rate' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('tab', { name: 'Financial' }));
  // By name: the panel left behind stays in the tree, closing, until its exit ends (under load, a task later).
  return within(await within(dialog).findByRole('tabpanel', { name: 'Financial' }));
}

describe('Company page, Prequal History forms: financial information', () => {
  it('without prequal.financials.read the Financial tab says so and shows no answer', async () => {
    const tab = await openFinancialTab(true);
    expect(await tab.findByText('You do not have access to the financial information')).toBeInTheDocument();
    expect(tab.queryByRole('textbox', { name: 'Net worth' })).not.toBeInTheDocument();
    expect(tab.queryByText('No Financial form.')).not.toBeInTheDocument();
  });

  it('with it the financial answers show, read only, as before', async () => {
    const tab = await openFinancialTab(false);
    expect(await tab.findByRole('textbox', { name: 'Net worth' })).toBeDisabled();
    expect(tab.queryByText('You do not have access to the financial information')).not.toBeInTheDocument();
  });
});
