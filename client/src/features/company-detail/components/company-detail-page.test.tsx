import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { dayInPortalZone, yearsFrom } from '../submitted-date';
import { answerInsuranceCalls, compliance } from '../../insurance/testing/insurance-handlers';
import { answerCompanyCalls, company, cycle, decision, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;

/** YYYY-MM-DD written as "Nov 23, 2025", the way the specification's range message names its days. */
const shown = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The value a data list shows for a label (its dt's dd). */
function valueOf(container: HTMLElement, label: string): string | null | undefined {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

async function openCycle(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: `Prequal History: ${name}` });
}

describe('Company detail page', () => {
  it('shows the company: breadcrumb, heading, Main tab with contact, statuses, limits and mitigation plan', async () => {
    const calls = answerCompanyCalls();
    renderApp(PAGE, { role: 'PREQUAL_ADMIN' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Company Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/admin/companies');
    expect(within(breadcrumb).getByText('Acme Concrete')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Main', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')[0]).toHaveAccessibleName('Main');

    expect(screen.getByText('Ada Stone')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@acme.test' })).toHaveAttribute('href', 'mailto:ada@acme.test');
    expect(screen.getByText('555-010-1000')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(valueOf(status, 'Approval Status')).toBe('Approved');
    expect(valueOf(status, 'Overall Status')).toBe('Completed');
    // The newest cycle's expiry (2027-11-15 17:00 UTC is Nov 15 in New York).
    expect(await screen.findByText('Nov 15, 2027')).toBeInTheDocument();
    expect(valueOf(status, 'Expiration Date')).toBe('Nov 15, 2027');
    expect(valueOf(status, 'Final Decision')).toBe('Approved');

    const limits = await screen.findByRole('region', { name: 'Financial Limits' });
    expect(within(limits).getByText('$1,000,000.00')).toBeInTheDocument();
    expect(within(limits).getByText('$2,500,000.00')).toBeInTheDocument();
    expect(within(limits).getByText('$500,000.50')).toBeInTheDocument();
    expect(within(limits).getByText('From the November 2026 prequalification')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Mitigation Plan' });
    expect(within(plans).getByText('Financial')).toBeInTheDocument();
    expect(within(plans).getByText('Joint check agreement')).toBeInTheDocument();
    expect(calls.details).toEqual([{ vendorId: VENDOR_ID }]);
    expect(calls.histories).toEqual([{ vendorId: VENDOR_ID }]);
  });

  it('lists the Prequal History newest first as the server answers, named by each cycle own year and month', async () => {
    answerCompanyCalls({ history: [cycle(2027, 1), cycle(2026, 11), cycle(2025, 12)] });
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    const list = await screen.findByRole('list', { name: 'Prequal History' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['January 2027', 'November 2026', 'December 2025']);
  });

  it('says "No Prequal History" (and no limits or plan) for a company without cycles', async () => {
    answerCompanyCalls({ company: company({ prequalStatus: 'NOT_STARTED' }), history: [] });
    renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByText('No Prequal History')).toBeInTheDocument();
    expect(screen.getByText('No Financial Limits')).toBeInTheDocument();
    expect(screen.getByText('No Mitigation Plan')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Prequal History' })).not.toBeInTheDocument();
  });

  it('opens a read-only historical popup with that cycle decisions and its three forms', async () => {
    const calls = answerCompanyCalls({
      history: [cycle(2026, 11, { commentText: 'Approved after the meeting' }), cycle(2025, 10)],
    });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    const dialog = await openCycle(user, 'October 2025');
    expect(calls.forms).toEqual([{ vendorId: VENDOR_ID, instance: '2025-10' }]);

    expect(valueOf(dialog, 'Prequal Status')).toBe('Completed');
    expect(valueOf(dialog, 'Final Status')).toBe('Approved');
    expect(valueOf(dialog, 'Expiration Date')).toBe('Oct 15, 2026');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Safety', 'Financial', 'Legal']);
    expect(within(rows[1]!).getByText('Approved with Risk Mitigation')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Joint check agreement')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No open claims')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,500,000.00')).toBeInTheDocument();

    // The forms, drawn by the vendor form's renderer with this cycle's answers, cannot be changed.
    const emr = await within(dialog).findByRole('textbox', { name: 'EMR rate' });
    expect(emr).toHaveValue('0.85 (2025-10)');
    expect(emr).toBeDisabled();
    await user.click(within(dialog).getByRole('tab', { name: 'Financial' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Net worth' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("checks the submitted date before saving in the specification's words: required, and within a year of today", async () => {
    const calls = answerCompanyCalls();
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    const dialog = await openCycle(user, 'November 2026');
    // One control answers to its label (an end-to-end getByLabel('Submitted Date') must find just the input).
    expect(within(dialog).getAllByLabelText(/submitted date/i)).toHaveLength(1);
    const input = within(dialog).getByLabelText(/^Submitted Date/);
    expect(input).toHaveValue('2026-11-02');

    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));
    expect(await within(dialog).findByText('Submitted Date is required')).toBeInTheDocument();

    const today = dayInPortalZone(new Date());
    const range = `Date must be between ${shown(yearsFrom(today, -1))} and ${shown(yearsFrom(today, 1))}.`;
    await user.type(input, yearsFrom(today, -2));
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));
    expect(await within(dialog).findByText(range)).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, yearsFrom(today, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));
    expect(await within(dialog).findByText(range)).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);
  });

  it('saves a new submitted date: the toast says so and the history is read again', async () => {
    const today = dayInPortalZone(new Date());
    let saved: string | null = null;
    const calls = answerCompanyCalls({ history: () => [cycle(2026, 11, saved ? { submittedAt: saved } : {}), cycle(2025, 10)] });
    calls.mutations = [];
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    const dialog = await openCycle(user, 'November 2026');
    const input = within(dialog).getByLabelText(/^Submitted Date/);
    await user.clear(input);
    await user.type(input, today);
    saved = `${today}T17:00:00.000Z`;
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));

    expect(await screen.findByText('Updated submitted date successfully')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'SetCycleSubmittedAt', variables: { vendorId: VENDOR_ID, instance: '2026-11', submittedAt: `${today}T17:00:00.000Z` } }]);
    await waitFor(() => expect(calls.histories.length).toBe(2));
    expect(within(dialog).getByLabelText(/^Submitted Date/)).toHaveValue(today);
  });

  it('a refused submitted date shows the server message in the Alert', async () => {
    const message = 'Date must be between Nov 23, 2025 and Nov 23, 2027.';
    answerCompanyCalls({
      answers: {
        SetCycleSubmittedAt: () =>
          HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { submittedAt: message } } }] }),
      },
    });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    const dialog = await openCycle(user, 'November 2026');
    const input = within(dialog).getByLabelText(/^Submitted Date/);
    await user.clear(input);
    await user.type(input, dayInPortalZone(new Date()));
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByText('Updated submitted date successfully')).not.toBeInTheDocument();
  });

  it('a network failure shows "An error occurred. Please try again later." in the Alert', async () => {
    answerCompanyCalls({ answers: { SetCycleSubmittedAt: () => HttpResponse.error() } });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    const dialog = await openCycle(user, 'November 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Update Submitted Date' }));

    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('An error occurred. Please try again later.');
  });

  it("opens the tab a link asks for in its state (the insurance list's { tab: 'insurance' }), and Main for a tab it does not have", async () => {
    answerCompanyCalls();
    answerInsuranceCalls({ policies: [], compliance: compliance({ status: 'GAPS', label: 'No policies', gaps: ['Auto: no policy'], hasPolicies: false }) });
    const first = renderApp(PAGE, { role: 'PREQUAL_REVIEWER', state: { tab: 'insurance' } });
    expect(await screen.findByRole('tab', { name: 'Insurance', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Insurance compliance' })).toHaveTextContent('Auto: no policy');
    first.unmount();

    renderApp(PAGE, { role: 'PREQUAL_REVIEWER', state: { tab: 'no-such-tab' } });
    expect(await screen.findByRole('tab', { name: 'Main', selected: true })).toBeInTheDocument();
  });

  it.each(['PREQUAL_VIEWER', 'PREQUAL_REVIEWER'] as const)('%s sees the popup and the page without edit controls', async (role) => {
    answerCompanyCalls({ company: company({ prequalStatus: 'AWAITING_RENEWAL' }) });
    const { user } = renderApp(PAGE, { role });
    const dialog = await openCycle(user, 'November 2026');
    // 2026-11-02 15:00 UTC is Nov 2 in New York.
    expect(within(dialog).getByText('Nov 2, 2026')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Submitted Date/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Update Submitted Date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Renewal', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin Prequalification', hidden: true })).not.toBeInTheDocument();
  });
});

