import type { EntityManager } from '@mikro-orm/postgresql';
import { isInternalRole } from '@portal/common/auth/roles';
import { MESSAGES } from '@portal/common/errors';
import { PROFILE_PASSWORD_MESSAGES, type profileUpdateSchema } from '@portal/common/validation/auth';
import { EMAIL_CHANGE_MESSAGES, type confirmEmailChangeSchema } from '@portal/common/validation/email-change';
import type { z } from 'zod';
import { isInternal, type Actor } from '../../auth/actor.js';
import { authorize, vendorScope } from '../../auth/authorize.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { listPage, type ListSpec } from '../../db/list-query.js';
import { assertUuid } from '../../db/uuid.js';
import { AppError } from '../../errors.js';
import { createClientRateLimiter, type PgRateLimiter } from '../../limits/client-rate-limiter.js';
import { audit, diff } from '../audit/index.js';
import { EmailChangeService, type EmailChangeDeps } from './email-change.service.js';
import { User } from './user.entity.js';
import { INTERNAL_USERS_LIST, USERS_LIST, type internalUsersInput, type UserListRow, type usersListInput, type UsersListQuery } from './users-list.js';

/** The lists' queries, parsed (users.operations.ts, user-admin.operations.ts). */
export type UsersListInput = z.output<typeof usersListInput>;
type InternalUsersInput = z.output<typeof internalUsersInput>;

export interface UserPage {
  users: UserListRow[];
  totalCount: number;
}

/** A saved profile, and whether the caller's own session ended with it. */
export interface ProfileUpdate {
  user: User;
  /**
   * True when callers changed their own password: every token of theirs, this request's too, has ended,
   * and the adapter answers a fresh one (AuthService.issueToken) so the session they asked from goes on.
   */
  callerSessionEnded: boolean;
  /**
   * The address a change of e-mail was asked for (it waits for the confirmation mailed there; EmailChangeService),
   * the same whether or not the address is free; null when the update asked for none.
   */
  pendingEmail: string | null;
}

/** Guesses at the current password per user, so a stolen session cannot probe for the password. */
const CURRENT_PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60_000 } as const;

export class UsersService {
  private readonly currentPasswordLimiter: PgRateLimiter;
  private readonly emailChanges: EmailChangeService;

  constructor(
    private readonly em: EntityManager,
    deps: EmailChangeDeps,
  ) {
    this.emailChanges = new EmailChangeService(em, deps);
    this.currentPasswordLimiter = createClientRateLimiter(em, {
      scope: 'current-password',
      ...CURRENT_PASSWORD_TRIES,
      message: 'Too many attempts to change the password. Please try again later.',
    });
  }

  /** The signed-in user. */
  async me(a: Actor): Promise<User> {
    return this.load(a.userId);
  }

  /**
   * One user. Internal staff read anyone; a vendor reads itself, and a company admin reads
   * the users of its own company. Another company's user is refused.
   */
  async get(a: Actor, id: string): Promise<User> {
    const user = await this.load(id);
    if (!this.mayRead(a, user)) throw AppError.forbidden();
    return user;
  }

  /**
   * Paged, searched list (GET /users?limit&search&page&vendorId&registrationStatus). A company admin
   * only ever sees its own company.
   */
  async list(actor: Actor, input: UsersListInput): Promise<UserPage> {
    const { rows, totalCount } = await listPage<UsersListQuery, UserListRow>(this.em, USERS_LIST, this.listQuery(actor, input));
    return { users: rows, totalCount };
  }

  /** The Internal tab (GET /users/harkins?limit&search&page): the staff, by name. */
  async listInternal(input: InternalUsersInput): Promise<UserPage> {
    const { rows, totalCount } = await listPage<UsersListQuery, UserListRow>(this.em, INTERNAL_USERS_LIST, internalQuery(input));
    return { users: rows, totalCount };
  }

  /** GET /users/export.csv: the list of GET /users with the same search and filters, unpaged (docs/api/csv-export.md). */
  exportList(actor: Actor, input: UsersListInput): { spec: ListSpec<UsersListQuery>; query: UsersListQuery } {
    return { spec: USERS_LIST, query: this.listQuery(actor, input) };
  }

  /** GET /users/harkins/export.csv: the Internal tab's list, unpaged. */
  exportInternal(input: InternalUsersInput): { spec: ListSpec<UsersListQuery>; query: UsersListQuery } {
    return { spec: INTERNAL_USERS_LIST, query: internalQuery(input) };
  }

  private listQuery(a: Actor, q: UsersListInput): UsersListQuery {
    // Asking for a company is asking to reach it; the scope then keeps a vendor user to its own.
    if (q.vendorId) authorize(a, 'users.list', { vendorId: q.vendorId });
    const vendorId = q.vendorId ?? vendorScope(a).vendor ?? null;
    // Over every company and every status, the list is the Vendor tab's: the company users (staff are GET /users/harkins).
    const kind = vendorId || q.registrationStatus ? null : 'VENDOR';
    return { ...q, vendorId, kind };
  }

