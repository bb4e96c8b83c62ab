import { useEffect, type RefObject } from 'react';
import { getToken } from '../../../api/token';
import { snapshot } from '../form-values';
import { unloadDraftBody } from '../unload-draft';
import type { TabForm } from './use-tab-form';

/**
 * A browser unload (closing the tab, reloading) saves the dirty drafts with a request that outlives the page,
 * and asks the browser to confirm leaving. If the vendor stays, the answer brings the forms' new versions.
 */
export function useUnloadSave(tabsRef: RefObject<TabForm[]>, anyDirty: () => boolean, instance: string) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      const token = getToken();
      for (const tab of tabsRef.current) {
        if (!tab.isDirty()) continue;
        const checked = tab.check('draft');
        if (!checked.success || !token) continue;
        const values = snapshot(tab.form.getValues());
        fetch(new URL('/api/v1/vendor/prequal', window.location.href), {
          method: 'POST',
          keepalive: true,
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: unloadDraftBody(tab.category, tab.fields, checked.answers, tab.version(), instance),
        })
          .then(async (response) => {
            if (!response.ok) return;
            const saved = (await response.json()) as { version?: unknown };
            if (typeof saved.version === 'number') tab.markSaved(saved.version, values);
          })
          .catch(() => undefined);
      }
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty, instance, tabsRef]);
}
