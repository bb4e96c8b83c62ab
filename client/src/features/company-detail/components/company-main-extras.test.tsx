import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { answerCompanyCalls, comment, project, VENDOR_ID } from '../testing/company-handlers';
import { cardsPerRow } from './project-cards';

const PAGE = `/admin/companies/${VENDOR_ID}`;
const refused = (message: string) => () => HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

describe('Company detail: tabs', () => {
  it("lists the tabs in the spec order, the other features' tabs joined by the route: Activity last", async () => {
    answerCompanyCalls();
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    await screen.findByRole('heading', { level: 1, name: 'Company Details' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Main', 'General', 'Notes', 'Files', 'Users', 'Related Accounts', 'Insurance', 'Activity']);
  });
});

describe('Company detail: Main tab header', () => {
  it('links the company name to its CRM record in a new tab when there is one', async () => {
    answerCompanyCalls({ profile: { crmUrl: 'https://crm.example/main.aspx?id=acc-100' } });
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    const link = await screen.findByRole('link', { name: /Acme Concrete.*opens the CRM record in a new tab/ });
    expect(link).toHaveAttribute('href', 'https://crm.example/main.aspx?id=acc-100');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a CRM record page (the CRM simulator) shows the name unlinked with the CRM id as text', async () => {
    answerCompanyCalls({ profile: { crmUrl: null, accountId: 'acc-100' } });
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    // The page loads lazily: a slow machine takes longer than findBy's default second.
    expect(await screen.findByText('CRM id: acc-100')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /opens the CRM record/ })).not.toBeInTheDocument();
  });

  it('a company without a CRM account shows its name alone', async () => {
    answerCompanyCalls({ profile: { crmUrl: null, accountId: null } });
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    await screen.findByRole('heading', { level: 1, name: 'Company Details' });
    await waitFor(() => expect(screen.getByText('Company Name')).toBeInTheDocument());
    expect(screen.getAllByText('Acme Concrete').length).toBeGreaterThan(0);
    expect(screen.queryByText(/CRM id:/)).not.toBeInTheDocument();
  });

  it('edits the ERP Id inline: Enter saves, the new value shows and the toast says so', async () => {
    const calls = answerCompanyCalls({ profile: { hb_erpid: 'KMC-1' } });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_REVIEWER' });
    await user.click(await screen.findByRole('button', { name: 'Edit ERP Id of Acme Concrete' }));
    const input = screen.getByRole('textbox', { name: 'ERP Id' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('KMC-1');
    await user.clear(input);
    await user.type(input, 'KMC-2{Enter}');
    expect(await screen.findByText('ERP Id updated')).toBeInTheDocument();
    expect(screen.getByTestId('erp-id-value')).toHaveTextContent('KMC-2');
    expect(calls.mutations).toEqual([{ name: 'SetCompanyErpId', variables: { vendorId: VENDOR_ID, hbErpid: 'KMC-2' } }]);
  });

  it('puts the ERP Id back when the save fails, and the Alert says why', async () => {
    answerCompanyCalls({ profile: { hb_erpid: 'KMC-1' }, answers: { SetCompanyErpId: refused('ERP Id must be at most 64 characters') } });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Edit ERP Id of Acme Concrete' }));
    const input = screen.getByRole('textbox', { name: 'ERP Id' });
    await user.clear(input);
    await user.type(input, 'BAD');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('ERP Id must be at most 64 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('erp-id-value')).toHaveTextContent('KMC-1'));
  });

  it('Escape cancels the ERP Id edit without saving', async () => {
    const calls = answerCompanyCalls({ profile: { hb_erpid: null } });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Edit ERP Id of Acme Concrete' }));
    await user.type(screen.getByRole('textbox', { name: 'ERP Id' }), 'X{Escape}');
    expect(screen.queryByRole('textbox', { name: 'ERP Id' })).not.toBeInTheDocument();
    expect(screen.getByTestId('erp-id-value')).toHaveTextContent('—');
    expect(calls.mutations).toEqual([]);
  });

  it('shows the ERP Id without an edit control to the viewer', async () => {
    answerCompanyCalls({ profile: { hb_erpid: 'KMC-1' } });
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByText('KMC-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit ERP Id/ })).not.toBeInTheDocument();
  });
});

describe('Company detail: Comments', () => {
  it('says "No Comments" when there are none', async () => {
    answerCompanyCalls();
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByText('No Comments')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
  });

  it('lists comments newest first with author and dd-MM-yyyy date; Add Comment checks the length and adds one', async () => {
    const calls = answerCompanyCalls({ comments: [comment(5), comment(3)] });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_ADMIN' });
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.firstChild?.textContent),
    ).toEqual(['Comment 5', 'Comment 3']);
    expect(within(list).getByText('Priya Admin · 05-01-2027 9:30 AM')).toBeInTheDocument();
    // Deleting is the system admin's.
    expect(screen.queryByRole('button', { name: /Delete comment/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    const box = within(dialog).getByRole('textbox', { name: /Comment/ });
    await user.click(box);
    await user.paste('x'.repeat(255));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Comment should be less than 255 characters')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'Met the owner');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')[0]).toHaveTextContent('Met the owner'));
    expect(calls.mutations).toEqual([{ name: 'AddCompanyComment', variables: { vendorId: VENDOR_ID, comment: 'Met the owner' } }]);
  });

  it('shows 25 comments, then "Show more comments" reads the rest', async () => {
    answerCompanyCalls({ comments: Array.from({ length: 30 }, (_, i) => comment(30 - i)) });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Show more comments' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more comments' })).not.toBeInTheDocument();
  });

  it('lets the system admin delete a comment after confirming', async () => {
    const calls = answerCompanyCalls({ comments: [comment(5), comment(3)] });
    const { user } = renderApp(PAGE, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Delete comment by Priya Admin on 03-01-2027 9:30 AM' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete comment' });
    expect(within(confirm).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Comment 3')).not.toBeInTheDocument());
    expect(calls.mutations).toEqual([{ name: 'DeleteCompanyComment', variables: { commentId: 'comment-3' } }]);
  });
});

describe('Company detail: assigned projects', () => {
  it('says "No Project Assigned" without projects', async () => {
    answerCompanyCalls();
    renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByText('No Project Assigned')).toBeInTheDocument();
  });

  it('shows a card per project that expands to its stage, volume and dates', async () => {
    answerCompanyCalls({ projects: [project(1, 'Harbor Point Tower'), project(2, 'Camden Yards Annex')] });
    const { user } = renderApp(PAGE, { role: 'PREQUAL_VIEWER' });
    const list = await screen.findByRole('list', { name: 'Assigned Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('P-1001')).toBeInTheDocument();
    expect(within(list).queryByText('$12,500,000.00')).not.toBeInTheDocument();
    const toggle = within(list).getByRole('button', { name: 'Show details of Harbor Point Tower' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(list).getByRole('button', { name: 'Hide details of Harbor Point Tower' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByText('$12,500,000.00')).toBeInTheDocument();
    expect(within(list).getByText('Mar 1, 2027')).toBeInTheDocument();
    expect(within(list).getByText('Jun 30, 2028')).toBeInTheDocument();
    expect(within(list).getByText('Preconstruction')).toBeInTheDocument();
  });

  it('puts as many cards in a row as the window has 320 pixels', () => {
    expect(cardsPerRow(1280)).toBe(4);
    expect(cardsPerRow(1000)).toBe(3);
    expect(cardsPerRow(200)).toBe(1);
  });
});
