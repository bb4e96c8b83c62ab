import { useCallback, useState } from 'react';

export type BusyWith = 'save' | 'submit' | 'leave';

/** Runs `work` as the screen's one busy action. */
export type RunBusy = <T>(what: BusyWith, work: () => Promise<T>) => Promise<T>;

/** What the screen is busy with: one state for all its actions, so any of them disables the others' buttons. */
export function useBusy() {
  const [busy, setBusy] = useState<BusyWith | null>(null);
  const run = useCallback<RunBusy>(async (what, work) => {
    setBusy(what);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}
