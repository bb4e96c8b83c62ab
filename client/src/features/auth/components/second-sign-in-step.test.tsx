import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSession } from '../../../test/make-session';
import { receiveSessionCookies } from '../../../test/session-cookie';
import { server } from '../../../test/msw-server';
import { preloadScreens, roleHomeScreens } from '../../../test/preload-screens';
import { renderApp } from '../../../test/render-app';

preloadScreens(
  () => import('../../../api/apollo-root'),
  () => import('../../../auth/session-details'),
  () => import('./home'),
  () => import('./vendor-login'),
  () => import('./second-sign-in-step'),
  () => import('./login-failed-dialog'),
  ...roleHomeScreens,
);

afterEach(() => window.history.replaceState(null, '', '/'));

const pendingLogin = (enrol = false) =>
  graphql.mutation('Login', () =>
    HttpResponse.json({
      data: { login: { accessToken: null, user: null, mfaRequired: !enrol, mfaEnrolmentRequired: enrol, mfaToken: 'pending-1' } },
    }),
  );

async function signInWithPassword() {
  const app = renderApp('/prequalification');
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  await app.user.type(await screen.findByLabelText(/Email/), 'reviewer@builder.test');
  await app.user.type(screen.getByLabelText(/Password/), 'Pass#2026');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
}

describe('signing in with a second factor', () => {
  it('asks for the code after the password and signs in with it', async () => {
    const sent: unknown[] = [];
    server.use(
      pendingLogin(),
      graphql.mutation('LoginMfa', ({ variables }) => {
        sent.push(variables);
        receiveSessionCookies(makeSession('PREQUAL_REVIEWER'));
        return HttpResponse.json({ data: { loginMfa: { accessToken: 'the.session.token' } } });
      }),
    );
    const { user } = await signInWithPassword();
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    expect(screen.getByText(MFA_MESSAGES.codeRequired)).toBeVisible();
    await user.type(screen.getByLabelText(/Authentication code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Signed in: the staff home replaces the sign-in screens.
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sent).toEqual([{ mfaToken: 'pending-1', code: '123456' }]);
  });

  it('shows a refused code beside the field and stays on the step', async () => {
    server.use(
      pendingLogin(),
      graphql.mutation('LoginMfa', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: MFA_MESSAGES.codeInvalid, extensions: { code: 'BAD_USER_INPUT', fieldErrors: { code: MFA_MESSAGES.codeInvalid } } }],
        }),
      ),
    );
    const { user } = await signInWithPassword();
    await user.type(await screen.findByLabelText(/Authentication code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MFA_MESSAGES.codeInvalid)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  });

  it('lands from single sign-on on the login with the refusal explained', async () => {
    window.history.replaceState(null, '', '/prequalification#sso_error=refused');
    renderApp('/prequalification#sso_error=refused');
    expect(await screen.findByText(MFA_MESSAGES.ssoRefused)).toBeVisible();
  });
});