describe('Start Renewal and Begin Prequalification', () => {
  it.each(['SYSTEM_ADMIN', 'PREQUAL_ADMIN'] as const)('%s starts the renewal of an approved company after confirming', async (role) => {
    const calls = answerCompanyCalls();
    const { user } = renderApp(PAGE, { role });
    await user.click(await screen.findByRole('button', { name: 'Start Renewal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Start Renewal' });
    expect(confirm).toHaveTextContent('Start a new prequalification cycle for Acme Concrete?');
    await user.click(within(confirm).getByRole('button', { name: 'Start Renewal' }));

    expect(await screen.findByText('This has been moved to in progress!')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'CompanyStartRenewal', variables: { vendorId: VENDOR_ID } }]);
    await waitFor(() => expect(calls.details.length).toBe(2));
    expect(calls.histories.length).toBe(2);
    expect(screen.queryByRole('button', { name: 'Begin Prequalification' })).not.toBeInTheDocument();
  });

  it('Cancel leaves the company as it was', async () => {
    const calls = answerCompanyCalls();
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Start Renewal' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Start Renewal' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([]);
  });

  it.each([
    ['a rejected completed cycle', 'COMPLETED', [cycle(2026, 11, { finalStatus: 'FINAL_REJECTED', expiresAt: null })]],
    [
      'a cycle in progress',
      'IN_PROGRESS',
      [cycle(2026, 11, { prequalStatus: 'IN_PROGRESS', finalStatus: null, categoryStatuses: [decision('SAFETY', { status: 'DEPARTMENT_PENDING' })] })],
    ],
  ])('no Start Renewal for %s', async (_, prequalStatus, history) => {
    answerCompanyCalls({ company: company({ prequalStatus }), history });
    renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByRole('list', { name: 'Prequal History' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Renewal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Begin Prequalification' })).not.toBeInTheDocument();
  });

  it('a company awaiting renewal offers both Start Renewal and Begin Prequalification', async () => {
    answerCompanyCalls({ company: company({ prequalStatus: 'AWAITING_RENEWAL' }) });
    renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByRole('button', { name: 'Start Renewal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Begin Prequalification' })).toBeInTheDocument();
  });

  it('Begin Prequalification begins a company that has not started, and says so', async () => {
    const calls = answerCompanyCalls({ company: company({ prequalStatus: 'NOT_STARTED' }), history: [] });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification' }));
    expect(await screen.findByText('Prequalification has begun')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'CompanyBeginPrequal', variables: { vendorId: VENDOR_ID } }]);
    await waitFor(() => expect(calls.details.length).toBe(2));
    expect(screen.queryByRole('button', { name: 'Start Renewal' })).not.toBeInTheDocument();
  });

  it('a refused Begin Prequalification shows the server message', async () => {
    const message = 'Please fill the number of employees in the General info section';
    answerCompanyCalls({
      company: company({ prequalStatus: 'NOT_STARTED' }),
      history: [],
      answers: {
        CompanyBeginPrequal: () => HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', type: 'NoEmployeesFoundException' } }] }),
      },
    });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Begin Prequalification' }));
    expect(await screen.findByRole('alertdialog', { name: 'Alert' })).toHaveTextContent(message);
    expect(screen.queryByText('Prequalification has begun')).not.toBeInTheDocument();
  });
});
