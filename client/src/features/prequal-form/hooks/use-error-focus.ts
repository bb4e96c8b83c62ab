import type { AnswerMode } from '@portal/common/forms/answers';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { TabForm } from './use-tab-form';

/** A field on one of the tabs. */
export interface FieldLocation {
  tab: number;
  path: string;
}

/**
 * Shows a tab and focuses a field on it. Only the shown tab's fields are mounted, so the focus waits for
 * the tab to be shown.
 */
export function useErrorFocus(tabsRef: RefObject<TabForm[]>, active: number, setActive: (tab: number) => void) {
  const [focus, setFocus] = useState<FieldLocation | null>(null);

  useEffect(() => {
    if (!focus || focus.tab !== active) return;
    const tab = tabsRef.current[focus.tab];
    // The request is cleared once done, not before: clearing it here re-rendered and the cleanup cancelled the frame.
    const frame = requestAnimationFrame(() => {
      document.querySelector(`[data-field-path="${CSS.escape(focus.path)}"]`)?.scrollIntoView({ block: 'center' });
      try {
        tab?.form.setFocus(focus.path);
      } catch {
        // A field without a focusable control (a group's own error): scrolled to it instead.
      }
      setFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focus, active, tabsRef]);

  const focusField = useCallback(
    (where: FieldLocation) => {
      setActive(where.tab);
      setFocus(where);
    },
    [setActive],
  );

  /** Shows a tab with its errors in `mode`, focusing the first. */
  const showErrorsOf = useCallback(
    (index: number, mode: AnswerMode) => {
      const result = tabsRef.current[index]?.check(mode);
      setActive(index);
      if (result && !result.success && result.errors[0]) setFocus({ tab: index, path: result.errors[0].path });
    },
    [tabsRef, setActive],
  );

  return { focusField, showErrorsOf };
}
