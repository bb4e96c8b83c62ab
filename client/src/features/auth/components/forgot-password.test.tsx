import { MESSAGES } from '@portal/common/errors';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf } from '../../../test/field-error';

async function openForgotPassword() {
  const app = renderApp('/prequalification');
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  await app.user.click(await screen.findByRole('button', { name: 'Forgot Password?' }));
  await screen.findByRole('heading', { name: 'Forgot Password' });
  return app;
}

describe('ForgotPassword', () => {
  it('validates the email before sending', async () => {
    const { user } = await openForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/Email/))).toBe('Required'));
  });

  it('shows the instructions-sent message after submitting', async () => {
    const seen: unknown[] = [];
    server.use(
      graphql.mutation('ForgotPassword', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { forgotPassword: { success: true, message: 'Password reset instructions sent.' } },
        });
      }),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'nobody@nowhere.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(MESSAGES.forgotPasswordSent)).toBeInTheDocument();
    expect(seen).toEqual([{ email: 'nobody@nowhere.test' }]);

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows the per-connection limit's message and keeps the form", async () => {
    const message = 'Too many password reset requests from this connection. Please try again later.';
    server.use(
      graphql.mutation('ForgotPassword', () => HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] }, { status: 429 })),
    );
    const { user } = await openForgotPassword();
    await user.type(screen.getByLabelText(/Email/), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.forgotPasswordSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
