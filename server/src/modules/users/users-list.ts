import { ROLE_KINDS, type Role, type RoleKind } from '@portal/common/auth/roles';
import { listQuerySchema } from '@portal/common/validation/auth';
import { z } from 'zod';
import type { ListPaging, ListSpec } from '../../db/list-query.js';
import { absentIfNull } from '../../operations/input.js';
import { USER_REGISTRATION_STATUSES, type Priority, type UserRegistrationStatus } from './user.entity.js';

/** Which users a list over every company shows: the Internal tab's staff or the Vendor tab's company users. */
export const USER_KINDS = ROLE_KINDS;
export type UserKind = RoleKind;

/**
 * The predicate of the partial indexes behind each kind (user.entity.ts): the user's kind flag, which app_user keeps
 * from its role's row of the role table, so no role name is repeated in SQL. A literal, not a parameter, for the
 * planner to match the partial indexes.
 */
const kindPredicate = (kind: UserKind) => `u.kind = '${kind === 'INTERNAL' ? 'INTERNAL' : 'VENDOR'}'`;

/** The Internal tab's query (GET /users/harkins?limit&search&page); GraphQL passes an omitted search as null. */
export const internalUsersInput = listQuerySchema.extend({ search: absentIfNull(listQuerySchema.shape.search) });

/** GET /users?limit&search&page&vendorId&registrationStatus and the users query. */
export const usersListInput = internalUsersInput.extend({
  vendorId: z.uuid().optional().nullable(),
  /** PENDING: the users awaiting account approval (the Account Creation tab). */
  registrationStatus: z.enum(USER_REGISTRATION_STATUSES, { error: 'registrationStatus must be PENDING, APPROVED or REJECTED' }).optional().nullable(),
});

/**
 * The user lists: everyone, the internal or the vendor users (kind), a company's users (vendorId), the Account
 * Creation tab (registrationStatus PENDING).
 */
export interface UsersListQuery extends ListPaging {
  vendorId?: string | null;
  registrationStatus?: UserRegistrationStatus | null;
  kind?: UserKind | null;
}

/** A row of the user lists: the API's User, read straight from the columns. */
export interface UserListRow {
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  isActive: boolean;
  lastLogin: Date | null;
  companyName: string | null;
  vendorId: string | null;
  accountId: string | null;
  isCompanyAdmin: boolean;
  priority: Priority | null;
  profilePic: string | null;
  registrationStatus: UserRegistrationStatus;
  /**
   * The user's company has an approved company admin (Account Creation's role on approval): read in the page's one
   * statement, never shown as a field of its own.
   */
  companyHasAdmin: boolean;
}

export const USERS_LIST: ListSpec<UsersListQuery> = {
  name: 'users',
  table: 'app_user',
  alias: 'u',
  joins: 'left join vendor v on v.id = u.vendor_id',
  columns: {
    userId: 'u.id',
    name: 'u.name',
    email: 'u.email',
    phone: 'u.phone',
    role: 'u.role',
    isActive: 'u.is_active',
    lastLogin: 'u.last_login',
    companyName: 'v.company_name',
    vendorId: 'u.vendor_id',
    accountId: 'v.account_id',
    isCompanyAdmin: 'u.is_company_admin',
    priority: 'u.priority',
    profilePic: 'u.profile_pic',
    registrationStatus: 'u.registration_status',
    // A company's users are few: a look per page row through app_user_vendor_name_idx (a LIMIT keeps it a look per
    // row; an exists would let the planner join the whole table).
    companyHasAdmin: `coalesce((select true from app_user a where a.vendor_id = u.vendor_id and a.is_company_admin and a.registration_status = 'APPROVED' limit 1), false)`,
  },
  dates: ['lastLogin'],
  where: (q) => [
    ...(q.vendorId ? [{ sql: 'u.vendor_id = ?', params: [q.vendorId] }] : []),
    ...(q.registrationStatus ? [{ sql: 'u.registration_status = ?', params: [q.registrationStatus] }] : []),
    ...(q.kind ? [{ sql: kindPredicate(q.kind), params: [] }] : []),
  ],
  // The expression of the trigram index app_user_search_trgm.
  search: `(lower(u.name) || ' ' || u.email)`,
  sorts: { name: 'u.name' },
  defaultSort: () => ({ field: 'name', order: 'ASC' }),
  // A company's users are few and counted; the lists over every company read a counter (by kind: migration 20270109000001).
  counterKey: (q) =>
    q.vendorId
      ? null
      : q.kind
        ? q.registrationStatus
          ? null
          : `app_user.kind:${q.kind}`
        : q.registrationStatus
          ? `app_user.registration_status:${q.registrationStatus}`
          : 'app_user',
  indexes: [
    'app_user_name_idx',
    'app_user_status_name_idx',
    'app_user_vendor_name_idx',
    'app_user_search_trgm',
    'app_user_status_search_trgm',
    'app_user_internal_name_idx',
    'app_user_vendor_role_name_idx',
    'app_user_internal_search_trgm',
    'app_user_vendor_role_search_trgm',
  ],
};
