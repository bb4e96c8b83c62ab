import '../../../test/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerImportCalls, opportunity } from '../testing/projects-handlers';

const PATH = '/admin/import-projects';

async function openImport(role: 'SYSTEM_ADMIN' | 'PREQUAL_VIEWER' = 'PREQUAL_VIEWER') {
  const app = renderApp(PATH, { role });
  const table = await screen.findByRole('table', { name: 'CRM projects' });
  return { ...app, table };
}

describe('Import projects (/admin/import-projects)', () => {
  it('shows the breadcrumb Projects / Import Projects and the CRM opportunities, imported ones marked', async () => {
    answerImportCalls({ opportunities: [opportunity(1, { projectVolume: '4200000', startDate: '2027-01-01' }), opportunity(2, { imported: true })] });
    const { table } = await openImport();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/admin/projects');
    expect(within(crumbs).getByText('Import Projects')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Import Projects' })).toBeInTheDocument();
    const row1 = (await within(table).findByText('Opportunity 1')).closest('tr')!;
    expect(row1).toHaveTextContent('$4,200,000');
    expect(row1).toHaveTextContent('Jan 1, 2027');
    expect(within(table).getByRole('checkbox', { name: 'Opportunity 2 (already imported)' })).toBeDisabled();
    expect(within(table).getByText('Imported')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('pages with the CRM skip token, keeping visited pages’ tokens for Previous', async () => {
    const calls = answerImportCalls();
    const { user, table } = await openImport();
    await within(table).findByText('Opportunity 25');
    expect(screen.getByText('Page 1 of 2 (30 projects)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Opportunity 26')).toBeInTheDocument();
    expect(calls.pages.at(-1)).toMatchObject({ skiptoken: 'page-2' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await within(table).findByText('Opportunity 1')).toBeInTheDocument();
    expect(calls.pages.at(-1)).toMatchObject({ skiptoken: null });
  });

  it('searches with 3 or more characters, says so for 1 or 2, and searches all again when cleared', async () => {
    const calls = answerImportCalls({ opportunities: [opportunity(1, { projectName: 'Towson Library' }), opportunity(2, { projectName: 'Annapolis Garage' })] });
    const { user, table } = await openImport();
    await within(table).findByText('Towson Library');
    const search = screen.getByRole('searchbox', { name: 'Search CRM projects' });
    await user.type(search, 'to');
    expect(await screen.findByText('Type 3 or more characters to search, or clear the search.')).toBeInTheDocument();
    expect(calls.pages.every((v) => !v.search)).toBe(true);
    await user.type(search, 'w');
    await waitFor(() => expect(within(table).queryByText('Annapolis Garage')).not.toBeInTheDocument());
    expect(calls.pages.at(-1)).toMatchObject({ search: 'tow', skiptoken: null });
    expect(screen.queryByText('Type 3 or more characters to search, or clear the search.')).not.toBeInTheDocument();
    await user.clear(search);
    expect(await within(table).findByText('Annapolis Garage')).toBeInTheDocument();
  });

  it('imports the chosen opportunities (across pages), says so, and marks them imported', async () => {
    const calls = answerImportCalls();
    const { user, table } = await openImport('SYSTEM_ADMIN');
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Opportunity 2' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Opportunity 27' }));
    expect(screen.getByText('2 projects selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Selected projects are imported successfully.')).toBeInTheDocument();
    expect(calls.imports).toEqual([['o-2', 'o-27']]);
    expect(await within(table).findByRole('checkbox', { name: 'Opportunity 27 (already imported)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('selects every opportunity of the page at once', async () => {
    const calls = answerImportCalls({ opportunities: [opportunity(1), opportunity(2), opportunity(3, { imported: true })] });
    const { user, table } = await openImport();
    await within(table).findByText('Opportunity 1');
    await user.click(within(table).getByRole('checkbox', { name: 'Select all projects on this page' }));
    expect(screen.getByText('2 projects selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(calls.imports).toEqual([['o-1', 'o-2']]));
  });

  it("keeps the choice and shows the server's message when an import is refused", async () => {
    answerImportCalls({ importError: 'Some selected projects are no longer in the CRM. Refresh the list and try again.' });
    const { user, table } = await openImport();
    await user.click(await within(table).findByRole('checkbox', { name: 'Select Opportunity 1' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Some selected projects are no longer in the CRM.');
    expect(screen.getByText('1 project selected')).toBeInTheDocument();
  });
});
