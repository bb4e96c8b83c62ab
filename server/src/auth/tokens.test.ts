import { AUTH_TOKEN_TTL_SECONDS } from '@portal/common/constants';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService, type TokenClaims } from './tokens.js';

/** The session token: a standard HS256 JWT that jose, and so any client library, verifies with the secret, issuer and audience. */
const SECRET = 'a-test-secret-of-thirty-two-bytes-or-more';
const ISSUER = 'portal-test';
const AUDIENCE = 'portal-test-clients';
const CLAIMS: TokenClaims = {
  name: 'Dana Whitfield',
  profile_pic: null,
  email: 'dana@example.com',
  role: 'VENDOR_ADMIN',
  userId: '6f1c2a0e-8d4b-4c1e-9a55-3b2f1d0c7e91',
  vendorId: '0b7e2f4c-1a3d-4e5f-8a9b-c0d1e2f3a4b5',
  phone: '410-555-0134',
  accountId: null,
  sv: 3,
};
const key = new TextEncoder().encode(SECRET);

afterEach(() => vi.restoreAllMocks());

describe('TokenService.sign', () => {
  it('answers an HS256 JWT that jose verifies, with the claims, subject, id, issuer, audience and lifetime', async () => {
    const token = await new TokenService(SECRET, ISSUER, AUDIENCE).sign(CLAIMS);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    expect(payload).toMatchObject({ ...CLAIMS, sub: CLAIMS.userId, iss: ISSUER, aud: AUDIENCE });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
    expect(payload.exp! - payload.iat!).toBe(AUTH_TOKEN_TTL_SECONDS);
  });

  it('gives every token its own id, and its own verify() accepts it while another secret does not', async () => {
    const tokens = new TokenService(SECRET, ISSUER, AUDIENCE);
    const [a, b] = [await tokens.sign(CLAIMS), await tokens.sign(CLAIMS)];
    const verified = await tokens.verify(a);
    expect(verified).toMatchObject({ ...CLAIMS });
    expect(verified.jti).not.toBe((await tokens.verify(b)).jti);
    await expect(new TokenService(`${SECRET}-other`, ISSUER, AUDIENCE).verify(a)).rejects.toMatchObject({ code: 'INVALID_JWT' });
    const forged = `${a.slice(0, a.lastIndexOf('.'))}.${Buffer.alloc(32).toString('base64url')}`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'INVALID_JWT' });
  });
});
