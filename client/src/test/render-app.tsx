import type { Role } from '@portal/common/auth/roles';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { createPortalClient } from '../api/create-portal-client';
import { setSessionCookie } from './session-cookie';
import { App } from '../app/app';
import { routes } from '../app/routes';
import { makeSession } from './make-session';

interface RenderAppOptions {
  /** Signed in with this role's test user; anonymous when absent. */
  role?: Role;
  state?: unknown;
}

/** What each test rendered, so its requests can be stopped before the next test starts. */
const rendered: { stop(): void }[] = [];

/**
 * Stops the rendered apps' Apollo clients (in-flight requests are cancelled) and routers. Without it a
 * request still running when a test ends could fail later, after the handlers were reset, and open the
 * global Alert in the next test.
 */
export function stopRenderedApps(): void {
  for (const app of rendered.splice(0)) app.stop();
}

/** The whole app (providers, lazy routes, guards) at one address, as a user would open it. */
export function renderApp(path: string, { role, state }: RenderAppOptions = {}) {
  if (role) setSessionCookie(makeSession(role));
  const router = createMemoryRouter(routes, { initialEntries: [{ ...toLocation(path), state }] });
  const client = createPortalClient(router);
  rendered.push({
    stop: () => {
      client.stop();
      router.dispose();
    },
  });
  const user = userEvent.setup();
  const view = render(<App router={router} client={client} />);
  return { ...view, router, client, user };
}

function toLocation(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
