import type { AnswerMode } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { answersResolver } from '../answers-resolver';
import { defaultValuesOf } from '../form-values';
import { FormFieldsView } from './form-fields-view';

interface PreviewProps {
  /** A template's fields, or a filled form's (its userInput are the starting answers). */
  fields: readonly FormField[];
  /** Told the answers after every change (staff filling a company's form on its behalf); the server checks them. */
  onAnswers?: (answers: Record<string, unknown>) => void;
  /** Answers shown, not changed (a review dialog where the role may not act or the form is decided). */
  readOnly?: boolean;
  /**
   * The company file answers are uploaded into (staff filling its forms on its behalf); without it uploads are
   * off, as in the form builder's preview.
   */
  vendorId?: string | null;
  /**
   * Counts the Submits tried: from the first, the answers are checked as a Submit checks them (every question
   * answered, within its limits) and every failing question is marked with its message; each new count checks again.
   */
  submitCheck?: number;
}

/**
 * The form exactly as a vendor sees it, from a template's fields (the form builder's preview, the admin's
 * review): its own form, answers checked as a vendor's draft would be (as a Submit would once `submitCheck`
 * counts one), uploads into `vendorId`'s files (off without one). Changing `fields` starts a fresh form.
 */
export function PrequalFormPreview(props: PreviewProps) {
  return <PreviewForm key={useFieldsKey(props.fields)} {...props} />;
}

/** A new key whenever the tree changes, so the preview's form is rebuilt with the new defaults. */
function useFieldsKey(fields: readonly FormField[]): string {
  return useMemo(() => JSON.stringify(fields), [fields]);
}

function PreviewForm({ fields, onAnswers, readOnly = false, vendorId = null, submitCheck = 0 }: PreviewProps) {
  const mode = useRef<AnswerMode>('draft');
  mode.current = submitCheck > 0 ? 'submit' : 'draft';
  const resolver = useMemo(() => answersResolver(fields, () => mode.current), [fields]);
  const form = useForm({ defaultValues: defaultValuesOf(fields), resolver, mode: 'onTouched' });
  const { handleSubmit } = form;
  useEffect(() => {
    // handleSubmit (not trigger) marks the form submitted, so a fixed answer's error clears as it is typed.
    if (submitCheck > 0) void handleSubmit(() => undefined)();
  }, [submitCheck, handleSubmit]);
  // The latest callback, so a parent's new closure on each render does not resubscribe.
  const onAnswersRef = useRef(onAnswers);
  onAnswersRef.current = onAnswers;
  useEffect(() => {
    const subscription = form.watch((values) => onAnswersRef.current?.(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [form]);
  return (
    <FormProvider {...form}>
      <FormFieldsView fields={fields} readOnly={readOnly} vendorId={vendorId} />
    </FormProvider>
  );
}
