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
}

/**
 * The form exactly as a vendor sees it, from a template's fields (the form builder's preview, the admin's
 * review): its own form, answers checked as a vendor's draft would be, uploads off. Changing `fields` starts a
 * fresh form.
 */
export function PrequalFormPreview({ fields, onAnswers, readOnly }: PreviewProps) {
  return <PreviewForm key={useFieldsKey(fields)} fields={fields} onAnswers={onAnswers} readOnly={readOnly} />;
}

/** A new key whenever the tree changes, so the preview's form is rebuilt with the new defaults. */
function useFieldsKey(fields: readonly FormField[]): string {
  return useMemo(() => JSON.stringify(fields), [fields]);
}

function PreviewForm({ fields, onAnswers, readOnly = false }: PreviewProps) {
  const resolver = useMemo(() => answersResolver(fields, () => 'draft'), [fields]);
  const form = useForm({ defaultValues: defaultValuesOf(fields), resolver, mode: 'onTouched' });
  // The latest callback, so a parent's new closure on each render does not resubscribe.
  const onAnswersRef = useRef(onAnswers);
  onAnswersRef.current = onAnswers;
  useEffect(() => {
    const subscription = form.watch((values) => onAnswersRef.current?.(values as Record<string, unknown>));
    return () => subscription.unsubscribe();
  }, [form]);
  return (
    <FormProvider {...form}>
      <FormFieldsView fields={fields} readOnly={readOnly} />
    </FormProvider>
  );
}
