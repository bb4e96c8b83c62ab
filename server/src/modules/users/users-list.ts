import type { Role } from '@portal/common/auth/roles';
import type { ListPaging, ListSpec } from '../../db/list-query.js';
import type { Priority, UserRegistrationStatus } from './user.entity.js';

/** The user lists: everyone, a company's users (vendorId), the Account Creation tab (registrationStatus PENDING). */
export interface UsersListQuery extends ListPaging {
  vendorId?: string | null;
  registrationStatus?: UserRegistrationStatus | null;
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
  },
  dates: ['lastLogin'],
  where: (q) => [
    ...(q.vendorId ? [{ sql: 'u.vendor_id = ?', params: [q.vendorId] }] : []),
    ...(q.registrationStatus ? [{ sql: 'u.registration_status = ?', params: [q.registrationStatus] }] : []),
  ],
  // The expression of the trigram index app_user_search_trgm.
  search: `(lower(u.name) || ' ' || u.email)`,
  sorts: { name: 'u.name' },
  defaultSort: () => ({ field: 'name', order: 'ASC' }),
  // A company's users are few and counted; the lists over every company read the counter.
  counterKey: (q) => (q.vendorId ? null : q.registrationStatus ? `app_user.registration_status:${q.registrationStatus}` : 'app_user'),
  indexes: ['app_user_name_idx', 'app_user_status_name_idx', 'app_user_vendor_name_idx', 'app_user_search_trgm', 'app_user_status_search_trgm'],
};
