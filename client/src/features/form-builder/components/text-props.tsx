import { Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { INPUT_TEXT_TYPES, TEXT_AREA_MAX, TEXT_INPUT_MAX } from '@portal/common/forms/field-model';
import { FormField } from '../../../components/form-field';
import type { DraftErrors, FieldDraft } from '../field-draft';
import { INPUT_TEXT_TYPE_LABELS } from '../field-types';

interface TextPropsProps {
  draft: FieldDraft;
  errors: DraftErrors;
  onChange(patch: Partial<FieldDraft>): void;
  /** A text area has no input type and no minimum; its maximum counts characters. */
  area?: boolean;
}

/** A text input's type, limits and default value; a text area's length limit and default. */
export function TextProps({ draft, errors, onChange, area = false }: TextPropsProps) {
  const counting = area || draft.inputType === 'text';
  const limitHelp = counting ? 'Characters' : draft.inputType === 'currency' ? 'US dollars' : undefined;
  return (
    <>
      {!area && (
        <FormField label="Input type" error={errors.inputType}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.inputType} onChange={(e) => onChange({ inputType: e.target.value as FieldDraft['inputType'] })}>
              {INPUT_TEXT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {INPUT_TEXT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {!area && (
          <FormField label={counting ? 'Fewest characters (minVal)' : 'Minimum (minVal)'} error={errors.minVal} helperText={limitHelp}>
            <Input inputMode="decimal" value={draft.minVal} onChange={(e) => onChange({ minVal: e.target.value })} />
          </FormField>
        )}
        <FormField
          label={counting ? 'Most characters (maxVal)' : 'Maximum (maxVal)'}
          error={errors.maxVal}
          helperText={counting ? `Characters; ${area ? TEXT_AREA_MAX : TEXT_INPUT_MAX} when empty` : limitHelp}
        >
          <Input inputMode="decimal" value={draft.maxVal} onChange={(e) => onChange({ maxVal: e.target.value })} />
        </FormField>
      </SimpleGrid>
      <FormField label="Default value" error={errors.defaultValue} helperText="Shown in the vendor's empty input">
        {area ? (
          <Textarea rows={3} value={draft.defaultValue} onChange={(e) => onChange({ defaultValue: e.target.value })} />
        ) : (
          <Input value={draft.defaultValue} onChange={(e) => onChange({ defaultValue: e.target.value })} />
        )}
      </FormField>
    </>
  );
}
