import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

/**
 * What the start of a sign-in keeps for its callback: state, nonce and the PKCE verifier, in a short-lived HttpOnly
 * cookie signed with the session key (no table, so any replica can take the callback). Its id is spent at the
 * callback (revoked_token), so one start completes once.
 */
export const OIDC_FLOW_COOKIE = 'oidc_flow';
export const OIDC_FLOW_PATH = '/api/v1/auth/oidc';
export const OIDC_FLOW_SECONDS = 600;

export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  id: string;
  expiresAt: Date;
}

export class OidcFlowCookie {
  private readonly key: Uint8Array;
  private readonly audience: string;
  constructor(
    secret: string,
    private readonly issuer: string,
    audience: string,
  ) {
    this.key = new TextEncoder().encode(secret);
    this.audience = `${audience}:oidc-flow`;
  }

  seal(flow: Pick<OidcFlow, 'state' | 'nonce' | 'verifier'>): Promise<string> {
    return new SignJWT({ st: flow.state, nc: flow.nonce, cv: flow.verifier })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt()
      .setExpirationTime(`${OIDC_FLOW_SECONDS}s`)
      .sign(this.key);
  }

  /** The flow, or null when the cookie is missing, altered or expired. */
  async open(value: string | null): Promise<OidcFlow | null> {
    if (!value) return null;
    try {
      const { payload } = await jwtVerify(value, this.key, { algorithms: ['HS256'], issuer: this.issuer, audience: this.audience });
      const { st, nc, cv, jti, exp } = payload;
      if (typeof st !== 'string' || typeof nc !== 'string' || typeof cv !== 'string' || typeof jti !== 'string' || !exp) return null;
      return { state: st, nonce: nc, verifier: cv, id: jti, expiresAt: new Date(exp * 1000) };
    } catch {
      return null;
    }
  }
}

/** A cookie's value from the request's Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim()) || null;
  }
  return null;
}
