import { ROLE_KINDS, ROLE_LABELS, type Role, type RoleKind } from '@portal/common/auth/roles';
import { ID } from 'type-graphql';
import { z } from 'zod';
import { listFilter, type CsvColumn, type FilterValues, type ListPaging, type ListSpec } from '../../db/list-query.js';
import { blankAsNull } from '../../operations/input.js';
import { listInputSchema } from '../../operations/list-binding.js';
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

/** GET /users's filters: a company's users (vendorId), the users of an account status (REST only; PENDING is the Account Creation tab's). */
const FILTERS = {
  vendorId: listFilter(z.preprocess(blankAsNull, z.uuid().nullish()), (vendorId) => ({ sql: 'u.vendor_id = ?', params: [vendorId] }), { graphql: () => ID }),
  registrationStatus: listFilter(
    z.preprocess(blankAsNull, z.enum(USER_REGISTRATION_STATUSES, { error: 'registrationStatus must be PENDING, APPROVED or REJECTED' }).nullish()),
    (status) => ({ sql: 'u.registration_status = ?', params: [status] }),
    { graphql: false },
  ),
};

/**
 * The user lists: everyone, the internal or the vendor users (kind, which the service sets), a company's users
 * (vendorId), the Account Creation tab (registrationStatus PENDING).
 */
export type UsersListQuery = ListPaging & FilterValues<typeof FILTERS> & { kind?: UserKind | null; registrationStatus?: UserRegistrationStatus | null };

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

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const ACCOUNT_STATUS: Record<string, string> = { PENDING: 'Awaiting approval', APPROVED: 'Approved', REJECTED: 'Not approved' };

/** The Vendor tab's (and a company's users') columns as a file (GET /users/export.csv). */
const COMPANY_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Company Name', value: (r) => r.companyName },
  { header: 'Company Admin', value: (r) => yesNo(r.isCompanyAdmin) },
  { header: 'Account Status', value: (r) => ACCOUNT_STATUS[r.registrationStatus] ?? r.registrationStatus },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];

/** The Internal tab's columns as a file (GET /users/harkins/export.csv). */
const INTERNAL_USER_CSV_COLUMNS: CsvColumn<UserListRow>[] = [
  { header: 'Full Name', value: (r) => r.name },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Role', value: (r) => ROLE_LABELS[r.role] },
  { header: 'Active', value: (r) => yesNo(r.isActive) },
  { header: 'Last Login', value: (r) => r.lastLogin },
];

/** GET /users, the Vendor tab, a company's users and Account Creation's rows (accounts module). */
export const USERS_LIST = {
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
  where: (q) => (q.kind ? [{ sql: kindPredicate(q.kind), params: [] }] : []),
  filters: FILTERS,
  csv: { name: () => 'users', columns: () => COMPANY_USER_CSV_COLUMNS },
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
  // The Internal and Vendor tabs unsearched, by name: their deep pages start from the stretch of app_user_name_bucket
  // (kept by app_user's triggers, migration 20261128204219) that holds the page, not from the first row of the tab.
  skipCounts: (q) =>
    q.kind && !q.vendorId && !q.registrationStatus && !q.search?.trim()
      ? { field: 'name', sql: 'select k.name as s, k.id, k.n from app_user_name_bucket k where k.kind = ?', params: [q.kind] }
      : null,
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
} satisfies ListSpec<UsersListQuery, UserListRow>;

/** The Internal tab (GET /users/harkins): the staff (kind INTERNAL, which the service sets), searched and sorted as GET /users is, without its filters. */
export const INTERNAL_USERS_LIST = {
  ...USERS_LIST,
  name: 'internal users',
  filters: {},
  csv: { name: () => 'internal-users', columns: () => INTERNAL_USER_CSV_COLUMNS },
} satisfies ListSpec<UsersListQuery, UserListRow>;

/** GET /users?limit&search&page&sortField&sortOrder&vendorId&registrationStatus and the users query's options. */
export const usersListInput = listInputSchema(USERS_LIST);

/** The Internal tab's query (GET /users/harkins?limit&search&page&sortField&sortOrder) and internalUsers' options. */
export const internalUsersInput = listInputSchema(INTERNAL_USERS_LIST);
