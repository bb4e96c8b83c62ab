import { draftAnswers, validateAnswers, type AnswerMode, type Answers, type DraftAnswers } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { FormCategory, PrequalFormFieldsFragment } from '../../../gql/graphql';
import { answersResolver } from '../answers-resolver';
import { defaultValuesOf, sameValues, type FormValues } from '../form-values';

export interface TabForm {
  category: FormCategory;
  fields: FormField[];
  form: UseFormReturn<FormValues, unknown, Answers>;
  /**
   * Checks the values in `mode` ('draft' while filling in, 'submit' once the vendor submits) and shows the
   * errors beside the fields; from then on each change is checked again in that mode as it is typed.
   */
  validate: (mode: AnswerMode) => Promise<boolean>;
  /** The form's version as last loaded or saved: what the next save sends. */
  version: () => number;
  /** Something changed since the form was loaded or last saved. */
  isDirty: () => boolean;
  /** The current values checked in `mode` (in field order), without touching what the screen shows. */
  check: (mode: AnswerMode) => ReturnType<typeof validateAnswers>;
  /** The current values as a draft stores them: answers outside their limits kept, ill-typed ones refused. */
  draft: () => DraftAnswers;
  /**
   * A save of `values` was stored as `version`: they are the new starting point (what is typed meanwhile stays).
   * null: only some of them were stored, so the version moves on and the tab keeps its unsaved changes.
   */
  markSaved: (version: number, values: FormValues | null) => void;
  /** Replaces the form with the server's copy (a reload after a stale save). */
  resetTo: (form: PrequalFormFieldsFragment) => void;
}

function fieldsOf(form: PrequalFormFieldsFragment): FormField[] {
  return Array.isArray(form.fields) ? (form.fields as FormField[]) : [];
}

/**
 * One tab's form: react-hook-form over the answers map of the template version the form began on,
 * checked by the shared answers validator, with the version a save must carry and what was last saved
 * (to know when there are unsaved changes).
 */
export function useTabForm(serverForm: PrequalFormFieldsFragment): TabForm {
  const [fields, setFields] = useState(() => fieldsOf(serverForm));
  const [category, setCategory] = useState(serverForm.category);
  const mode = useRef<AnswerMode>('draft');
  const version = useRef(serverForm.version);
  const initial = useMemo(() => defaultValuesOf(fields), [fields]);
  const saved = useRef<FormValues>(initial);
  const resolver = useMemo(() => answersResolver(fields, () => mode.current), [fields]);
  const form = useForm<FormValues, unknown, Answers>({ defaultValues: initial, resolver, mode: 'onTouched', reValidateMode: 'onChange' });
  const { getValues, reset, handleSubmit } = form;

  const validate = useCallback(
    async (next: AnswerMode) => {
      mode.current = next;
      let valid = false;
      // handleSubmit (not trigger) marks the form submitted, so a fixed answer's error clears as it is typed.
      await handleSubmit(
        () => {
          valid = true;
        },
        () => {
          valid = false;
        },
      )();
      return valid;
    },
    [handleSubmit],
  );
  const getVersion = useCallback(() => version.current, []);
  const isDirty = useCallback(() => !sameValues(getValues(), saved.current), [getValues]);
  const check = useCallback((checkMode: AnswerMode) => validateAnswers(fields, getValues(), checkMode), [fields, getValues]);
  const draft = useCallback(() => draftAnswers(fields, getValues()), [fields, getValues]);
  const markSaved = useCallback(
    (nextVersion: number, values: FormValues | null) => {
      version.current = nextVersion;
      if (!values) return;
      saved.current = values;
      reset(values, { keepValues: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true });
    },
    [reset],
  );
  const resetTo = useCallback(
    (next: PrequalFormFieldsFragment) => {
      const nextFields = fieldsOf(next);
      const values = defaultValuesOf(nextFields);
      version.current = next.version;
      saved.current = values;
      mode.current = 'draft';
      setFields(nextFields);
      setCategory(next.category);
      reset(values);
    },
    [reset],
  );

  return useMemo(
    () => ({ category, fields, form, validate, version: getVersion, isDirty, check, draft, markSaved, resetTo }),
    [category, fields, form, validate, getVersion, isDirty, check, draft, markSaved, resetTo],
  );
}

/**
 * The forms of every tab, one useTabForm each. The number of tabs is the registry's departments, fixed while the
 * screen is shown (prequal-form-page.tsx keys the screen by it), so the hooks run in the same order every render.
 */
export function useTabForms(serverForms: readonly PrequalFormFieldsFragment[]): TabForm[] {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed count per mount, see above
  return serverForms.map((f) => useTabForm(f));
}
