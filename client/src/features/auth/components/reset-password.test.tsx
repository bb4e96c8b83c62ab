import { MESSAGES } from '@portal/common/errors';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

async function openReset(token = 'reset-token-123') {
  const app = renderApp(`/prequalification?token=${token}`);
  await screen.findByRole('heading', { name: 'Reset Password' });
  return app;
}

describe('ResetPassword', () => {
  it('says when the passwords do not match', async () => {
    const { user } = await openReset();
    await user.type(screen.getByLabelText(/^New Password/), 'new-password-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('asks for 8 to 20 characters', async () => {
    const { user } = await openReset();
    await user.type(screen.getByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it('resets with the token from the address and offers the way to log in', async () => {
    const seen: unknown[] = [];
    server.use(
      graphql.mutation('ResetPassword', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { resetPassword: { success: true, message: MESSAGES.resetDone } } });
      }),
    );
    const { user, router } = await openReset('tok-from-mail');
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password has been successfully reset. Please login with the new password.')).toBeInTheDocument();
    expect(seen).toEqual([{ token: 'tok-from-mail', newPassword: 'brand-new-pass' }]);

    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's message for a used or expired link", async () => {
    server.use(
      graphql.mutation('ResetPassword', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: MESSAGES.resetTokenInvalid, extensions: { code: 'INVALID_RESET_TOKEN' } }],
        }),
      ),
    );
    const { user } = await openReset();
    await user.type(screen.getByLabelText(/^New Password/), 'brand-new-pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeInTheDocument();
    // Shown on the screen, not in the global Alert modal.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
