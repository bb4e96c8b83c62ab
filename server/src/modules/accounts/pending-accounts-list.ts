import { listInputSchema, listOptionsType } from '../../operations/list-binding.js';
import { USERS_LIST } from '../users/index.js';

/**
 * The Account Creation tab (pendingAccounts): the users awaiting approval, searched and sorted as the users list
 * is, without its filters (AccountsService.pending asks for registrationStatus PENDING itself).
 */
export const PENDING_ACCOUNTS_LIST = { ...USERS_LIST, name: 'pending accounts', filters: {} };

/** pendingAccounts' input: page, limit, search, sortField (name), sortOrder. */
export const pendingAccountsInput = listInputSchema(PENDING_ACCOUNTS_LIST);

export const PendingAccountsListOptions = listOptionsType('PendingAccounts', PENDING_ACCOUNTS_LIST);
