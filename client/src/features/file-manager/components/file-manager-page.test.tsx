import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answerFileCalls, fileRow } from '../../company-files/testing/file-handlers';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

// react-pdf needs a browser's canvas and worker; the preview's contract here is the link it is given.
vi.mock('../../company-files/pdf-preview', () => ({
  PdfPreview: ({ url, fileName }: { url: string; fileName: string }) => <div role="document" aria-label={`Preview of ${fileName}`} data-url={url} data-scale="0.42" />,
}));

const VENDOR = 'v-200';

function folder(n: number) {
  return { __typename: 'FileFolder', vendorId: `v-${n}`, companyName: `Company ${String(n).padStart(2, '0')}`, fileCount: n % 3 };
}

function answerFolders(total = 30) {
  const calls: Record<string, unknown>[] = [];
  const all = Array.from({ length: total }, (_, i) => folder(i + 1));
  server.use(
    graphql.query('FileFolders', ({ variables: { options: variables = {} } }) => {
      calls.push(variables);
      const search = String(variables.search ?? '').toLowerCase();
      const matching = all.filter((f) => f.companyName.toLowerCase().includes(search));
      const page = variables.page as number;
      const limit = variables.limit as number;
      return HttpResponse.json({
        data: { fileFolders: { __typename: 'FileFolderPage', totalCount: matching.length, items: matching.slice((page - 1) * limit, page * limit) } },
      });
    }),
  );
  return calls;
}

function answerFolder(name = 'Acme Concrete') {
  server.use(
    graphql.query('FileFolder', ({ variables }) =>
      HttpResponse.json({ data: { fileFolder: { __typename: 'FileFolder', vendorId: variables.vendorId, companyName: name, fileCount: 3 } } }),
    ),
  );
}

