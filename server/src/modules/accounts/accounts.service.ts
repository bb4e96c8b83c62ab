import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { approvalDecisionSchema } from '@portal/common/validation/approval';
import type { listQuerySchema } from '@portal/common/validation/auth';
import { MESSAGES } from '@portal/common/errors';
import type { signUpSchema } from '@portal/common/validation/signup';
import type { createCompanyUserSchema } from '@portal/common/validation/users';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { hashPassword } from '../../auth/passwords.js';
import { publicLink, type Config } from '../../config.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { accountApprovedMail, accountRejectedMail, signUpAddressInUseMail, signUpReceivedMail } from '../../integrations/mail/account-templates.js';
import type { CrmClient } from '../../integrations/crm/crm-client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import { companyUserAddedMail } from '../../integrations/mail/user-templates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createClientRateLimiter, type PgRateLimiter } from '../../limits/client-rate-limiter.js';
import { audit, diff } from '../audit/index.js';
import { User } from '../users/index.js';
import type { Priority, UserPage, UsersService } from '../users/index.js';
import type { Role } from '@portal/common/auth/roles';
import { Vendor } from '../companies/index.js';
import { emitEvent } from '../webhooks/index.js';
import { nextAccountStatus } from './account-status.js';
import { crmOnlyAccount, importCrmCompany } from './crm-company.js';

export interface AccountsDeps {
  config: Config;
  crm: CrmClient;
  mailer: Mailer;
  logger: Logger;
  jobs: JobQueue;
}

const UNKNOWN_ACCOUNT = 'No approved company has this account number. Please use the link from your approval e-mail or reach out to the team.';
/** At most this many "someone signed up with your address" mails per address per hour, so the form cannot flood an inbox. */
const ADDRESS_IN_USE_MAILS_PER_HOUR = 5;

/** A user awaiting approval, and the role approving them now gives (decide). */
export type PendingAccount = UserPage['users'][number] & { roleOnApproval: Role };
export interface PendingAccountPage {
  users: PendingAccount[];
  totalCount: number;
}

/**
 * User accounts of approved companies: sign-up, the admins' approval ("Account Creation"), and its
 * priority. The first approved user of a company becomes its company admin (VENDOR_ADMIN); later
 * ones are VENDOR_USER (docs/decisions.md). Who may call each is declared in accounts.operations.ts, which also
 * parses the input; the checks here are the ones that depend on the company.
 */
export class AccountsService {
  /** Both in PostgreSQL, so REST and GraphQL, and every replica, count on the same rows. */
  private readonly signUpLimiter: PgRateLimiter;
  private readonly addressInUseMailLimiter: PgRateLimiter;

  constructor(
    private readonly em: EntityManager,
    private readonly deps: AccountsDeps,
    private readonly users: UsersService,
  ) {
    this.signUpLimiter = createClientRateLimiter(em, {
      scope: 'sign-up',
      limit: deps.config.SIGN_UPS_PER_HOUR,
      windowMs: 3_600_000,
      message: 'Too many sign-up requests from this connection. Please try again later.',
    });
    this.addressInUseMailLimiter = createClientRateLimiter(em, {
      scope: 'sign-up-address-in-use-mail',
      limit: ADDRESS_IN_USE_MAILS_PER_HOUR,
      windowMs: 3_600_000,
      message: '',
    });
  }

