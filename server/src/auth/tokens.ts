import { AUTH_TOKEN_TTL_SECONDS } from '@portal/common/constants';
import { MESSAGES } from '@portal/common/errors';
import { errors, jwtVerify } from 'jose';
import { createHmac, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { AppError } from '../errors.js';

/** The claims the specification lists for the login token. */
export interface TokenClaims {
  name: string;
  profile_pic: string | null;
  email: string;
  role: string;
  userId: string;
  vendorId: string | null;
  phone: string | null;
  accountId: string | null;
  /** The user's session version when the token was issued. */
  sv: number;
}

export interface VerifiedToken extends TokenClaims {
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

const ALG = 'HS256';
/** The protected header of every token, encoded once. */
const HEADER = Buffer.from(JSON.stringify({ alg: ALG, typ: 'JWT' })).toString('base64url');

export class TokenService {
  /**
   * The secret imported once as a WebCrypto key, for jose's verification: handed the bytes, jose imports them again
   * on every verify (a second trip through WebCrypto on each signed-in request).
   */
  private readonly key: Promise<CryptoKey>;
  /** The same secret for signing with node:crypto's HMAC. */
  private readonly signingKey: KeyObject;
  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    this.signingKey = createSecretKey(Buffer.from(secret));
  }

  /**
   * An HS256 JWT of the claims (sub, jti, iss, aud, iat, exp added), as jose's SignJWT wrote it, signed with
   * node:crypto's HMAC on this thread: jose's WebCrypto signature queues a job to the thread pool and back, with its
   * algorithm checks and promises (warm, 160-200 us of CPU per token on the shared machine, against 30-50 us here).
   */
  async sign(claims: TokenClaims): Promise<string> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = { ...claims, sub: claims.userId, jti: randomUUID(), iss: this.issuer, aud: this.audience, iat, exp: iat + AUTH_TOKEN_TTL_SECONDS };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signed}.${createHmac('sha256', this.signingKey).update(signed).digest('base64url')}`;
  }

  /** Verifies signature, algorithm, issuer, audience and expiry. A malformed token answers "Invalid JWT token". */
  async verify(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: [ALG], issuer: this.issuer, audience: this.audience });
      if (typeof payload.jti !== 'string' || typeof payload.userId !== 'string' || typeof payload.sv !== 'number' || !payload.iat || !payload.exp) {
        throw new AppError('INVALID_JWT', MESSAGES.invalidJwt);
      }
      return {
        ...(payload as unknown as TokenClaims),
        jti: payload.jti,
        issuedAt: new Date(payload.iat * 1000),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (e) {
      if (e instanceof AppError) throw e;
      if (e instanceof errors.JWTExpired) throw AppError.unauthenticated();
      throw new AppError('INVALID_JWT', MESSAGES.invalidJwt);
    }
  }
}
