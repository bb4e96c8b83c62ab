import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf } from '../../../test/field-error';

/** Sign-up for the account of an invitation link (stored by Home from ?accountId=). */
async function openSignUp(accountId = 'acc-7') {
  localStorage.setItem('accountId', accountId);
  const app = renderApp('/prequalification');
  await app.user.click(await screen.findByRole('button', { name: 'Begin Prequalification / Create an account' }));
  await screen.findByRole('heading', { name: 'Create an account' });
  return app;
}

async function fill(user: Awaited<ReturnType<typeof openSignUp>>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const VALID = {
  Name: 'Nina New',
  Email: 'Nina@Acme.test',
  Password: 'long-enough-1',
  'Confirm Password': 'long-enough-1',
  Phone: '555-010-2000',
};

describe('VendorSignUp', () => {
  it('validates name, email, password, confirmation and phone', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    // The specification's default message for each required field.
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/^Name/))).toBe('Required'));
    for (const label of [/^Email/, /^Password/, /^Phone/]) expect(fieldErrorOf(screen.getByLabelText(label))).toBe('Required');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();

    await fill(user, { Name: 'Nina', Email: 'nina@acme.test', Password: 'short', 'Confirm Password': 'other', Phone: '5550102000' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be in the format NNN-NNN-NNNN')).toBeInTheDocument();
  });

  it('sends the sign-up for the account and shows the success message', async () => {
    const seen: unknown[] = [];
    server.use(
      graphql.mutation('SignUp', ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { signUp: { success: true, message: 'Request has been sent, please wait for Approval' } },
        });
      }),
    );
    const { user } = await openSignUp('acc-7');
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Request has been sent, please wait for Approval')).toBeInTheDocument();
    expect(seen).toEqual([
      {
        accountNumber: 'acc-7',
        input: { name: 'Nina New', email: 'nina@acme.test', password: 'long-enough-1', phone: '555-010-2000' },
      },
    ]);
  });

  // The server no longer answers "This email is already registered.": an address that has an account gets the
  // same success as a new one (its owner is mailed), so the screen shows the normal success for it too.
  it('shows the normal success for an address that already has an account, as the server answers', async () => {
    server.use(
      graphql.mutation('SignUp', () => HttpResponse.json({ data: { signUp: { success: true, message: 'Request has been sent, please wait for Approval' } } })),
    );
    const { user } = await openSignUp();
    await fill(user, { ...VALID, Email: 'vendor.admin@example.com' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Request has been sent, please wait for Approval');
    expect(screen.queryByText('This email is already registered.')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('puts a server field error on its field', async () => {
    server.use(
      graphql.mutation('SignUp', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'Invalid input',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Email is not valid' } },
            },
          ],
        }),
      ),
    );
    const { user } = await openSignUp();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the per-connection limit's message in the Alert modal", async () => {
    server.use(
      graphql.mutation('SignUp', () =>
        HttpResponse.json(
          {
            data: null,
            errors: [
              {
                message: 'Too many sign-up requests from this connection. Please try again later.',
                extensions: { code: 'TOO_MANY_REQUESTS' },
              },
            ],
          },
          { status: 429, headers: { 'Retry-After': '3600' } },
        ),
      ),
    );
    const { user } = await openSignUp();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Too many sign-up requests from this connection. Please try again later.')).toBeInTheDocument();
  });

  it('shows other server errors in the Alert modal', async () => {
    server.use(
      graphql.mutation('SignUp', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'This account cannot accept sign-ups.', extensions: { code: 'NOT_FOUND' } }],
        }),
      ),
    );
    const { user } = await openSignUp();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This account cannot accept sign-ups.')).toBeInTheDocument();
  });
});
