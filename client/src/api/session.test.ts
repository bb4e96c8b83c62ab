import { describe, expect, it } from 'vitest';
import { makeSession } from '../test/make-session';
import { setSessionCookie, TEST_CSRF } from '../test/session-cookie';
import { clearSession, csrfHeaders, decodeClaims, getSession, sessionChanged, subscribeSession } from './session';

describe('session helpers', () => {
  it('reads the session from its readable claims cookie and announces changes', () => {
    let changes = 0;
    const unsubscribe = subscribeSession(() => changes++);
    setSessionCookie('abc');
    expect(getSession()).toBe('abc');
    expect(csrfHeaders()).toEqual({ 'x-csrf-token': TEST_CSRF });
    clearSession();
    expect(getSession()).toBeNull();
    expect(csrfHeaders()).toEqual({});
    expect(document.cookie).toBe('');
    sessionChanged();
    expect(changes).toBe(3);
    unsubscribe();
  });

  it('sees a cookie changed outside this module (another tab signing in or out) on the next read', () => {
    document.cookie = 'session_claims=first; Path=/';
    expect(getSession()).toBe('first');
    expect(getSession()).toBe('first');
    document.cookie = 'session_claims=second; Path=/';
    expect(getSession()).toBe('second');
    document.cookie = 'session_claims=; Max-Age=0; Path=/';
    expect(getSession()).toBeNull();
  });

  it('reads the claims of a valid session', () => {
    expect(decodeClaims(makeSession('VENDOR_ADMIN'))).toMatchObject({
      role: 'VENDOR_ADMIN',
      userId: 'u-va',
      name: 'Vera Vendor',
      email: 'vera@acme.test',
      vendorId: 'v-1',
      accountId: 'acc-1',
    });
    // Non-ASCII names survive the base64url JSON the server writes.
    expect(decodeClaims(makeSession('VENDOR_ADMIN', { name: 'Zoë Ångström' }))?.name).toBe('Zoë Ångström');
  });

  it('refuses malformed, expired and unknown-role sessions', () => {
    expect(decodeClaims('not-a-session')).toBeNull();
    expect(decodeClaims(makeSession('VENDOR_USER', { role: 'SUPERUSER' as never }))).toBeNull();
    const expired = btoa(JSON.stringify({ role: 'VENDOR_USER', userId: 'u', exp: 1 })).replace(/=+$/, '');
    expect(decodeClaims(expired)).toBeNull();
  });
});
