import { Button, Stack, Text } from '@chakra-ui/react';
import type { FormField } from '@portal/common/forms/field-model';
import { useMemo, type ReactNode } from 'react';
import { PageSpinner } from '../../../components/page-spinner';
import type { FormCategory } from '../../../gql/graphql';
import { useFormTemplate } from '../api/get-form-template';
import { EmployeeThresholdForm } from './employee-threshold-form';
import { TemplateEditor } from './template-editor';

interface TemplateTabProps {
  category: FormCategory;
  label: string;
  editable: boolean;
  onDirtyChange(category: FormCategory, dirty: boolean): void;
  renderPreview?: (fields: FormField[]) => ReactNode;
}

/** The JSON scalar holds the field tree (or, as REST answers it, `{ fields }`). */
function fieldsOf(json: unknown): FormField[] {
  if (Array.isArray(json)) return json as FormField[];
  const inner = (json as { fields?: unknown } | null)?.fields;
  return Array.isArray(inner) ? (inner as FormField[]) : [];
}

/** One tab of the builder: the newest version of its template, and on Safety Lite the employee threshold. */
export function TemplateTab({ category, label, editable, onDirtyChange, renderPreview }: TemplateTabProps) {
  const { data, loading, refetch } = useFormTemplate(category);
  const raw = data?.formTemplate;
  const template = useMemo(() => (raw ? { ...raw, fields: fieldsOf(raw.fields) } : null), [raw]);
  const setDirty = useMemo(() => (dirty: boolean) => onDirtyChange(category, dirty), [category, onDirtyChange]);

  return (
    <Stack gap="6">
      {category === 'SAFETY_LITE' && <EmployeeThresholdForm editable={editable} />}
      {template ? (
        // A new version (after Save) starts a fresh editor from it.
        <TemplateEditor key={template.id} template={template} editable={editable} onDirtyChange={setDirty} renderPreview={renderPreview} />
      ) : loading ? (
        <PageSpinner label={`Loading the ${label} form`} />
      ) : (
        // The reason is already in the Alert modal; here the user gets a way to try again.
        <Stack gap="3" align="flex-start">
          <Text>The {label} form could not be loaded.</Text>
          <Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>
        </Stack>
      )}
    </Stack>
  );
}
