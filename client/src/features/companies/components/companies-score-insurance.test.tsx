import '../../../test/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { scoreHandlers } from '../../prequal-score/testing/score-handlers';
import { answerCompanyCalls, company } from '../testing/companies-handlers';

/** The Companies list's Score and Insurance columns, and the qualified-vendor search's score and insurance filters. */
async function openCompanies() {
  const app = renderApp('/admin/companies', { role: 'PREQUAL_ADMIN' });
  const table = await screen.findByRole('table', { name: 'Companies' });
  return { ...app, table };
}

const ROWS = [
  company(1, { companyName: 'Acme Concrete', prequalScore: 82, insurance: 'COMPLIANT' }),
  company(2, { companyName: 'Blue Ridge', prequalScore: 64, insurance: 'GAPS' }),
  company(3, { companyName: 'Cedar Steel', prequalScore: null, insurance: 'LAPSED' }),
  company(4, { companyName: 'Dune Paving', prequalScore: 91, insurance: 'NONE' }),
];

/** The rows' Company Name, Score and Insurance cells' accessible text, in table order. */
function scoreAndInsurance(table: HTMLElement): string[][] {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const score = headers.indexOf('Score');
  const insurance = headers.indexOf('Insurance');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      // What is read: a hidden dash is left out.
      const scoreCell = cells[score]!.cloneNode(true) as HTMLElement;
      scoreCell.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
      return [cells[0]!.textContent!, scoreCell.textContent!, cells[insurance]!.textContent!];
    });
}

describe('Companies: score and insurance', () => {
  it('shows each company’s score (a dash named "Not scored" without one) and its insurance in the insurance module’s words', async () => {
    answerCompanyCalls({ companies: ROWS });
    const { table } = await openCompanies();
    await within(table).findByText('Acme Concrete');
    expect(scoreAndInsurance(table)).toEqual([
      ['Acme Concrete', '82', 'Meets requirements'],
      ['Blue Ridge', '64', 'Gaps'],
      ['Cedar Steel', 'Not scored', 'Lapsed'],
      ['Dune Paving', '91', 'No policies'],
    ]);
    // The dash is drawn, hidden from screen readers, which read "Not scored".
    const unscored = within(table).getByText('Not scored').parentElement!;
    expect(unscored.querySelector('[aria-hidden="true"]')).toHaveTextContent('–');
  });

  it('sorts by score through the server’s sort (DESC first), the unscored last', async () => {
    const calls = answerCompanyCalls({ companies: ROWS });
    const { user, table } = await openCompanies();
    await within(table).findByText('Acme Concrete');
    await user.click(within(table).getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'prequalScore', sortOrder: 'DESC', page: 1 }));
    await waitFor(() => expect(scoreAndInsurance(table).map((r) => r[1])).toEqual(['91', '82', '64', 'Not scored']));
    expect(within(table).getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(table).getByRole('button', { name: 'Score' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'prequalScore', sortOrder: 'ASC' }));
    await waitFor(() => expect(scoreAndInsurance(table).map((r) => r[1])).toEqual(['64', '82', '91', 'Not scored']));
  });

  it('a score opens its factors (the company page’s score panel) in a dialog', async () => {
    answerCompanyCalls({ companies: ROWS });
    const asked: string[] = [];
    server.use(...scoreHandlers(asked));
    const { user, table, router } = await openCompanies();
    await within(table).findByText('Acme Concrete');
    await user.click(within(table).getByRole('button', { name: 'Score 82 of 100: why this score, Acme Concrete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acme Concrete: prequalification score' });
    expect(await within(dialog).findByText('Score 69 of 100')).toBeInTheDocument();
    expect(asked).toEqual(['v-1']);
    await user.click(within(dialog).getByText('Why this score'));
    expect(within(dialog).getByRole('rowheader', { name: 'EMR, latest' })).toBeInTheDocument();
    // The score's button does not open the company.
    expect(router.state.location.pathname).toBe('/admin/companies');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Score at least" goes to the server’s minScore (a number), refusing what is not 0-100; an empty answer says so', async () => {
    const calls = answerCompanyCalls({ companies: ROWS });
    const { user, table } = await openCompanies();
    await within(table).findByText('Acme Concrete');
    const form = screen.getByRole('form', { name: 'Qualified vendor search' });
    const field = within(form).getByRole('textbox', { name: 'Score at least' });
    for (const bad of ['high', '101', '7.5', '-1']) {
      await user.clear(field);
      await user.type(field, bad);
      await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
      expect(await within(form).findByText('Enter a whole number from 0 to 100')).toBeInTheDocument();
    }
    expect(calls.lists.some((v) => 'minScore' in v)).toBe(false);

    await user.clear(field);
    await user.type(field, '80');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ minScore: 80, page: 1 }));
    expect(within(form).queryByText('Enter a whole number from 0 to 100')).not.toBeInTheDocument();
    await waitFor(() => expect(scoreAndInsurance(table).map((r) => r[0])).toEqual(['Acme Concrete', 'Dune Paving']));

    await user.clear(field);
    await user.type(field, '100');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ minScore: 100 }));
    expect(await within(table).findByText('No data found')).toBeInTheDocument();
  });

  it('"Insurance" filters by the compliance states (meets, gaps, lapsed, no policies); an empty answer says so', async () => {
    const calls = answerCompanyCalls({ companies: ROWS.slice(0, 3) });
    const { user, table } = await openCompanies();
    await within(table).findByText('Acme Concrete');
    const form = screen.getByRole('form', { name: 'Qualified vendor search' });
    const choice = within(form).getByRole('combobox', { name: 'Insurance' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'Meets requirements', 'Gaps', 'Lapsed', 'No policies']);
    await user.selectOptions(choice, 'Gaps');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ insurance: 'GAPS', page: 1 }));
    await waitFor(() => expect(scoreAndInsurance(table)).toEqual([['Blue Ridge', '64', 'Gaps']]));

    await user.selectOptions(choice, 'No policies');
    await user.click(within(form).getByRole('button', { name: 'Find qualified vendors' }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ insurance: 'NONE' }));
    expect(await within(table).findByText('No data found')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(calls.lists.at(-1)).not.toHaveProperty('insurance'));
    expect(await within(table).findByText('Cedar Steel')).toBeInTheDocument();
  });
});
