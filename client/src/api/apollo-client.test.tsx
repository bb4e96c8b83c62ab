import { MESSAGES } from '@portal/common/errors';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { unauthenticated, userFromRequest } from '../test/handlers';
import { server } from '../test/msw-server';
import { preloadScreens } from '../test/preload-screens';
import { renderApp } from '../test/render-app';
import { sessionSent } from '../test/session-cookie';
import { getSession } from './session';

preloadScreens(
  () => import('./apollo-root'),
  () => import('../auth/session-details'),
  () => import('../app/layouts/vendor-layout'),
  () => import('../features/profile/components/profile-page'),
  () => import('../features/auth/components/home'),
  () => import('../features/auth/components/vendor-login'),
  () => import('../features/registration/components/vendor-registration-page'),
);

describe('Apollo Client links', () => {
  it('sends the session (its cookie and CSRF header) and the CSRF preflight header', async () => {
    const headers: Headers[] = [];
    const sessions: (string | null)[] = [];
    server.use(
      graphql.query('Profile', ({ request }) => {
        headers.push(request.headers);
        sessions.push(sessionSent(request));
        return HttpResponse.json({ data: { me: userFromRequest(request) } });
      }),
    );
    renderApp('/vendor/profile', { role: 'VENDOR_USER' });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    const [sent] = headers;
    expect(sessions[0]).toBe('cookie+csrf');
    // The token stays in its HttpOnly cookie: never a header a script wrote.
    expect(sent?.get('authorization')).toBeNull();
    expect(sent?.get('apollo-require-preflight')).toBe('true');
  });

  it('ends the session on UNAUTHENTICATED: session cookie removed, back to /prequalification', async () => {
    server.use(graphql.query('Profile', () => unauthenticated()));
    const { router } = renderApp('/vendor/profile', { role: 'VENDOR_USER' });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(getSession()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows an anonymous visitor's UNAUTHENTICATED as that operation's error, without ending a session", async () => {
    const refusal = 'This registration link is not valid any more. Ask for a new one from the registration screen.';
    server.use(graphql.query('RegistrationForm', () => HttpResponse.json({ data: null, errors: [{ message: refusal, extensions: { code: 'UNAUTHENTICATED' } }] })));
    const draftId = '6f1c7a2e-5b7d-4c1e-9a0b-2f3d4e5f6a7b';
    const { router } = renderApp(`/vendor-registration#draft=${draftId}&token=a-spent-secret`);

    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(within(alert).getByText(refusal)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendor-registration');
  });

  it('ends the session on INVALID_JWT too', async () => {
    server.use(graphql.query('Profile', () => HttpResponse.json({ data: null, errors: [{ message: MESSAGES.invalidJwt, extensions: { code: 'INVALID_JWT' } }] })));
    const { router } = renderApp('/admin/profile', { role: 'SYSTEM_ADMIN' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/prequalification'));
    expect(getSession()).toBeNull();
  });

  it('ends the session on an HTTP 401', async () => {
    server.use(graphql.query('Profile', () => new HttpResponse(null, { status: 401 })));
    const { router } = renderApp('/vendor/profile', { role: 'VENDOR_ADMIN' });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prequalification');
    expect(getSession()).toBeNull();
  });

  it('shows a network failure as "Something went wrong. Please try again."', async () => {
    server.use(
      graphql.query('Me', () => HttpResponse.error()),
      graphql.query('Profile', () => HttpResponse.error()),
    );
    const { user } = renderApp('/vendor/profile', { role: 'VENDOR_USER' });

    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(within(alert).getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // A network failure is not the end of the session; the screen offers to try again.
    expect(getSession()).toBeTruthy();
    expect(screen.getByText('The profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows other server errors in the Alert modal with the server's message", async () => {
    server.use(graphql.query('Profile', () => HttpResponse.json({ data: null, errors: [{ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } }] })));
    renderApp('/vendor/profile', { role: 'VENDOR_USER' });
    const alert = await screen.findByRole('alertdialog', { name: 'Alert' });
    expect(within(alert).getByText(MESSAGES.forbidden)).toBeInTheDocument();
  });
});
