import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerFileCalls, fileRow } from '../../company-files/testing/file-handlers';
import { answerInsuranceCalls, compliance, insurancePolicy } from '../../insurance/testing/insurance-handlers';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';

/** Answers POST /api/v1/s3files/upload, keeping each request's query and file name. */
function answerUploads(
  answer: () => Response | Promise<Response> = () => HttpResponse.json({ url: '/api/v1/files/new-1/content', fileId: 'new-1', name: 'coi.pdf' }, { status: 201 }),
) {
  const seen: { query: URLSearchParams; fileName: string | null; session: string | null }[] = [];
  server.use(
    http.post('*/api/v1/s3files/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      seen.push({
        query: new URL(request.url).searchParams,
        fileName: typeof file === 'object' && file !== null && 'name' in file ? String(file.name) : null,
        session: sessionSent(request),
      });
      return answer();
    }),
  );
  return seen;
}

const pdf = (name = 'coi.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('vendor file manager', () => {
  it('lists the General tab first, with expiry flags; "No data found" on an empty Essential tab', async () => {
    const calls = answerFileCalls([
      fileRow(1, { fileName: 'Insurance.pdf', expiresAt: '2026-03-01', expiryStatus: 'EXPIRED' }),
      fileRow(2, { fileName: 'Licence.pdf', expiresAt: '2026-03-20', expiryStatus: 'EXPIRING_SOON' }),
    ]);
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { level: 1, name: 'File Manager' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'General files' });
    expect(await within(table).findByText('Insurance.pdf')).toBeInTheDocument();
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(calls.lists[0]).toMatchObject({ vendorId: 'v-1', type: 'GENERAL', page: 1, limit: 25 });
    // A company user reads: no Add New Doc, no expiry dates.
    expect(screen.queryByRole('button', { name: 'Add New Doc' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set the expiry date of Insurance.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Essential' }));
    const essential = await screen.findByRole('table', { name: 'Essential files' });
    expect(await within(essential).findByText('No data found')).toBeInTheDocument();
    expect(calls.lists.at(-1)).toMatchObject({ type: 'ESSENTIAL' });
  });

  it('Add New Doc: "File is required", "Invalid file format", then the upload with its expiry date and progress', async () => {
    const calls = answerFileCalls([fileRow(1)]);
    // The answer waits until the test has seen the progress bar.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const uploads = answerUploads(async () => {
      await held;
      return HttpResponse.json({ url: '/api/v1/files/new-1/content', fileId: 'new-1', name: 'coi.pdf' }, { status: 201 });
    });
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Add New Doc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Doc' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();

    const input = within(dialog).getByLabelText(/^File/);
    // A file the picker's accept list would hide, chosen anyway ("All files").
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['MZ'], 'tool.exe'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Invalid file format')).toBeInTheDocument();

    await user.upload(input, pdf());
    await user.type(within(dialog).getByLabelText('Expiry date (optional)'), '2027-06-30');
    const listsBefore = calls.lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading coi.pdf' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Doc' })).not.toBeInTheDocument());
    expect(uploads).toHaveLength(1);
    expect(Object.fromEntries(uploads[0]!.query)).toEqual({ vendorId: 'v-1', uploadedArea: 'GENERAL', fileManagerUpload: 'true', expiresAt: '2027-06-30' });
    // The multipart part is there (jsdom's XMLHttpRequest does not keep a part's file name).
    expect(uploads[0]!.fileName).not.toBeNull();
    expect(uploads[0]!.session).toBe('cookie+csrf');
    expect(await screen.findByText('File uploaded')).toBeInTheDocument();
    await waitFor(() => expect(calls.lists.length).toBeGreaterThan(listsBefore));
  });

  it("shows the server's refusal of an upload in the dialog", async () => {
    answerFileCalls([]);
    answerUploads(() => HttpResponse.json({ message: 'Invalid file format', detail: 'Invalid file format', type: 'BAD_USER_INPUT' }, { status: 400 }));
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Add New Doc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Doc' });
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('fake.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Invalid file format')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add New Doc' })).toBeInTheDocument();
  });

  it('replaces an Essential file in place (fileId), for the company admin only', async () => {
    answerFileCalls([fileRow(5, { fileName: 'Safety Program.pdf', uploadedArea: 'ESSENTIAL' })]);
    const uploads = answerUploads(() => HttpResponse.json({ url: '/api/v1/files/file-5/content', fileId: 'file-5', name: 'Safety Program 2027.pdf' }, { status: 201 }));
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('tab', { name: 'Essential' }));
    await user.click(await screen.findByRole('button', { name: 'Replace Safety Program.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace Safety Program.pdf' });
    await user.upload(within(dialog).getByLabelText(/^File/), pdf('Safety Program 2027.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('File replaced')).toBeInTheDocument();
    expect(Object.fromEntries(uploads[0]!.query)).toEqual({ vendorId: 'v-1', fileId: 'file-5', fileManagerUpload: 'true' });
    // No Add New Doc on Essential.
    expect(screen.queryByRole('button', { name: 'Add New Doc' })).not.toBeInTheDocument();
  });

  it('a company user cannot replace', async () => {
    answerFileCalls([fileRow(5, { fileName: 'Safety Program.pdf', uploadedArea: 'ESSENTIAL' })]);
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_USER' });
    await user.click(await screen.findByRole('tab', { name: 'Essential' }));
    expect(await screen.findByRole('button', { name: 'Open Safety Program.pdf in a new tab' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replace Safety Program.pdf' })).not.toBeInTheDocument();
    // Nor rename or delete.
    expect(screen.queryByRole('button', { name: 'Rename Safety Program.pdf' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Safety Program.pdf' })).not.toBeInTheDocument();
  });

  it('the company admin renames a General file ("File Name is required" first)', async () => {
    const calls = answerFileCalls([fileRow(1, { fileName: 'Insurance.pdf' })]);
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Rename Insurance.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: /Rename/ });
    const name = within(dialog).getByRole('textbox', { name: /File Name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('File Name is required')).toBeInTheDocument();
    await user.type(name, 'Insurance 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File renamed')).toBeInTheDocument();
    expect(calls.renames).toEqual([{ fileId: 'file-1', newName: 'Insurance 2027' }]);
  });

  it('the company admin deletes an Essential file after "Are you sure you want to delete this file?"', async () => {
    const calls = answerFileCalls([fileRow(5, { fileName: 'Safety Program.pdf', uploadedArea: 'ESSENTIAL' })]);
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('tab', { name: 'Essential' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Safety Program.pdf' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this file?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
    expect(calls.deletes).toEqual([{ fileId: 'file-5' }]);
  });

  it("shows the server's refusal to rename a file a submitted prequalification keeps", async () => {
    const message = 'This file belongs to a submitted prequalification and is kept as it was; upload a new version instead.';
    answerFileCalls([fileRow(5, { fileName: 'Safety Program.pdf', uploadedArea: 'ESSENTIAL' })], { renameError: { message } });
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('tab', { name: 'Essential' }));
    await user.click(await screen.findByRole('button', { name: 'Rename Safety Program.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: /Rename/ });
    await user.type(within(dialog).getByRole('textbox', { name: /File Name/ }), ' v2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it("the Insurance tab: the company admin adds and edits its certificates' policies", async () => {
    answerFileCalls([]);
    answerInsuranceCalls({ policies: [insurancePolicy({ vendorId: 'v-1' })], compliance: compliance({ vendorId: 'v-1' }) });
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_ADMIN' });
    await user.click(await screen.findByRole('tab', { name: 'Insurance' }));
    const result = await screen.findByRole('group', { name: 'Insurance compliance' });
    expect(result).toHaveTextContent('General liability each occurrence $500,000 is below the required $1,000,000');
    expect(screen.getByRole('button', { name: 'Add policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit policy GL-100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy' });
    expect(within(dialog).getByLabelText(/^Carrier/)).toHaveValue('Acme Mutual');
  });

  it('a company user reads the Insurance tab without edit controls', async () => {
    answerFileCalls([]);
    answerInsuranceCalls({ policies: [insurancePolicy({ vendorId: 'v-1' })], compliance: compliance({ vendorId: 'v-1' }) });
    const { user } = renderApp('/vendor/file-manager', { role: 'VENDOR_USER' });
    await user.click(await screen.findByRole('tab', { name: 'Insurance' }));
    expect(await screen.findByRole('table', { name: 'Insurance policies' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit policy/ })).toBeNull();
  });
});
