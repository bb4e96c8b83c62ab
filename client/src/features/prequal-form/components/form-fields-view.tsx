import { Stack } from '@chakra-ui/react';
import type { FormField } from '@portal/common/forms/field-model';
import { useMemo } from 'react';
import { FieldNode } from './field-node';
import { RendererContext, type RendererSettings } from './renderer-context';

const NO_FLAGS: readonly { path: string; note: string }[] = [];

export interface FormFieldsViewProps {
  /** A template version's field tree (any `userInput` is ignored: the values come from the form). */
  fields: readonly FormField[];
  readOnly?: boolean;
  /** The company uploads go into; without it file inputs are shown but cannot upload. */
  vendorId?: string | null;
  /** Questions returned for correction by the admin review, highlighted with the reviewer's note. */
  flags?: readonly { path: string; note: string }[];
  /** The reviewer's comment on the return, shown beside each flagged question. */
  returnComment?: string | null;
}

/**
 * Renders a form's field tree. It must sit inside a react-hook-form <FormProvider> whose values are the
 * answers map (form-values.ts: defaultValuesOf); each control reads and writes its own slug, so typing in
 * one field re-renders that field only.
 */
export function FormFieldsView({ fields, readOnly = false, vendorId = null, flags = NO_FLAGS, returnComment = null }: FormFieldsViewProps) {
  const settings = useMemo<RendererSettings>(
    () => ({ readOnly, uploadVendorId: readOnly ? null : vendorId, flags: Object.fromEntries(flags.map((f) => [f.path, f.note])), returnComment }),
    [readOnly, vendorId, flags, returnComment],
  );
  return (
    <RendererContext.Provider value={settings}>
      <Stack gap="6">
        {fields.map((field, i) => (
          <FieldNode key={`${i}-${field.slug}`} field={field} prefix="" depth={0} />
        ))}
      </Stack>
    </RendererContext.Provider>
  );
}
