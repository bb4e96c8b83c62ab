import { screen, waitFor, within } from '@testing-library/react';
import { PROJECT_SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';
import { typeBeforePause } from '../../../test/type-before-pause';
import { answerProjectCalls, project } from '../testing/projects-handlers';

const PATH = '/admin/projects';

async function openProjects(role: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'PREQUAL_VIEWER' = 'PREQUAL_ADMIN') {
  const app = renderApp(PATH, { role });
  const table = await screen.findByRole('table', { name: 'Projects' });
  return { ...app, table };
}

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent),
    );

describe('Projects (/admin/projects)', () => {
  it('lists number, name, stage, volume, start and end, with Import Projects', async () => {
    answerProjectCalls({ projects: [project(1, { projectVolume: '12500000.50', startDate: '2027-03-01', endDate: '2028-06-30' })] });
    const { table } = await openProjects();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await waitFor(() => expect(cellTexts(table)).toEqual([['P-24001', 'Project 1', 'Propose', '$12,500,000.50', 'Mar 1, 2027', 'Jun 30, 2028']]));
    expect(screen.getByRole('link', { name: 'Import Projects' })).toHaveAttribute('href', '/admin/import-projects');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "No data found" when there are no projects', async () => {
    answerProjectCalls({ projects: [] });
    const { table } = await openProjects();
    expect(await within(table).findByText('No data found')).toBeInTheDocument();
  });

  it('searches 300 ms after typing stops, from page 1, and sorts DESC first', async () => {
    const calls = answerProjectCalls({ projects: [project(1, { projectName: 'Annapolis Fire Station' }), project(2, { projectName: 'Towson Library' })] });
    const { user, table } = await openProjects();
    await within(table).findByText('Towson Library');
    await typeBeforePause(screen.getByRole('searchbox', { name: 'Search projects' }), 'fire', PROJECT_SEARCH_DEBOUNCE_MS, () =>
      expect(calls.lists.filter((v) => v.search)).toEqual([]),
    );
    await waitFor(() => expect(within(table).queryByText('Towson Library')).not.toBeInTheDocument());
    expect(within(table).getByText('Annapolis Fire Station')).toBeInTheDocument();
    // One request for the typed word, none per keystroke.
    expect(calls.lists.filter((v) => v.search).map((v) => v.search)).toEqual(['fire']);

    await user.click(within(table).getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'projectName', sortOrder: 'DESC', page: 1 }));
    expect(within(table).getByRole('columnheader', { name: 'Project Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Project Name' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'projectName', sortOrder: 'ASC' }));
  });

  it('pages with 10, 25, 50 or 100 rows', async () => {
    const calls = answerProjectCalls({ projects: Array.from({ length: 30 }, (_, i) => project(i + 1)) });
    const { user } = await openProjects();
    await screen.findByText('Project 25');
    expect(screen.queryByText('Project 26')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Project 26')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ limit: 10, page: 1 }));
  });

  it('assigns an approved company to a project at once (PREQUAL_ADMIN)', async () => {
    const calls = answerProjectCalls();
    const { user } = await openProjects('PREQUAL_ADMIN');
    const trigger = await screen.findByRole('combobox', { name: 'Companies assigned to Project 1' });
    expect(trigger).toBeEnabled();
    await user.click(trigger);
    // Options in the list the trigger opened: a role query with a name over the whole page works out the name of every
    // option on it (the rows-per-page select's too) and checks each is shown.
    const companies = await screen.findByRole('listbox');
    await user.click(await within(companies).findByRole('option', { name: 'Acme Concrete' }));
    await waitFor(() => expect(calls.assigns).toEqual([{ projectId: 'p-1', action: 'associate', vendorIds: ['v-1'] }]));
    await waitFor(() => expect(trigger).toHaveTextContent('Acme Concrete'));
    await user.click(await within(companies).findByRole('option', { name: 'Acme Concrete' }));
    await waitFor(() => expect(calls.assigns.at(-1)).toEqual({ projectId: 'p-1', action: 'unassociate', vendorIds: ['v-1'] }));
  });

  it('goes back to what the server has when an assignment is refused, and says why', async () => {
    answerProjectCalls({ assignError: 'Projects can be assigned to approved companies only.' });
    const { user } = await openProjects('SYSTEM_ADMIN');
    const trigger = await screen.findByRole('combobox', { name: 'Companies assigned to Project 1' });
    await user.click(trigger);
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Acme Concrete' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Projects can be assigned to approved companies only.');
    await waitFor(() => expect(trigger).not.toHaveTextContent('Acme Concrete'));
  });

  it('shows the companies read only to roles that may not assign, and loads no company list for them', async () => {
    const calls = answerProjectCalls({
      projects: [project(1, { projectVendorMappings: [{ __typename: 'ProjectVendorMapping', vendorId: 'v-2', companyName: 'Blue Ridge Site Utilities' }] })],
    });
    await openProjects('PREQUAL_REVIEWER');
    const trigger = await screen.findByRole('combobox', { name: 'Companies assigned to Project 1' });
    expect(trigger).toBeDisabled();
    expect(trigger).toHaveTextContent('Blue Ridge Site Utilities');
    expect(calls.companyLookups).toBe(0);
    // The reviewer may still import.
    expect(screen.getByRole('link', { name: 'Import Projects' })).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    afterEach(() => vi.restoreAllMocks());

    it('downloads the whole list with the search and sort shown, the token in the header', async () => {
      const exports: { url: URL; session: string | null }[] = [];
      const saved: string[] = [];
      server.use(
        http.get('*/api/v1/projects/export.csv', ({ request }) => {
          exports.push({ url: new URL(request.url), session: sessionSent(request) });
          return new HttpResponse('\uFEFFProject Number\r\nP-24001\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=projects-2026-11-23.csv' },
          });
        }),
      );
      URL.createObjectURL = vi.fn(() => 'blob:x');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const calls = answerProjectCalls({ projects: [project(1, { projectName: 'Towson Library' })] });
      const { user, table } = await openProjects('PREQUAL_VIEWER');
      await within(table).findByText('Towson Library');
      await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'towson');
      await user.click(within(table).getByRole('button', { name: 'Volume' }));
      await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ search: 'towson', sortField: 'projectVolume', sortOrder: 'DESC' }));
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual(['projects-2026-11-23.csv']));
      expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ search: 'towson', sortField: 'projectVolume', sortOrder: 'DESC' });
      expect(exports[0]!.session).toMatch(/^cookie/);
    });
  });
});
