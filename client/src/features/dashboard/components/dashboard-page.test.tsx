import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { noteEarlyAnswers, queryText } from '../../../api/early-answers';
import { getSession } from '../../../api/session';
import { makeSession } from '../../../test/make-session';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { setSessionCookie } from '../../../test/session-cookie';
import { DASHBOARD_QUERY } from '../api/get-dashboard';
import { STATUS_CARD_COUNT } from './dashboard-skeleton';

/** The months from the current one (in the business's time zone, as the server counts), keyed and said as the page does. */
function month(offset: number) {
  const [year, monthNumber] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + offset, 1));
  const key = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  return { key, label: date.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }) };
}

const category = (key: string, label: string, pending: number) => ({ __typename: 'CategoryCount', key, label, pending });
const department = (key: string, label: string, categories: ReturnType<typeof category>[]) => ({
  __typename: 'DepartmentCount',
  key,
  label,
  pending: categories.reduce((n, c) => n + c.pending, 0),
  categories,
});

function counts(overrides: Record<string, unknown> = {}) {
  const pending = (n: number) => ({ __typename: 'DashboardCount', pending: n });
  return {
    __typename: 'Dashboard',
    registration: pending(3),
    accountCreation: pending(5),
    inProgress: pending(11),
    adminReview: pending(2),
    safety: pending(4),
    safety_lite: pending(3),
    financial: pending(6),
    legal: pending(1),
    finalReview: pending(9),
    departments: [
      department('SAFETY', 'Safety', [category('SAFETY', 'Safety', 4), category('SAFETY_LITE', 'Safety Lite', 3)]),
      department('FINANCIAL', 'Financial', [category('FINANCIAL', 'Financial', 6)]),
      department('LEGAL', 'Legal', [category('LEGAL', 'Legal', 1)]),
    ],
    completed: 1234,
    renewal: 8,
    // The current month and the next five, as the server answers.
    upcoming11thMonthMark: Object.fromEntries(UPCOMING.map((n, i) => [month(i).key, n])),
    expiringDocuments: 4,
    ...overrides,
  };
}

