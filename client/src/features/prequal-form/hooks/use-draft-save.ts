import type { AnswerMode } from '@portal/common/forms/answers';
import { useCallback, type RefObject } from 'react';
import { toaster } from '../../../components/toaster';
import { useSavePrequalForm } from '../api/save-prequal-form';
import { snapshot } from '../form-values';
import { MESSAGES } from '../prequal-messages';
import type { RunBusy } from './use-busy';
import type { SaveFailed } from './use-save-failure';
import type { TabForm } from './use-tab-form';

interface DraftSaveOptions {
  tabsRef: RefObject<TabForm[]>;
  instance: string;
  active: number;
  run: RunBusy;
  showErrorsOf: (index: number, mode: AnswerMode) => void;
  failed: SaveFailed;
}

/** Saving tabs as drafts: the shown one (Save) or every one with unsaved changes (before leaving). */
export function useDraftSave({ tabsRef, instance, active, run, showErrorsOf, failed }: DraftSaveOptions) {
  const [saveForm] = useSavePrequalForm();

  /**
   * Saves one tab as a draft; false when it could not be (its errors are shown). Answers outside their limits
   * are saved as typed, their errors shown beside them (Submit refuses them); an ill-typed answer, which no
   * draft holds, stops the save.
   */
  const saveTab = useCallback(
    async (index: number): Promise<boolean> => {
      const tab = tabsRef.current[index];
      if (!tab) return false;
      await tab.validate('draft');
      const draft = tab.draft();
      if (draft.refused.length) {
        showErrorsOf(index, 'draft');
        return false;
      }
      const values = snapshot(tab.form.getValues());
      try {
        const { data } = await saveForm({
          variables: { instance, form: { category: tab.category, answers: draft.answers, version: tab.version() } },
        });
        if (data) tab.markSaved(data.savePrequalForm.version, values);
        return true;
      } catch (error) {
        // A single form's errors are keyed by path alone.
        failed(error, (path) => ({ tab: index, path }), index);
        return false;
      }
    },
    [tabsRef, failed, instance, saveForm, showErrorsOf],
  );

  /** Saves every tab with unsaved changes; false when one could not be. */
  const saveDirtyTabs = useCallback(async (): Promise<boolean> => {
    for (const [index, tab] of tabsRef.current.entries()) {
      if (tab.isDirty() && !(await saveTab(index))) return false;
    }
    return true;
  }, [tabsRef, saveTab]);

  const onSave = () =>
    run('save', async () => {
      if (!(await saveTab(active))) return;
      const pending = tabsRef.current[active]?.draft().pending.length ?? 0;
      toaster.create({ type: 'success', title: MESSAGES.saved, description: pending ? MESSAGES.savedWithErrors : undefined, closable: true });
    });

  return { saveDirtyTabs, onSave };
}
