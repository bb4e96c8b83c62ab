import { MESSAGES } from '@portal/common/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '../../../test/handlers';
import { getSession } from '../../../api/session';
import { makeSession } from '../../../test/make-session';
import { receiveSessionCookies } from '../../../test/session-cookie';
import { server } from '../../../test/msw-server';
import { preloadScreens, roleHomeScreens } from '../../../test/preload-screens';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf } from '../../../test/field-error';

preloadScreens(
  () => import('../../../api/apollo-root'),
  () => import('../../../auth/session-details'),
  () => import('./home'),
  () => import('./vendor-login'),
  () => import('./login-failed-dialog'),
  ...roleHomeScreens,
);

async function openLogin(path = '/prequalification') {
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: 'Login' });
  return app;
}

/** Answers Login for the role, setting its session's cookies as the server does; returns the readable session. */
function answerLoginWith(role: 'VENDOR_USER' | 'SYSTEM_ADMIN', seen: unknown[] = []): string {
  const session = makeSession(role);
  server.use(
    graphql.mutation('Login', ({ variables }) => {
      seen.push(variables);
      receiveSessionCookies(session);
      return HttpResponse.json({
        data: {
          login: { accessToken: 'the.session.token', user: { __typename: 'User', userId: `u-${role}`, role } },
        },
      });
    }),
  );
  return session;
}

describe('VendorLogin', () => {
  it('asks for the email and password with the specification\'s default message "Required"', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText(/Email/))).toBe('Required'));
    expect(fieldErrorOf(screen.getByLabelText(/Password/))).toBe('Required');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejects an email that is not an address', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
  });

  it('explains a failed login in a modal with the reason, Contact Us and Cancel', async () => {
    server.use(
      graphql.mutation('Login', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: MESSAGES.accountNotApproved, extensions: { code: 'ACCOUNT_NOT_APPROVED' } }],
        }),
      ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'vic@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Sorry! Login failed. Click cancel to re-login or reach out to the team.')).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.accountNotApproved)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    expect(getSession()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the session and takes a vendor to /vendor/overview', async () => {
    const seen: unknown[] = [];
    const session = answerLoginWith('VENDOR_USER', seen);
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'Vic@Acme.test');
    await user.type(screen.getByLabelText(/Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Welcome and thanks for joining as a partner' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/overview');
    expect(getSession()).toBe(session);
    expect(seen).toEqual([{ email: 'vic@acme.test', password: 'correct-horse' }]);
  });

  it('takes an internal user to /admin/dashboard', async () => {
    answerLoginWith('SYSTEM_ADMIN');
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText(/Email/), 'sam@builder.test');
    await user.type(screen.getByLabelText(/Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(getSession()).toBeTruthy();
  });

  it('returns to the page a visitor wanted when the role may open it', async () => {
    answerLoginWith('VENDOR_USER');
    const { user, router } = renderApp('/vendor/profile');
    // The guard brought the visitor straight to the login form.
    await user.type(await screen.findByLabelText(/Email/), 'vic@acme.test');
    await user.type(screen.getByLabelText(/Password/), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor/profile');
  });
});
