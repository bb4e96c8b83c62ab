import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_REFUSALS,
  EMAIL_CHANGE_TTL_HOURS,
  type confirmEmailChangeSchema,
  type EmailChangeRefusal,
} from '@portal/common/validation/email-change';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { hashLinkSecret, newLinkSecret } from '../../auth/link-secret.js';
import { publicLink, type Config } from '../../config.js';
import { AppError } from '../../errors.js';
import { emailChangeAddressInUseMail, emailChangeConfirmMail, emailChangedMail, emailChangeRequestedMail } from '../../integrations/mail/email-change-templates.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createClientRateLimiter, type PgRateLimiter } from '../../limits/client-rate-limiter.js';
import { audit } from '../audit/index.js';
import { EmailChangeToken } from './email-change-token.entity.js';
import { User } from './user.entity.js';

export interface EmailChangeDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;
  jobs: JobQueue;
}

/** Change requests per user and hour: each mails two addresses, one of them anyone's. */
const REQUESTS_PER_HOUR = 5;

const refusal = (type: EmailChangeRefusal) => new AppError('BAD_USER_INPUT', EMAIL_CHANGE_REFUSALS[type], { type });

/**
 * A user's sign-in e-mail changes only once the owner of the new address confirms it (docs/api/users.md, "E-mail changes").
 * Asking (UsersService.updateProfile) writes a single-use, expiring link, mails it to the new address and tells the old
 * one. When the new address already belongs to an account, the answer and the work are the same, but the new address
 * is told someone tried to use it and no link is ever sent, so the request can never take effect. Confirming re-checks
 * the address in its transaction, changes it, and ends every session of the user (the next sign-in is with the new
 * address, and no token keeps the old one as its claim).
 */
export class EmailChangeService {
  private readonly requestLimiter: PgRateLimiter;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: EmailChangeDeps,
  ) {
    this.requestLimiter = createClientRateLimiter(em, { scope: 'email-change', limit: REQUESTS_PER_HOUR, windowMs: 3_600_000, message: EMAIL_CHANGE_MESSAGES.tooMany });
  }

  /** Counts a request of the user's before anything is written (429 past the hourly limit, whatever the address). */
  admit(user: User): Promise<void> {
    return this.requestLimiter.consume(user.id);
  }

  /**
   * Records the request for `user`'s e-mail to become `newEmail` in the caller's transaction, with its mails (the
   * outbox). An earlier pending request of the user stops working.
   */
  async request(tx: EntityManager, actor: Actor, user: User, newEmail: string): Promise<void> {
    const { config, jobs } = this.deps;
    const options = { supportEmail: config.SUPPORT_EMAIL };
    const loginLink = publicLink(config, '/prequalification');
    await tx.nativeDelete(EmailChangeToken, { user: user.id, usedAt: null });
    const { token, hash } = newLinkSecret();
    tx.persist(tx.create(EmailChangeToken, { user, newEmail, tokenHash: hash, expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000) }));
    const owner = await tx.findOne(User, { email: newEmail }, { fields: ['name'] });
    const toNewAddress = owner
      ? emailChangeAddressInUseMail(newEmail, owner.name, loginLink, options)
      : emailChangeConfirmMail(newEmail, user.name, publicLink(config, `/confirm-email?token=${encodeURIComponent(token)}`), EMAIL_CHANGE_TTL_HOURS, options);
    await queueMail(jobs, tx, toNewAddress);
    await queueMail(jobs, tx, emailChangeRequestedMail(user.email, user.name, newEmail, loginLink, options));
    audit(tx, actor, { entityType: 'User', entityId: user.id, action: 'EMAIL_CHANGE_REQUESTED', changes: { email: { from: user.email, to: newEmail } } });
  }

  /**
   * POST /users/confirm-email {token} and confirmEmailChange: makes the change the link names, once. Open to anyone
   * holding the link (it was mailed to the new address, and the request needed the current password).
   */
  async confirm({ token }: z.output<typeof confirmEmailChangeSchema>): Promise<{ email: string }> {
    try {
      return await this.em.transactional(async (tx) => {
        const row = await tx.findOne(
          EmailChangeToken,
          { tokenHash: hashLinkSecret(token) },
          // A link works once even when opened twice at once.
          { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!row || !row.user.isActive) throw refusal('EmailChangeTokenInvalid');
        if (row.usedAt) throw refusal('EmailChangeTokenUsed');
        if (row.expiresAt <= new Date()) throw refusal('EmailChangeTokenExpired');
        // Taken since it was asked for (or when asked for: such a row's link was never sent).
        if ((await tx.count(User, { email: row.newEmail, id: { $ne: row.user.id } })) > 0) throw refusal('EmailChangeAddressUnavailable');

        const user = row.user;
        const oldEmail = user.email;
        row.usedAt = new Date();
        await tx.nativeDelete(EmailChangeToken, { user: user.id, usedAt: null, id: { $ne: row.id } });
        user.email = row.newEmail;
        // Every token carries the old address as its claim: they end, and the next sign-in is with the new one.
        user.sessionVersion += 1;
        // A reset link mailed to the old address must not outlive it (the auth module's table; this module cannot
        // import that one, which imports this).
        await tx.execute('update password_reset_token set used_at = now() where user_id = ? and used_at is null', [user.id]);
        audit(tx, null, { entityType: 'User', entityId: user.id, action: 'EMAIL_CHANGED', changes: { email: { from: oldEmail, to: user.email } } }, user.name);
        await queueMail(
          this.deps.jobs,
          tx,
          emailChangedMail(oldEmail, user.name, user.email, publicLink(this.deps.config, '/prequalification'), { supportEmail: this.deps.config.SUPPORT_EMAIL }),
        );
        return { email: user.email };
      });
    } catch (err) {
      // The same address confirmed for two accounts at once: the unique index decides, the second is told.
      if (err instanceof UniqueConstraintViolationException) throw refusal('EmailChangeAddressUnavailable');
      throw err;
    }
  }
}
