import '../../test/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerCompanyCalls, company } from '../../features/companies/testing/companies-handlers';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/*
 * The shared list table's loading states, through a real list (Companies): the first page is a skeleton of
 * the table, a later page keeps the rows it has until the new ones arrive.
 */

const ROWS = Array.from({ length: 30 }, (_, i) => company(i + 1));

/** Holds every Companies answer until the returned function is called (once per held answer). */
function holdCompanies() {
  const waiting: (() => void)[] = [];
  server.use(
    graphql.query('Companies', async ({ variables: { options: variables = {} } }) => {
      await new Promise<void>((resolve) => waiting.push(resolve));
      const limit = Number(variables.limit ?? 25);
      const page = Number(variables.page ?? 1);
      return HttpResponse.json({
        data: { companies: { __typename: 'CompanyPage', totalCount: ROWS.length, items: ROWS.slice((page - 1) * limit, page * limit) } },
      });
    }),
  );
  return {
    release: async () => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!();
    },
  };
}

// The lazy route's first load can be slow on a busy machine.
const companiesTable = () => screen.findByRole('table', { name: 'Companies' });
const skeletonRows = (table: HTMLElement) => table.querySelectorAll('tbody tr[data-skeleton]');
const busyRegion = (table: HTMLElement) => table.closest('[aria-busy]');

describe('DataTable loading', () => {
  it('draws the first page as a skeleton under the real header, busy and named for screen readers, then the rows', async () => {
    answerCompanyCalls({ companies: ROWS });
    const held = holdCompanies();
    renderApp('/admin/companies', { role: 'PREQUAL_ADMIN' });
    const table = await companiesTable();

    expect(await screen.findByRole('status', { name: 'Loading Companies' })).toHaveTextContent('Loading Companies…');
    expect(busyRegion(table)).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('columnheader', { name: 'Company Name' })).toBeInTheDocument();
    // Grey rows with a cell per column, hidden from assistive technology (only the header row is exposed).
    expect(skeletonRows(table)).toHaveLength(5);
    for (const row of skeletonRows(table)) {
      expect(row).toHaveAttribute('aria-hidden', 'true');
      expect(row.querySelectorAll('td')).toHaveLength(within(table).getAllByRole('columnheader').length);
    }
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).queryByText('No data found')).not.toBeInTheDocument();

    await held.release();
    expect(await within(table).findByText('Company 1')).toBeInTheDocument();
    expect(skeletonRows(table)).toHaveLength(0);
    expect(busyRegion(table)).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status', { name: 'Loading Companies' })).not.toBeInTheDocument();
  });

  it('keeps the current rows (busy) while the next page loads, with no skeleton', async () => {
    answerCompanyCalls({ companies: ROWS });
    const held = holdCompanies();
    const { user } = renderApp('/admin/companies', { role: 'PREQUAL_ADMIN' });
    const table = await companiesTable();
    await held.release();
    await within(table).findByText('Company 25');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('status', { name: 'Loading Companies' })).toBeInTheDocument();
    expect(busyRegion(table)).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Company 25')).toBeInTheDocument();
    expect(skeletonRows(table)).toHaveLength(0);

    await held.release();
    expect(await within(table).findByText('Company 26')).toBeInTheDocument();
    expect(within(table).queryByText('Company 25')).not.toBeInTheDocument();
    expect(busyRegion(table)).toHaveAttribute('aria-busy', 'false');
  });
});
