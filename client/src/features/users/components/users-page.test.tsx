import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@portal/common/constants';
import { renderApp } from '../../../test/render-app';
import { typeBeforePause } from '../../../test/type-before-pause';
import '../../../test/pointer-event';
import { answerUsersCalls, fakeUser, freshStaff } from '../testing/users-handlers';
import { fieldErrorOf } from '../../../test/field-error';

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function internalRows() {
  const table = await screen.findByRole('table', { name: 'Internal users' });
  await within(table).findByText('Ivy Internal');
  return within(table).getAllByRole('row').slice(1);
}

describe('Users page: Internal tab', () => {
  it('lists index, Full Name (opening the profile), Email, Last Login and Active, with Add User for the system admin', async () => {
    const calls = answerUsersCalls();
    renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Internal', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vendor' })).toBeInTheDocument();
    const [sam, ivy] = await internalRows();
    // The signed-in admin's own last login (03:30 UTC on Mar 5 is Mar 4 in New York).
    expect(cellTexts(sam!).slice(0, 4)).toEqual(['1', 'Sam Admin', 'sam@builder.test', 'Mar 4, 2025']);
    expect(cellTexts(ivy!).slice(0, 4)).toEqual(['2', 'Ivy Internal', 'u-ivy@example.test', '']);
    expect(within(ivy!).getByRole('link', { name: 'Ivy Internal' })).toHaveAttribute('href', '/admin/users/u-ivy');
    expect(within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    // One's own row: no deactivating, no deleting oneself.
    expect(within(sam!).getByRole('button', { name: 'Delete Sam Admin' })).toBeDisabled();
    expect(within(sam!).getByRole('checkbox', { name: 'Active Sam Admin' })).toBeDisabled();
    expect(within(ivy!).getByRole('button', { name: 'Delete Ivy Internal' })).toBeEnabled();
    expect(calls.internal[0]).toMatchObject({ page: 1, limit: 25, search: null });
  });

  it('reads only for roles that do not edit users: no Add User, controls disabled', async () => {
    answerUsersCalls();
    renderApp('/admin/users', { role: 'PREQUAL_ADMIN' });
    const [, ivy] = await internalRows();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' })).toBeDisabled();
    expect(within(ivy!).getByRole('button', { name: 'Edit Ivy Internal' })).toBeDisabled();
    expect(within(ivy!).getByRole('button', { name: 'Delete Ivy Internal' })).toBeDisabled();
  });

  it('searches after typing pauses and starts again from page 1; an empty result says No data found', async () => {
    const calls = answerUsersCalls();
    renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    await internalRows();
    await typeBeforePause(screen.getByRole('searchbox', { name: 'Search internal users' }), 'nobody', SEARCH_DEBOUNCE_MS, () =>
      expect(calls.internal.filter((v) => v.search)).toEqual([]),
    );
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    // One request for the pause, not one per keystroke.
    expect(calls.internal.filter((v) => v.search)).toEqual([{ search: 'nobody', page: 1, limit: 25 }]);
  });

  it('toggles Active at once and reverts when the server refuses', async () => {
    answerUsersCalls({ refuse: { SetUserActive: 'Something went wrong. Please try again.' } });
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    const [, ivy] = await internalRows();
    const toggle = within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' });
    await user.click(toggle);
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' })).toBeChecked());
  });

  it('deactivates a user: the switch turns off and the server is told', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    const [, ivy] = await internalRows();
    await user.click(within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' }));
    await waitFor(() => expect(within(ivy!).getByRole('checkbox', { name: 'Active Ivy Internal' })).not.toBeChecked());
    expect(calls.mutations).toEqual([{ name: 'SetUserActive', variables: { userId: 'u-ivy', isActive: false } }]);
  });

  it('adds a user: required fields, internal roles only, passwords required and matching; then saves', async () => {
    const staff = freshStaff();
    const calls = answerUsersCalls({ staff });
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    await internalRows();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a role', 'System Admin', 'Prequal Admin', 'Prequal Reviewer', 'Prequal Viewer']);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The specification's default message "Required" under each required field.
    await waitFor(() => expect(fieldErrorOf(within(dialog).getByRole('textbox', { name: /Full Name/ }))).toBe('Required'));
    for (const name of [/Phone Number/, /Email/]) expect(fieldErrorOf(within(dialog).getByRole('textbox', { name }))).toBe('Required');
    expect(fieldErrorOf(within(dialog).getByRole('combobox', { name: /Role/ }))).toBe('Required');
    expect(fieldErrorOf(within(dialog).getByLabelText(/^Password/))).toBe('Required');
    expect(within(dialog).queryByText(/is required/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Nia New');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '410-555-0199');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'nia@builder.test');
    await user.selectOptions(role, 'PREQUAL_ADMIN');
    await user.type(within(dialog).getByLabelText(/^Password/), 'NiaPass#2026');
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'NiaPass#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.mutations).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Confirm Password/));
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'NiaPass#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([
      {
        name: 'CreateInternalUser',
        variables: { input: { name: 'Nia New', phone: '410-555-0199', email: 'nia@builder.test', role: 'PREQUAL_ADMIN', password: 'NiaPass#2026' } },
      },
    ]);
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Nia New' })).toBeInTheDocument();
  });

  it("shows the server's refusal beside its field", async () => {
    answerUsersCalls();
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    await internalRows();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Twin');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone Number/ }), '410-555-0198');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'u-ivy@example.test');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Role/ }), 'PREQUAL_VIEWER');
    await user.type(within(dialog).getByLabelText(/^Password/), 'TwinPass#2026');
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'TwinPass#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This email is already registered.')).toBeInTheDocument();
  });

  it('edits a user with the password optional', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    const [, ivy] = await internalRows();
    await user.click(within(ivy!).getByRole('button', { name: 'Edit Ivy Internal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ivy Internal');
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveValue('PREQUAL_REVIEWER');
    await user.clear(within(dialog).getByRole('textbox', { name: /Full Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Full Name/ }), 'Ivy Renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([
      {
        name: 'UpdateUser',
        variables: { userId: 'u-ivy', input: { name: 'Ivy Renamed', phone: '410-555-0111', email: 'u-ivy@example.test', role: 'PREQUAL_REVIEWER', password: null } },
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Ivy Renamed' })).toBeInTheDocument();
  });

  it('deletes only after DELETE is typed, with hardDelete for an internal user', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/admin/users', { role: 'SYSTEM_ADMIN' });
    const [, ivy] = await internalRows();
    await user.click(within(ivy!).getByRole('button', { name: 'Delete Ivy Internal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'delete');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByText('Ivy Internal')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([{ name: 'DeleteUser', variables: { userId: 'u-ivy', hardDelete: true } }]);
  });
});

describe('Users page: Vendor tab', () => {
  async function openVendorTab(role: 'SYSTEM_ADMIN' | 'PREQUAL_VIEWER' = 'SYSTEM_ADMIN') {
    const calls = answerUsersCalls();
    const view = renderApp('/admin/users', { role });
    await view.user.click(await screen.findByRole('tab', { name: 'Vendor' }));
    const table = await screen.findByRole('table', { name: 'Vendor users' });
    await within(table).findByText('Bo Builder');
    return { ...view, calls, rows: within(table).getAllByRole('row').slice(1) };
  }

  it('lists Full Name, Email, Company Name, Last Login and Company Admin; company admins cannot be deleted', async () => {
    const { rows } = await openVendorTab();
    const [ada, bo, pia] = rows;
    expect(cellTexts(bo!).slice(0, 5)).toEqual(['2', 'Bo Builder', 'u-bo@example.test', 'Acme Concrete', 'Mar 4, 2026']);
    expect(within(ada!).getByRole('checkbox', { name: 'Company Admin Ada Admin' })).toBeChecked();
    expect(within(ada!).getByRole('button', { name: 'Delete Ada Admin' })).toBeDisabled();
    expect(within(bo!).getByRole('button', { name: 'Delete Bo Builder' })).toBeEnabled();
    // A pending account shows so, and cannot be made company admin.
    expect(within(pia!).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(pia!).getByRole('checkbox', { name: 'Company Admin Pia Pending' })).toBeDisabled();
  });

  it('makes a company admin at once (the server is told with the company)', async () => {
    const { user, rows, calls } = await openVendorTab();
    await user.click(within(rows[1]!).getByRole('checkbox', { name: 'Company Admin Bo Builder' }));
    await waitFor(() => expect(within(rows[1]!).getByRole('checkbox', { name: 'Company Admin Bo Builder' })).toBeChecked());
    expect(calls.mutations).toEqual([{ name: 'SetCompanyAdmin', variables: { vendorId: 'v-1', userId: 'u-bo', isVendorAdmin: true } }]);
  });

  it("sets a user's password after the two match", async () => {
    const { user, rows, calls } = await openVendorTab();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Edit password of Bo Builder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit password of Bo Builder' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.type(within(dialog).getByLabelText(/^Password/), 'BoNewPass#26');
    await user.type(within(dialog).getByLabelText(/Confirm Password/), 'BoNewPass#26');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([{ name: 'SetUserPassword', variables: { userId: 'u-bo', password: 'BoNewPass#26' } }]);
  });

  it('deletes a company user without hardDelete', async () => {
    const { user, rows, calls } = await openVendorTab();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Delete Bo Builder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete user' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Bo Builder')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([{ name: 'DeleteUser', variables: { userId: 'u-bo', hardDelete: null } }]);
  });
});

describe('User profile page', () => {
  it('shows breadcrumb Users / name, Full Name, Email, Company Name, Last Login (MMM d, yyyy) and a read-only Company Admin switch', async () => {
    answerUsersCalls();
    const { user } = renderApp('/admin/users/u-ada', { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Admin' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(breadcrumb).getByText('Ada Admin')).toHaveAttribute('aria-current', 'page');
    const details = screen.getByLabelText('User details');
    expect(within(details).getByText('u-ada@example.test')).toBeInTheDocument();
    expect(within(details).getByText('Acme Concrete')).toBeInTheDocument();
    expect(within(details).getByText('Mar 4, 2026')).toBeInTheDocument();
    const companyAdmin = screen.getByRole('checkbox', { name: 'Company Admin' });
    expect(companyAdmin).toBeChecked();
    expect(companyAdmin).toHaveAttribute('aria-readonly', 'true');
    await user.click(companyAdmin);
    expect(companyAdmin).toBeChecked();
  });

  it('says when the user cannot be loaded', async () => {
    answerUsersCalls({ staff: [fakeUser({ userId: 'u-x', name: 'X' })] });
    renderApp('/admin/users/u-missing', { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByText('This user could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
    expect(within(breadcrumb).getByText('User Details')).toHaveAttribute('aria-current', 'page');
  });
});
