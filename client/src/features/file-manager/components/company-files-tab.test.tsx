import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { setSessionCookie } from '../../../test/session-cookie';
import { WithApollo } from '../../../api/with-apollo';
import { App } from '../../../app/app';
import { AuthProvider } from '../../../auth/auth-provider';
import { answerFileCalls, fileRow } from '../../company-files/testing/file-handlers';
import { makeSession } from '../../../test/make-session';
import { CompanyFilesTab } from './company-files-tab';

/** The tab as the company page draws it (the route passes the company id), signed in as `role`. */
function renderTab(role: Parameters<typeof makeSession>[0]) {
  setSessionCookie(makeSession(role));
  const router = createMemoryRouter([
    {
      element: (
        <AuthProvider>
          {/* The admin layout provides the client in the app. */}
          <WithApollo>
            <Outlet />
          </WithApollo>
        </AuthProvider>
      ),
      children: [{ path: '/', element: <CompanyFilesTab vendorId="v-100" /> }],
    },
  ]);
  const client = createPortalClient(router);
  render(<App router={router} client={client} />);
  onTestFinished(() => {
    client.stop();
    router.dispose();
  });
}

describe("the company page's Files tab", () => {
  it("lists the company's files with rename and delete for the roles that edit company detail, preview only for PDFs and images", async () => {
    const calls = answerFileCalls([
      fileRow(1, { fileName: 'W9.pdf', uploadedArea: 'REGISTRATION' }),
      fileRow(2, { fileName: 'Bonding.xlsx', uploadedArea: 'ESSENTIAL' }),
    ]);
    renderTab('PREQUAL_REVIEWER');
    expect(await screen.findByRole('heading', { level: 2, name: 'Files' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Company files' });
    expect(await within(table).findByText('W9.pdf')).toBeInTheDocument();
    expect(calls.lists[0]).toMatchObject({ vendorId: 'v-100', type: null, page: 1, limit: 25 });
    expect(screen.getByRole('button', { name: 'Rename W9.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bonding.xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview W9.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Bonding.xlsx' })).not.toBeInTheDocument();
  });

  it('shows a replaced document once, and its versions with their upload dates (newest first) in a dialog', async () => {
    const v1 = { __typename: 'FileVersion' as const, fileId: 'file-7-v1', fileName: 'Financials 2025.pdf', uploadedBy: 'Vera Vendor', current: false };
    const calls = answerFileCalls([
      fileRow(7, {
        fileName: 'Financials 2026.pdf',
        uploadedArea: 'ESSENTIAL',
        versions: [
          {
            __typename: 'FileVersion',
            fileId: 'file-7',
            fileName: 'Financials 2026.pdf',
            uploadedBy: 'Val Admin',
            uploadedAt: '2026-04-02T14:30:00.000Z',
            replacedAt: null,
            current: true,
          },
          { ...v1, uploadedAt: '2025-03-05T15:00:00.000Z', replacedAt: '2026-04-02T14:30:00.000Z' },
        ],
      }),
      fileRow(8, { fileName: 'Single.pdf' }),
    ]);
    const user = userEvent.setup();
    renderTab('PREQUAL_REVIEWER');
    const table = await screen.findByRole('table', { name: 'Company files' });
    expect(await within(table).findByText('Financials 2026.pdf')).toBeInTheDocument();
    expect(within(table).queryByText('Financials 2025.pdf')).not.toBeInTheDocument();
    // A document never replaced has no versions to show.
    expect(screen.queryByRole('button', { name: 'Versions of Single.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Versions of Financials 2026.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versions: Financials 2026.pdf' });
    const items = within(within(dialog).getByRole('list', { name: 'Versions' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Version 2: Financials 2026\.pdfCurrentUploaded Apr 2, 2026, 10:30\sAM by Val Admin/),
      expect.stringMatching(/^Version 1: Financials 2025\.pdfUploaded Mar 5, 2025, 10:00\sAM by Vera Vendor; replaced Apr 2, 2026, 10:30\sAM/),
    ]);
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    onTestFinished(() => open.mockRestore());
    await user.click(within(dialog).getByRole('button', { name: 'Open version 1 of Financials 2026.pdf' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/api\/v1\/s3files\/view\?/));
    expect(calls.links).toEqual([{ fileId: 'file-7-v1', mode: 'view' }]);
  });

  it('the viewer only reads', async () => {
    answerFileCalls([fileRow(1, { fileName: 'W9.pdf' })]);
    renderTab('PREQUAL_VIEWER');
    expect(await screen.findByRole('button', { name: 'Open W9.pdf in a new tab' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename W9.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete W9.pdf' })).not.toBeInTheDocument();
  });
});
