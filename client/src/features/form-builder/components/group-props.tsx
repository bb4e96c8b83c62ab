import { Checkbox, Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { GROUP_VIEW_TYPES, MAX_GROUP_COLUMNS } from '@portal/common/forms/field-model';
import { FormField } from '../../../components/form-field';
import type { DraftErrors, FieldDraft } from '../field-draft';

interface GroupPropsProps {
  draft: FieldDraft;
  errors: DraftErrors;
  onChange(patch: Partial<FieldDraft>): void;
}

const VIEW_TYPE_LABELS = { horizontal: 'Horizontal', vertical: 'Vertical' } as const;
const COLUMNS = Array.from({ length: MAX_GROUP_COLUMNS }, (_, i) => String(i + 1));

/** A group's layout (view type, 1 to 4 columns) and whether vendors repeat its fields in rows. */
export function GroupProps({ draft, errors, onChange }: GroupPropsProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="View type" error={errors.viewType}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.viewType} onChange={(e) => onChange({ viewType: e.target.value as FieldDraft['viewType'] })}>
              {GROUP_VIEW_TYPES.map((v) => (
                <option key={v} value={v}>
                  {VIEW_TYPE_LABELS[v]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Columns" error={errors.columns}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.columns} onChange={(e) => onChange({ columns: e.target.value })}>
              {COLUMNS.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>
      <Field.Root>
        <Checkbox.Root checked={draft.multipleDynamicInputs} onCheckedChange={(e) => onChange({ multipleDynamicInputs: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Repeatable group (multipleDynamicInputs)</Checkbox.Label>
        </Checkbox.Root>
        <Field.HelperText>Vendors add a row of these fields for each item, for example one per state licence.</Field.HelperText>
      </Field.Root>
    </>
  );
}
