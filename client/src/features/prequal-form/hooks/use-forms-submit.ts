import type { AnswerMode } from '@portal/common/forms/answers';
import { labelOf, walkFields } from '@portal/common/forms/field-model';
import type { RefObject } from 'react';
import { fieldErrorsOf } from '../../../api/error-details';
import type { FormProblem } from '../../../components/form-errors-banner';
import { toaster } from '../../../components/toaster';
import type { PrequalFormSetFieldsFragment } from '../../../gql/graphql';
import { useSubmitPrequalForms } from '../api/submit-prequal-forms';
import { snapshot } from '../form-values';
import { MESSAGES } from '../prequal-messages';
import { formsByTab, prequalTabs, tabIndexOf } from '../prequal-tabs';
import type { RunBusy } from './use-busy';
import type { ErrorKeyLocator, SaveFailed } from './use-save-failure';
import type { TabForm } from './use-tab-form';

/** A submit's errors cover every form together, keyed CATEGORY:path. */
const submitErrorAt: ErrorKeyLocator = (key) => {
  const colon = key.indexOf(':');
  if (colon < 0) return null;
  const tab = tabIndexOf(key.slice(0, colon));
  return tab < 0 ? null : { tab, path: key.slice(colon + 1) };
};

interface FormsSubmitOptions {
  tabsRef: RefObject<TabForm[]>;
  instance: string;
  run: RunBusy;
  showErrorsOf: (index: number, mode: AnswerMode) => void;
  failed: SaveFailed;
  onStatus: (status: Pick<PrequalFormSetFieldsFragment, 'prequalStatus' | 'editable'>) => void;
  /** What the last Submit found wrong, every tab's (none: it passed the check). */
  onProblems: (problems: FormProblem[]) => void;
}

/** A tab's failing questions as the banner names them: the tab (its index), the question's label and why. */
function problemsOf(tab: TabForm, index: number): FormProblem[] {
  const checked = tab.check('submit');
  const tabLabel = prequalTabs()[index]!.label;
  return checked.success ? [] : checked.errors.map((e) => ({ tab: String(index), tabLabel, path: e.path, label: e.label, message: e.message }));
}

/** The server's refusal of a submit (its field errors, keyed CATEGORY:path) as the banner names them. */
function refusedProblems(error: unknown, tabs: readonly TabForm[]): FormProblem[] {
  return Object.entries(fieldErrorsOf(error)).flatMap(([key, message]) => {
    const at = submitErrorAt(key);
    const tab = at && tabs[at.tab];
    if (!at || !tab || !at.path) return [];
    // A repeatable group's answer is group.row.slug: named by its question.
    const slug = at.path.split('.').at(-1);
    const field = walkFields(tab.fields).find((f) => f.field.slug === slug)?.field;
    return [{ tab: String(at.tab), tabLabel: prequalTabs()[at.tab]!.label, path: at.path, label: field ? labelOf(field) : at.path, message }];
  });
}

/** Submit: every tab checked in submit mode (every failing question named, the first invalid tab shown), then sent at once. */
export function useFormsSubmit({ tabsRef, instance, run, showErrorsOf, failed, onStatus, onProblems }: FormsSubmitOptions) {
  const [submitForms] = useSubmitPrequalForms();

  const onSubmit = () =>
    run('submit', async () => {
      const all = tabsRef.current;
      const valid: boolean[] = [];
      // Each tab's errors are marked beside its fields (shown as its tab is opened); the banner names them all.
      for (const tab of all) valid.push(await tab.validate('submit'));
      onProblems(all.flatMap(problemsOf));
      const firstInvalid = valid.indexOf(false);
      if (firstInvalid >= 0) {
        showErrorsOf(firstInvalid, 'submit');
        return;
      }
      const checked = all.map((tab) => tab.check('submit'));
      const values = all.map((tab) => snapshot(tab.form.getValues()));
      const answers = checked.map((c) => (c.success ? c.answers : null));
      if (answers.some((a) => a === null)) return;
      try {
        const { data } = await submitForms({
          variables: { instance, forms: all.map((tab, i) => ({ category: tab.category, answers: answers[i]!, version: tab.version() })) },
        });
        const result = data?.submitPrequalForms;
        if (!result) return;
        const returned = formsByTab(result.forms);
        all.forEach((tab, i) => tab.markSaved(returned?.[i]?.version ?? tab.version(), values[i]!));
        onStatus({ prequalStatus: result.prequalStatus, editable: result.editable });
        toaster.create({ type: 'success', title: MESSAGES.submitted, closable: true });
      } catch (error) {
        onProblems(refusedProblems(error, all));
        failed(error, submitErrorAt, null);
      }
    });

  return { onSubmit };
}
