import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { decodeClaims, getToken, removeToken, subscribeToken } from '../api/token';
import { ME_QUERY } from './api/get-me';
import { LOGOUT_MUTATION } from './api/log-out';
import { AuthContext, type AuthState, type CurrentUser } from './auth-context';

/**
 * Session state for the whole app. The token's claims answer at once (routing needs the role
 * before any request); `me` then refreshes name, email, company and last login.
 * Rendered inside the router so that logout can navigate.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeToken, getToken);
  const claims = useMemo(() => decodeClaims(token), [token]);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data } = useQuery(ME_QUERY, { skip: !claims });
  const [logoutOnServer] = useMutation(LOGOUT_MUTATION, { context: { skipGlobalError: true } });

  // A cookie that cannot be read as a session (expired, malformed) is only in the way.
  useEffect(() => {
    if (token && !claims) removeToken();
  }, [token, claims]);

  const logout = useCallback(async () => {
    try {
      await logoutOnServer();
    } catch {
      // The local session ends regardless of what the server says.
    }
    removeToken();
    await client.clearStore();
    await navigate('/prequalification', { replace: true });
  }, [client, logoutOnServer, navigate]);

  const value = useMemo<AuthState>(() => {
    if (!claims) return { user: null, role: null, isLoggedIn: false, logout };
    const me = data?.me.userId === claims.userId ? data.me : undefined;
    const user: CurrentUser = {
      userId: claims.userId,
      role: claims.role,
      name: me?.name ?? claims.name,
      email: me?.email ?? claims.email,
      phone: me?.phone ?? claims.phone,
      vendorId: me?.vendorId ?? claims.vendorId,
      accountId: me?.accountId ?? claims.accountId,
      profilePic: me?.profilePic ?? claims.profile_pic,
      companyName: me?.companyName ?? null,
      lastLogin: me?.lastLogin ?? null,
    };
    return { user, role: claims.role, isLoggedIn: true, logout };
  }, [claims, data, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
