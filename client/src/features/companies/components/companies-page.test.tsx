import '../../../test/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';
import { typeBeforePause } from '../../../test/type-before-pause';
import { answerCompanyCalls, company } from '../testing/companies-handlers';

const PATH = '/admin/companies';

async function openCompanies(role: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' | 'PREQUAL_REVIEWER' | 'PREQUAL_VIEWER' = 'PREQUAL_ADMIN') {
  const app = renderApp(PATH, { role });
  const table = await screen.findByRole('table', { name: 'Companies' });
  return { ...app, table };
}

const cellTexts = (table: HTMLElement, cells = 3) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, cells)
        .map((c) => c.textContent),
    );

afterEach(() => vi.restoreAllMocks());

describe('Companies (/admin/companies)', () => {
  it('lists Company Name, Primary Contact and Approval Status; a name opens the company', async () => {
    answerCompanyCalls({ companies: [company(1, { companyName: 'Acme Concrete' }), company(2, { companyName: 'Blue Ridge', registrationStatus: 'SUBMITTED' })] });
    const { table, user, router } = await openCompanies();
    expect(screen.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cellTexts(table)).toEqual([
        ['Acme Concrete', 'Contact 1contact1@example.com', 'Approved'],
        ['Blue Ridge', 'Contact 2contact2@example.com', 'Waiting on Approval'],
      ]),
    );
    expect(within(table).getByRole('link', { name: 'Acme Concrete' })).toHaveAttribute('href', '/admin/companies/v-1');
    // A click elsewhere on the row opens the company too.
    await user.click(within(table).getByText('Waiting on Approval'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/companies/v-2'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "No data found" when there are no companies', async () => {
    answerCompanyCalls({ companies: [] });
    const { table } = await openCompanies();
    expect(await within(table).findByText('No data found')).toBeInTheDocument();
  });

  it('searches after typing stops, from page 1; sorts DESC first; pages 10/25/50/100', async () => {
    const calls = answerCompanyCalls({ companies: Array.from({ length: 30 }, (_, i) => company(i + 1)) });
    const { user, table } = await openCompanies();
    await within(table).findByText('Company 25');
    expect(within(table).queryByText('Company 26')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Company 26')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ limit: 10, page: 1 }));

    await typeBeforePause(screen.getByRole('searchbox', { name: 'Search companies' }), 'company 3', SEARCH_DEBOUNCE_MS, () =>
      expect(calls.lists.filter((v) => v.search)).toEqual([]),
    );
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ search: 'company 3', page: 1 }));
    expect(calls.lists.filter((v) => v.search).map((v) => v.search)).toEqual(['company 3']);

    await user.click(within(table).getByRole('button', { name: 'Approval Status' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'approvalStatus', sortOrder: 'DESC', page: 1 }));
    await user.click(within(table).getByRole('button', { name: 'Approval Status' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'approvalStatus', sortOrder: 'ASC' }));
  });

  it('deletes a company after a confirmation, and steps back a page when its page empties', async () => {
    const calls = answerCompanyCalls({ companies: Array.from({ length: 11 }, (_, i) => company(i + 1, { companyName: `Firm ${String(i + 1).padStart(2, '0')}` })) });
    const { user, table } = await openCompanies('SYSTEM_ADMIN');
    await within(table).findByText('Firm 01');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await within(table).findByText('Firm 11');

    await user.click(within(table).getByRole('button', { name: 'Delete Firm 11' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete company' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Firm 11?');
    // Cancel first: nothing deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.deletes).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Delete Firm 11' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete company' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual(['v-11']));
    expect(await screen.findByText('Company deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ page: 1, limit: 10 }));
    expect(await within(table).findByText('Firm 01')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete in the Alert, and keeps the company", async () => {
    const calls = answerCompanyCalls({ deleteError: "This company's prequalification is under review." });
    const { user, table } = await openCompanies('PREQUAL_ADMIN');
    await user.click(await within(table).findByRole('button', { name: 'Delete Company 1' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete company' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("This company's prequalification is under review.")).toBeInTheDocument();
    expect(calls.deletes).toEqual(['v-1']);
    expect(within(table).getByText('Company 1')).toBeInTheDocument();
  });

  it('shows no delete, assignment or dialog to the reviewer and the viewer (read-only projects)', async () => {
    answerCompanyCalls({
      companies: [company(1, { associatedProjects: [{ __typename: 'CompanyAssociatedProject', projectId: 'p-1', projectName: 'Annapolis Fire Station' }] })],
    });
    const { table } = await openCompanies('PREQUAL_REVIEWER');
    await within(table).findByText('Company 1');
    expect(within(table).queryByRole('button', { name: 'Delete Company 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Multiple Projects' })).not.toBeInTheDocument();
    const select = within(table).getByRole('combobox', { name: 'Projects assigned to Company 1' });
    expect(select).toBeDisabled();
    expect(select).toHaveTextContent('Annapolis Fire Station');
  });

  it('assigns projects from the table at once, at most two, and removes one', async () => {
    const calls = answerCompanyCalls({ companies: [company(1), company(2, { registrationStatus: 'SUBMITTED' })] });
    const { user, table } = await openCompanies('PREQUAL_ADMIN');
    // Only approved companies take projects.
    expect(await within(table).findByRole('combobox', { name: 'Projects assigned to Company 2' })).toBeDisabled();
    const trigger = within(table).getByRole('combobox', { name: 'Projects assigned to Company 1' });
    await user.click(trigger);
    // Options in the list the trigger opened: a role query with a name over the whole page works out the name of every
    // option of the search form's native selects too (each trade, region and certification), and checks each is shown.
    const projects = await screen.findByRole('listbox');
    await user.click(await within(projects).findByRole('option', { name: 'Annapolis Fire Station' }));
    await waitFor(() => expect(calls.assigns).toEqual([{ vendorId: 'v-1', action: 'associate', projectIds: ['p-1'] }]));
    await user.click(await within(projects).findByRole('option', { name: 'Towson Library' }));
    await waitFor(() => expect(calls.assigns).toHaveLength(2));
    await waitFor(() => expect(trigger).toHaveTextContent('Annapolis Fire Station, Towson Library'));
    // Two chosen: the others cannot be chosen here.
    expect(await within(projects).findByRole('option', { name: 'Bel Air Middle School' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(projects).getByRole('option', { name: 'Bel Air Middle School' }));
    expect(calls.assigns).toHaveLength(2);
    await user.click(within(projects).getByRole('option', { name: 'Annapolis Fire Station' }));
    await waitFor(() => expect(calls.assigns.at(-1)).toEqual({ vendorId: 'v-1', action: 'unassociate', projectIds: ['p-1'] }));
  });

  it('goes back to what the server has when an assignment is refused', async () => {
    answerCompanyCalls({ assignError: 'Projects can only be assigned to approved companies.' });
    const { user, table } = await openCompanies('SYSTEM_ADMIN');
    const trigger = await within(table).findByRole('combobox', { name: 'Projects assigned to Company 1' });
    await user.click(trigger);
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Annapolis Fire Station' }));
    expect(await screen.findByText('Projects can only be assigned to approved companies.')).toBeInTheDocument();
    await waitFor(() => expect(trigger).not.toHaveTextContent('Annapolis Fire Station'));
  });

  it('Assign Multiple Projects: Save needs a company and a project, at most three projects', async () => {
    const calls = answerCompanyCalls({ companies: [company(1, { companyName: 'Acme Concrete' }), company(2, { companyName: 'Blue Ridge' })] });
    const { user } = await openCompanies('PREQUAL_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Assign Multiple Projects' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Multiple Projects' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Blue Ridge' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Company/ }), 'Blue Ridge');
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Projects (at most 3)' }));
    const projects = await screen.findByRole('listbox');
    for (const name of ['Annapolis Fire Station', 'Towson Library', 'Bel Air Middle School']) await user.click(await within(projects).findByRole('option', { name }));
    expect(within(projects).getByRole('option', { name: 'Laurel Clinic' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(projects).getByRole('option', { name: 'Laurel Clinic' }));
    await user.keyboard('{Escape}');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(calls.assigns).toEqual([{ vendorId: 'v-2', action: 'associate', projectIds: ['p-1', 'p-2', 'p-3'] }]));
    expect(await screen.findByText('Projects assigned successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Multiple Projects' })).not.toBeInTheDocument());
  });

  it('the qualified-vendor search sends its filters and shows why each company qualifies', async () => {
    const calls = answerCompanyCalls({
      companies: [
        company(1, {
          companyName: 'Acme Electric',
          qualifications: ['Primary trade: 26 00 00 - Electrical', 'Single limit $2,000,000 >= $1,500,000, expires Nov 3, 2027'],
        }),
      ],
    });
    const { user, table } = await openCompanies('PREQUAL_VIEWER');
    await within(table).findByText('Acme Electric');
    expect(within(table).queryByRole('columnheader', { name: 'Qualifies Because' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Qualified vendor search' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Trade' }), '26 00 00 - Electrical');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Region' }), 'DC');
    await user.type(within(form).getByRole('textbox', { name: 'Limit at least' }), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    expect(await within(form).findByText('Enter an amount in dollars, e.g. 1,500,000')).toBeInTheDocument();
    expect(calls.lists.some((v) => v.trade)).toBe(false);

    await user.clear(within(form).getByRole('textbox', { name: 'Limit at least' }));
    await user.type(within(form).getByRole('textbox', { name: 'Limit at least' }), '$1,500,000');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ trade: '26 00 00', region: 'DC', minSingleLimit: '1500000', page: 1 }));
    expect(await within(table).findByRole('columnheader', { name: 'Qualifies Because' })).toBeInTheDocument();
    expect(within(table).getByText('Single limit $2,000,000 >= $1,500,000, expires Nov 3, 2027')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.lists.at(-1)).not.toHaveProperty('trade'));
  });

  it('Export CSV sends the search, filters and sort shown, with the token in the header', async () => {
    answerCompanyCalls();
    const exports: URL[] = [];
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/vendors/export.csv', ({ request }) => {
        exports.push(new URL(request.url));
        auth.push(sessionSent(request));
        return new HttpResponse('\uFEFFCompany Name\r\nCompany 1\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=companies-2026-11-23.csv' },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, table } = await openCompanies('PREQUAL_VIEWER');
    await within(table).findByText('Company 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Certification' }), 'MBE');
    await user.click(screen.getByRole('button', { name: 'Find qualified vendors' }));
    await user.click(within(table).getByRole('button', { name: 'Company Name' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['companies-2026-11-23.csv']));
    expect(Object.fromEntries(exports[0]!.searchParams)).toEqual({ certification: 'MBE', sortField: 'companyName', sortOrder: 'DESC' });
    expect(auth[0]).toMatch(/^cookie/);
  });
});
