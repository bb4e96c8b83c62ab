import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';

/**
 * TOTP per RFC 6238 as authenticator apps expect it (SHA-1, 6 digits, 30 s), and the secret's encryption at rest:
 * AES-256-GCM under a key derived from JWT_SECRET (HKDF), so a copy of the database alone does not hold usable secrets.
 */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, issuer: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secretBase32) });
}

/**
 * The time step of a code valid now (one step either side for clock drift), or null. The caller refuses a step
 * not later than the last one accepted, so a code seen once (over a shoulder, in a proxy's log) is spent.
 */
export function acceptedStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const digits = code.replace(/\s+/g, '');
  if (!secretBase32 || !/^\d{6}$/.test(digits)) return null;
  const delta = totpFor(secretBase32, 'x', 'x').validate({ token: digits, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

function keyOf(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'portal-totp', 'totp secret at rest', 32));
}

export function encryptSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function decryptSecret(jwtSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Ten recovery codes of the form xxxxx-xxxxx (lower-case letters and digits without look-alikes). */
export function newRecoveryCodes(count = 10): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dash) to its stored hash. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');
}
