import { ROLES, type Role } from '@portal/common/auth/roles';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, SESSION_CLAIMS_COOKIE_NAME } from '@portal/common/constants';

/** Claims the server puts in the access token (spec section 3, "Auth user details"). */
export interface AuthClaims {
  name: string;
  profile_pic: string | null;
  email: string;
  role: Role;
  userId: string;
  vendorId: string | null;
  phone: string | null;
  accountId: string | null;
}

/*
 * The browser's session lives in an HttpOnly cookie the server sets and the browser sends: no script here ever
 * reads the token. What the client reads are two cookies beside it that hold no secret: the token's claims
 * (who is signed in, so routing knows the role before any request) and the CSRF token it echoes on every request.
 */

// Cookies cannot be observed, so every change made through this module (or by a sign-in's answer) is announced here.
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// React reads the session on every render of the session's provider: the cookie string parsed again only when it has changed.
let lastRead: { cookies: string; values: Map<string, string> } | null = null;

function readCookie(name: string): string | null {
  const cookies = document.cookie;
  if (lastRead?.cookies !== cookies) {
    const values = new Map<string, string>();
    for (const part of cookies.split(';')) {
      const eq = part.indexOf('=');
      if (eq <= 0) continue;
      try {
        values.set(part.slice(0, eq).trim(), decodeURIComponent(part.slice(eq + 1).trim()));
      } catch {
        // Another site's malformed cookie is not ours to read.
      }
    }
    lastRead = { cookies, values };
  }
  return lastRead.values.get(name) || null;
}

/** The signed-in session's claims cookie (no secret), or null when signed out. */
export function getSession(): string | null {
  return readCookie(SESSION_CLAIMS_COOKIE_NAME);
}

/** A sign-in or a password change answered with new session cookies: the screens look again. */
export function sessionChanged(): void {
  notify();
}

/**
 * Forgets the session here (sign-out, a session the server refused): the readable cookies go; the HttpOnly one
 * the server clears on sign-out, and a refused one is of no use to anybody.
 */
export function clearSession(): void {
  for (const name of [SESSION_CLAIMS_COOKIE_NAME, CSRF_COOKIE_NAME]) document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  notify();
}

/** The header the server asks of a cookie-authenticated request that may write (double-submitted from its cookie). */
export function csrfHeaders(): Record<string, string> {
  const csrf = readCookie(CSRF_COOKIE_NAME);
  return csrf ? { [CSRF_HEADER_NAME]: csrf } : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : value == null ? null : String(value);
}

function decodeBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** The session's claims, or null when the value is malformed, expired or names an unknown role. */
export function decodeClaims(session: string | null): AuthClaims | null {
  if (!session) return null;
  let payload: Record<string, unknown>;
  try {
    payload = JSON.parse(decodeBase64Url(session)) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  if (typeof payload.exp === 'number' && payload.exp * 1000 <= Date.now()) return null;
  const role = payload.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
  const userId = text(payload.userId);
  if (!userId) return null;
  return {
    name: text(payload.name) ?? '',
    profile_pic: text(payload.profile_pic),
    email: text(payload.email) ?? '',
    role: role as Role,
    userId,
    vendorId: text(payload.vendorId),
    phone: text(payload.phone),
    accountId: text(payload.accountId),
  };
}
