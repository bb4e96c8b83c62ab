import { useCallback, useRef, type RefObject } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { getSession } from '../../../api/session';
import type { RunBusy } from './use-busy';
import type { TabForm } from './use-tab-form';
import { useUnloadSave } from './use-unload-save';

const HOME = '/vendor/overview';

interface LeaveGuardOptions {
  tabsRef: RefObject<TabForm[]>;
  editable: boolean;
  instance: string;
  run: RunBusy;
  saveDirtyTabs: () => Promise<boolean>;
}

/** Nothing typed is lost on leaving: a link asks to save first, Return to Home saves first, a browser unload saves. */
export function useLeaveGuard({ tabsRef, editable, instance, run, saveDirtyTabs }: LeaveGuardOptions) {
  const navigate = useNavigate();
  // Read by the blocker and the unload handler, which outlive the render they were made in.
  const editableRef = useRef(editable);
  editableRef.current = editable;

  const anyDirty = useCallback(() => editableRef.current && tabsRef.current.some((t) => t.isDirty()), [tabsRef]);

  // Leaving by a link inside the app with unsaved changes asks first (not when the session has ended).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && getSession() !== null && anyDirty());

  useUnloadSave(tabsRef, anyDirty, instance);

  const saveAndLeave = () =>
    run('leave', async () => {
      if (await saveDirtyTabs()) blocker.proceed?.();
      else blocker.reset?.();
    });

  const returnHome = async () => {
    // Before going home a dirty draft is saved; when it cannot be, the vendor stays with the errors shown.
    if (anyDirty() && !(await run('leave', saveDirtyTabs))) return;
    void navigate(HOME);
  };

  return { blocker, saveAndLeave, returnHome };
}
