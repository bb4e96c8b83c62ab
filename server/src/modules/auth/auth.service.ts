import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole, isVendorRole, ROLE_LABELS, type Role } from '@portal/common/auth/roles';
import { PASSWORD_RESET_TTL_MINUTES } from '@portal/common/constants';
import { MESSAGES } from '@portal/common/errors';
import type { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '@portal/common/validation/auth';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { hashLinkSecret, newLinkSecret } from '../../auth/link-secret.js';
import { hashPassword, verifyPassword, type PasswordVerifier } from '../../auth/passwords.js';
import { PendingSignInTokens, type PendingPurpose, type PendingSignIn } from '../../auth/pending-sign-in.js';
import type { TokenService } from '../../auth/tokens.js';
import { publicLink, type Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { createClientRateLimiter, type ClientRateLimiter } from '../../limits/client-rate-limiter.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { passwordResetMail } from '../../integrations/mail/templates.js';
import { audit } from '../audit/index.js';
import { toUserView, User, type UserType } from '../users/index.js';
import { actorQuery } from './actor-query.js';
import { MFA_MESSAGES } from '@portal/common/validation/mfa';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { REQUIRE_MFA_SQL, signInRead, signInWriteWithChanges, type SignInRow } from './sign-in-queries.js';
import { heldWrite } from './sign-in-write.js';
import { RevokedToken } from './revoked-token.entity.js';

export interface AuthDeps {
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
}

/** What a caller may give AuthService besides its parts: the module's factory gives none (the defaults). */
export interface AuthOptions {
  /**
   * The password check of a sign-in (argon2id, auth/passwords.ts, by default). A test gives its own to see when the
   * check answers and what runs meanwhile: a module mock would not reach a module another test file loaded first.
   */
  verifyPassword?: PasswordVerifier;
}

/**
 * What a sign-in answers: a session (accessToken and user), or, when a second factor is still owed, no session but
 * a pending sign-in's token for the next step (POST /auth/login/mfa, or the set-up when the policy requires one).
 */
export interface SignInAnswer {
  accessToken: string | null;
  user: UserType | null;
  mfaRequired: boolean;
  mfaEnrolmentRequired: boolean;
  mfaToken: string | null;
}

/** What a first factor leaves owed: a code of the user's TOTP, its set-up (the policy asks staff for one), or nothing. */
export function secondFactorOwed(role: Role, totpEnabled: boolean, mfaPolicy: boolean): 'mfa' | 'enrol' | null {
  if (totpEnabled) return 'mfa';
  return mfaPolicy && isInternalRole(role) ? 'enrol' : null;
}

/** Why an account whose password proved right still gets no session (told only then), or null. */
function refusalOf(row: SignInRow & { userId: string }): AppError | null {
  if (row.registrationStatus === 'PENDING') return new AppError('ACCOUNT_NOT_APPROVED', MESSAGES.accountNotApproved);
  if (row.registrationStatus === 'REJECTED') return new AppError('ACCOUNT_NOT_APPROVED', MESSAGES.accountRejected);
  if (!row.isActive) return new AppError('ACCOUNT_INACTIVE', MESSAGES.accountInactive);
  return null;
}

/** The claims of the token a sign-in that starts no session signs and drops (AuthService.signDecoy). */
const DECOY_CLAIMS = {
  userId: '00000000-0000-4000-8000-000000000000',
  name: 'Decoy Signer',
  profilePic: null,
  email: 'decoy@example.invalid',
  role: 'VENDOR_USER',
  vendorId: '00000000-0000-4000-8000-000000000000',
  phone: null,
  accountId: null,
  sessionVersion: 0,
} as const;

/** At most this many reset mails per account per hour, so the form cannot be used to flood an inbox. */
const RESET_MAILS_PER_HOUR = 5;

const NO_MFA = { mfaRequired: false, mfaEnrolmentRequired: false, mfaToken: null } as const;

/** continueSignIn's read: the role, session version and what the account owes of a second factor. */
const CONTINUE_SIGN_IN_SQL = `select u.role, u.session_version as sv,
  exists (select 1 from user_totp t where t.user_id = u.id and t.enabled_at is not null) as "totpEnabled",
  ${REQUIRE_MFA_SQL} as "mfaPolicy"
  from app_user u where u.id = ? and u.is_active and u.registration_status = 'APPROVED'`;

export class AuthService {
  private readonly throttle: LoginThrottleService;
  /** In PostgreSQL, so REST and GraphQL, and every replica, count on one row per client. */
  private readonly forgotPasswordLimiter: ClientRateLimiter;
  /** Tokens of sign-ins that wait for their second factor (auth/pending-sign-in.ts). */
  readonly pending: PendingSignInTokens;
  private readonly verifyPassword: PasswordVerifier;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AuthDeps,
    options: AuthOptions = {},
  ) {
    this.verifyPassword = options.verifyPassword ?? verifyPassword;
    this.throttle = new LoginThrottleService(em, deps.config);
    this.pending = new PendingSignInTokens(deps.config.JWT_SECRET, deps.config.JWT_ISSUER, deps.config.JWT_AUDIENCE);
    this.forgotPasswordLimiter = createClientRateLimiter(em, {
      scope: 'forgot-password',
      limit: deps.config.FORGOT_PASSWORD_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many password reset requests from this connection. Please try again later.',
    });
  }

  /**
   * Signs a user in and answers the access token and the user (POST auth/login). One read before the password
   * check (throttle state and account, sign-in-queries.ts); the success's write sent while argon2 runs, in a
   * transaction held until the check ends (committed for a session, rolled back otherwise); a failure counted after.
   */
  async login(
    { email, password }: z.output<typeof loginSchema>,
    client: {
      ip: string;
      /**
       * Given the token being signed while the password is checked (a session's, or the decoy of an attempt that
       * starts none), so a caller can work out what it will answer with it meanwhile (the browser's cookies,
       * BrowserSession.prepare). Only an answered token may be used for anything.
       */
      prepareSession?: (token: string) => void;
    },
  ): Promise<SignInAnswer> {
    const keys = LoginThrottleService.keys(client.ip, email);
    const [row] = await signInRead.run(this.em, [...LoginThrottleService.stateParams(keys), email]);
    if (!row) throw new Error('the sign-in read answered no row');
    await this.throttle.hold(keys, row.throttle);

    // One argon2 verification either way (the dummy hash when the e-mail is unknown), and one failure counted.
    const verified = this.verifyPassword(row.passwordHash, password);
    // While argon2 works on its own thread this one and PostgreSQL would only wait: an account that would get a
    // session has its token signed meanwhile, and every attempt writes the success (throttle clear, last login, the
    // LOGIN audit row) in a transaction held until the check ends. The token is answered and the write committed only
    // once the password proved right; otherwise both are dropped. Every other attempt (an unknown e-mail, an account
    // refused or owing a second factor) signs a decoy and writes a decoy (the same statement, for no user), so that
    // neither the work under way nor its rollback says anything about the account.
    const known = row.userId === null ? null : row;
    const refusal = known && refusalOf(known);
    const owed = known && secondFactorOwed(known.role, known.totpEnabled, known.mfaPolicy);
    const session = known && !refusal && !owed ? this.sessionOf(known) : null;
    const signed = session ? session.token : this.signDecoy();
    if (client.prepareSession) signed.then(client.prepareSession, () => {});
    const now = new Date();
    const write = heldWrite(this.em, this.deps.config.DB_POOL_MAX, keys, row, now);

    let ok: boolean;
    try {
      ok = await verified;
    } catch (err) {
      // Not expected (verifyPassword refuses what it cannot read), but the held transaction must end on every path.
      await write.opened.then(write.drop, () => {});
      throw err;
    }
    // The write must be in place before it is kept or dropped (an error here is the sign-in's: nothing was written).
    await write.opened;
    if (!session || !ok) {
      await write.drop();
      if (row.userId === null || !ok) {
        await this.throttle.recordFailure(keys);
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      // Told why only after the password proved who is asking.
      if (refusal) throw refusal;
      // A second factor still owed: no session yet, only the pending sign-in's token (nothing recorded as a sign-in).
      return this.pendingAnswer({ userId: row.userId, purpose: owed!, method: 'password', sv: row.sessionVersion });
    }

    let accessToken: string;
    try {
      accessToken = await session.token;
    } catch (err) {
      await write.drop();
      throw err;
    }
    // The answer waits for the write's commit (the LOGIN audit row with the last login), then carries the token.
    await write.keep();
    // The answer shows the sign-in before this one, as it always has.
    return { accessToken, user: session.user, ...NO_MFA };
  }

  /** The user a session's answer shows, from the sign-in's read, and its token (being signed). */
  private sessionOf(row: SignInRow & { userId: string }): { user: UserType; token: Promise<string> } {
    const { throttle: _, passwordHash: __, sessionVersion, totpEnabled: ___, mfaPolicy: ____, ...fields } = row;
    const user: UserType = { ...fields, lastLogin: row.lastLogin === null ? null : new Date(row.lastLogin), roleName: ROLE_LABELS[row.role] };
    const token = this.sign({ ...user, sessionVersion });
    // Awaited only when the sign-in succeeds; a failure of a token then dropped must not surface as unhandled.
    token.catch(() => {});
    return { user, token };
  }

  /** A token of placeholder claims, signed and dropped: the same work as a session's token. */
  private signDecoy(): Promise<string> {
    const token = this.sign(DECOY_CLAIMS);
    token.catch(() => {});
    return token;
  }

  /** The answer of a first factor that leaves a second one owed. */
  async pendingAnswer(p: Omit<PendingSignIn, 'jti' | 'expiresAt'> & { purpose: 'mfa' | 'enrol' }): Promise<SignInAnswer> {
    const mfaToken = await this.pending.sign(p);
    return { accessToken: null, user: null, mfaRequired: p.purpose === 'mfa', mfaEnrolmentRequired: p.purpose === 'enrol', mfaToken };
  }

  /**
   * A pending sign-in's token for one of the given steps, still valid for its user (no password reset, deactivation
   * meanwhile), or the refusal "sign in again". `consume` spends it: a step completes once (a replay is refused).
   */
  async pendingSignIn(token: string, purposes: readonly PendingPurpose[], consume: boolean): Promise<PendingSignIn> {
    const p = await this.pending.verify(token, purposes);
    const expired = () => new AppError('UNAUTHENTICATED', MFA_MESSAGES.pendingExpired);
    if (!p) throw expired();
    const [user] = await actorQuery.run(this.em, [p.jti, p.userId]);
    if (!user || user.revoked || user.session_version !== p.sv || !user.is_active || user.registration_status !== 'APPROVED') throw expired();
    if (consume) {
      const spent = await this.em
        .getConnection()
        .execute<{ jti: string }[]>('insert into revoked_token (jti, expires_at) values (?, ?) on conflict do nothing returning jti', [p.jti, p.expiresAt]);
      if (spent.length === 0) throw expired();
    }
    return p;
  }

  /**
   * After a first factor proven another way (single sign-on): a second factor owed, or the session. The user must
   * still be able to sign in (active, approved).
   */
  async continueSignIn(userId: string, method: PendingSignIn['method'], client: { ip: string }): Promise<SignInAnswer> {
    const [row] = await this.em.getConnection().execute<{ role: Role; sv: number; totpEnabled: boolean; mfaPolicy: boolean }[]>(CONTINUE_SIGN_IN_SQL, [userId]);
    if (!row) throw AppError.unauthenticated();
    const owed = secondFactorOwed(row.role, row.totpEnabled, row.mfaPolicy);
    if (owed) return this.pendingAnswer({ userId, purpose: owed, method, sv: row.sv });
    return this.startSession(userId, client, { method });
  }

  /**
   * The session of a sign-in whose factors are all proven: the token, the last login and the LOGIN audit row (with
   * how it was made), as the password's sign-in writes them.
   */
  async startSession(userId: string, client: { ip: string }, changes: Record<string, unknown>): Promise<SignInAnswer> {
    const u = await this.em.findOne(User, { id: userId }, { populate: ['vendor'] });
    if (!u || !u.isActive || u.registrationStatus !== 'APPROVED') throw AppError.unauthenticated();
    const user = toUserView(u);
    const keys = LoginThrottleService.keys(client.ip, u.email);
    const now = new Date();
    const [accessToken] = await Promise.all([
      this.issueToken(u),
      signInWriteWithChanges.run(this.em, [keys.clientAccount, now, u.id, randomUUID(), u.id, u.id, u.name, now, JSON.stringify(changes)]),
    ]);
    return { accessToken, user, ...NO_MFA };
  }

  issueToken(user: User): Promise<string> {
    return this.sign({
      userId: user.id,
      name: user.name,
      profilePic: user.profilePic ?? null,
      email: user.email,
      role: user.role,
      vendorId: user.vendor?.id ?? null,
      phone: user.phone ?? null,
      accountId: user.vendor?.accountId ?? null,
      sessionVersion: user.sessionVersion,
    });
  }

  /** The token of the specification's claims, and the session version that ends it when bumped. */
  private sign(
    u: Pick<UserType, 'userId' | 'name' | 'profilePic' | 'email' | 'role' | 'vendorId' | 'phone' | 'accountId'> & { sessionVersion: number },
  ): Promise<string> {
    return this.deps.tokens.sign({
      name: u.name,
      profile_pic: u.profilePic,
      email: u.email,
      role: u.role,
      userId: u.userId,
      vendorId: u.vendorId,
      phone: u.phone,
      accountId: u.accountId,
      sv: u.sessionVersion,
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
    const [user] = await actorQuery.run(this.em, [claims.jti, claims.userId]);
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
