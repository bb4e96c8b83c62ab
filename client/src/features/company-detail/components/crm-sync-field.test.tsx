import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, crmSync, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;
const FAILED_MESSAGE = 'Something went wrong syncing with 365, try again later';
const SYNCED = crmSync({ status: 'SYNCED', syncedAt: '2026-11-20T15:00:00.000Z' });
const PENDING = crmSync({ status: 'PENDING' });
const FAILED = crmSync({ status: 'FAILED', message: FAILED_MESSAGE, error: 'The CRM could not be reached after every retry' });
// Two polls apart (2 s each) fit in Testing Library's 20 s wait (src/test/setup.ts), which returns once it finds.
describe('Company detail: Sync with 365', () => {
  it('shows when the company was last synced; a click queues a sync, shows it pending and polls until it fails, then the Alert says so', async () => {
    const calls = answerCompanyCalls({ profile: { crmSync: SYNCED }, crmSyncAfterClick: [PENDING, FAILED] });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_REVIEWER' });
    expect(await screen.findByText('Synced with 365 on Nov 20, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sync with 365' }));
    expect(await screen.findByText('Sync with 365 pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync with 365' })).toBeDisabled();
    expect(calls.mutations).toEqual([{ name: 'SyncCompanyToCrm', variables: { vendorId: VENDOR_ID } }]);

    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByRole('heading', { name: 'Alert' })).toBeInTheDocument();
    expect(within(alert).getByText(FAILED_MESSAGE)).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Staff read why beside the button; the button is back for another try.
    expect(screen.getByTestId('crm-sync-state')).toHaveTextContent('Sync with 365 failed: The CRM could not be reached after every retry');
    expect(screen.getByRole('button', { name: 'Sync with 365' })).toBeEnabled();
  });

  it('stops polling once the sync is written, without an Alert', async () => {
    const calls = answerCompanyCalls({ crmSyncAfterClick: [PENDING, SYNCED] });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Sync with 365' }));
    expect(await screen.findByText('Synced with 365 on Nov 20, 2026')).toBeInTheDocument();
    const reads = calls.profiles.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.profiles.length).toBe(reads);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('polls a sync already pending when the page opens, and shows the Alert when it fails', async () => {
    answerCompanyCalls({ profile: { crmSync: PENDING } });
    renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByText('Sync with 365 pending')).toBeInTheDocument();
    // The next read finds it failed (an approval's sync that gave up while the page was open).
    answerCompanyCalls({ profile: { crmSync: FAILED } });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(FAILED_MESSAGE)).toBeInTheDocument();
  });

  it("shows the server's reason in the Alert when the sync is refused, and stays as it was", async () => {
    answerCompanyCalls({
      profile: { crmSync: SYNCED },
      answers: {
        SyncCompanyToCrm: () =>
          HttpResponse.json({
            errors: [{ message: 'This company has no account yet: it is synced with 365 once its registration is approved.', extensions: { code: 'CONFLICT' } }],
          }),
      },
    });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Sync with 365' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('This company has no account yet: it is synced with 365 once its registration is approved.')).toBeInTheDocument();
    expect(screen.getByText('Synced with 365 on Nov 20, 2026')).toBeInTheDocument();
  });

  it('is not offered to the viewer, nor for a company without an account', async () => {
    answerCompanyCalls({ profile: { crmSync: SYNCED } });
    const viewer = renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    await screen.findByTestId('erp-id-value');
    expect(screen.queryByRole('button', { name: 'Sync with 365' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Synced with 365/)).not.toBeInTheDocument();
    viewer.unmount();

    answerCompanyCalls({ profile: { accountId: null } });
    renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await screen.findByRole('heading', { level: 1, name: 'Company Details' });
    await screen.findByTestId('erp-id-value');
    expect(screen.queryByRole('button', { name: 'Sync with 365' })).not.toBeInTheDocument();
  });
});
