import type { Role } from '@portal/common/auth/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { account, answerCompanyCalls, approvedCompany, company, VENDOR_ID } from '../testing/company-handlers';

const PAGE = `/admin/companies/${VENDOR_ID}`;
const APPROVED = [
  approvedCompany(100, 'Acme Concrete'),
  approvedCompany(1, 'Baltimore Builders'),
  approvedCompany(2, 'Chesapeake Steel'),
  approvedCompany(3, 'Delmarva Drywall'),
];

async function openRelated(role: Role) {
  const app = renderApp(PAGE, { role });
  await app.user.click(await screen.findByRole('tab', { name: 'Related Accounts' }));
  return app;
}

const optionsOf = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Company detail: Related Accounts tab', () => {
  it('lists parents and children; each lookup leaves out the company itself and the accounts already related', async () => {
    answerCompanyCalls({ related: { parentAccounts: [account(1, 'Baltimore Builders')], childAccounts: [] }, approved: APPROVED });
    await openRelated('PREQUAL_ADMIN');
    const parents = await screen.findByRole('list', { name: 'Parent Accounts' });
    expect(within(parents).getByText('Baltimore Builders')).toBeInTheDocument();
    expect(screen.getByText('No Child Accounts')).toBeInTheDocument();
    await waitFor(() => expect(optionsOf('Parent account')).toEqual(['Choose a company', 'Chesapeake Steel (52-0000002)', 'Delmarva Drywall (52-0000003)']));
    expect(optionsOf('Child account')).toEqual(['Choose a company', 'Chesapeake Steel (52-0000002)', 'Delmarva Drywall (52-0000003)']);
  });

  it('choosing a company on one side clears it on the other; Add Parent links it', async () => {
    const calls = answerCompanyCalls({ approved: APPROVED });
    const { user } = await openRelated('PREQUAL_REVIEWER');
    await waitFor(() => expect(optionsOf('Child account').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Child account' }), 'acc-2');
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parent account' }), 'acc-2');
    expect(screen.getByRole('combobox', { name: 'Child account' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add Child' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Parent' }));
    expect(await screen.findByText('Chesapeake Steel added as a parent account')).toBeInTheDocument();
    const parents = await screen.findByRole('list', { name: 'Parent Accounts' });
    expect(within(parents).getByText('Chesapeake Steel')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'AddParentAccount', variables: { accountId: 'acc-100', otherAccountId: 'acc-2' } }]);
    // Now related: gone from both lookups.
    await waitFor(() => expect(optionsOf('Child account')).not.toContain('Chesapeake Steel (52-0000002)'));
  });

  it('searches the approved companies by name', async () => {
    answerCompanyCalls({ approved: APPROVED });
    const { user } = await openRelated('SYSTEM_ADMIN');
    await user.type(screen.getByRole('searchbox', { name: 'Search approved companies for a child account' }), 'delm');
    await waitFor(() => expect(optionsOf('Child account')).toEqual(['Choose a company', 'Delmarva Drywall (52-0000003)']));
  });

  it('removes a child account after confirming', async () => {
    const calls = answerCompanyCalls({ related: { parentAccounts: [], childAccounts: [account(3, 'Delmarva Drywall')] }, approved: APPROVED });
    const { user } = await openRelated('PREQUAL_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Remove child account Delmarva Drywall' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove child account' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Delmarva Drywall removed as a child account')).toBeInTheDocument();
    expect(await screen.findByText('No Child Accounts')).toBeInTheDocument();
    expect(calls.mutations).toEqual([{ name: 'RemoveChildAccount', variables: { accountId: 'acc-100', otherAccountId: 'acc-3' } }]);
  });

  it('shows the refusal (e.g. a circle) in the Alert and links nothing', async () => {
    answerCompanyCalls({
      approved: APPROVED,
      answers: {
        AddChildAccount: () =>
          HttpResponse.json({
            errors: [{ message: 'Chesapeake Steel cannot be a child account: the accounts would be related in a circle.', extensions: { code: 'BAD_USER_INPUT' } }],
          }),
      },
    });
    const { user } = await openRelated('PREQUAL_ADMIN');
    await waitFor(() => expect(optionsOf('Child account').length).toBeGreaterThan(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Child account' }), 'acc-2');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Chesapeake Steel cannot be a child account: the accounts would be related in a circle.')).toBeInTheDocument();
    expect(screen.getByText('No Child Accounts')).toBeInTheDocument();
  });

  it('the viewer sees the accounts without lookups or remove buttons', async () => {
    answerCompanyCalls({ related: { parentAccounts: [account(1, 'Baltimore Builders')], childAccounts: [] }, approved: APPROVED });
    await openRelated('PREQUAL_VIEWER');
    expect(await screen.findByText('Baltimore Builders')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Parent account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('explains that a company without a CRM account has no related accounts yet', async () => {
    answerCompanyCalls({ company: company({ accountId: null, registrationStatus: 'SUBMITTED' }) });
    await openRelated('PREQUAL_ADMIN');
    expect(await screen.findByText('Acme Concrete has no CRM account yet: accounts are related once a registration is approved.')).toBeInTheDocument();
  });
});
