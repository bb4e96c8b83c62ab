import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_CLAIMS_COOKIE_NAME } from '@portal/common/constants';
import { getSession, sessionChanged } from '../api/session';

/** The CSRF cookie a test session carries (a sign-in's answer sets one beside the claims). */
export const TEST_CSRF = 'test-csrf-token';

/** Signs a test in as a sign-in's answer would: the readable claims and CSRF cookies (the HttpOnly token is the server's). */
export function setSessionCookie(session: string): void {
  document.cookie = `${SESSION_CLAIMS_COOKIE_NAME}=${session}; Path=/`;
  document.cookie = `${CSRF_COOKIE_NAME}=${TEST_CSRF}; Path=/`;
  sessionChanged();
}

/**
 * What a request carries of the session, as a browser would send it: 'cookie' when it lets the browser add the
 * session's cookies (a same-origin request that does not omit credentials) while signed in, '+csrf' when it
 * also carries the CSRF header; null otherwise. jsdom's fetch does not add cookies itself, so the test reads them.
 */
export function sessionSent(request: Request): string | null {
  const session = getSession();
  if (!session || request.credentials === 'omit' || new URL(request.url).origin !== window.location.origin) return null;
  return request.headers.get(CSRF_HEADER_NAME) === TEST_CSRF ? 'cookie+csrf' : 'cookie';
}

/** A mocked sign-in answer's Set-Cookie, as the browser applies it: the cookies change, nobody is told. */
export function receiveSessionCookies(session: string): void {
  document.cookie = `${SESSION_CLAIMS_COOKIE_NAME}=${session}; Path=/`;
  document.cookie = `${CSRF_COOKIE_NAME}=${TEST_CSRF}; Path=/`;
}
