import { useEffect, useState, type RefObject } from 'react';

// The answer's own control first (a question's help button comes before it), then anything focusable (a group's).
const CONTROL = 'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled])';
const FOCUSABLE = 'button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Shows a tab of the forms dialog and focuses one of its questions: the tab's panel carries `data-form-tab`, each
 * question `data-field-path` (the renderer's frames), so the question is found once its tab is shown.
 */
export function useFieldFocus(containerRef: RefObject<HTMLElement | null>, shownTab: string, showTab: (tab: string) => void) {
  const [target, setTarget] = useState<{ tab: string; path: string } | null>(null);

  useEffect(() => {
    if (!target || target.tab !== shownTab) return;
    const frame = requestAnimationFrame(() => {
      const panel = containerRef.current?.querySelector(`[data-form-tab="${CSS.escape(target.tab)}"]`);
      const question = panel?.querySelector(`[data-field-path="${CSS.escape(target.path)}"]`);
      question?.scrollIntoView?.({ block: 'center' });
      (question?.querySelector<HTMLElement>(CONTROL) ?? question?.querySelector<HTMLElement>(FOCUSABLE) ?? (question as HTMLElement | null))?.focus();
      setTarget(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, shownTab, containerRef]);

  return (tab: string, path: string) => {
    showTab(tab);
    setTarget({ tab, path });
  };
}
