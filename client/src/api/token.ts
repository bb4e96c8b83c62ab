import Cookies from 'js-cookie';
import { decodeJwt } from 'jose';
import { ROLES, type Role } from '@portal/common/auth/roles';
import { AUTH_COOKIE_NAME, AUTH_TOKEN_TTL_DAYS } from '@portal/common/constants';

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

// Cookies cannot be observed, so every change made through this module is announced here.
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return Cookies.get(AUTH_COOKIE_NAME) ?? null;
}

export function setToken(token: string): void {
  Cookies.set(AUTH_COOKIE_NAME, token, {
    expires: AUTH_TOKEN_TTL_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  notify();
}

export function removeToken(): void {
  Cookies.remove(AUTH_COOKIE_NAME, { path: '/' });
  notify();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : value == null ? null : String(value);
}

/** The token's claims, or null when the token is malformed, expired or names an unknown role. */
export function decodeClaims(token: string | null): AuthClaims | null {
  if (!token) return null;
  let payload: ReturnType<typeof decodeJwt>;
  try {
    payload = decodeJwt(token);
  } catch {
    return null;
  }
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
