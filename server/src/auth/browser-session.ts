import { AUTH_TOKEN_TTL_SECONDS, CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_CLAIMS_COOKIE_NAME, SESSION_COOKIE_NAME } from '@portal/common/constants';
import type { CookieOptions, Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/**
 * The browser's session: the token in an HttpOnly cookie no script can read (so an XSS cannot carry it away), and
 * beside it two readable cookies that hold no secret: the token's claims (who is signed in, for the screens and
 * the first paint's early queries) and the CSRF token the client echoes in `X-CSRF-Token` on every request
 * (browser-csrf.ts checks it). API clients keep `Authorization: Bearer` and `X-API-Key` and never see a cookie.
 */
export interface BrowserSession {
  /** Sets the session cookies for a token just issued (sign-in, a password change that ended the other sessions). */
  start(token: string): void;
  /**
   * Works out the cookies' values (the claims, the CSRF token) of a token that may start a session, before it is known
   * whether it will: sign-in does it while argon2 checks the password, so that start() with the same token after the
   * check only sets them. Sets nothing; a token never started is dropped with the request.
   */
  prepare(token: string): void;
  /** Starts it again with a fresh token when this request came with the session cookie (a bearer caller keeps its way). */
  renew(token: string): void;
  /** Clears the session cookies (sign-out). */
  end(): void;
}

/** The readable cookie that held the token before it moved into an HttpOnly cookie: cleared on every sign-in and sign-out. */
const LEGACY_TOKEN_COOKIE = 'access_token';

/** Secure whenever the portal is served over https or runs in production; not on a plain-http laptop or test run. */
function baseOptions(config: Pick<Config, 'PUBLIC_URL' | 'isProduction'>): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: config.isProduction || config.PUBLIC_URL.startsWith('https:') };
}

/** The CSRF token of a session: bound to its token by HMAC, so it needs no storage and holds on every replica. */
export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

/** The token's claims without its signature, for the readable cookie: a value nobody can use as a credential. */
function claimsCookieValue(token: string): string {
  const { jti: _jti, iss: _iss, aud: _aud, sub: _sub, ...claims } = decodeJwt(token);
  return Buffer.from(JSON.stringify(claims)).toString('base64url');
}

/** The readable cookies' values of a session's token. */
interface SessionCookieValues {
  token: string;
  claims: string;
  csrf: string;
}

export function browserSession(req: Request, res: Response, config: Pick<Config, 'PUBLIC_URL' | 'isProduction' | 'JWT_SECRET'>): BrowserSession {
  const base = baseOptions(config);
  let prepared: SessionCookieValues | null = null;
  const valuesOf = (token: string): SessionCookieValues => ({ token, claims: claimsCookieValue(token), csrf: csrfTokenFor(config.JWT_SECRET, token) });
  return {
    renew(token) {
      if (sessionCookie(req)) this.start(token);
    },
    prepare(token) {
      prepared = valuesOf(token);
    },
    start(token) {
      const values = prepared?.token === token ? prepared : valuesOf(token);
      prepared = null;
      const maxAge = AUTH_TOKEN_TTL_SECONDS * 1000;
      res.cookie(SESSION_COOKIE_NAME, token, { ...base, httpOnly: true, maxAge });
      res.cookie(SESSION_CLAIMS_COOKIE_NAME, values.claims, { ...base, maxAge });
      res.cookie(CSRF_COOKIE_NAME, values.csrf, { ...base, maxAge });
      res.clearCookie(LEGACY_TOKEN_COOKIE, { path: '/' });
    },
    end() {
      res.clearCookie(SESSION_COOKIE_NAME, { ...base, httpOnly: true });
      res.clearCookie(SESSION_CLAIMS_COOKIE_NAME, base);
      res.clearCookie(CSRF_COOKIE_NAME, base);
      res.clearCookie(LEGACY_TOKEN_COOKIE, { path: '/' });
    },
  };
}

/** A cookie's value from the request's Cookie header (no parser middleware: this is the one cookie the server reads). */
export function sessionCookie(req: Request): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE_NAME) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : decodeURIComponent(value);
    }
  }
  return null;
}

/** Requests that cannot change anything; every other method, authenticated by the cookie, carries the CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The error's finer name (REST `type`, GraphQL `extensions.type`), answered with 403. */
export const CSRF_ERROR_TYPE = 'CSRF_TOKEN_INVALID';

/**
 * Refuses a cookie-authenticated request that could change state (any method but GET/HEAD/OPTIONS) unless its
 * `X-CSRF-Token` header is the session's CSRF token: another site can make the browser send the cookie, but it
 * can neither read the `csrf` cookie nor compute the token.
 */
export function assertCsrf(req: Request, secret: string, sessionToken: string): void {
  if (SAFE_METHODS.has(req.method)) return;
  const sent = req.get(CSRF_HEADER_NAME);
  const expected = Buffer.from(csrfTokenFor(secret, sessionToken));
  if (!sent || Buffer.byteLength(sent) !== expected.length || !timingSafeEqual(Buffer.from(sent), expected)) {
    throw new AppError('FORBIDDEN', 'Missing or invalid CSRF token. Reload the page and try again.', { type: CSRF_ERROR_TYPE });
  }
}
