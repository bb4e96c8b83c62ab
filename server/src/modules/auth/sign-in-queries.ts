import type { Role } from '@portal/common/auth/roles';
import { BatchStatement } from '../../db/held-transaction.js';
import { PreparedStatement } from '../../db/prepared-statement.js';
import { settingJsonSql } from '../settings/index.js';
import type { UserType } from '../users/index.js';
import { LOGIN_THROTTLE_STATE_SQL, type ThrottleState } from './login-throttle.service.js';

/** The portal's second-factor requirement of staff (common/src/settings/registry.ts): one primary-key lookup. */
export const REQUIRE_MFA_SQL = `${settingJsonSql('security.requireMfaForInternal')} = 'true'::jsonb`;

/**
 * Whether the account owes a second factor: its TOTP is on (modules/mfa), or the portal requires one of staff and
 * it has none yet (it sets one up before its session starts). Read beside the account, in the same statement.
 */
const SECOND_FACTOR_SQL = `exists (select 1 from user_totp t where t.user_id = u.id and t.enabled_at is not null) as "totpEnabled",
  ${REQUIRE_MFA_SQL} as "mfaPolicy"`;

/**
 * Sign-in's one read, before the password check: the throttle's state of the attempt's three keys, and the account
 * by e-mail as the answer shows it (no row when the e-mail is unknown: the same one statement either way, so its
 * cost tells nothing). A row read, not an entity: sign-in changes nothing through the ORM.
 * Parameters: the three throttle keys (LoginThrottleService.stateParams), then the e-mail.
 */
export const SIGN_IN_READ_SQL = `select ${LOGIN_THROTTLE_STATE_SQL} as throttle,
  u.id as "userId", u.name, u.email, u.phone, u.role, u.is_active as "isActive", u.last_login as "lastLogin",
  v.company_name as "companyName", v.id as "vendorId", v.account_id as "accountId", u.is_company_admin as "isCompanyAdmin",
  u.priority, u.profile_pic as "profilePic", u.registration_status as "registrationStatus",
  u.password_hash as "passwordHash", u.session_version as "sessionVersion", ${SECOND_FACTOR_SQL}
  from (values (1)) as one (x)
  left join app_user u on u.email = ?
  left join vendor v on v.id = u.vendor_id`;

/** A row of SIGN_IN_READ_SQL; timestamps come as PostgreSQL's text, as from every statement the ORM runs raw. */
export type SignInRow = { throttle: ThrottleState[]; totpEnabled: boolean; mfaPolicy: boolean } & (
  | ({ userId: string; role: Role; passwordHash: string | null; sessionVersion: number; lastLogin: string | null } & Omit<
      UserType,
      'userId' | 'role' | 'roleName' | 'roleOnApproval' | 'lastLogin'
    >)
  | { userId: null; passwordHash: null }
);

/**
 * Everything a successful sign-in writes, as one statement (one round trip, one commit, all or nothing): this
 * client's failure count on the account goes (it proved it knows the password; the account-wide count stays
 * until its window ends, or an attacker could have the owner reset it), the last login (a plain update, not the
 * entity's versioned save: sign-ins of one account at once must not refuse each other as concurrent edits; the
 * version still moves, as every change of the row moves it), and the LOGIN audit row.
 * Parameters: the client-account key, the time, the user id, the audit row's id, the user id, the user's name, the time.
 */
export const SIGN_IN_WRITE_SQL = `with cleared as (delete from login_throttle where key = ?),
  signed_in as (update app_user set last_login = ?, version = version + 1 where id = ?)
  insert into audit_log (id, entity_type, entity_id, action, performed_by_id, performed_by, performed_at, changes, vendor_id)
  values (?, 'User', ?, 'LOGIN', ?, ?, ?, null, null)`;

/** SIGN_IN_WRITE_SQL with what the LOGIN row records (how the sign-in was made: a second factor, single sign-on). */
export const SIGN_IN_WRITE_WITH_CHANGES_SQL = SIGN_IN_WRITE_SQL.replace("'LOGIN', ?, ?, ?, null, null", "'LOGIN', ?, ?, ?, ?::jsonb, null");

/**
 * The statements of sign-in, each parsed and planned once per connection (db/prepared-statement.ts): planning the
 * read (app_user and vendor with a dozen indexes each) took longer than running it.
 */
export const signInRead = new PreparedStatement<SignInRow>('sign-in-read', SIGN_IN_READ_SQL);
export const signInWrite = new PreparedStatement<never>('sign-in-write', SIGN_IN_WRITE_SQL);
export const signInWriteWithChanges = new PreparedStatement<never>('sign-in-write-with-changes', SIGN_IN_WRITE_WITH_CHANGES_SQL);

/**
 * Sign-in's write while argon2 checks the password (AuthService.login): in a transaction held until the check ends,
 * committed when a session starts, rolled back otherwise. First a transaction-scoped lock of the account (an e-mail's
 * key, registered or not): sign-ins of one address run their held transactions one after another, so two of them
 * wait on each other alike whether or not the address is registered (the user's row lock alone would only hold the
 * registered ones), and the locks come in one order (address, this client's throttle row, the user's row).
 * Parameters: the account's throttle key (LoginThrottleService.keys), then SIGN_IN_WRITE_SQL's.
 */
export const signInLock = new BatchStatement('sign_in_lock', `select pg_advisory_xact_lock(hashtext('sign-in:' || ?::text))`);
export const signInHeldWrite = new BatchStatement('sign_in_write_held', SIGN_IN_WRITE_SQL);

/**
 * The held transaction's commit does not wait for its WAL to reach the disk (`SET LOCAL synchronous_commit = off`,
 * as set_config so it can be prepared): a successful sign-in's answer no longer waits for the flush, which was most
 * of what it still waited for after the hash (1.5-4 ms on the bench's disk, against 0.1-0.2 ms for the COMMIT
 * itself). Local to this transaction: the connection goes back to the pool as synchronous as it came, and every
 * other write (a failure's count, the block, SSO and second-factor sign-ins, the fallback write after the check)
 * stays synchronous. The transaction is still all or nothing; what a crash of the database server (not of the
 * portal) can lose is the last moments of successful sign-ins' rows (PostgreSQL flushes them within 3 x
 * wal_writer_delay, 0.6 s by default): their LOGIN rows, last logins and throttle clears, never a failure's count.
 * docs/decisions.md has the decision.
 */
export const signInAsyncCommit = new BatchStatement('sign_in_async_commit', `select set_config('synchronous_commit', 'off', true)`);
