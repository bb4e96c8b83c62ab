/** Where the home page keeps the account id of an invitation link (?accountId=...). */
export const ACCOUNT_ID_STORAGE_KEY = 'accountId';

/** The account a vendor was invited to sign up for, if an invitation link was opened in this browser. */
export function storedAccountId(): string | null {
  try {
    return localStorage.getItem(ACCOUNT_ID_STORAGE_KEY) || null;
  } catch {
    // Storage can be blocked (private modes, strict settings): behave as if no link was opened.
    return null;
  }
}
