import type { EntityManager } from '@mikro-orm/postgresql';
import { isVendorRole, type Role } from '@portal/common/auth/roles';
import { PASSWORD_RESET_TTL_MINUTES } from '@portal/common/constants';
import { MESSAGES } from '@portal/common/errors';
import type { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '@portal/common/validation/auth';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { hashLinkSecret, newLinkSecret } from '../../auth/link-secret.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { TokenService } from '../../auth/tokens.js';
import { publicLink, type Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { createClientRateLimiter, type ClientRateLimiter } from '../../limits/client-rate-limiter.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { passwordResetMail } from '../../integrations/mail/templates.js';
import { audit } from '../audit/index.js';
import { User } from '../users/index.js';
import { ACTOR_SQL, type ActorRow } from './actor-query.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RevokedToken } from './revoked-token.entity.js';

export interface AuthDeps {
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
}

/** At most this many reset mails per account per hour, so the form cannot be used to flood an inbox. */
const RESET_MAILS_PER_HOUR = 5;

export class AuthService {
  private readonly throttle: LoginThrottleService;
  /** In PostgreSQL, so REST and GraphQL, and every replica, count on one row per client. */
  private readonly forgotPasswordLimiter: ClientRateLimiter;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AuthDeps,
  ) {
    this.throttle = new LoginThrottleService(em, deps.config);
    this.forgotPasswordLimiter = createClientRateLimiter(em, {
      scope: 'forgot-password',
      limit: deps.config.FORGOT_PASSWORD_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many password reset requests from this connection. Please try again later.',
    });
  }

  /** Signs a user in and answers the access token (POST auth/login). */
  async login({ email, password }: z.output<typeof loginSchema>, client: { ip: string }): Promise<{ accessToken: string; user: User }> {
    const keys = LoginThrottleService.keys(client.ip, email);
    await this.throttle.admit(keys);

    const user = await this.em.findOne(User, { email }, { populate: ['passwordHash', 'vendor'] });
    // One argon2 verification either way (the dummy hash when the e-mail is unknown), and one failure counted.
    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await this.throttle.recordFailure(keys);
      throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
    // Told why only after the password proved who is asking.
    if (user.registrationStatus === 'PENDING') throw new AppError('ACCOUNT_NOT_APPROVED', MESSAGES.accountNotApproved);
    if (user.registrationStatus === 'REJECTED') throw new AppError('ACCOUNT_NOT_APPROVED', MESSAGES.accountRejected);
    if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE', MESSAGES.accountInactive);

    await this.throttle.recordSuccess(keys);
    // A plain update, not the entity's versioned one: sign-ins of one account at once (several tabs, a team sharing
    // it) must not refuse each other as concurrent edits, and a sign-in is not an edit of the user.
    await this.em.nativeUpdate(User, { id: user.id }, { lastLogin: new Date() });
    audit(this.em, { userId: user.id, name: user.name }, { entityType: 'User', entityId: user.id, action: 'LOGIN' });
    await this.em.flush();
    return { accessToken: await this.issueToken(user), user };
  }

  issueToken(user: User): Promise<string> {
    return this.deps.tokens.sign({
      name: user.name,
      profile_pic: user.profilePic ?? null,
      email: user.email,
      role: user.role,
      userId: user.id,
      vendorId: user.vendor?.id ?? null,
      phone: user.phone ?? null,
      accountId: user.vendor?.accountId ?? null,
      sv: user.sessionVersion,
    });
  }

  /** Revokes this token on the server: replaying it answers 401. */
  async logout(a: Actor): Promise<void> {
    this.em.persist(this.em.create(RevokedToken, { jti: a.tokenId, expiresAt: a.tokenExpiresAt }));
    audit(this.em, a, { entityType: 'User', entityId: a.userId, action: 'LOGOUT' });
    await this.em.flush();
  }

  /**
   * Mails a single-use reset link when the e-mail belongs to an active user. The answer is the
   * same either way, and the mail is sent after answering, so neither words nor timing tell.
   * Limited per client before the address is looked at, so a refusal says nothing about it either.
   */
  async forgotPassword({ email }: z.output<typeof forgotPasswordSchema>, client: { ip: string }): Promise<void> {
    await this.forgotPasswordLimiter.consume(client.ip);
    const user = await this.em.findOne(User, { email, isActive: true });
    if (!user) return;
    const recent = await this.em.count(PasswordResetToken, { user, createdAt: { $gt: new Date(Date.now() - 3600_000) } });
    if (recent >= RESET_MAILS_PER_HOUR) return;

    const { token, hash: tokenHash } = newLinkSecret();
    const link = publicLink(this.deps.config, `/prequalification?token=${encodeURIComponent(token)}`);
    // The token and its mail are committed together: no token without its mail, no mail for a token never saved.
    await this.em.transactional(async (tx) => {
      tx.persist(
        tx.create(PasswordResetToken, {
          user,
          tokenHash,
          expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        }),
      );
      audit(tx, null, { entityType: 'User', entityId: user.id, action: 'PASSWORD_RESET_REQUESTED' }, user.email);
      await queueMail(this.deps.jobs, tx, passwordResetMail(user.email, user.name, link, PASSWORD_RESET_TTL_MINUTES));
    });
  }

  /** Consumes a reset token, sets the password and ends every session of the user. */
  async resetPassword({ token, newPassword }: z.output<typeof resetPasswordSchema>): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.em.transactional(async (em) => {
      const row = await em.findOne(
        PasswordResetToken,
        { tokenHash: hashLinkSecret(token), usedAt: null, expiresAt: { $gt: new Date() } },
        { populate: ['user'], lockMode: 4 /* PESSIMISTIC_WRITE: a link works once even when used twice at once */ },
      );
      if (!row || !row.user.isActive) throw new AppError('INVALID_RESET_TOKEN', MESSAGES.resetTokenInvalid);
      const now = new Date();
      row.usedAt = now;
      // Any other outstanding link of this user dies too.
      await em.nativeUpdate(PasswordResetToken, { user: row.user, usedAt: null }, { usedAt: now });
      row.user.passwordHash = passwordHash;
      row.user.sessionVersion += 1;
      audit(em, null, { entityType: 'User', entityId: row.user.id, action: 'PASSWORD_RESET', changes: { password: 'changed' } }, row.user.email);
    });
  }

  /**
   * Turns a bearer token into an Actor, or throws: bad format ("Invalid JWT token"), revoked,
   * ended by a password reset or deactivation, or the user can no longer sign in.
   */
  async resolveActor(token: string): Promise<Actor> {
    const claims = await this.deps.tokens.verify(token);
    // One statement: the user's columns the actor needs, and the revocation check.
    const [user] = await this.em.getConnection().execute<ActorRow[]>(ACTOR_SQL, [claims.jti, claims.userId]);
    if (!user || user.revoked || user.session_version !== claims.sv || !user.is_active || user.registration_status !== 'APPROVED') {
      throw AppError.unauthenticated();
    }
    const role = user.role as Role;
    return {
      userId: user.id,
      role,
      name: user.name,
      email: user.email,
      vendorId: isVendorRole(role) ? user.vendor_id : null,
      tokenId: claims.jti,
      tokenExpiresAt: claims.expiresAt,
    };
  }
}
