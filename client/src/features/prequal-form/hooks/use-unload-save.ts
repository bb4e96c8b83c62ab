import { useEffect, type RefObject } from 'react';
import { csrfHeaders, getSession } from '../../../api/session';
import { snapshot } from '../form-values';
import { unloadDraftBody } from '../unload-draft';
import type { TabForm } from './use-tab-form';

/**
 * A browser unload (closing the tab, reloading) saves the dirty drafts with a request that outlives the page,
 * and asks the browser to confirm leaving. Every answer a draft can hold is sent, those outside their limits
 * too (only an ill-typed one, which the server would refuse, is left out), so one wrong answer never costs the
 * rest of the tab. If the vendor stays, the answer brings the forms' new versions.
 */
export function useUnloadSave(tabsRef: RefObject<TabForm[]>, anyDirty: () => boolean, instance: string) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      const signedIn = getSession() !== null;
      for (const tab of tabsRef.current) {
        if (!tab.isDirty()) continue;
        if (!signedIn) continue;
        const draft = tab.draft();
        const values = snapshot(tab.form.getValues());
        fetch(new URL('/api/v1/vendor/prequal', window.location.href), {
          method: 'POST',
          keepalive: true,
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', ...csrfHeaders() },
          body: unloadDraftBody(tab.category, tab.fields, draft.answers, tab.version(), instance),
        })
          .then(async (response) => {
            if (!response.ok) return;
            const saved = (await response.json()) as { version?: unknown };
            if (typeof saved.version !== 'number') return;
            // What was left out is still unsaved: only the version moves on.
            tab.markSaved(saved.version, draft.refused.length ? null : values);
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
