import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole, type InternalRole } from '@portal/common/auth/roles';
import { MESSAGES } from '@portal/common/errors';
import { EMAIL_CHANGE_MESSAGES } from '@portal/common/validation/email-change';
import { USER_MESSAGES, type createInternalUserSchema } from '@portal/common/validation/users';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { isInternal, type Actor } from '../../auth/actor.js';
import { authorize } from '../../auth/authorize.js';
import { hashPassword } from '../../auth/passwords.js';
import { publicLink, type Config } from '../../config.js';
import { queueMail } from '../../integrations/mail/mail-outbox.js';
import { internalUserAddedMail } from '../../integrations/mail/user-templates.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { audit, diff } from '../audit/index.js';
import { User } from './user.entity.js';

/** An administrator's edit (PATCH|PUT /users/{id}): an internal user's details, or any user's password alone. */
export interface AdminUserUpdate {
  name?: string;
  email?: string;
  phone?: string;
  role?: InternalRole;
  password?: string;
}

const emailTaken = () => new AppError('CONFLICT', MESSAGES.emailTaken, { fieldErrors: { email: MESSAGES.emailTaken } });

/**
 * The Users screens' changes (admin spec "Users", calls "Users"; vendor spec /vendor/users): internal users
 * created and edited by the system admin, passwords set, users activated and deactivated, deleted, and a
 * company's admins chosen. Each change is one transaction with its audit row.
 *
 * Who may call each is declared in user-admin.operations.ts, which also parses the input; the checks here are the
 * ones that depend on the user or the company. Deactivating a user ends every session at once: the token's user is read on each request (AuthService.resolveActor
 * refuses an inactive one) and the session version goes up, so no token issued before comes back on reactivation.
 */