  /**
   * POST auth/signup/{accountNumber}: a PENDING user of the company whose accountId this is; mails the user.
   * An address that already has an account gets the same answer and nothing is created; its owner is mailed
   * instead. So the form never tells a stranger who is registered: the answer, the per-client limit (counted
   * before the address is looked at) and the work done (a password hash either way) are alike.
   * A CRM account the portal has no company for (tax-ID outcome (b)) is signed up for with the verified `taxId`:
   * its company comes into the portal with the user (./crm-company.ts).
   */
  async signUp(accountNumber: string, data: z.output<typeof signUpSchema>, client: { ip: string }, crm: { taxId?: string | null } = {}): Promise<void> {
    await this.signUpLimiter.consume(client.ip);
    const account = accountNumber.trim();
    const vendor = await this.em.findOne(Vendor, { accountId: account, registrationStatus: 'APPROVED' });
    const crmAccount = vendor ? null : await crmOnlyAccount(this.em, this.deps.crm, account, crm.taxId);
    if (!vendor && !crmAccount) throw new AppError('NOT_FOUND', UNKNOWN_ACCOUNT);
    const passwordHash = await hashPassword(data.password);
    const owner = await this.em.findOne(User, { email: data.email });
    if (owner) return this.tellOwner(owner, vendor ?? { id: null, companyName: crmAccount!.name });

    try {
      // The user, its mail (and a company the CRM brought) are committed together.
      await this.em.transactional(async (tx) => {
        const company = vendor ?? importCrmCompany(tx, crmAccount!, data.email);
        const user = pendingUser(tx, company, data, passwordHash);
        audit(tx, null, { entityType: 'User', entityId: user.id, action: 'USER_SIGNED_UP', changes: { email: user.email, vendorId: company.id } }, user.email);
        await tx.flush();
        await queueMail(this.deps.jobs, tx, signUpReceivedMail(user.email, user.name, company.companyName));
      });
    } catch (err) {
      // The same new address signed up twice at once: the unique index keeps one, and this request answers
      // alike; the mailbox already gets the other request's mail.
      if (err instanceof UniqueConstraintViolationException) {
        // Two people of a CRM-only company signed up at once: the other one brought the company in; join it.
        if (crmAccount && (await this.em.count(User, { email: data.email })) === 0) return this.signUp(account, data, client);
        return;
      }
      throw err;
    }
  }

  /** Someone signed up with an address that has an account: nothing changes; the owner hears of it, with a way in. */
  private async tellOwner(owner: User, vendor: { id: string | null; companyName: string }): Promise<void> {
    const mailed = (await this.addressInUseMailLimiter.hit(owner.email)).allowed;
    await this.em.transactional(async (tx) => {
      audit(tx, null, { entityType: 'User', entityId: owner.id, action: 'SIGN_UP_EMAIL_IN_USE', changes: { vendorId: vendor.id } });
      if (mailed)
        await queueMail(this.deps.jobs, tx, signUpAddressInUseMail(owner.email, owner.name, vendor.companyName, publicLink(this.deps.config, '/prequalification')));
    });
  }

