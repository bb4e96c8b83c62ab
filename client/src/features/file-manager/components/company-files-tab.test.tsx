import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { setToken } from '../../../api/token';
import { App } from '../../../app';
import { AuthProvider } from '../../../auth/auth-provider';
import { answerFileCalls, fileRow } from '../../../components/company-files/testing/file-handlers';
import { makeToken } from '../../../test/make-token';
import { CompanyFilesTab } from './company-files-tab';

/** The tab as the company page draws it (the route passes the company id), signed in as `role`. */
function renderTab(role: Parameters<typeof makeToken>[0]) {
  setToken(makeToken(role));
  const router = createMemoryRouter([
    {
      element: (
        <AuthProvider>
          <Outlet />
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
    expect(screen.getByRole('heading', { level: 2, name: 'Files' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Company files' });
    expect(await within(table).findByText('W9.pdf')).toBeInTheDocument();
    expect(calls.lists[0]).toMatchObject({ vendorId: 'v-100', type: null, page: 1, limit: 25 });
    expect(screen.getByRole('button', { name: 'Rename W9.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Bonding.xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview W9.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Bonding.xlsx' })).not.toBeInTheDocument();
  });

  it('the viewer only reads', async () => {
    answerFileCalls([fileRow(1, { fileName: 'W9.pdf' })]);
    renderTab('PREQUAL_VIEWER');
    expect(await screen.findByRole('button', { name: 'Open W9.pdf in a new tab' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename W9.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete W9.pdf' })).not.toBeInTheDocument();
  });
});
