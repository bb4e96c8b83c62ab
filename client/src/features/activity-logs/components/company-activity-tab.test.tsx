import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { setSessionCookie } from '../../../test/session-cookie';
import { WithApollo } from '../../../api/with-apollo';
import { App } from '../../../app/app';
import { makeSession } from '../../../test/make-session';
import { answerAuditCalls, auditLog } from '../testing/audit-handlers';
import { CompanyActivityTab } from './company-activity-tab';

/** The tab as the company page renders it (the page joins it through the route's extraTabs). */
function renderTab(vendorId: string) {
  setSessionCookie(makeSession('PREQUAL_ADMIN'));
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        // The admin layout provides the client in the app.
        <WithApollo>
          <CompanyActivityTab vendorId={vendorId} />
        </WithApollo>
      ),
    },
  ]);
  const client = createPortalClient(router);
  const view = render(<App router={router} client={client} />);
  return { ...view, client, router, user: userEvent.setup() };
}

describe('CompanyActivityTab', () => {
  let stop: (() => void) | null = null;
  afterEach(() => {
    stop?.();
    vi.restoreAllMocks();
  });

  it("lists only the company's entries, and exports them", async () => {
    const calls = answerAuditCalls({
      logs: [auditLog(1, { entityType: 'StoredFile', entityTypeLabel: 'File', action: 'FILE_UPLOADED', actionLabel: 'Uploaded a file', performedBy: 'Vic Vendor' })],
    });
    const { user, client, router } = renderTab('v-100');
    stop = () => {
      client.stop();
      router.dispose();
    };
    expect(await screen.findByRole('heading', { level: 2, name: 'Activity' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Company activity' });
    expect(await within(table).findByText('Uploaded a file')).toBeInTheDocument();
    expect(calls.lists[0]).toMatchObject({ vendorId: 'v-100', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Entity type' }), 'File');
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ vendorId: 'v-100', entityType: 'StoredFile' }));

    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.exports).toHaveLength(1));
    expect(Object.fromEntries(calls.exports[0]!.url.searchParams)).toEqual({ vendorId: 'v-100', entityType: 'StoredFile', sortOrder: 'DESC' });
  });
});
