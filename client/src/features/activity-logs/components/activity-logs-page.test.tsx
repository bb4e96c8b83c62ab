import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAlert } from '../../../api/alert-store';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { typeBeforePause } from '../../../test/type-before-pause';
import { cells } from '../../../test/table-cells';
import { answerAuditCalls, auditLog } from '../testing/audit-handlers';

const PATH = '/admin/activity-logs';

// The lazy route's first load can be slow on a busy machine: setup.ts's wait of 10 s.
const table = () => screen.findByRole('table', { name: 'Activity logs' });
const select = (name: string) => screen.getByRole('combobox', { name });

describe('Activity Logs', () => {
  it('lists the entries newest first with the catalogue labels: index, entity type, action, performed by, performed at', async () => {
    const calls = answerAuditCalls({
      logs: [
        auditLog(1, { changes: [{ __typename: 'AuditChange', field: 'companyName', from: 'Old Co', to: 'New Co', value: null }] }),
        auditLog(2, {
          entityType: 'User',
          entityTypeLabel: 'User',
          action: 'LOGIN',
          actionLabel: 'Signed in',
          performedBy: 'Vera Viewer',
          performedAt: '2026-02-01T17:05:00.000Z',
        }),
      ],
    });
    renderApp(PATH, { role: 'PREQUAL_VIEWER' });
    const t = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Activity Logs' })).toBeInTheDocument();
    await waitFor(() => expect(cells(t)).toHaveLength(2));
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Index', 'Entity Type', 'Action', 'Performed By', 'Performed At', 'Changes']);
    expect(cells(t)).toEqual([
      ['1', 'Company', 'Updated general info', 'Pat Admin', 'Mar 10, 2026, 12:30 AM', 'Show changes (1)'],
      ['2', 'User', 'Signed in', 'Vera Viewer', 'Feb 1, 2026, 12:05 PM', 'No changes recorded'],
    ]);
    expect(calls.lists[0]).toMatchObject({
      page: 1,
      limit: 25,
      sortOrder: 'DESC',
      entityType: null,
      action: null,
      performedById: null,
      vendorId: null,
      from: null,
      to: null,
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Activity Logs' })).toHaveAttribute('aria-current', 'page');
  });

  it("expands a row's changes as field: from -> to, and collapses them", async () => {
    answerAuditCalls({
      logs: [
        auditLog(1, {
          changes: [
            { __typename: 'AuditChange', field: 'companyName', from: 'Old Co', to: 'New Co', value: null },
            { __typename: 'AuditChange', field: 'hb_erpid', from: null, to: 'E-17', value: null },
            { __typename: 'AuditChange', field: 'fileName', from: null, to: null, value: 'w9.pdf' },
          ],
        }),
      ],
    });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await table();
    const show = await screen.findByRole('button', { name: 'Show changes of Updated general info by Pat Admin, Mar 10, 2026, 12:30 AM' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const list = screen.getByRole('list', { name: 'Changes of Updated general info by Pat Admin, Mar 10, 2026, 12:30 AM' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Company name: Old Co -> New Co', 'Hb erpid: (empty) -> E-17', 'File name: w9.pdf']);
    const hide = screen.getByRole('button', { name: /^Hide changes of Updated general info/ });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('list', { name: /^Changes of/ })).not.toBeInTheDocument();
  });

  it('says "No data found" when nothing matches', async () => {
    answerAuditCalls({ logs: [] });
    renderApp(PATH, { role: 'PREQUAL_REVIEWER' });
    const t = await table();
    expect(await within(t).findByText('No data found')).toBeInTheDocument();
  });

  it('filters by entity type and action (the actions of the chosen type), then clears', async () => {
    const calls = answerAuditCalls();
    const { user } = renderApp(PATH, { role: 'PREQUAL_ADMIN' });
    await table();
    const entity = select('Entity type');
    expect([...(entity as HTMLSelectElement).options].slice(0, 3).map((o) => o.text)).toEqual(['All entity types', 'Company', 'User']);
    await user.selectOptions(entity, 'User');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ entityType: 'User', action: null, page: 1 }));
    const actions = [...(select('Action') as HTMLSelectElement).options].map((o) => o.text);
    expect(actions).toContain('Signed in');
    expect(actions).not.toContain('Updated general info');
    await user.selectOptions(select('Action'), 'Signed in');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ entityType: 'User', action: 'LOGIN' }));
    // A type whose actions do not include the chosen one drops it.
    await user.selectOptions(entity, 'Company');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ entityType: 'Vendor', action: null }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ entityType: null, action: null }));
  });

  it('filters by a person found by name', async () => {
    const calls = answerAuditCalls();
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await table();
    // One search for the typed name, none per keystroke, however slowly the keys come (type-before-pause.ts).
    await typeBeforePause(screen.getByRole('searchbox', { name: 'Find a person' }), 'sam', SEARCH_DEBOUNCE_MS, () => expect(calls.people).toEqual([]));
    await waitFor(() =>
      expect([...(select('Performed by') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Anyone',
        'Sam Admin (sam@builder.test)',
        'Vic Vendor (vic@acme.test, Acme Concrete)',
      ]),
    );
    expect(calls.people).toEqual(['sam']);
    await user.selectOptions(select('Performed by'), 'Sam Admin (sam@builder.test)');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ performedById: 'u-sam', page: 1 }));
  });

  it('filters by a date range, and refuses a From after the To without asking the server', async () => {
    const calls = answerAuditCalls();
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await table();
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ from: '2026-03-01', to: null }));
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The From date must be on or before the To date.');
    const asked = calls.lists.length;
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ from: '2026-03-01', to: '2026-03-31' }));
    expect(calls.lists.slice(asked - 1).every((v) => !(v.to === '2026-02-01'))).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pages 10/25/50/100 and flips the order from the Performed At header', async () => {
    const calls = answerAuditCalls({ logs: Array.from({ length: 30 }, (_, i) => auditLog(i + 1, { performedBy: `Person ${i + 1}` })) });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    await waitFor(() => expect(cells(t)).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ page: 2, limit: 25 }));
    await waitFor(() => expect(cells(t)[0]![0]).toBe('26'));
    await user.selectOptions(screen.getByRole('combobox', { name: /rows per page/i }), '10');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ page: 1, limit: 10 }));
    await user.click(screen.getByRole('button', { name: /Performed At/ }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortOrder: 'ASC', page: 1 }));
  });
});

describe('Export CSV', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the list with the current filters and order, the token in the header, not the URL', async () => {
    const calls = answerAuditCalls();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await table();
    await user.selectOptions(select('Entity type'), 'Company');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: /Performed At/ }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual(['activity-logs-2026-11-23.csv']));
    const [call] = calls.exports;
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ entityType: 'Vendor', from: '2026-03-01', sortOrder: 'ASC' });
    expect(call!.session).toMatch(/^cookie/);
    expect(call!.url.search).not.toMatch(/token|bearer/i);
    expect(await created[0]!.text()).toContain('Entity Type,Entity Id,Action');
  });

  it("shows the server's refusal in the Alert", async () => {
    answerAuditCalls();
    server.use(http.get('*/api/v1/audit-logs/export.csv', () => HttpResponse.json({ message: 'You do not have permission.' }, { status: 403 })));
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await table();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(getAlert()?.message).toBe('You do not have permission.'));
  });
});
