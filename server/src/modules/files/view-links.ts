import { errors, jwtVerify, SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { AppError } from '../../errors.js';

/** How long a file link works: long enough to open it, too short to be worth sharing. */
export const VIEW_LINK_TTL_SECONDS = 5 * 60;

const ALG = 'HS256';
const AUDIENCE = 'portal-file-view';

export const VIEW_LINK_MESSAGES = {
  expired: 'This file link has expired. Open the file again from the portal.',
  invalid: 'This file link is not valid. Open the file again from the portal.',
  otherFile: 'This file link is for another file.',
} as const;

/**
 * The key of file links: derived from the portal's secret for this one use, so a session token can never pass
 * for a file link (nor a file link for a session), even before its audience is checked.
 */
function keyOf(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('file-view-link/v1').digest();
}

/** A short-lived token that opens one file, and nothing else: no user, no session, no role in it. */
export async function signViewToken(secret: string, file: { id: string; vendorId: string }, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + VIEW_LINK_TTL_SECONDS;
  const token = await new SignJWT({ vid: file.vendorId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(file.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Checks a file link's token for `fileId`: the signature, its expiry, and that it was made for this file. */
export async function verifyViewToken(secret: string, token: string, fileId: string): Promise<{ fileId: string; vendorId: string }> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG], audience: AUDIENCE }));
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw AppError.forbidden(VIEW_LINK_MESSAGES.expired);
    throw AppError.forbidden(VIEW_LINK_MESSAGES.invalid);
  }
  if (typeof payload.sub !== 'string' || typeof payload.vid !== 'string') throw AppError.forbidden(VIEW_LINK_MESSAGES.invalid);
  if (payload.sub !== fileId) throw AppError.forbidden(VIEW_LINK_MESSAGES.otherFile);
  return { fileId: payload.sub, vendorId: payload.vid };
}

/** base64url of a text, as the link's s3FilePath and authToken carry them. */
export function encodeLinkPart(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** A link part back to its text (base64 or base64url); null when it is not one. */
export function decodeLinkPart(value: unknown): string | null {
  if (typeof value !== 'string' || !value || !/^[A-Za-z0-9+/_=-]+$/.test(value)) return null;
  return Buffer.from(value, 'base64').toString('utf8');
}
