import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getAlert } from '../../../api/alert-store';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { cells } from '../../../test/table-cells';
import { answerJobCalls, job, queueCounts } from '../testing/jobs-handlers';

const PATH = '/admin/jobs';

// The lazy route's first load can be slow on a busy machine.
const table = () => screen.findByRole('table', { name: 'Background jobs' });

describe('Background Jobs', () => {
  it('shows the counts per state, and the failed and retrying jobs: queue, state, tries, times, summary, error', async () => {
    const calls = answerJobCalls({
      jobs: [
        job(1, { error: '550 No such user a***@example.com' }),
        job(2, {
          queue: 'crm-sync',
          state: 'RETRYING',
          retryCount: 2,
          retryLimit: 10,
          completedOn: null,
          startAfter: '2026-03-10T05:00:00.000Z',
          summary: 'Company 9f1c',
          error: 'CRM answered 503',
        }),
      ],
      counts: queueCounts({ mail: { failed: 1, completed: 40, queued: 2 }, 'crm-sync': { retrying: 1, completed: 3 } }),
    });
    renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeInTheDocument();
    await waitFor(() => expect(cells(t)).toHaveLength(2));
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Queue', 'State', 'Tries', 'Created', 'Next try / Finished', 'Summary', 'Error', 'Actions']);
    expect(cells(t)).toEqual([
      [
        'Mail',
        'Failed',
        '1 of 1',
        'Mar 10, 2026, 12:30 AM',
        'Finished Mar 10, 2026, 12:31 AM',
        'To: p***@example.com — Message 1',
        '550 No such user a***@example.com',
        'Retry',
      ],
      ['CRM sync', 'Retrying', '3 of 11', 'Mar 10, 2026, 12:30 AM', 'Next try Mar 10, 2026, 1:00 AM', 'Company 9f1c', 'CRM answered 503', ''],
    ]);
    expect(await screen.findByRole('region', { name: 'Queued: 2' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Running: 0' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Retrying: 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Failed: 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Completed: 43' })).toBeInTheDocument();
    expect(calls.lists[0]).toEqual({ state: null, queue: null, page: 1, limit: 25 });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Background Jobs' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by state (tabs) and queue, back to page 1, and the cards follow the queue', async () => {
    const calls = answerJobCalls({
      jobs: Array.from({ length: 30 }, (_, i) => job(i + 1)),
      counts: queueCounts({ mail: { failed: 30 }, 'crm-sync': { failed: 4 } }),
    });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    await waitFor(() => expect(cells(t)).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ page: 2 }));

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ state: 'COMPLETED', queue: null, page: 1, limit: 25 }));
    await screen.findByRole('region', { name: 'Failed: 34' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Queue' }), 'CRM sync');
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ state: 'COMPLETED', queue: 'crm-sync', page: 1, limit: 25 }));
    expect(screen.getByRole('region', { name: 'Failed: 4' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Needs attention' }));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ state: null, queue: 'crm-sync', page: 1, limit: 25 }));
  });

  it('retries a failed job after confirmation, says so, and reads the list and counts again', async () => {
    const calls = answerJobCalls({ jobs: [job(1)] });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    const retry = await within(t).findByRole('button', { name: 'Retry Mail job To: p***@example.com — Message 1, created Mar 10, 2026, 12:30 AM' });
    await user.click(retry);
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.retries).toEqual([]);

    await user.click(retry);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Retry this job?' })).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job was queued again')).toBeInTheDocument();
    expect(calls.retries).toEqual([{ queue: 'mail', id: job(1).id }]);
    await waitFor(() => expect(cells(t)[0]?.slice(1, 3)).toEqual(['Retrying', '1 of 2']));
    expect(within(t).queryByRole('button', { name: /^Retry / })).not.toBeInTheDocument();
    expect(calls.counts).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal of a retry in the Alert", async () => {
    const message = 'Only a failed job can be retried; this job is retrying.';
    answerJobCalls({ jobs: [job(1)], retryError: message });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    await user.click(await within(t).findByRole('button', { name: /^Retry Mail job/ }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Retry this job?' })).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(getAlert()?.message).toBe(message));
    expect(screen.queryByText('The job was queued again')).not.toBeInTheDocument();
  });

  it('says "No data found" when nothing needs attention, and shows loading until the first page arrives', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    answerJobCalls({ jobs: [] });
    server.use(
      graphql.query('BackgroundJobs', async () => {
        await held;
        return HttpResponse.json({ data: { backgroundJobs: { __typename: 'BackgroundJobPage', totalCount: 0, items: [] } } });
      }),
    );
    renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    expect(within(t).queryByText('No data found')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    release();
    expect(await within(t).findByText('No data found')).toBeInTheDocument();
  });
});

describe('Background Jobs for the other roles', () => {
  it.each(['PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'] as const)('sends %s home, asks the server nothing, and shows no sidebar item', async (role) => {
    const calls = answerJobCalls();
    server.use(graphql.query('Dashboard', () => HttpResponse.json({ errors: [{ message: 'not here', extensions: { code: 'FORBIDDEN' } }], data: null })));
    const { router } = renderApp(PATH, { role });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Background Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Background Jobs' })).not.toBeInTheDocument();
    expect(calls).toEqual({ lists: [], counts: 0, retries: [] });
  });

  it('keeps a company admin out of /admin altogether', async () => {
    const calls = answerJobCalls();
    const { router } = renderApp(PATH, { role: 'VENDOR_ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe(PATH));
    expect(calls.lists).toEqual([]);
  });
});