  /**
   * Profile update (PUT /users/{id}: name, phone, email, password?, currentPassword?, profilePic?).
   * Users edit themselves; a system admin edits anyone; a company admin edits its company's users.
   * An empty password is left out.
   *
   * A new password ends every session of the user at once (the session version goes up). Users
   * changing their own password must give the current one (and their adapters answer a fresh token
   * for the session they asked from); an administrator setting another user's password needs neither.
   *
   * A new e-mail waits for its owner's confirmation (EmailChangeService), users asking for their own giving the
   * current password, and the answer never tells whether the address is taken. Only the system admin, who may
   * list every user anyway, changes another user's e-mail at once and is told when it is taken.
   */
  async updateProfile(a: Actor, id: string, data: z.output<typeof profileUpdateSchema>): Promise<ProfileUpdate> {
    const user = await this.load(id);
    if (!this.mayEdit(a, user)) throw AppError.forbidden();
    const own = a.userId === user.id;

    const newEmail = data.email && data.email !== user.email ? data.email : null;
    const emailAtOnce = newEmail !== null && !own && a.role === 'SYSTEM_ADMIN';
    const pendingEmail = newEmail !== null && !emailAtOnce ? newEmail : null;
    if (emailAtOnce) {
      const taken = await this.em.count(User, { email: newEmail, id: { $ne: user.id } });
      if (taken > 0) throw new AppError('CONFLICT', MESSAGES.emailTaken, { fieldErrors: { email: MESSAGES.emailTaken } });
    }
    if (own && (data.password || pendingEmail)) {
      const required = data.password ? PROFILE_PASSWORD_MESSAGES.currentPasswordRequired : EMAIL_CHANGE_MESSAGES.currentPasswordRequired;
      await this.checkCurrentPassword(user, data.currentPassword, required);
    }
    if (pendingEmail) await this.emailChanges.admit(user);

    // The picture (`profilePic`, accepted in the payload as the specification lists it) changes only by an upload
    // or a removal (profile-pictures module): its address names a stored picture, never any text a caller sends.
    const changes = {
      name: data.name,
      phone: data.phone,
      email: emailAtOnce ? newEmail : undefined,
    };
    const changed = diff(user, changes);
    if (data.password) {
      user.passwordHash = await hashPassword(data.password);
      // Every token issued before carries the old version and is refused from now on.
      user.sessionVersion += 1;
      changed.password = 'changed';
    }
    // The request's mails are queued in the transaction of the update (the outbox).
    await this.em.transactional(async (tx) => {
      tx.assign(user, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
      if (Object.keys(changed).length > 0) {
        audit(tx, a, { entityType: 'User', entityId: user.id, action: 'PROFILE_UPDATED', changes: changed });
      }
      if (pendingEmail) await this.emailChanges.request(tx, a, user, pendingEmail);
    });
    return { user, callerSessionEnded: Boolean(data.password) && own, pendingEmail };
  }

  /** POST /users/confirm-email {token} and confirmEmailChange: see EmailChangeService.confirm. */
  confirmEmailChange(input: z.output<typeof confirmEmailChangeSchema>): Promise<{ email: string }> {
    return this.emailChanges.confirm(input);
  }

  /** Users setting their own password or e-mail prove they know the current password. */
  private async checkCurrentPassword(user: User, currentPassword: string | undefined, required: string): Promise<void> {
    if (!currentPassword) throw AppError.badInput(required, { currentPassword: required });
    await this.currentPasswordLimiter.consume(user.id);
    await this.em.populate(user, ['passwordHash']);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw AppError.badInput(PROFILE_PASSWORD_MESSAGES.currentPasswordIncorrect, { currentPassword: PROFILE_PASSWORD_MESSAGES.currentPasswordIncorrect });
    }
  }

  private async load(id: string): Promise<User> {
    assertUuid(id, 'User');
    const user = await this.em.findOne(User, { id }, { populate: ['vendor'] });
    if (!user) throw AppError.notFound('User');
    return user;
  }

  private mayRead(a: Actor, user: User): boolean {
    if (isInternal(a) || a.userId === user.id) return true;
    return a.role === 'VENDOR_ADMIN' && a.vendorId != null && user.vendor?.id === a.vendorId;
  }

  private mayEdit(a: Actor, user: User): boolean {
    if (a.userId === user.id) return true;
    if (a.role === 'SYSTEM_ADMIN') return true;
    return a.role === 'VENDOR_ADMIN' && !isInternalRole(user.role) && a.vendorId != null && user.vendor?.id === a.vendorId;
  }
}

/** The Internal tab: the staff (who may list them is users.listInternal, declared in user-admin.operations.ts). */
function internalQuery(input: InternalUsersInput): UsersListQuery {
  return { ...input, kind: 'INTERNAL' };
}
