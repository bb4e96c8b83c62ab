import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { DashboardDocument, MeDocument, VendorOverviewDocument } from '../gql/graphql';
import { earlyAnswerLink, noteEarlyAnswers, writeEarlyAnswers } from './early-answers';
import { errorMessageOf, isSessionError } from './error-details';
import { clearSession, csrfHeaders, getSession } from './session';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Set by operations that show their own errors (login, password reset, forms with field errors). */
    skipGlobalError?: boolean;
    /** The session (its readable claims cookie) the operation was sent with; null when anonymous. */
    session?: string | null;
  }
}

/** The queries index.html's session script may send first (vite-session-preload.ts), by operation name. */
const EARLY_DOCUMENTS = { Me: MeDocument, VendorOverview: VendorOverviewDocument, Dashboard: DashboardDocument };

// Evaluated at the start of a signed-in visit (main.tsx asks for the client's modules then): from here on, each
// early answer is noted as it arrives, so the client, made after the boot, can take those already in.
noteEarlyAnswers();

export interface ApolloClientOptions {
  /** Called after the session has been forgotten and the cache cleared; sends the browser to /prequalification. */
  onSessionEnded: () => void;
  /** Shows a server or network error to the user (the global Alert modal). */
  onError: (message: string) => void;
}

export function createApolloClient({ onSessionEnded, onError }: ApolloClientOptions): ApolloClient {
  // The session travels in its HttpOnly cookie, which the browser sends itself; the client adds the CSRF token
  // the server asks of a cookie-authenticated request, and notes which session (its claims, no secret) it was.
  const authLink = new SetContextLink((prevContext) => ({
    session: getSession(),
    headers: {
      ...prevContext.headers,
      // Apollo Server's CSRF prevention accepts requests carrying this header.
      'apollo-require-preflight': 'true',
      ...csrfHeaders(),
    },
  }));

  const errorLink = new ErrorLink(({ error, operation }) => {
    // Only a request that carried a session can end one; an anonymous visitor's refusal (a draft's spent
    // link, say) is that operation's own error and is shown like any other.
    const sentSession = Boolean(operation.getContext().session);
    if (sentSession && isSessionError(error)) {
      clearSession();
      // Clear after the failing operation has settled, so its own promise is not cut short.
      setTimeout(() => void client.clearStore(), 0);
      onSessionEnded();
      return;
    }
    if (operation.getContext().skipGlobalError) return;
    onError(errorMessageOf(error));
  });

  // Sends a GraphQL multipart request when the variables hold a File (registration uploads), else plain JSON.
  const httpLink = new UploadHttpLink({
    // Absolute so that the same link works in the browser and under test (jsdom + msw).
    uri: new URL('/graphql', window.location.href).href,
    credentials: 'same-origin',
  });

  const client = new ApolloClient({
    // The first screen's queries may already be answered: index.html's session script sent them at once.
    link: ApolloLink.from([errorLink, authLink, earlyAnswerLink(), httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        User: { keyFields: ['userId'] },
        // A registration saved or submitted updates the one the form and the admin lists show.
        VendorRegistration: { keyFields: ['vendorId'] },
        UploadedFile: { keyFields: ['fileId'] },
        // A decision, priority or limit changed in a dialog updates its row in every prequalification tab.
        PrequalListItem: { keyFields: ['prequalId'] },
        // Singletons without an id: keep one copy instead of a warning on every write.
        PortalConfig: { keyFields: [] },
      },
    }),
  });
  // The first screen's answers that are already in: in the cache before it renders, so it draws them at once.
  noteEarlyAnswers();
  writeEarlyAnswers(client.cache, EARLY_DOCUMENTS, getSession());
  return client;
}