/** Answers the dashboard; the prequalification page's lists (after a card is followed) stay loading. */
function serveDashboard(answer: () => ReturnType<typeof counts> | Error = () => counts()) {
  const calls = { dashboard: 0 };
  server.use(
    graphql.query('Dashboard', () => {
      calls.dashboard += 1;
      const result = answer();
      return result instanceof Error
        ? HttpResponse.json({ data: null, errors: [{ message: result.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        : HttpResponse.json({ data: { dashboard: result } });
    }),
    graphql.operation(async ({ operationName }) => {
      if (['Me', 'PortalConfig', 'Profile', 'Logout', 'Dashboard'].includes(operationName)) return undefined;
      await delay('infinite');
    }),
  );
  return calls;
}

const UPCOMING = [2, 0, 5, 0, 0, 4];

const CARDS = [
  { name: 'Registration: 3 pending', tab: 1, tabLabel: 'Registrations Waiting on Approval' },
  { name: 'Account Creation: 5 pending', tab: 2, tabLabel: 'Account Creation' },
  { name: 'In Progress: 11 pending', tab: 3, tabLabel: 'In Progress' },
  { name: 'Admin Review: 2 pending', tab: 4, tabLabel: 'Admin Review' },
  // Safety and Safety Lite together.
  { name: 'Safety: 7 pending, Safety Lite included', tab: 5, tabLabel: 'Department Review' },
  { name: 'Financial: 6 pending', tab: 5, tabLabel: 'Department Review' },
  { name: 'Legal: 1 pending', tab: 5, tabLabel: 'Department Review' },
  { name: 'Final Review: 9 pending', tab: 6, tabLabel: 'Final Review' },
  { name: 'Completed: 1234 approved', tab: 7, tabLabel: 'Completed' },
  { name: 'Renewal: 8 pending', tab: 8, tabLabel: 'Renewal' },
];

function upcomingName() {
  const months = UPCOMING.map((n, i) => `${month(i).label}: ${n}`).join(', ');
  return `Upcoming 11th-month mark: 11 in total; ${months}`;
}

async function openDashboard() {
  const app = renderApp('/admin/dashboard', { role: 'PREQUAL_VIEWER' });
  await screen.findByRole('heading', { name: 'Dashboard' });
  return app;
}

describe('DashboardPage', () => {
  it('shows each status count in its card, in the specification order', async () => {
    serveDashboard();
    await openDashboard();
    const list = await screen.findByRole('list', { name: 'Prequalification statuses' });
    await within(list).findByRole('link', { name: 'Registration: 3 pending' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(CARDS.map((c) => c.name));
    // What the eye reads says the same.
    const completed = within(list).getByRole('link', { name: 'Completed: 1234 approved' });
    expect(completed).toHaveTextContent('Completed 1,234 approved');
    const upcoming = screen.getByRole('link', { name: upcomingName() });
    expect(upcoming).toHaveTextContent(`Upcoming 11th-month mark 11 in total ${month(0).label} 2 ${month(1).label} 0 ${month(2).label} 5`);
  });

  it('counts the documents expired or expiring within 30 days (beyond the specification)', async () => {
    serveDashboard(() => counts({ expiringDocuments: 12 }));
    await openDashboard();
    const card = await screen.findByRole('region', { name: 'Expiring documents: 12 expired or expiring within 30 days' });
    expect(card).toHaveTextContent('Expiring documents12expired or expiring within 30 days');
  });

  it('each card opens the prequalification page on its tab, passed as navigation state', async () => {
    serveDashboard();
    const { user, router } = await openDashboard();
    for (const card of [...CARDS, { name: upcomingName(), tab: 8, tabLabel: 'Renewal' }]) {
      await user.click(await screen.findByRole('link', { name: card.name }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prequalification'));
      expect(router.state.location.state).toEqual({ tab: card.tab });
      expect(await screen.findByRole('tab', { name: card.tabLabel })).toHaveAttribute('aria-selected', 'true');
      await act(() => router.navigate(-1));
      await screen.findByRole('heading', { name: 'Dashboard' });
    }
    // Eleven round trips, the first loading the prequalification page's code.
  });

  it('works from the keyboard: Tab reaches the cards and Enter follows one', async () => {
    serveDashboard();
    const { user, router } = await openDashboard();
    const registration = await screen.findByRole('link', { name: 'Registration: 3 pending' });
    const accounts = screen.getByRole('link', { name: 'Account Creation: 5 pending' });
    registration.focus();
    await user.tab();
    expect(accounts).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prequalification'));
    expect(router.state.location.state).toEqual({ tab: 2 });
  });

  it('charts the upcoming 11th-month marks by month, this one and the next five', async () => {
    serveDashboard();
    await openDashboard();
    await screen.findByRole('heading', { name: 'Upcoming 11th-month marks by month' });
    const table = screen.getByRole('table', { name: 'Upcoming 11th-month marks by month' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    const expected = UPCOMING.map((n, i) => [month(i).label, String(n)]);
    expect(rows).toEqual(expected);
  });

  it('months the server leaves out are 0, on the card and in the chart', async () => {
    serveDashboard(() => counts({ upcoming11thMonthMark: { [month(3).key]: 6 } }));
    await openDashboard();
    const months = [0, 0, 0, 6, 0, 0].map((n, i) => `${month(i).label}: ${n}`).join(', ');
    expect(await screen.findByRole('link', { name: `Upcoming 11th-month mark: 6 in total; ${months}` })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming 11th-month marks by month' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(cells).toEqual(['0', '0', '0', '6', '0', '0']);
  });

  it('shows skeleton cards, busy and named for screen readers, until the counts arrive', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query('Dashboard', async () => {
        await gate;
        return HttpResponse.json({ data: { dashboard: counts() } });
      }),
    );
    await openDashboard();
    const status = await screen.findByRole('status', { name: 'Loading the dashboard' });
    const region = status.closest('[aria-busy]');
    expect(region).toHaveAttribute('aria-busy', 'true');
    // A grey card per status card, the 11th-month card, the chart and expiring documents, none of them exposed.
    const cards = region!.querySelectorAll('[aria-hidden="true"] .chakra-card__root');
    expect(cards).toHaveLength(STATUS_CARD_COUNT + 3);
    expect(region!.querySelectorAll('.chakra-skeleton').length).toBeGreaterThan(STATUS_CARD_COUNT * 3);
    expect(screen.queryByRole('link', { name: /Registration/ })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'Registration: 3 pending' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
    // The chart's code may still be on its way (its own skeleton, busy too) a moment after the cards.
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    // The skeleton drew as many status cards as arrived.
    expect(within(screen.getByRole('list', { name: 'Prequalification statuses' })).getAllByRole('listitem')).toHaveLength(STATUS_CARD_COUNT);
  });

  it('counts that cannot be loaded are said on the page, with a way to try again', async () => {
    let fail = true;
    const calls = serveDashboard(() => (fail ? new Error('The database is resting') : counts()));
    const { user } = await openDashboard();
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The database is resting')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Registration: 3 pending' })).toBeInTheDocument();
    expect(calls.dashboard).toBe(2);
  });

  it("draws the counts index.html's early request brought without asking again; the next visit asks", async () => {
    const calls = serveDashboard();
    setSessionCookie(makeSession('PREQUAL_VIEWER'));
    window.portalEarlyRequests = [
      {
        operationName: 'Dashboard',
        variables: '{}',
        query: queryText(DASHBOARD_QUERY),
        session: getSession() ?? '',
        sentAt: performance.now(),
        answer: Promise.resolve({ data: { dashboard: counts({ renewal: 21 }) } }),
      },
    ];
    try {
      // Arrived before the client is made, as on a real first visit.
      noteEarlyAnswers();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Drawn with the page's first render: the skeleton is never shown.
      let skeletonShown = false;
      const watch = new MutationObserver(() => {
        skeletonShown ||= screen.queryByRole('status', { name: 'Loading the dashboard' }) !== null;
      });
      watch.observe(document.body, { childList: true, subtree: true });
      const { router } = renderApp('/admin/dashboard');
      await screen.findByRole('link', { name: 'Renewal: 21 pending' });
      watch.disconnect();
      expect(skeletonShown).toBe(false);
      expect(calls.dashboard).toBe(0);

      await act(() => router.navigate('/admin/users'));
      await act(() => router.navigate('/admin/dashboard'));
      await screen.findByRole('link', { name: 'Renewal: 8 pending' });
      expect(calls.dashboard).toBe(1);
    } finally {
      delete window.portalEarlyRequests;
    }
  });
});
