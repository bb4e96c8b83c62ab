import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key is `pqk_<prefix>_<secret>`: the prefix (12 hex characters) finds its row and is shown in the list; the
 * secret is 32 random bytes (256 bits, base64url). Only SHA-256 of the secret is stored. A fast hash is enough here,
 * unlike for passwords: a guessed password is found by trying likely ones against the hash, which argon2 makes slow,
 * but a 256-bit random secret has no likely ones, so a stolen hash cannot be reversed however fast the hash is; and
 * a fast hash keeps each request's check to microseconds (docs/decisions.md "API keys").
 */
export const API_KEY_PATTERN = /^pqk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKeySecret {
  prefix: string;
  /** The whole key, shown to the admin once. */
  key: string;
  secretHash: string;
}

export function newApiKeySecret(prefix = randomBytes(6).toString('hex')): NewApiKeySecret {
  const secret = randomBytes(32).toString('base64url');
  return { prefix, key: `pqk_${prefix}_${secret}`, secretHash: hashApiKeySecret(secret) };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The prefix and secret of a key, or null when it is not of a key's shape. */
export function parseApiKey(key: string): { prefix: string; secret: string } | null {
  const m = API_KEY_PATTERN.exec(key.trim());
  return m ? { prefix: m[1]!, secret: m[2]! } : null;
}

/** Whether a secret's hash is the stored one, in constant time. */
export function secretMatches(secretHash: string, stored: string | null): boolean {
  if (!stored || stored.length !== secretHash.length) return false;
  return timingSafeEqual(Buffer.from(secretHash), Buffer.from(stored));
}
