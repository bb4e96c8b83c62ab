import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/make-token';
import { decodeClaims, getToken, removeToken, setToken, subscribeToken } from './token';

describe('token helpers', () => {
  it('keeps the token in the access_token cookie and announces changes', () => {
    let changes = 0;
    const unsubscribe = subscribeToken(() => changes++);
    setToken('abc.def.ghi');
    expect(Cookies.get('access_token')).toBe('abc.def.ghi');
    expect(getToken()).toBe('abc.def.ghi');
    removeToken();
    expect(getToken()).toBeNull();
    expect(changes).toBe(2);
    unsubscribe();
  });

  it('reads the claims of a valid token', () => {
    expect(decodeClaims(makeToken('VENDOR_ADMIN'))).toMatchObject({
      role: 'VENDOR_ADMIN',
      userId: 'u-va',
      name: 'Vera Vendor',
      email: 'vera@acme.test',
      vendorId: 'v-1',
      accountId: 'acc-1',
    });
  });

  it('refuses malformed, expired and unknown-role tokens', () => {
    expect(decodeClaims('not-a-jwt')).toBeNull();
    expect(decodeClaims(makeToken('VENDOR_USER', { role: 'SUPERUSER' as never }))).toBeNull();
    const expired = makeToken('VENDOR_USER');
    const [header, , signature] = expired.split('.');
    const payload = btoa(JSON.stringify({ role: 'VENDOR_USER', userId: 'u', exp: 1 })).replace(/=+$/, '');
    expect(decodeClaims(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
