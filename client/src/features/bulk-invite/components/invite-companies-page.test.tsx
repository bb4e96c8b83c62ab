import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { answerInviteCalls, batchOf, invitationRow } from '../testing/invite-handlers';
import { SAMPLE_CSV } from './invite-companies-page';

const PATH = '/admin/invite-companies';
const CSV_TEXT = 'Tax ID,Company Name,Contact Email\n12-0000001,Company 1,contact1@example.test\n';
const csv = (name = 'companies.csv') => new File([CSV_TEXT], name, { type: 'text/csv' });

const PREVIEW_ROWS = [
  invitationRow(1, { companyName: 'Acme Concrete' }),
  invitationRow(2, {
    companyName: 'Blue Ridge',
    outcome: 'ALREADY_REGISTERED',
    reason: 'Blue Ridge is already registered with this Tax ID (approved).',
    existingStatus: 'APPROVED',
  }),
  invitationRow(3, { companyName: 'Drafty', outcome: 'DRAFT_EXISTS', reason: 'A registration draft for Drafty has this Tax ID; it is not invited again.' }),
  invitationRow(4, { companyName: 'Acme Again', taxId: '12-0000001', outcome: 'DUPLICATE_IN_FILE', reason: 'Same Tax ID as row 1; only the first is invited.' }),
  invitationRow(5, { companyName: 'Bad Tax', taxId: '1-2', outcome: 'INVALID', field: 'taxId', reason: 'Tax ID must be in the format NN-NNNNNNN' }),
  invitationRow(6, { companyName: 'Second New' }),
];

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

async function openAndChoose(role: 'SYSTEM_ADMIN' | 'PREQUAL_ADMIN' = 'PREQUAL_ADMIN', file = csv()) {
  const app = renderApp(PATH, { role });
  expect(await screen.findByRole('heading', { level: 1, name: 'Invite Companies' })).toBeInTheDocument();
  await app.user.upload(screen.getByLabelText('CSV file of companies'), file);
  return app;
}

