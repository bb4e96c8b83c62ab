import * as OTPAuth from 'otpauth';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.js';
import { PendingSignInTokens, type PendingPurpose } from '../src/auth/pending-sign-in.js';
import { MfaRecoveryCode } from '../src/modules/mfa/mfa-recovery-code.entity.js';
import { encryptSecret, hashRecoveryCode, newTotpSecret } from '../src/modules/mfa/totp-secret.js';
import { UserTotp } from '../src/modules/mfa/user-totp.entity.js';
import { User } from '../src/modules/users/index.js';
import type { TestPortal } from './harness.js';

/** The code an authenticator app shows for a secret at a time (30 s steps). */
export function totpCode(secret: string, at = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });
}

/** Gives a user an authenticator, on (or waiting for its first code), with a known secret; answers the secret. */
export async function giveTotp(p: TestPortal, userId: string, opts: { enabled: boolean } = { enabled: true }): Promise<string> {
  const secret = newTotpSecret();
  const em = p.em();
  await em.nativeDelete(UserTotp, { user: userId });
  await em.nativeDelete(MfaRecoveryCode, { user: userId });
  em.persist(em.create(UserTotp, { user: userId, secretEnc: encryptSecret(p.config.JWT_SECRET, secret), enabledAt: opts.enabled ? new Date() : null, lastStep: null }));
  await em.flush();
  return secret;
}

/** Adds one unused recovery code to a user; answers it. */
export async function giveRecoveryCode(p: TestPortal, userId: string): Promise<string> {
  const code = `${randomUUID().slice(0, 5)}-${randomUUID().slice(0, 5)}`;
  const em = p.em();
  em.persist(em.create(MfaRecoveryCode, { user: userId, codeHash: hashRecoveryCode(code) }));
  await em.flush();
  return code;
}

/** A pending sign-in's token for a user, as the first factor would hand it out. */
export async function pendingToken(p: TestPortal, userId: string, purpose: PendingPurpose): Promise<string> {
  const user = await p.em().findOneOrFail(User, { id: userId });
  return new PendingSignInTokens(p.config.JWT_SECRET, p.config.JWT_ISSUER, p.config.JWT_AUDIENCE).sign({
    userId,
    purpose,
    method: 'password',
    sv: user.sessionVersion,
  });
}

/** A new active internal user with a password, for a test that changes its second factor. */
export async function newStaffUser(p: TestPortal, password: string, role: 'PREQUAL_REVIEWER' | 'SYSTEM_ADMIN' = 'PREQUAL_REVIEWER'): Promise<User> {
  const em = p.em();
  const id = randomUUID().slice(0, 8);
  const user = em.create(User, {
    name: `Staff ${id}`,
    email: `staff-${id}@builder.example`,
    role,
    passwordHash: await hashPassword(password),
  });
  await em.flush();
  return user;
}
