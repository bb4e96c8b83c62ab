import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { sessionSent } from '../../../test/session-cookie';
import { renderApp } from '../../../test/render-app';
import { answerUsersCalls } from '../testing/users-handlers';

/** Export CSV of the users lists: the tab (or the company's users) with its search (GET /users/harkins/export.csv, GET /users/export.csv). */
describe('Export CSV of the users lists', () => {
  const exports: { path: string; params: Record<string, string>; session: string | null }[] = [];
  const saved: string[] = [];
  beforeEach(() => {
    exports.length = 0;
    saved.length = 0;
    const answer = (name: string) => (info: { request: Request }) => {
      const url = new URL(info.request.url);
      exports.push({ path: url.pathname, params: Object.fromEntries(url.searchParams), session: sessionSent(info.request) });
      return new HttpResponse('\uFEFFFull Name\r\nIvy Internal\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename=${name}-2026-11-23.csv` },
      });
    };
    server.use(http.get('*/api/v1/users/harkins/export.csv', answer('internal-users')), http.get('*/api/v1/users/export.csv', answer('users')));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('exports the Internal tab with its search, then the Vendor tab, the token in the header', async () => {
    const calls = answerUsersCalls();
    const { user } = renderApp('/admin/users', { role: 'PREQUAL_VIEWER' });
    await within(await screen.findByRole('table', { name: 'Internal users' })).findByText('Ivy Internal');
    await user.type(screen.getByRole('searchbox', { name: 'Search internal users' }), 'ivy');
    await waitFor(() => expect(calls.internal.at(-1)).toMatchObject({ search: 'ivy' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['internal-users-2026-11-23.csv']));
    expect(exports[0]).toMatchObject({ path: '/api/v1/users/harkins/export.csv', params: { search: 'ivy' } });
    expect(exports[0]!.session).toMatch(/^cookie/);

    await user.click(screen.getByRole('tab', { name: 'Vendor' }));
    await within(await screen.findByRole('table', { name: 'Vendor users' })).findByText('Bo Builder');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['internal-users-2026-11-23.csv', 'users-2026-11-23.csv']));
    expect(exports[1]).toMatchObject({ path: '/api/v1/users/export.csv', params: {} });
  });

  it("exports a company's users by its id on /vendor/users", async () => {
    answerUsersCalls();
    const { user } = renderApp('/vendor/users', { role: 'VENDOR_ADMIN' });
    await within(await screen.findByRole('table', { name: 'Company users' })).findByText('Bo Builder');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['users-2026-11-23.csv']));
    expect(exports[0]).toMatchObject({ path: '/api/v1/users/export.csv', params: { vendorId: 'v-1' } });
  });
});
