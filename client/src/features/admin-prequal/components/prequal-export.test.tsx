import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';
import { answerPrequalCalls, pendingUser, registrationRow } from '../testing/prequal-handlers';
import { answerReviewCalls, prequalRow } from '../testing/review-handlers';

/** Export CSV on the prequalification tabs: the whole tab with its search, filter and sort (GET /vendor/prequal-forms/export.csv). */
describe('Export CSV of a prequalification tab', () => {
  const exports: { url: URL; session: string | null }[] = [];
  const saved: string[] = [];
  beforeEach(() => {
    exports.length = 0;
    saved.length = 0;
    server.use(
      http.get('*/api/v1/vendor/prequal-forms/export.csv', ({ request }) => {
        exports.push({ url: new URL(request.url), session: sessionSent(request) });
        return new HttpResponse('\uFEFFCompany Name\r\nAcme Concrete\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename=prequalification-completed-2026-11-23.csv' },
        });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the tab's status, filter, search and sort, with the token in the header", async () => {
    answerPrequalCalls();
    const calls = answerReviewCalls({ rows: { COMPLETED: [prequalRow({ prequalStatus: 'COMPLETED', finalStatus: 'FINAL_APPROVED' })] } });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', state: { tab: 7 } });
    // The lazy route's first load can be slow on a busy machine.
    await screen.findByText('Acme Concrete');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by final status' }), 'Approved');
    await user.click(screen.getByRole('button', { name: /Expiration Date/ }));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sortField: 'expiresAt', sortOrder: 'DESC' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['prequalification-completed-2026-11-23.csv']));
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({
      status: 'COMPLETED',
      finalApprovalStatus: 'FINAL_APPROVED',
      sortField: 'expiresAt',
      sortOrder: 'DESC',
    });
    expect(exports[0]!.session).toMatch(/^cookie/);
  });

  it.each([
    ['Registration in progress', 0, 'DRAFT'],
    ['Registrations Waiting on Approval', 1, 'SUBMITTED'],
  ] as const)('the %s tab exports its registrations (GET /vendors/export.csv) with its status and search', async (label, tab, status) => {
    server.use(
      http.get('*/api/v1/vendors/export.csv', ({ request }) => {
        exports.push({ url: new URL(request.url), session: sessionSent(request) });
        return new HttpResponse('Company Name\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=registrations.csv' } });
      }),
    );
    const row = registrationRow({ vendorId: 'v-200', companyName: 'Beta Steel' });
    const calls = answerPrequalCalls(status === 'DRAFT' ? { drafts: [row] } : { submitted: [row] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', state: { tab } });
    await screen.findByRole('table', { name: label });
    await user.type(screen.getByRole('searchbox'), 'beta');
    // The search reaches the tab after the search box's pause.
    await waitFor(() => expect(calls.registrations.at(-1)).toMatchObject({ status, search: 'beta' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['registrations.csv']));
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ status, search: 'beta' });
    expect(exports[0]!.session).toMatch(/^cookie/);
  });

  it('the Account Creation tab exports the users awaiting approval (GET /users/export.csv) with its search', async () => {
    server.use(
      http.get('*/api/v1/users/export.csv', ({ request }) => {
        exports.push({ url: new URL(request.url), session: sessionSent(request) });
        return new HttpResponse('Full Name\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename=users.csv' } });
      }),
    );
    const calls = answerPrequalCalls({ pending: [pendingUser()] });
    const { user } = renderApp('/admin/prequalification', { role: 'PREQUAL_VIEWER', state: { tab: 2 } });
    await screen.findByRole('table', { name: 'Account Creation' });
    await user.type(screen.getByRole('searchbox'), 'ann');
    await waitFor(() => expect(calls.pendingAccounts.at(-1)).toMatchObject({ search: 'ann' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['users.csv']));
    expect(Object.fromEntries(exports[0]!.url.searchParams)).toEqual({ registrationStatus: 'PENDING', search: 'ann' });
  });
});
