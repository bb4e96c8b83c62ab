import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_ID_STORAGE_KEY } from '../stored-account-id';

/**
 * An invitation link carries ?accountId=...: keep it locally and reload the page without it,
 * so the id does not linger in the address bar or in shared links.
 */
export function useAccountIdParam(): boolean {
  const [params] = useSearchParams();
  const accountId = params.get('accountId');

  useEffect(() => {
    if (!accountId) return;
    localStorage.setItem(ACCOUNT_ID_STORAGE_KEY, accountId);
    const url = new URL(window.location.href);
    url.searchParams.delete('accountId');
    window.location.replace(url.toString());
  }, [accountId]);

  return accountId !== null;
}