describe('admin file manager: folders', () => {
  it('shows approved companies as folders, 28 a page, pages on, and searches (back to page 1)', async () => {
    const calls = answerFolders(30);
    const { user } = renderApp('/admin/file-manager', { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'File manager' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Company folders' });
    expect(within(list).getAllByRole('link')).toHaveLength(28);
    expect(within(list).getByRole('link', { name: 'Company 01: 1 file' })).toHaveAttribute('href', '/admin/file-manager/v-1');
    expect(calls[0]).toMatchObject({ page: 1, limit: 28, search: '' });

    const pages = screen.getByRole('navigation', { name: 'Folder pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Company folders' })).getAllByRole('link')).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'company 1');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'company 1', page: 1 }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Company folders' })).getAllByRole('link')).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Folder pages' })).not.toBeInTheDocument();
  });

  it('says "No data found" when no company matches, and a folder opens its files', async () => {
    answerFolders(3);
    answerFolder('Company 02');
    answerFileCalls([fileRow(1)]);
    const { user, router } = renderApp('/admin/file-manager', { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('link', { name: 'Company 02: 2 files' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/file-manager/v-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company 02' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'File manager' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search companies' }), 'nothing like it');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});

describe("admin file manager: a company's files", () => {
  it('lists the files with their type and expiry flags; preview only for PDFs and images', async () => {
    answerFolder();
    answerFileCalls([
      fileRow(1, { fileName: 'Insurance.pdf', expiresAt: '2026-03-01', expiryStatus: 'EXPIRED' }),
      fileRow(2, { fileName: 'Licence.png', expiresAt: '2026-03-20', expiryStatus: 'EXPIRING_SOON' }),
      fileRow(3, { fileName: 'Figures.xlsx', uploadedArea: 'ESSENTIAL' }),
    ]);
    renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_ADMIN' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Concrete' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'File manager' })).toHaveAttribute('href', '/admin/file-manager');
    const table = await screen.findByRole('table', { name: 'Files of Acme Concrete' });
    const rows = await within(table).findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Insurance.pdf');
    expect(rows[1]).toHaveTextContent('PDF');
    expect(rows[1]).toHaveTextContent('Mar 5, 2026');
    expect(within(rows[1]!).getByText('Expired')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Mar 1, 2026');
    expect(within(rows[2]!).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Insurance.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Licence.png' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview Figures.xlsx' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Figures.xlsx in a new tab' })).toBeInTheDocument();
  });

  it('previews a PDF at zoom 0.42 and an image, through a short-lived link (never the session token)', async () => {
    answerFolder();
    const calls = answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' }), fileRow(2, { fileName: 'Licence.png' })]);
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_VIEWER' });
    await user.click(await screen.findByRole('button', { name: 'Preview Insurance.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Insurance.pdf' });
    const pdf = await within(dialog).findByRole('document', { name: 'Preview of Insurance.pdf' });
    expect(pdf.getAttribute('data-url')).toMatch(/^\/api\/v1\/s3files\/view\?s3FilePath=.+&authToken=.+&mode=view$/);
    expect(pdf.getAttribute('data-url')).not.toContain(localStorage.getItem('access_token') ?? 'no-token-stored');
    expect(calls.links).toEqual([{ fileId: 'file-1', mode: 'view' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Preview Licence.png' }));
    const image = await within(await screen.findByRole('dialog', { name: 'Preview: Licence.png' })).findByRole('img', { name: 'Licence.png' });
    expect(image.getAttribute('src')).toContain('/api/v1/s3files/view?');
  });

  it('opens a file in a new tab at its link', async () => {
    answerFolder();
    const calls = answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' })]);
    const tab = { location: { href: '' }, opener: {}, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_REVIEWER' });
    await user.click(await screen.findByRole('button', { name: 'Open Insurance.pdf in a new tab' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^\/api\/v1\/s3files\/view\?/));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.links).toEqual([{ fileId: 'file-1', mode: 'view' }]);
    open.mockRestore();
  });

  it('renames: "File Name is required", the server refusal beside the name, then the new name', async () => {
    answerFolder();
    const calls = answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' })]);
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Rename Insurance.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename File' });
    const input = within(dialog).getByRole('textbox', { name: 'File Name' });
    expect(input).toHaveValue('Insurance.pdf');
    expect(within(dialog).getByText('The file keeps its extension .pdf.')).toBeInTheDocument();
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('File Name is required')).toBeInTheDocument();
    expect(calls.renames).toEqual([]);
    await user.type(input, 'Insurance 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename File' })).not.toBeInTheDocument());
    expect(calls.renames).toEqual([{ fileId: 'file-1', newName: 'Insurance 2027' }]);
    expect(await screen.findByText('File renamed')).toBeInTheDocument();
    expect(await screen.findByText('Insurance 2027')).toBeInTheDocument();
  });

  it('shows the server refusal of a rename beside the name, not in the global Alert', async () => {
    answerFolder();
    answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' })], {
      renameError: { message: 'File Name must be at most 255 characters', fieldErrors: { newName: 'File Name must be at most 255 characters' } },
    });
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Rename Insurance.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename File' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('File Name must be at most 255 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Alert' })).not.toBeInTheDocument();
  });

  it('deletes after "Are you sure you want to delete this file?", going back a page when its last file goes', async () => {
    answerFolder();
    const calls = answerFileCalls(Array.from({ length: 26 }, (_, i) => fileRow(i + 1)));
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'SYSTEM_ADMIN' });
    await screen.findByRole('button', { name: 'Delete document-1.pdf' });
    expect(calls.lists[0]).toMatchObject({ page: 1, limit: 25, type: null });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete document-26.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete file' });
    expect(within(confirm).getByText('Are you sure you want to delete this file?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.deletes).toEqual([{ fileId: 'file-26' }]));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ page: 1 }));
    expect(await screen.findByRole('button', { name: 'Delete document-1.pdf' })).toBeInTheDocument();
    // Two pages, a dialog and a refetch: slow on a loaded machine.
  });

  it('sets and removes an expiry date', async () => {
    answerFolder();
    const calls = answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf', expiresAt: '2027-01-31' })]);
    const { user } = renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_REVIEWER' });
    await user.click(await screen.findByRole('button', { name: 'Set the expiry date of Insurance.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Expiry date of Insurance.pdf' });
    const date = within(dialog).getByLabelText('Expiry date');
    expect(date).toHaveValue('2027-01-31');
    await user.clear(date);
    await user.type(date, '2028-02-29');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.expiries).toEqual([{ fileId: 'file-1', expiresAt: '2028-02-29' }]));
    expect(await screen.findByText('Expiry date saved')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Set the expiry date of Insurance.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Expiry date of Insurance.pdf' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove date' }));
    await waitFor(() => expect(calls.expiries.at(-1)).toEqual({ fileId: 'file-1', expiresAt: null }));
  });

  it('the viewer previews and opens, but cannot rename, delete or date files', async () => {
    answerFolder();
    answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' })]);
    renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('button', { name: 'Preview Insurance.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Insurance.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Insurance.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set the expiry date of Insurance.pdf' })).not.toBeInTheDocument();
  });

  it('says "No data found" for a company without files', async () => {
    answerFolder();
    answerFileCalls([]);
    renderApp(`/admin/file-manager/${VENDOR}`, { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