export class UserAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: { config: Pick<Config, 'PUBLIC_URL' | 'SUPPORT_EMAIL'>; jobs: JobQueue },
  ) {}

  /**
   * POST /users/admin/create-user: an internal user, approved and active, mailed how to sign in. Without a password the
   * user sets one by "Forgot password".
   */
  async createInternal(a: Actor, data: z.output<typeof createInternalUserSchema>): Promise<User> {
    const passwordHash = await hashPassword(data.password ?? randomBytes(32).toString('base64url'));
    return this.write(async (tx) => {
      if ((await tx.count(User, { email: data.email })) > 0) throw emailTaken();
      const user = tx.create(User, { name: data.name, email: data.email, phone: data.phone, role: data.role, passwordHash, registrationStatus: 'APPROVED' });
      audit(tx, a, {
        entityType: 'User',
        entityId: user.id,
        action: 'USER_CREATED',
        changes: { name: user.name, email: user.email, role: user.role, password: data.password ? 'set' : 'not set' },
      });
      await tx.flush();
      const link = publicLink(this.deps.config, '/prequalification');
      await queueMail(
        this.deps.jobs,
        tx,
        internalUserAddedMail(user.email, user.name, data.role, a.name, link, Boolean(data.password), { supportEmail: this.deps.config.SUPPORT_EMAIL }),
      );
      return user;
    });
  }

  /**
   * PATCH|PUT /users/{id} by the system admin: an internal user's name, e-mail, phone, role and optional password,
   * or any user's password alone. A new password ends the user's sessions. Administrators keep their own role and
   * set their own password and e-mail from the profile (which asks for the current password). Another internal user's
   * e-mail changes at once: the system admin lists every user anyway, so being told an address is taken reveals nothing.
   */
  async update(a: Actor, id: string, data: AdminUserUpdate): Promise<User> {
    const passwordHash = data.password ? await hashPassword(data.password) : null;
    return this.write(async (tx) => {
      const user = await this.load(tx, id);
      const own = user.id === a.userId;
      if (own && data.password) throw AppError.badInput(USER_MESSAGES.ownPassword, { password: USER_MESSAGES.ownPassword });
      let changes: Record<string, unknown> = {};
      if (data.role) {
        if (!isInternalRole(user.role)) throw AppError.badInput(USER_MESSAGES.vendorPasswordOnly, { role: USER_MESSAGES.internalRolesOnly });
        if (own && data.role !== user.role) throw AppError.badInput(USER_MESSAGES.ownRole, { role: USER_MESSAGES.ownRole });
        // One's own address changes only as the profile changes it: with the password, confirmed from the new address.
        if (own && data.email !== user.email) throw AppError.badInput(EMAIL_CHANGE_MESSAGES.ownEmailOnProfile, { email: EMAIL_CHANGE_MESSAGES.ownEmailOnProfile });
        if (data.email !== user.email && (await tx.count(User, { email: data.email, id: { $ne: user.id } })) > 0) throw emailTaken();
        const next = { name: data.name!, email: data.email!, phone: data.phone!, role: data.role };
        changes = diff(user, next);
        tx.assign(user, next);
      }
      if (passwordHash) {
        user.passwordHash = passwordHash;
        // Every token issued before carries the old version and is refused from now on.
        user.sessionVersion += 1;
        changes.password = 'changed';
      }
      if (Object.keys(changes).length > 0) {
        audit(tx, a, { entityType: 'User', entityId: user.id, action: data.role ? 'USER_UPDATED' : 'USER_PASSWORD_SET', changes });
      }
      return user;
    });
  }

  /** PATCH /users/{id}/activation {isActive}. Deactivation ends the user's sessions at once; one's own account stays active. */
  async setActive(a: Actor, id: string, isActive: boolean): Promise<User> {
    return this.write(async (tx) => {
      const user = await this.load(tx, id);
      if (user.isActive === isActive) return user;
      if (!isActive && user.id === a.userId) throw new AppError('CONFLICT', USER_MESSAGES.ownDeactivate);
      user.isActive = isActive;
      if (!isActive) user.sessionVersion += 1;
      audit(tx, a, {
        entityType: 'User',
        entityId: user.id,
        action: isActive ? 'USER_ACTIVATED' : 'USER_DEACTIVATED',
        changes: { isActive: { from: !isActive, to: isActive } },
      });
      return user;
    });
  }

  /**
   * DELETE /users/{id} (internal users send {hardDelete: true}). The account is removed in either case (its sessions
   * with it); the audit log keeps who it was. The system admin deletes anyone else; a company admin its own company's
   * users. Company admins cannot be deleted, nor one's own account.
   */
  async delete(a: Actor, id: string, hardDelete: boolean | undefined): Promise<void> {
    await this.write(async (tx) => {
      const user = await this.load(tx, id);
      this.assertManages(a, user);
      if (user.id === a.userId) throw new AppError('CONFLICT', USER_MESSAGES.ownDelete);
      if (user.isCompanyAdmin) throw new AppError('CONFLICT', USER_MESSAGES.companyAdminDelete);
      audit(tx, a, {
        entityType: 'User',
        entityId: user.id,
        action: 'USER_DELETED',
        changes: { name: user.name, email: user.email, role: user.role, vendorId: user.vendor?.id ?? null, hardDelete: hardDelete ?? false },
      });
      tx.remove(user);
    });
  }

  /**
   * PATCH|PUT /users/set-company-admin/{vendorId}/{userId} {isVendorAdmin}: a company admin is a VENDOR_ADMIN, the
   * others VENDOR_USER. Only an approved account becomes one, and a company keeps at least one (its row is locked,
   * so two changes at once cannot both remove the last two).
   */
  async setCompanyAdmin(a: Actor, vendorId: string, userId: string, isVendorAdmin: boolean): Promise<User> {
    assertUuid(vendorId, 'Company');
    authorize(a, 'users.manage', { vendorId });
    return this.write(async (tx) => {
      const user = await this.load(tx, userId);
      if (!user.vendor || user.vendor.id !== vendorId) throw new AppError('NOT_FOUND', USER_MESSAGES.notInCompany);
      if (user.isCompanyAdmin === isVendorAdmin) return user;
      await tx.lock(user.vendor, LockMode.PESSIMISTIC_WRITE);
      if (isVendorAdmin && user.registrationStatus !== 'APPROVED') throw new AppError('CONFLICT', USER_MESSAGES.notApprovedAdmin);
      if (!isVendorAdmin) {
        const admins = await tx.count(User, { vendor: user.vendor, isCompanyAdmin: true, id: { $ne: user.id } });
        if (admins === 0) throw new AppError('CONFLICT', USER_MESSAGES.lastCompanyAdmin);
      }
      const before = { isCompanyAdmin: user.isCompanyAdmin, role: user.role };
      user.isCompanyAdmin = isVendorAdmin;
      user.role = isVendorAdmin ? 'VENDOR_ADMIN' : 'VENDOR_USER';
      audit(tx, a, {
        entityType: 'User',
        entityId: user.id,
        action: 'COMPANY_ADMIN_CHANGED',
        changes: { ...diff(before, { isCompanyAdmin: user.isCompanyAdmin, role: user.role }), vendorId },
      });
      return user;
    });
  }

  /** The system admin manages every user; a company admin only the vendor users of its own company. */
  private assertManages(a: Actor, user: User): void {
    if (a.role === 'SYSTEM_ADMIN') return;
    if (isInternal(a) || isInternalRole(user.role) || !a.vendorId || user.vendor?.id !== a.vendorId) throw AppError.forbidden();
  }

  private async load(tx: EntityManager, id: string): Promise<User> {
    assertUuid(id, 'User');
    const user = await tx.findOne(User, { id }, { populate: ['vendor'] });
    if (!user) throw AppError.notFound('User');
    return user;
  }

  /** One transaction; the same new e-mail written twice at once is told apart by the unique index. */
  private async write<T>(fn: (tx: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(fn);
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw emailTaken();
      throw err;
    }
  }
}
