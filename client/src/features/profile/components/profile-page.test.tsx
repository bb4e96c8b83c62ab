import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../../api/session';
import { userPayload } from '../../../test/handlers';
import { makeSession } from '../../../test/make-session';
import { receiveSessionCookies } from '../../../test/session-cookie';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf } from '../../../test/field-error';

interface UpdateProfileVariables {
  id: string;
  input: Record<string, unknown>;
}

/**
 * Records each UpdateProfile request and answers with the vendor admin updated by it, and with
 * a fresh session (its cookies set, a token in the answer) when a new password was sent (the server renews
 * the session when users change their own).
 */
function recordUpdates(freshSession: string | null = null): UpdateProfileVariables[] {
  const seen: UpdateProfileVariables[] = [];
  server.use(
    graphql.mutation<Record<string, unknown>, UpdateProfileVariables>('UpdateProfile', ({ variables }) => {
      seen.push(variables);
      const { password, currentPassword: _currentPassword, ...changes } = variables.input;
      if (password && freshSession) receiveSessionCookies(freshSession);
      return HttpResponse.json({
        data: {
          updateProfile: {
            __typename: 'UpdateProfilePayload',
            user: { ...userPayload('VENDOR_ADMIN'), ...changes },
            accessToken: password && freshSession ? 'a.fresh.token' : null,
          },
        },
      });
    }),
  );
  return seen;
}

async function openProfileEditor(path = '/vendor/profile') {
  const app = renderApp(path, { role: 'VENDOR_ADMIN' });
  await screen.findByRole('heading', { name: 'Profile' });
  await app.user.click(await screen.findByRole('button', { name: 'Edit' }));
  await screen.findByRole('form', { name: 'Edit profile' });
  return app;
}

describe('Profile', () => {
  it('shows the profile read-only first, with the last login as a New York date', async () => {
    renderApp('/vendor/profile', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Acme Concrete')).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('555-123-4567')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps email, company name and last login read-only while editing', async () => {
    await openProfileEditor();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('vera@acme.test');
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last Login')).toHaveValue('Mar 4, 2025');
    expect(screen.queryByLabelText(/upload/i)).not.toBeInTheDocument();
  });

  it('validates name, phone and the password pair', async () => {
    const seen = recordUpdates();
    const { user } = await openProfileEditor();
    await user.clear(screen.getByLabelText(/^Full Name/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The name has the default message "Required"; the specification words the phone's own.
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/^Full Name/))).toBe('Required'));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('leaves an empty password out of the update and confirms with a toast', async () => {
    const seen = recordUpdates();
    const { user } = await openProfileEditor();
    const name = screen.getByLabelText(/^Full Name/);
    await user.clear(name);
    await user.type(name, 'Vera Q. Vendor');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(seen).toEqual([{ id: 'u-va', input: { name: 'Vera Q. Vendor', phone: '555-123-4567' } }]);
    expect(seen[0]?.input).not.toHaveProperty('password');
    // Back to the read-only view, and the header shows the new name from the cache.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Vera Q. Vendor')).toBeInTheDocument());
  });

  it('asks for the current password only once a new one is typed', async () => {
    const { user } = await openProfileEditor();
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'n');
    const current = screen.getByLabelText(/^Current Password/);
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(current).toBeRequired();
    await user.clear(screen.getByLabelText(/^Password/));
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
  });

  it('refuses a new password without the current one, before asking the server', async () => {
    const seen = recordUpdates();
    const { user } = await openProfileEditor();
    await user.type(screen.getByLabelText(/^Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enter your current password to set a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('sends the new password with the current one, and keeps the session with the one answered', async () => {
    const fresh = makeSession('VENDOR_ADMIN', { phone: '555-999-0000' });
    const before = getSession();
    const seen = recordUpdates(fresh);
    const { user } = await openProfileEditor('/vendor/profile');
    await user.type(screen.getByLabelText(/^Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Current Password/), 'old-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Your password was changed and your other sessions were signed out.')).toBeInTheDocument();
    expect(seen[0]?.input).toEqual({ name: 'Vera Vendor', phone: '555-123-4567', password: 'new-secret-1', currentPassword: 'old-secret-1' });
    expect(fresh).not.toBe(before);
    expect(getSession()).toBe(fresh);
    // Still signed in, back on the read-only profile.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('keeps the stored session when no new password was set', async () => {
    recordUpdates(makeSession('VENDOR_ADMIN', { name: 'Not expected' }));
    const { user } = await openProfileEditor();
    const before = getSession();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(getSession()).toBe(before);
  });

  it('shows a wrong current password on its field, without the Alert', async () => {
    server.use(
      graphql.mutation('UpdateProfile', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Current password is incorrect.',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { currentPassword: 'Current password is incorrect.' } },
            },
          ],
        }),
      ),
    );
    const { user } = await openProfileEditor();
    const before = getSession();
    await user.type(screen.getByLabelText(/^Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.type(screen.getByLabelText(/^Current Password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Current Password/)).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Still editing, still the same session.
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
    expect(getSession()).toBe(before);
  });

  it("shows the server's field errors on their fields", async () => {
    server.use(
      graphql.mutation('UpdateProfile', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Validation failed',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { phone: 'Phone number must be in the format NNN-NNN-NNNN' } },
            },
          ],
        }),
      ),
    );
    const { user } = await openProfileEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Phone number must be in the format NNN-NNN-NNNN')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is the same screen for internal users at /admin/profile', async () => {
    renderApp('/admin/profile', { role: 'PREQUAL_VIEWER' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('val@builder.test', { selector: 'dd, dd *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
