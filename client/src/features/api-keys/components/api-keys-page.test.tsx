import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { cells } from '../../../test/table-cells';
import { answerApiKeyCalls, apiKey, COMPANY } from '../testing/api-keys-handlers';
import { SECRET_WARNING } from './secret-dialog';

const PATH = '/admin/api-keys';

// jsdom has no PointerEvent; Zag's checkbox builds one when its input loses the focus.
const hadPointerEvent = 'PointerEvent' in window;
beforeAll(() => {
  if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: class extends MouseEvent {} });
});
afterAll(() => {
  if (!hadPointerEvent) delete (window as { PointerEvent?: unknown }).PointerEvent;
});
// The lazy route's first load can be slow on a busy machine.
const table = () => screen.findByRole('table', { name: 'API keys' }, { timeout: 30_000 });

describe('API Keys', () => {
  it('lists the keys: name, prefix, permissions, company, expiry, last use, creator and status', async () => {
    answerApiKeyCalls([
      apiKey(1, { name: 'CRM sync', lastUsedAt: '2026-11-27T14:00:00.000Z' }),
      apiKey(2, { name: 'Vendor ERP', vendorId: COMPANY.vendorId, companyName: COMPANY.companyName, permissions: ['projects.read'], status: 'REVOKED' }),
    ]);
    renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    expect(screen.getByRole('heading', { level: 1, name: 'API Keys' })).toBeInTheDocument();
    await waitFor(() => expect(cells(t)).toHaveLength(2));
    expect(cells(t)).toEqual([
      [
        'CRM sync',
        'pqk_000000000001…',
        'companies.list, companies.update',
        'All (staff key)',
        'Feb 28, 2027',
        'Nov 27, 2026, 9:00 AM',
        'Sam Carter, Nov 20, 2026',
        'Active',
        'RotateRevoke',
      ],
      ['Vendor ERP', 'pqk_000000000002…', 'projects.read', 'Acme Paving LLC', 'Feb 28, 2027', 'Never', 'Sam Carter, Nov 20, 2026', 'Revoked', ''],
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'API Keys' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when there are no keys yet', async () => {
    answerApiKeyCalls([]);
    renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    expect(await screen.findByText('No API keys yet', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'API keys' })).not.toBeInTheDocument();
  });

  it('refuses a key without a name or a permission in the dialog, sending nothing', async () => {
    const calls = answerApiKeyCalls([]);
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one permission')).toBeInTheDocument();
    expect(calls.creates).toEqual([]);
  });

  it('creates a key for one company with the permissions ticked, and shows its secret once with Copy', async () => {
    const calls = answerApiKeyCalls([]);
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Vendor ERP');
    // A staff-only permission is offered for a staff key, not for a company's key.
    expect(within(dialog).getByLabelText('companies.list')).toBeInTheDocument();
    const company = within(dialog).getByLabelText(/^Company/);
    await waitFor(() => expect(within(company).getByText(COMPANY.companyName)).toBeInTheDocument());
    await user.selectOptions(company, COMPANY.vendorId);
    expect(within(dialog).queryByLabelText('companies.list')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('projects.read'));
    await user.click(within(dialog).getByText('Create key'));

    const shown = await screen.findByRole('alertdialog', { name: 'API key "Vendor ERP" created' });
    expect(within(shown).getByText(SECRET_WARNING)).toBeInTheDocument();
    expect(within(shown).getByLabelText('API key')).toHaveValue('pqk_000000000001_NEWSECRET');
    await user.click(within(shown).getByText('Copy'));
    expect(await navigator.clipboard.readText()).toBe('pqk_000000000001_NEWSECRET');
    expect(within(shown).getByText('Copied')).toBeInTheDocument();
    expect(calls.creates).toEqual([
      { name: 'Vendor ERP', permissions: ['projects.read'], vendorId: COMPANY.vendorId, expiresAt: expect.stringMatching(/T23:59:59\.000Z$/), requestsPerMinute: 600 },
    ]);

    await user.click(within(shown).getByText('Done'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const t = await table();
    await waitFor(() => expect(cells(t)[0]?.[0]).toBe('Vendor ERP'));
    expect(screen.queryByDisplayValue('pqk_000000000001_NEWSECRET')).not.toBeInTheDocument();
  });

  it('rotates with a grace period after confirmation and shows the new secret', async () => {
    const calls = answerApiKeyCalls([apiKey(1, { name: 'CRM sync' })]);
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    await user.click(await within(t).findByRole('button', { name: 'Rotate CRM sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate "CRM sync"?' });
    const grace = within(dialog).getByRole('spinbutton', { name: /Grace period/ });
    expect(grace).toHaveValue(24);
    await user.clear(grace);
    await user.type(grace, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    const shown = await screen.findByRole('alertdialog', { name: 'API key "CRM sync" rotated' });
    expect(within(shown).getByRole('textbox', { name: 'API key' })).toHaveValue('pqk_000000000001_ROTATED');
    expect(calls.rotations).toEqual([{ apiKeyId: apiKey(1).apiKeyId, graceHours: 2 }]);
  });

  it('revokes after a confirmation that Cancel leaves alone', async () => {
    const calls = answerApiKeyCalls([apiKey(1, { name: 'CRM sync' })]);
    const { user } = renderApp(PATH, { role: 'SYSTEM_ADMIN' });
    const t = await table();
    const revoke = await within(t).findByRole('button', { name: 'Revoke CRM sync' });
    await user.click(revoke);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke this API key?' })).getByRole('button', { name: 'Cancel' }));
    expect(calls.revocations).toEqual([]);
    await user.click(revoke);
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Revoke this API key?' })).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The API key was revoked')).toBeInTheDocument();
    expect(calls.revocations).toEqual([{ apiKeyId: apiKey(1).apiKeyId }]);
    await waitFor(() => expect(cells(t)[0]?.[7]).toBe('Revoked'));
    expect(within(t).queryByRole('button', { name: 'Revoke CRM sync' })).not.toBeInTheDocument();
  });
});

describe('API Keys for the other roles', () => {
  it.each(['PREQUAL_ADMIN', 'PREQUAL_VIEWER'] as const)('sends %s home and shows no sidebar item', async (role) => {
    answerApiKeyCalls();
    server.use(graphql.query('Dashboard', () => HttpResponse.json({ errors: [{ message: 'not here', extensions: { code: 'FORBIDDEN' } }], data: null })));
    const { router } = renderApp(PATH, { role });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(screen.queryByRole('link', { name: 'API Keys' })).not.toBeInTheDocument();
  });
});
