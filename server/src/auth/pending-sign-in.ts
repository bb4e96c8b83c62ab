import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/**
 * A sign-in that is not a session yet: after the password (or single sign-on) when a second factor is still owed
 * ('mfa'), when the policy asks the user to set one up first ('enrol'), or single sign-on's hand-over from the
 * provider's redirect to the sign-in page ('sso'). Signed with the session key but for its own audience, so it is
 * never accepted where a session token is (tokens.ts checks the audience); it grants only its own next step.
 */
export type PendingPurpose = 'mfa' | 'enrol' | 'sso';

export interface PendingSignIn {
  userId: string;
  purpose: PendingPurpose;
  /** How the first factor was proven, for the audit entry of the sign-in. */
  method: 'password' | 'oidc';
  /** The user's session version at the first factor: a password reset meanwhile ends the pending sign-in too. */
  sv: number;
  jti: string;
  expiresAt: Date;
}

const TTL_SECONDS: Record<PendingPurpose, number> = { mfa: 300, enrol: 900, sso: 120 };

export class PendingSignInTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(p: Omit<PendingSignIn, 'jti' | 'expiresAt'>): Promise<string> {
    return new SignJWT({ purpose: p.purpose, method: p.method, sv: p.sv })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(p.userId)
      .setJti(randomUUID())
      .setIssuer(this.issuer)
      .setAudience(this.audienceOf(p.purpose))
      .setIssuedAt()
      .setExpirationTime(`${TTL_SECONDS[p.purpose]}s`)
      .sign(this.key);
  }

  /** The pending sign-in, or null when the token is malformed, expired, or for another step. */
  async verify(token: string, purposes: readonly PendingPurpose[]): Promise<PendingSignIn | null> {
    for (const purpose of purposes) {
      try {
        const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: this.issuer, audience: this.audienceOf(purpose) });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.sv !== 'number' || !payload.exp) return null;
        const method = payload.method === 'oidc' ? 'oidc' : 'password';
        return { userId: payload.sub, purpose, method, sv: payload.sv, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch (e) {
        if (e instanceof errors.JWTClaimValidationFailed && e.claim === 'aud') continue;
        return null;
      }
    }
    return null;
  }

  private audienceOf(purpose: PendingPurpose): string {
    return `${this.audience}:pending-${purpose}`;
  }
}
