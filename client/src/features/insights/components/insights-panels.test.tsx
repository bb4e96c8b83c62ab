import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerPrequalCalls } from '../../admin-prequal/testing/prequal-handlers';
import { answerReviewCalls, decision, prequalRow } from '../../admin-prequal/testing/review-handlers';
import { answerCompanyCalls, VENDOR_ID } from '../../company-detail/testing/company-handlers';
import { insightsHandlers, SAFETY_METRICS } from '../testing/insights-fixtures';

const DEPARTMENT = { state: { tab: 5 } };

/** Each body row's header and cells, as text. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent ?? ''));
const row = prequalRow({
  vendorId: 'v-5',
  companyName: 'Echo Electric',
  prequalStatus: 'DEPARTMENT_REVIEW_PENDING',
  categoryStatuses: [decision('SAFETY'), decision('FINANCIAL'), decision('LEGAL')],
});

async function openDecision(department: 'Safety' | 'Financial') {
  answerPrequalCalls();
  answerReviewCalls({ rows: { DEPARTMENT_REVIEW_PENDING: [row] } });
  const asked: string[] = [];
  server.use(...insightsHandlers(asked));
  const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_REVIEWER', ...DEPARTMENT });
  await user.click(await screen.findByRole('button', { name: `${department} approve Echo Electric` }));
  const dialog = await screen.findByRole('dialog', { name: `${department} decision: Echo Electric` });
  return { user, dialog, asked };
}

describe('Safety metrics in the safety decision', () => {
  it('shows the rates per year against the industry average, the trend and the typed-rate flag, in a table with headers', async () => {
    const { user, dialog, asked } = await openDecision('Safety');
    const panel = await within(dialog).findByRole('region', { name: 'Safety metrics' });
    const table = await within(panel).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Measure', 'Year 1', 'Year 2', 'Year 3', 'Industry average', 'Trend']);
    const rows = cells(table);
    expect(rows.find((r) => r[0] === 'Hours worked')).toEqual(['Hours worked', '500,000', '0', '250,000', '—', '']);
    expect(rows.find((r) => r[0] === 'TRIR')).toEqual([
      'TRIR',
      '3.20⚠ Differs from the typed 2.50',
      'Not computable: Hours worked, year 2 is zero: no rate per 200,000 hours',
      '8.00',
      '2.30 BLS 2023, NAICS 23',
      'Improving',
    ]);
    expect(rows.find((r) => r[0] === 'DART')).toEqual(['DART', '2.00', expect.stringMatching(/^Not computable/), '6.40', 'Not published here', 'Improving']);
    expect(within(panel).getByText(/Industry average: Construction \(NAICS 23, for the company's 238220\)/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'BLS 2023' })).toHaveAttribute('href', 'https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm');
    expect(within(panel).getByText('Year 3: 1 work-related death reported (column G)')).toBeInTheDocument();
    expect(asked).toEqual(['safety:v-5']);

    await user.click(within(panel).getByText('How these are computed'));
    expect(within(panel).getByText('TRIR, year 1 3.20 = 8 x 200,000 / 500,000')).toBeVisible();
    expect(within(panel).getByText('Recordable cases, year 1 (osha_recordable_cases_year_1): 8')).toBeVisible();
    expect(within(panel).getByText('trir_year_1: Typed 2.50, computed 3.20: differs by more than 0.16')).toBeVisible();
    // Each industry average's row, year and page; DART has none published; LTIR is not compared.
    const sources = within(panel).getByRole('list', { name: "Industry averages' sources" });
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([
      'TRIR industry average 2.30: Construction (NAICS 23), U.S. Bureau of Labor Statistics, SOII, Table 1, 2023, https://www.bls.gov/iif/nonfatal-injuries-and-illnesses-tables.htm',
      'DART: no figure published for NAICS 238220 or its prefixes in the table.',
      'LTIR is not compared: the BLS table publishes no lost-time rate.',
    ]);
    // The safety dialog has no financial ratios.
    expect(within(dialog).queryByRole('region', { name: 'Financial ratios' })).not.toBeInTheDocument();
  });

  it('shows the company page the same panel once the company has a cycle', async () => {
    answerCompanyCalls();
    const asked: string[] = [];
    server.use(...insightsHandlers(asked));
    renderApp(`/admin/companies/${VENDOR_ID}`, { role: 'PREQUAL_VIEWER' });
    const panel = await screen.findByRole('region', { name: 'Safety metrics' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Safety metrics' })).toBeInTheDocument();
    expect(cells(await within(panel).findByRole('table')).find((r) => r[0] === 'LTIR')).toEqual(['LTIR', '1.20', expect.any(String), '3.20', '—', 'Improving']);
    expect(asked).toEqual([`safety:${VENDOR_ID}`]);
  });

  it('shows each industry average with the year and code of its own row when the rates come from rows of different years', async () => {
    answerCompanyCalls();
    // Test data only (not a BLS figure): a DART rate from an older subsector row beside the 2023 sector TRIR.
    const dart = {
      __typename: 'IndustryFigure' as const,
      rate: 'dart',
      value: 1.75,
      naics: '2382',
      industry: 'Test subsector',
      year: 2013,
      url: 'https://example.org/t',
    };
    const industry = { ...SAFETY_METRICS.industry!, dart: 1.75, figures: [...SAFETY_METRICS.industry!.figures, dart] };
    server.use(...insightsHandlers([], { ...SAFETY_METRICS, industry }));
    renderApp(`/admin/companies/${VENDOR_ID}`, { role: 'PREQUAL_VIEWER' });
    const panel = await screen.findByRole('region', { name: 'Safety metrics' });
    const rows = cells(await within(panel).findByRole('table'));
    expect(rows.find((r) => r[0] === 'TRIR')![4]).toBe('2.30 BLS 2023, NAICS 23');
    expect(rows.find((r) => r[0] === 'DART')![4]).toBe('1.75 BLS 2013, NAICS 2382');
    expect(rows.find((r) => r[0] === 'LTIR')![4]).toBe('—');
  });
});

describe('Financial ratios beside the suggested limits', () => {
  it('lists each ratio with its value or why it is not computable, and how it was computed', async () => {
    const { user, dialog, asked } = await openDecision('Financial');
    const panel = await within(dialog).findByRole('region', { name: 'Financial ratios' });
    expect(within(dialog).getByRole('region', { name: 'Suggested limits' })).toBeInTheDocument();
    expect(cells(await within(panel).findByRole('table'))).toEqual([
      ['Current ratio', '2.50'],
      ['Working capital', '$1,500,000.00'],
      ['Debt to equity', 'Not computable: Total liabilities is not asked by this questionnaire'],
      ['Backlog to bonding capacity', 'Not computable: Backlog is not asked by this questionnaire'],
      ['Revenue trend', 'Improving'],
    ]);
    await user.click(within(panel).getByText('How these are computed'));
    expect(within(panel).getByText('Current ratio 2.50 = $2,500,000.00 / $1,000,000.00')).toBeVisible();
    expect(within(panel).getByText('Current assets (current_assets): 2500000.00')).toBeVisible();
    expect(asked).toEqual(['financial:v-5']);
    expect(within(dialog).queryByRole('region', { name: 'Safety metrics' })).not.toBeInTheDocument();
  });
});
