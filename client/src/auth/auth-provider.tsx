import { lazy, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ClientSourceContext } from '../api/client-source';
import { clearSession, decodeClaims, getSession, subscribeSession } from '../api/session';
import { WithApollo } from '../api/with-apollo';
import type { MeQuery } from '../gql/graphql';
import { AuthContext, type AuthState, type CurrentUser } from './auth-context';

export type Me = MeQuery['me'];

// Apollo loads only with a session: an anonymous visitor's sign-in page needs none of it.
const SessionDetails = lazy(() => import('./session-details'));

/**
 * Session state for the whole app. The token's claims answer at once (routing needs the role
 * before any request); `me` then refreshes name, email, company and last login.
 * Rendered inside the router so that logout can navigate.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The same read for a server render: the build renders the landing pages in Node (app/first-screen-styles.tsx).
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const claims = useMemo(() => decodeClaims(session), [session]);
  const clientLoader = useContext(ClientSourceContext);
  const navigate = useNavigate();
  const [me, setMe] = useState<Me | null>(null);

  // A cookie that cannot be read as a session (expired, malformed) is only in the way.
  useEffect(() => {
    if (session && !claims) clearSession();
  }, [session, claims]);

  const logout = useCallback(async () => {
    if (clientLoader) {
      const [client, { LOGOUT_MUTATION }] = await Promise.all([clientLoader.load(), import('./api/log-out')]);
      try {
        await client.mutate({ mutation: LOGOUT_MUTATION, context: { skipGlobalError: true } });
      } catch {
        // The local session ends regardless of what the server says.
      }
      clearSession();
      await client.clearStore();
    } else {
      clearSession();
    }
    await navigate('/prequalification', { replace: true });
  }, [clientLoader, navigate]);

  const value = useMemo<AuthState>(() => {
    if (!claims) return { user: null, role: null, isLoggedIn: false, logout };
    const known = me?.userId === claims.userId ? me : undefined;
    const user: CurrentUser = {
      userId: claims.userId,
      role: claims.role,
      name: known?.name ?? claims.name,
      email: known?.email ?? claims.email,
      phone: known?.phone ?? claims.phone,
      vendorId: known?.vendorId ?? claims.vendorId,
      accountId: known?.accountId ?? claims.accountId,
      profilePic: known?.profilePic ?? claims.profile_pic,
      companyName: known?.companyName ?? null,
      lastLogin: known?.lastLogin ?? null,
    };
    return { user, role: claims.role, isLoggedIn: true, logout };
  }, [claims, me, logout]);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {claims && (
        // Beside the screens, never around them: loading `me` must not hold a page back.
        <WithApollo fallback={null}>
          <SessionDetails onMe={setMe} />
        </WithApollo>
      )}
    </AuthContext.Provider>
  );
}
