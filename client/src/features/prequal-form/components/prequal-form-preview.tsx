import type { FormField } from '@portal/common/forms/field-model';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { answersResolver } from '../answers-resolver';
import { defaultValuesOf } from '../form-values';
import { FormFieldsView } from './form-fields-view';

/**
 * The form exactly as a vendor sees it, from a template's fields (the form builder's preview): its own
 * throwaway form, answers checked as a vendor's draft would be, uploads off. Changing `fields` starts a
 * fresh form.
 */
export function PrequalFormPreview({ fields }: { fields: readonly FormField[] }) {
  return <PreviewForm key={useFieldsKey(fields)} fields={fields} />;
}

/** A new key whenever the tree changes, so the preview's form is rebuilt with the new defaults. */
function useFieldsKey(fields: readonly FormField[]): string {
  return useMemo(() => JSON.stringify(fields), [fields]);
}

function PreviewForm({ fields }: { fields: readonly FormField[] }) {
  const resolver = useMemo(() => answersResolver(fields, () => 'draft'), [fields]);
  const form = useForm({ defaultValues: defaultValuesOf(fields), resolver, mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <FormFieldsView fields={fields} />
    </FormProvider>
  );
}
