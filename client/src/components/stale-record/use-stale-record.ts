import { useCallback, useState } from 'react';
import { staleRecordMessage } from './stale-record';

/**
 * The state of the StaleRecordDialog for a screen that saves a record it loaded: `catchStale(error)` opens
 * the dialog when a save was refused as stale (and says so), `dialog` holds the dialog's props. `reload`
 * fetches the record again and puts it in the form; a failed reload is reported by the Alert modal.
 */
export function useStaleRecord(reload: () => Promise<unknown>) {
  const [message, setMessage] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const catchStale = useCallback((error: unknown): boolean => {
    const stale = staleRecordMessage(error);
    if (stale) setMessage(stale);
    return stale !== null;
  }, []);

  const onReload = useCallback(() => {
    setReloading(true);
    reload()
      .catch(() => undefined)
      .finally(() => {
        setReloading(false);
        setMessage(null);
      });
  }, [reload]);

  const onKeep = useCallback(() => setMessage(null), []);

  return { catchStale, dialog: { message, reloading, onReload, onKeep } };
}
