import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createPortalClient } from '../../../api/create-portal-client';
import { WithApollo } from '../../../api/with-apollo';
import { setSessionCookie } from '../../../test/session-cookie';
import { App } from '../../../app/app';
import { AuthProvider } from '../../../auth/auth-provider';
import { makeSession } from '../../../test/make-session';
import { renderApp } from '../../../test/render-app';
import '../../../test/pointer-event';
import { answerUsersCalls } from '../testing/users-handlers';
import { CompanyUsersTab } from './company-users-tab';
import { fieldErrorOf } from '../../../test/field-error';

async function companyRows() {
  const table = await screen.findByRole('table', { name: 'Company users' });
  await within(table).findByText('Bo Builder');
  return within(table).getAllByRole('row').slice(1);
}

describe('/vendor/users (the company admin)', () => {
  it("lists the company's users with index, full name, email, company and last login, and a Users item in the sidebar", async () => {
    const calls = answerUsersCalls();
    renderApp('/vendor/users', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const [ada, bo] = await companyRows();
    expect(
      within(bo!)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((c) => c.textContent),
    ).toEqual(['2', 'Bo Builder', 'u-bo@example.test', 'Acme Concrete', 'Mar 4, 2026']);
    // No profile pages on the vendor side.
    expect(within(bo!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(ada!).getByRole('checkbox', { name: 'Company Admin Ada Admin' })).toBeChecked();
    expect(within(ada!).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    expect(calls.company[0]).toMatchObject({ vendorId: 'v-1', page: 1, limit: 25 });
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/vendor/users');
  });

  it('adds a user who awaits approval: "User added successfully. Wait for the approval from admin."', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/vendor/users', { role: 'VENDOR_ADMIN' });
    await companyRows();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /Full Name/ }))).toBe('Required'));
    expect(fieldErrorOf(within(dialog).getByLabelText(/^Password/))).toBe('Required');
    expect(within(dialog).queryByText(/is required/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Cy Crew');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'cy@acme.test');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '301-555-0190');
    await user.type(within(dialog).getByLabelText(/^Password/), 'CyCrewPass#1');
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'CyCrewPass#1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully. Wait for the approval from admin.')).toBeInTheDocument();
    expect(calls.mutations).toEqual([
      { name: 'CreateCompanyUser', variables: { vendorId: 'v-1', input: { name: 'Cy Crew', email: 'cy@acme.test', phone: '301-555-0190', password: 'CyCrewPass#1' } } },
    ]);
    const table = screen.getByRole('table', { name: 'Company users' });
    const row = (await within(table).findByText('Cy Crew')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('sets a company admin', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/vendor/users', { role: 'VENDOR_ADMIN' });
    const [, bo] = await companyRows();
    await user.click(within(bo!).getByRole('checkbox', { name: 'Company Admin Bo Builder' }));
    await waitFor(() => expect(within(bo!).getByRole('checkbox', { name: 'Company Admin Bo Builder' })).toBeChecked());
    expect(calls.mutations).toEqual([{ name: 'SetCompanyAdmin', variables: { vendorId: 'v-1', userId: 'u-bo', isVendorAdmin: true } }]);
  });

  it('is not open to an ordinary company user, nor in its sidebar', async () => {
    answerUsersCalls();
    renderApp('/vendor/users', { role: 'VENDOR_USER' });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Company users' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });
});

/**
 * The tab as the company page shows it (the route joins it in through extraTabs): rendered on its own, inside the
 * app's providers, so this test does not depend on the rest of the company page.
 */
function renderCompanyTab(role: 'SYSTEM_ADMIN' | 'PREQUAL_REVIEWER') {
  setSessionCookie(makeSession(role));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <AuthProvider>
          {/* The admin layout provides the client in the app. */}
          <WithApollo>
            <CompanyUsersTab vendorId="v-1" />
          </WithApollo>
        </AuthProvider>
      ),
    },
  ]);
  const client = createPortalClient(router);
  const user = userEvent.setup();
  const view = render(<App router={router} client={client} />);
  return { ...view, user, stop: () => client.stop() };
}

describe('the company page Users tab', () => {
  it("lists the company's users; the system admin adds and deletes them and links each to its profile", async () => {
    const calls = answerUsersCalls();
    const { user, stop } = renderCompanyTab('SYSTEM_ADMIN');
    const [, bo] = await companyRows();
    expect(within(bo!).getByRole('link', { name: 'Bo Builder' })).toHaveAttribute('href', '/admin/users/u-bo');
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    await user.click(within(bo!).getByRole('button', { name: 'Delete Bo Builder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bo Builder')).not.toBeInTheDocument());
    expect(calls.company[0]).toMatchObject({ vendorId: 'v-1' });
    expect(calls.mutations).toEqual([{ name: 'DeleteUser', variables: { userId: 'u-bo', hardDelete: null } }]);
    stop();
  });

  it('reads only for staff who do not edit users', async () => {
    answerUsersCalls();
    const { stop } = renderCompanyTab('PREQUAL_REVIEWER');
    const [, bo] = await companyRows();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(within(bo!).getByRole('checkbox', { name: 'Company Admin Bo Builder' })).toBeDisabled();
    expect(within(bo!).queryByRole('button', { name: 'Delete Bo Builder' })).not.toBeInTheDocument();
    stop();
  });
});
