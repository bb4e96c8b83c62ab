import { useState, type RefObject } from 'react';
import type { PrequalFormSetFieldsFragment } from '../../../gql/graphql';
import { formsByTab } from '../prequal-tabs';
import type { TabForm } from './use-tab-form';

/** Loads the forms again (a reload after a stale save). */
export type ReloadForms = () => Promise<{ data?: { prequalForms?: PrequalFormSetFieldsFragment | null } | undefined }>;

/** A stale save: the tab it was on (null for a submit of all three) and the server's words. */
export interface StaleSave {
  tab: number | null;
  message: string;
}

/** A stale save asks before anything is replaced: Reload puts the server's copy in the stale tab(s), Keep leaves what is typed. */
export function useStaleReload(
  tabsRef: RefObject<TabForm[]>,
  reload: ReloadForms,
  onStatus: (status: Pick<PrequalFormSetFieldsFragment, 'prequalStatus' | 'editable'>) => void,
) {
  const [stale, setStale] = useState<StaleSave | null>(null);
  const [reloading, setReloading] = useState(false);

  const reloadStale = async () => {
    if (!stale) return;
    setReloading(true);
    try {
      const { data } = await reload();
      const fresh = data?.prequalForms ? formsByTab(data.prequalForms.forms) : null;
      if (fresh) {
        const which = stale.tab === null ? [0, 1, 2] : [stale.tab];
        for (const i of which) tabsRef.current[i]?.resetTo(fresh[i]!);
        onStatus({ prequalStatus: data!.prequalForms!.prequalStatus, editable: data!.prequalForms!.editable });
      }
    } catch {
      // The reason is in the Alert modal.
    } finally {
      setReloading(false);
      setStale(null);
    }
  };

  return { stale, showStale: setStale, reloading, reloadStale, keep: () => setStale(null) };
}
