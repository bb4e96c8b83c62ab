import { AUTH_TOKEN_TTL_SECONDS } from '@portal/common/constants';
import { MESSAGES } from '@portal/common/errors';
import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
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

export class TokenService {
  /**
   * The secret imported once as a WebCrypto key: handed the bytes, jose imports them again on every sign and verify
   * (a second trip through WebCrypto on each signed-in request).
   */
  private readonly key: Promise<CryptoKey>;
  constructor(
    secret: string,
    private readonly issuer: string,
    private readonly audience: string,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  async sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(claims.userId)
      .setJti(randomUUID())
      .setIssuer(this.issuer)
      .setAudience(this.audience)
      .setIssuedAt()
      .setExpirationTime(`${AUTH_TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
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