  /**
   * POST /vendors/create-user/{accountId} {name, email, password, phone} (GraphQL by the company's id): a user added
   * to an approved company by its company admin (its own company only) or the system admin. Like a sign-up, the
   * account awaits an admin's approval in the Account Creation tab; unlike one, a registered e-mail is told (the
   * caller is signed in and accountable), and the new user is mailed who added them and that approval follows.
   */
  async createCompanyUser(a: Actor, company: { accountId: string } | { vendorId: string }, data: z.output<typeof createCompanyUserSchema>): Promise<User> {
    if ('vendorId' in company) assertUuid(company.vendorId, 'Company');
    const vendor = await this.em.findOne(Vendor, 'vendorId' in company ? { id: company.vendorId } : { accountId: company.accountId.trim() });
    // Another company's account is refused before saying whether it exists.
    authorize(a, 'users.manage', { vendorId: vendor?.id });
    if (!vendor || vendor.registrationStatus !== 'APPROVED' || !vendor.accountId) throw AppError.notFound('Company');
    const passwordHash = await hashPassword(data.password);
    const taken = () => new AppError('CONFLICT', MESSAGES.emailTaken, { fieldErrors: { email: MESSAGES.emailTaken } });
    let user: User;
    try {
      user = await this.em.transactional(async (tx) => {
        if ((await tx.count(User, { email: data.email })) > 0) throw taken();
        const created = pendingUser(tx, vendor, data, passwordHash);
        audit(tx, a, {
          entityType: 'User',
          entityId: created.id,
          action: 'USER_ADDED_TO_COMPANY',
          changes: { name: created.name, email: created.email, vendorId: vendor.id },
        });
        await tx.flush();
        const link = publicLink(this.deps.config, '/prequalification');
        await queueMail(
          this.deps.jobs,
          tx,
          companyUserAddedMail(created.email, created.name, vendor.companyName, a.name, link, { supportEmail: this.deps.config.SUPPORT_EMAIL }),
        );
        return created;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw taken();
      throw err;
    }
    return user;
  }

  /**
   * The Account Creation tab: users awaiting approval, with their company, priority and the role approval gives
   * them now (company admin while their company has no approved admin; see decide), read with the page (companyHasAdmin).
   */
  async pending(actor: Actor, input: z.output<typeof listQuerySchema>): Promise<PendingAccountPage> {
    const page = await this.users.list(actor, { ...input, registrationStatus: 'PENDING' });
    const users = page.users.map((u) => ({ ...u, roleOnApproval: u.vendorId && !u.companyHasAdmin ? ('VENDOR_ADMIN' as const) : ('VENDOR_USER' as const) }));
    return { users, totalCount: page.totalCount };
  }

  /**
   * Approve (the user can sign in; the company's first approved user becomes its admin) or reject
   * (comment required). The company row is locked so two approvals at once agree on who is admin.
   */
  async decide(a: Actor, userId: string, decision: z.output<typeof approvalDecisionSchema>): Promise<User> {
    assertUuid(userId, 'User');
    const user = await this.em.transactional(async (tx) => {
      const u = await tx.findOne(User, { id: userId }, { populate: ['vendor'] });
      if (!u) throw AppError.notFound('User');
      const to = nextAccountStatus(u.registrationStatus, decision.approve ? 'approve' : 'reject');
      const before = { registrationStatus: u.registrationStatus, role: u.role, isCompanyAdmin: u.isCompanyAdmin, registrationComment: u.registrationComment ?? null };
      if (decision.approve && u.vendor) {
        await tx.lock(u.vendor, LockMode.PESSIMISTIC_WRITE);
        const admins = await tx.count(User, { vendor: u.vendor, isCompanyAdmin: true, registrationStatus: 'APPROVED' });
        u.isCompanyAdmin = admins === 0;
        u.role = admins === 0 ? 'VENDOR_ADMIN' : 'VENDOR_USER';
      }
      if (!decision.approve) u.registrationComment = decision.commentText;
      u.registrationStatus = to;
      audit(tx, a, {
        entityType: 'User',
        entityId: u.id,
        // A company's user: the decision shows in that company's activity.
        vendorId: u.vendor?.id ?? null,
        action: decision.approve ? 'ACCOUNT_APPROVED' : 'ACCOUNT_REJECTED',
        changes: diff(before, {
          registrationStatus: u.registrationStatus,
          role: u.role,
          isCompanyAdmin: u.isCompanyAdmin,
          registrationComment: u.registrationComment ?? null,
        }),
      });
      const mail = decision.approve
        ? accountApprovedMail(u.email, u.name, publicLink(this.deps.config, '/prequalification'))
        : accountRejectedMail(u.email, u.name, decision.commentText);
      await queueMail(this.deps.jobs, tx, mail);
      if (decision.approve) await emitEvent(this.deps.jobs, tx, 'account.approved', { userId: u.id, vendorId: u.vendor?.id ?? null, email: u.email });
      return u;
    });
    return user;
  }

  /** PUT users/{id}/priority: LOW, MEDIUM or HIGH, for a vendor user's account request. */
  async setPriority(a: Actor, userId: string, priority: Priority): Promise<User> {
    assertUuid(userId, 'User');
    const user = await this.em.findOne(User, { id: userId }, { populate: ['vendor'] });
    if (!user) throw AppError.notFound('User');
    if (!user.vendor) throw AppError.badInput("Priority applies to a vendor user's account.", { priority: "Priority applies to a vendor user's account." });
    const changes = diff(user, { priority });
    user.priority = priority;
    if (Object.keys(changes).length > 0) audit(this.em, a, { entityType: 'User', entityId: user.id, action: 'USER_PRIORITY_CHANGED', changes });
    await this.em.flush();
    return user;
  }
}

/** A vendor user awaiting an admin's approval in the Account Creation tab (signed up, or added by an admin). */
function pendingUser(tx: EntityManager, vendor: Vendor, data: { name: string; email: string; phone: string }, passwordHash: string): User {
  return tx.create(User, {
    name: data.name,
    email: data.email,
    phone: data.phone,
    role: 'VENDOR_USER',
    passwordHash,
    vendor,
    registrationStatus: 'PENDING',
    priority: 'MEDIUM',
  });
}