describe('Invite Companies (/admin/invite-companies)', () => {
  it('offers a sample CSV and a way back to Companies', async () => {
    renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const sample = await screen.findByRole('link', { name: 'Download sample CSV' });
    expect(sample).toHaveAttribute('download', 'invite-companies-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href')!.split(',').slice(1).join(','))).toBe(SAMPLE_CSV);
    expect(SAMPLE_CSV.split('\n')[0]).toBe('Tax ID,Company Name,Contact Email');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/admin/companies');
  });

  it('previews each row with its outcome and reason, and counts them', async () => {
    const calls = answerInviteCalls({ preview: batchOf(PREVIEW_ROWS) });
    await openAndChoose();
    const table = await screen.findByRole('table', { name: 'Invitation preview' });
    expect(calls.previews).toEqual([CSV_TEXT]);
    expect(bodyRows(table)).toEqual([
      ['1', '12-0000001', 'Acme Concrete', 'contact1@example.test', 'Invite', 'A registration draft will be created and its contact invited.'],
      ['2', '12-0000002', 'Blue Ridge', 'contact2@example.test', 'Already registered', 'Blue Ridge is already registered with this Tax ID (approved).'],
      ['3', '12-0000003', 'Drafty', 'contact3@example.test', 'Draft exists', 'A registration draft for Drafty has this Tax ID; it is not invited again.'],
      ['4', '12-0000001', 'Acme Again', 'contact4@example.test', 'Duplicate in file', 'Same Tax ID as row 1; only the first is invited.'],
      ['5', '1-2', 'Bad Tax', 'contact5@example.test', 'Invalid', 'Tax ID must be in the format NN-NNNNNNN'],
      ['6', '12-0000006', 'Second New', 'contact6@example.test', 'Invite', 'A registration draft will be created and its contact invited.'],
    ]);
    const counts = within(screen.getByRole('list', { name: 'Rows by outcome' }))
      .getAllByRole('listitem')
      .map((b) => b.textContent);
    expect(counts).toEqual(['Invite: 2', 'Already registered: 1', 'Draft exists: 1', 'Duplicate in file: 1', 'Invalid: 1']);
    expect(screen.getByRole('button', { name: 'Send 2 invitations' })).toBeEnabled();
    expect(calls.sends).toEqual([]);
  });

  it('sends after confirmation, shows what the server sent (re-checked) and starts over', async () => {
    const sentRows = [
      invitationRow(1, { companyName: 'Acme Concrete', reason: 'Invited: a registration draft was created and its contact mailed.' }),
      invitationRow(2, {
        companyName: 'Late Co',
        outcome: 'ALREADY_REGISTERED',
        reason: 'Late Co is already registered with this Tax ID (submitted and awaiting approval).',
      }),
    ];
    const calls = answerInviteCalls({
      preview: batchOf([invitationRow(1, { companyName: 'Acme Concrete' }), invitationRow(2, { companyName: 'Late Co' })]),
      sent: batchOf(sentRows, 1),
    });
    const { user } = await openAndChoose('SYSTEM_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Send 2 invitations' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send invitations' });
    expect(dialog).toHaveTextContent('Send 2 invitations? A registration draft is created for each new company');
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.sends).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Send 2 invitations' }));
    const again = await screen.findByRole('alertdialog', { name: 'Send invitations' });
    await user.click(within(again).getByRole('button', { name: 'Send' }));

    // The toast and the page both say it.
    await waitFor(() => expect(screen.getAllByText('1 invitation sent.')).toHaveLength(2));
    expect(calls.sends).toEqual([CSV_TEXT]);
    const table = await screen.findByRole('table', { name: 'Invitations sent' });
    expect(bodyRows(table).map((r) => r[4])).toEqual(['Invited', 'Already registered']);
    expect(screen.getByText('1 row was no longer new when sent (checked again) and not invited: see their details below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send \d/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('CSV file of companies')).toBeInTheDocument();
  });

  it('previews a file dropped on the drop zone', async () => {
    const calls = answerInviteCalls({ preview: batchOf([invitationRow(1)]) });
    renderApp(PATH, { role: 'PREQUAL_ADMIN' });
    const zone = await screen.findByTestId('invite-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [csv()] } });
    fireEvent.drop(zone, { dataTransfer: { files: [csv('dropped.csv')] } });
    expect(await screen.findByRole('table', { name: 'Invitation preview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Preview of dropped.csv' })).toBeInTheDocument();
    expect(calls.previews).toEqual([CSV_TEXT]);
  });

  it("shows the server's refusal of the file in the page, with no preview", async () => {
    answerInviteCalls({ previewError: 'The header row has no Contact Email column. The first row must name the columns Tax ID, Company Name and Contact Email.' });
    await openAndChoose();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be used.');
    expect(alert).toHaveTextContent('The header row has no Contact Email column.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The admin can choose another file at once.
    expect(screen.getByLabelText('CSV file of companies')).toBeEnabled();
  });

  it('cannot send when no row is a new company', async () => {
    answerInviteCalls({
      preview: batchOf([invitationRow(1, { outcome: 'ALREADY_REGISTERED', reason: 'Company 1 is already registered with this Tax ID (approved).' })]),
    });
    await openAndChoose();
    expect(await screen.findByRole('button', { name: 'Send 0 invitations' })).toBeDisabled();
    expect(screen.getByText('No row of this file is a new company to invite.')).toBeInTheDocument();
  });

  it('pages a long preview 10, 25, 50 or 100 rows at a time', async () => {
    answerInviteCalls({ preview: batchOf(Array.from({ length: 30 }, (_, i) => invitationRow(i + 1))) });
    const { user } = await openAndChoose();
    const table = await screen.findByRole('table', { name: 'Invitation preview' });
    await waitFor(() => expect(bodyRows(table).map((r) => r[0])).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1))));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodyRows(table).map((r) => r[0])).toEqual(['26', '27', '28', '29', '30']));
  });

  it('tells roles that may not invite so, without the upload', async () => {
    renderApp(PATH, { role: 'PREQUAL_REVIEWER' });
    expect(await screen.findByText('Only system and prequalification admins can invite companies.')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file of companies')).not.toBeInTheDocument();
  });
});

describe('the Companies page', () => {
  const answerCompanies = () =>
    server.use(
      graphql.query('Companies', () => HttpResponse.json({ data: { companies: { __typename: 'CompanyPage', totalCount: 0, items: [] } } })),
      graphql.query('CompanyProjectOptions', () => HttpResponse.json({ data: { projects: { __typename: 'ProjectPage', totalCount: 0, items: [] } } })),
      graphql.query('ApprovedCompanyOptions', () => HttpResponse.json({ data: { companies: { __typename: 'CompanyPage', totalCount: 0, items: [] } } })),
    );

  it('links to Invite Companies for the admins who may invite, and opens it', async () => {
    answerCompanies();
    const { user } = renderApp('/admin/companies', { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('link', { name: 'Invite Companies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Companies' })).toBeInTheDocument();
  });

  it('has no Invite Companies link for a reviewer', async () => {
    answerCompanies();
    renderApp('/admin/companies', { role: 'PREQUAL_REVIEWER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite Companies' })).not.toBeInTheDocument();
  });
});
