import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a mailed single-use link (password reset, e-mail confirmation): 32 random bytes for the link,
 * and only their SHA-256 for the database, so a leaked table holds no usable link.
 */
export function newLinkSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkSecret(token) };
}

/** The stored form of a link's secret (hex SHA-256), to look a presented token up by. */
export function hashLinkSecret(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
