import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerInsuranceList, insuranceListRow } from '../testing/insurance-handlers';

const ROWS = [
  insuranceListRow('v1', 'LAPSED', ["Workers' compensation expired on 2026-10-01"]),
  insuranceListRow('v2', 'GAPS', ['General liability each occurrence $500,000 is below the required $1,000,000'], '2027-01-01'),
  insuranceListRow('v3', 'GAPS', ['Auto: no policy'], '2027-03-01'),
  insuranceListRow('v4', 'COMPLIANT', [], '2027-05-01'),
];

/** The dashboard's own counts, all zero: the insurance card stands beside them. */
function answerDashboard() {
  const pending = { __typename: 'DashboardCount', pending: 0 };
  const keys = ['registration', 'accountCreation', 'inProgress', 'adminReview', 'safety', 'safety_lite', 'financial', 'legal', 'finalReview'];
  server.use(
    graphql.query('Dashboard', () =>
      HttpResponse.json({
        data: {
          dashboard: {
            __typename: 'Dashboard',
            ...Object.fromEntries(keys.map((k) => [k, pending])),
            departments: [],
            completed: 0,
            renewal: 0,
            upcoming11thMonthMark: {},
            expiringDocuments: 0,
          },
        },
      }),
    ),
  );
}

describe('Insurance gaps and lapses', () => {
  it('the dashboard card counts the companies with gaps or lapses and opens the list at its lapses', async () => {
    answerDashboard();
    answerInsuranceList(ROWS);
    const { user, router } = renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
    const card = await screen.findByRole('region', { name: 'Insurance gaps and lapses: 3 companies' });
    expect(card).toHaveTextContent('1 lapsed, 2 with gaps');
    await user.click(within(card).getByRole('link', { name: 'See the companies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/insurance'));
    const table = await screen.findByRole('table', { name: 'Insurance: Lapsed' });
    expect(await within(table).findByText('Company v1')).toBeInTheDocument();
    expect(within(table).getByText("Workers' compensation expired on 2026-10-01")).toBeInTheDocument();
  });

  it('each tab lists its status, searched by the server, each company linking to its page', async () => {
    const asked = answerInsuranceList(ROWS);
    const { user } = renderApp('/admin/insurance', { role: 'PREQUAL_ADMIN', state: { tab: 'GAPS' } });
    const table = await screen.findByRole('table', { name: 'Insurance: Gaps' });
    expect(await within(table).findByRole('link', { name: 'Company v2' })).toHaveAttribute('href', '/admin/companies/v2');
    expect(within(table).getByText('Auto: no policy')).toBeInTheDocument();
    expect(within(table).queryByText('Company v4')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search gaps by company' }), 'acme');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ status: 'GAPS', search: 'acme', page: 1 }));
    await user.click(screen.getByRole('tab', { name: 'Meets requirements' }));
    expect(await within(await screen.findByRole('table', { name: 'Insurance: Meets requirements' })).findByText('Company v4')).toBeInTheDocument();
  });

  it('a vendor-side role is sent away from the list', async () => {
    renderApp('/admin/insurance', { role: 'VENDOR_ADMIN' });
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Insurance gaps and lapses' })).toBeNull();
  });
});
