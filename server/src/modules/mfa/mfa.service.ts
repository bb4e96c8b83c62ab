import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole } from '@portal/common/auth/roles';
import { MFA_MESSAGES, type mfaPolicySchema, type totpDisableSchema } from '@portal/common/validation/mfa';
import QRCode from 'qrcode';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { verifyPassword } from '../../auth/passwords.js';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { PORTAL_NAME } from '../../integrations/mail/mail-layout.js';
import { audit } from '../audit/index.js';
import type { SettingsService } from '../settings/index.js';
import { User } from '../users/index.js';
import { MfaRecoveryCode } from './mfa-recovery-code.entity.js';
import { acceptedStep, decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpFor } from './totp-secret.js';
import { UserTotp } from './user-totp.entity.js';

/** Whose second factor a call is about: the signed-in user, or a pending sign-in's user (the policy's set-up at sign-in). */
export interface MfaSubject {
  userId: string;
  name: string;
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code, a PNG data URL. */
  qrCode: string;
}

export interface MfaStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

/**
 * The second factor: a TOTP authenticator per user, set up with a code, ten one-use recovery codes, and the portal's
 * requirement of it for staff. Codes are spent: a TOTP time step is accepted once, a recovery code once.
 */
export class MfaService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: Pick<Config, 'JWT_SECRET'>,
    private readonly settings: SettingsService,
  ) {}

  /** Whether every internal user must sign in with a second factor (false until an administrator requires it). */
  requiredForInternal(): Promise<boolean> {
    return this.settings.get('security.requireMfaForInternal');
  }

  async status(actor: Actor): Promise<MfaStatus> {
    const [totp, required, left] = await Promise.all([
      this.em.findOne(UserTotp, { user: actor.userId, enabledAt: { $ne: null } }),
      this.requiredForInternal(),
      this.em.count(MfaRecoveryCode, { user: actor.userId, usedAt: null }),
    ]);
    return { enabled: totp !== null, required: required && isInternalRole(actor.role), recoveryCodesLeft: totp ? left : 0 };
  }

  /** A new secret waiting for its first code (replacing one not confirmed); refused while one is on. */
  async setup(subject: MfaSubject): Promise<TotpSetup> {
    const user = await this.em.findOneOrFail(User, { id: subject.userId });
    const existing = await this.em.findOne(UserTotp, { user });
    if (existing?.enabledAt) throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    const secretEnc = encryptSecret(this.config.JWT_SECRET, secret);
    if (existing) existing.secretEnc = secretEnc;
    else this.em.persist(this.em.create(UserTotp, { user, secretEnc, enabledAt: null, lastStep: null }));
    await this.em.flush();
    const otpauthUri = totpFor(secret, PORTAL_NAME, user.email).toString();
    return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
  }

  /** Turns the waiting secret on with its first code; answers the ten recovery codes, shown this once. */
  async confirm(subject: MfaSubject, code: string): Promise<string[]> {
    return this.em.transactional(async (tx) => {
      const totp = await tx.findOne(UserTotp, { user: subject.userId }, { lockMode: 4 });
      if (!totp) throw new AppError('CONFLICT', MFA_MESSAGES.setupMissing);
      if (totp.enabledAt) throw new AppError('CONFLICT', MFA_MESSAGES.alreadyEnabled);
      const step = acceptedStep(decryptSecret(this.config.JWT_SECRET, totp.secretEnc), code);
      if (step === null) throw AppError.badInput(MFA_MESSAGES.codeInvalid, { code: MFA_MESSAGES.codeInvalid });
      totp.enabledAt = new Date();
      totp.lastStep = String(step);
      const codes = newRecoveryCodes();
      await tx.nativeDelete(MfaRecoveryCode, { user: subject.userId });
      for (const c of codes) tx.persist(tx.create(MfaRecoveryCode, { user: subject.userId, codeHash: hashRecoveryCode(c) }));
      audit(tx, subject, { entityType: 'User', entityId: subject.userId, action: 'MFA_ENABLED' });
      return codes;
    });
  }

  /**
   * Checks and spends a code of the user's second factor: a TOTP code of a time step later than the last accepted
   * one, or an unused recovery code. False when neither.
   */
  async spendCode(userId: string, code: string, tx: EntityManager = this.em): Promise<'totp' | 'recovery' | null> {
    const totp = await tx.findOne(UserTotp, { user: userId, enabledAt: { $ne: null } });
    if (!totp) return null;
    const step = acceptedStep(this.readableSecret(totp.secretEnc), code);
    if (step !== null) {
      // One statement decides, so two requests with one code cannot both pass.
      const taken = await tx
        .getConnection()
        .execute<unknown[]>('update user_totp set last_step = ? where user_id = ? and (last_step is null or last_step < ?) returning user_id', [step, userId, step]);
      return taken.length > 0 ? 'totp' : null;
    }
    const used = await tx
      .getConnection()
      .execute<unknown[]>('update mfa_recovery_code set used_at = now() where user_id = ? and code_hash = ? and used_at is null returning id', [
        userId,
        hashRecoveryCode(code),
      ]);
    return used.length > 0 ? 'recovery' : null;
  }

  /**
   * The secret, or '' when it no longer decrypts (JWT_SECRET rotated): no TOTP code matches then, while the recovery
   * codes (hashed, not encrypted) still sign in and turn TOTP off so it can be set up again (docs/deployment.md).
   */
  private readableSecret(secretEnc: string): string {
    try {
      return decryptSecret(this.config.JWT_SECRET, secretEnc);
    } catch {
      return '';
    }
  }

  /** Turns the second factor off with a code (and the password, for an account that has one); not while required. */
  async disable(actor: Actor, input: z.output<typeof totpDisableSchema>): Promise<void> {
    if (isInternalRole(actor.role) && (await this.requiredForInternal())) throw new AppError('FORBIDDEN', MFA_MESSAGES.requiredByPolicy);
    const user = await this.em.findOneOrFail(User, { id: actor.userId }, { populate: ['passwordHash'] });
    if (user.passwordHash) {
      if (!input.password) throw AppError.badInput(MFA_MESSAGES.passwordRequired, { password: MFA_MESSAGES.passwordRequired });
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw AppError.badInput(MFA_MESSAGES.passwordIncorrect, { password: MFA_MESSAGES.passwordIncorrect });
    }
    await this.em.transactional(async (tx) => {
      if (!(await tx.findOne(UserTotp, { user: actor.userId, enabledAt: { $ne: null } }))) throw new AppError('CONFLICT', MFA_MESSAGES.notEnabled);
      if (!(await this.spendCode(actor.userId, input.code, tx))) throw AppError.badInput(MFA_MESSAGES.codeInvalid, { code: MFA_MESSAGES.codeInvalid });
      await tx.nativeDelete(MfaRecoveryCode, { user: actor.userId });
      await tx.nativeDelete(UserTotp, { user: actor.userId });
      audit(tx, actor, { entityType: 'User', entityId: actor.userId, action: 'MFA_DISABLED' });
    });
  }

  async setPolicy(actor: Actor, { requireForInternal }: z.output<typeof mfaPolicySchema>): Promise<{ requireForInternal: boolean }> {
    return { requireForInternal: await this.settings.set(actor, 'security.requireMfaForInternal', requireForInternal, 'requireForInternal') };
  }
}
