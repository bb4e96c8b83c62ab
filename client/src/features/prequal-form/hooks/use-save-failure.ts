import { useCallback, type RefObject } from 'react';
import { showAlert } from '../../../api/alert-store';
import { errorCodesOf, errorMessageOf, fieldErrorsOf, graphQLErrorsOf } from '../../../api/error-details';
import { MESSAGES } from '../prequal-messages';
import type { FieldLocation } from './use-error-focus';
import type { StaleSave } from './use-stale-reload';
import type { TabForm } from './use-tab-form';

/** Where a server error key points, or null when it is no field of a tab. */
export type ErrorKeyLocator = (key: string) => FieldLocation | null;

/** Shows why a request was refused; `staleTab` is the tab a stale save was on (null for a submit). */
export type SaveFailed = (error: unknown, tabOf: ErrorKeyLocator, staleTab: number | null) => void;

interface SaveFailureOptions {
  tabsRef: RefObject<TabForm[]>;
  focusField: (where: FieldLocation) => void;
  showStale: (stale: StaleSave) => void;
}

/** Shows why a save or submit was refused: a stale save's dialog, field errors beside their fields, or the alert. */
export function useSaveFailure({ tabsRef, focusField, showStale }: SaveFailureOptions): SaveFailed {
  /** Puts a refused request's field errors beside the fields; true when there were any. */
  const placeFieldErrors = useCallback(
    (error: unknown, tabOf: ErrorKeyLocator): boolean => {
      const entries = Object.entries(fieldErrorsOf(error))
        .map(([key, message]) => ({ where: tabOf(key), message }))
        .filter((e): e is { where: FieldLocation; message: string } => e.where !== null && e.where.path !== '');
      if (!entries.length) return false;
      for (const { where, message } of entries) tabsRef.current[where.tab]?.form.setError(where.path, { type: 'server', message });
      focusField(entries[0]!.where);
      return true;
    },
    [tabsRef, focusField],
  );

  return useCallback(
    (error: unknown, tabOf: ErrorKeyLocator, staleTab: number | null) => {
      const codes = errorCodesOf(error);
      if (codes.includes('CONFLICT')) {
        showStale({ tab: staleTab, message: graphQLErrorsOf(error)[0]?.message || MESSAGES.stale });
        return;
      }
      if (codes.includes('UNAUTHENTICATED') || codes.includes('INVALID_JWT')) return; // the session ended: handled once, globally
      const placed = codes.includes('BAD_USER_INPUT') && placeFieldErrors(error, tabOf);
      if (!placed) showAlert(errorMessageOf(error));
    },
    [placeFieldErrors, showStale],
  );
}
