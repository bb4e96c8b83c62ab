import type { DataRouter } from 'react-router';
import type { WantedPathState } from '../auth/post-login-path';
import { showAlert } from './alert-store';
import { createApolloClient } from './apollo-client';

/** The Apollo Client wired to the app: session end goes through the router, errors to the Alert modal. */
export function createPortalClient(router: DataRouter) {
  return createApolloClient({
    onSessionEnded: () => {
      const { pathname, search } = router.state.location;
      // Remember the page, so logging in again returns to it when the role may open it.
      const state: WantedPathState = { from: pathname + search };
      void router.navigate('/prequalification', { replace: true, state });
    },
    onError: (message) => showAlert(message),
  });
}
