import { revokePermission } from '@portal/common/auth/answer-access';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

function dashboardCounts() {
  const pending = (n: number) => ({ __typename: 'DashboardCount', pending: n });
  return {
    __typename: 'Dashboard',
    registration: pending(0),
    accountCreation: pending(0),
    inProgress: pending(3),
    adminReview: pending(2),
    safety: pending(1),
    safety_lite: pending(0),
    financial: pending(0),
    legal: pending(0),
    finalReview: pending(1),
    departments: [],
    completed: 0,
    renewal: 0,
    upcoming11thMonthMark: {},
    expiringDocuments: 0,
  };
}

const stalled = (vendorId: string, days: number) => ({
  __typename: 'StalledVendor',
  vendorId,
  companyName: `Company ${vendorId}`,
  days,
});
const STAGE_LABELS: Record<string, string> = { ADMIN: 'Admin review', 'DEPARTMENT:SAFETY': 'Safety review', FINAL: 'Final review' };
const review = (vendorId: string, stageKey: string, businessDays: number) => ({
  __typename: 'OverdueReview',
  vendorId,
  companyName: `Company ${vendorId}`,
  instance: '2027-01',
  stageKey,
  stageLabel: STAGE_LABELS[stageKey],
  businessDays,
});
const stage = (key: string, label: string, count: number, longest: number) => ({ __typename: 'OverdueStageCount', key, label, count, longest });

/** The dashboard's counts and what waits too long; counts the card's reads. */
function serve(waiting: { stalledVendors: unknown[]; overdueReviews: unknown }) {
  const calls = { waiting: 0 };
  server.use(
    graphql.query('Dashboard', () => HttpResponse.json({ data: { dashboard: dashboardCounts() } })),
    graphql.query('WaitingTooLong', () => {
      calls.waiting += 1;
      return HttpResponse.json({ data: waiting });
    }),
    // The prequalification page's lists (after a row is followed) stay loading.
    graphql.operation(async ({ operationName }) => {
      if (['Me', 'PortalConfig', 'Profile', 'Logout', 'Dashboard', 'WaitingTooLong'].includes(operationName)) return undefined;
      await delay('infinite');
    }),
  );
  return calls;
}

const SOME_WAITING = {
  stalledVendors: [stalled('v1', 15), stalled('v2', 8)],
  overdueReviews: {
    __typename: 'OverdueReviews',
    businessDays: 5,
    totalCount: 4,
    stages: [stage('ADMIN', 'Admin review', 1, 9), stage('DEPARTMENT:SAFETY', 'Safety review', 2, 12), stage('FINAL', 'Final review', 1, 6)],
    reviews: [review('v3', 'DEPARTMENT:SAFETY', 12), review('v4', 'ADMIN', 9), review('v5', 'DEPARTMENT:SAFETY', 7), review('v6', 'FINAL', 6)],
  },
};

describe('Waiting too long card', () => {
  it('lists the stalled forms and the overdue reviews per stage, with the longest wait, each row opening its tab', async () => {
    serve(SOME_WAITING);
    const { router, user } = renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
    const card = await screen.findByRole('region', { name: 'Waiting too long' });
    const table = await within(card).findByRole('table', { name: 'Waiting too long by stage' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Stage', 'Companies', 'Longest wait']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Forms not submitted', '2', '15 days'],
      ['Admin review', '1', '9 business days'],
      ['Safety review', '2', '12 business days'],
      ['Final review', '1', '6 business days'],
    ]);
    expect(card).toHaveTextContent('reviews waiting more than 5 business days');

    await user.click(within(table).getByRole('link', { name: 'Safety review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prequalification'));
    expect(router.state.location.state).toEqual({ tab: 5 });
  });

  it('lists the overdue reviews a page at a time: the page the server answers, its total, and the next page asked for by its number', async () => {
    // 30 overdue reviews; the server answers 25 a page, longest first (31 business days down to 2).
    const all = Array.from({ length: 30 }, (_, i) => review(`r${i + 1}`, i % 2 ? 'ADMIN' : 'DEPARTMENT:SAFETY', 31 - i));
    const asked: { page?: number; limit?: number }[] = [];
    server.use(
      graphql.query('Dashboard', () => HttpResponse.json({ data: { dashboard: dashboardCounts() } })),
      graphql.query('WaitingTooLong', ({ variables }) => {
        const { page = 1, limit = 25 } = variables as { page?: number; limit?: number };
        asked.push({ page, limit });
        return HttpResponse.json({
          data: {
            stalledVendors: [],
            overdueReviews: {
              __typename: 'OverdueReviews',
              businessDays: 1,
              totalCount: all.length,
              stages: [stage('ADMIN', 'Admin review', 15, 30), stage('DEPARTMENT:SAFETY', 'Safety review', 15, 31)],
              reviews: all.slice((page - 1) * limit, page * limit),
            },
          },
        });
      }),
    );
    const { user } = renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
    const card = await screen.findByRole('region', { name: 'Waiting too long' });
    const list = await within(card).findByRole('table', { name: 'Overdue reviews' });
    const companies = () =>
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(companies()).toHaveLength(25);
    expect(companies()[0]).toBe('Company r1');
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent('Company r1Safety review31 business days');
    expect(asked[0]).toEqual({ page: 1, limit: 25 });
    // The stage rows keep the server's longest wait, whatever page the list shows.
    expect(within(card).getByRole('table', { name: 'Waiting too long by stage' })).toHaveTextContent('Safety review1531 business days');

    await user.click(within(card).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(companies()).toEqual(['Company r26', 'Company r27', 'Company r28', 'Company r29', 'Company r30']));
    expect(asked.at(-1)).toEqual({ page: 2, limit: 25 });
  });

  it('says nothing is waiting too long when nothing is', async () => {
    serve({ stalledVendors: [], overdueReviews: { __typename: 'OverdueReviews', businessDays: 5, totalCount: 0, stages: [], reviews: [] } });
    renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
    const card = await screen.findByRole('region', { name: 'Waiting too long' });
    expect(await within(card).findByText('Nothing is waiting too long.')).toBeInTheDocument();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says so in the card when it cannot be loaded', async () => {
    server.use(
      graphql.query('Dashboard', () => HttpResponse.json({ data: { dashboard: dashboardCounts() } })),
      graphql.query('WaitingTooLong', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    );
    renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
    const card = await screen.findByRole('region', { name: 'Waiting too long' });
    expect(await within(card).findByText('What waits too long could not be loaded.')).toBeInTheDocument();
  });

  it('is not shown, nor asked for, to a role that may not list prequalifications', async () => {
    const undo = revokePermission('PREQUAL_VIEWER', 'prequal.list');
    try {
      const calls = serve(SOME_WAITING);
      renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
      await screen.findByRole('list', { name: 'Prequalification statuses' });
      expect(screen.queryByRole('region', { name: 'Waiting too long' })).toBeNull();
      expect(calls.waiting).toBe(0);
    } finally {
      undo();
    }
  });
});
