import { createListCollection, Portal, Select } from '@chakra-ui/react';
import type { LookupList } from '@portal/common/lookups/types';
import { useMemo } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useRegistrationFormContext } from '../form-context';
import { FormFieldFrame } from './form-field-frame';
import type { RegistrationFormValues } from '../form-values';
import { multiSelectSummary } from '../../../utils/multi-select-summary';

type MultiFieldName = 'regions' | 'marketSectors' | 'secondaryTrades' | 'classificationsCertifications';

interface MultiSelectProps {
  name: MultiFieldName;
  label: string;
  options: LookupList;
  required?: boolean;
  helperText?: string;
  /** At most this many choices; the other options are disabled once it is reached. */
  max?: number;
  placeholder?: string;
}

/**
 * A multi-choice list (Chakra Select, `multiple`): the trigger shows at most three chosen labels and
 * "+N more"; the list stays open while choosing, and the keyboard works as in a listbox. Read-only
 * comes from the surrounding Field.
 */
export function MultiSelect({ name, label, options, required, helperText, max, placeholder = 'Select...' }: MultiSelectProps) {
  const { control } = useFormContext<RegistrationFormValues>();
  const { field } = useController({ control, name });
  const value = field.value;
  const full = max !== undefined && value.length >= max;
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.map((o) => ({ ...o, disabled: full && !value.includes(o.value) })),
      }),
    [options, full, value],
  );
  const summary = multiSelectSummary(value, options);
  // Read-only, the choices are read rather than picked: they wrap onto more lines instead of being cut off on a phone.
  const wrap = useRegistrationFormContext().isLocked(name);

  return (
    <FormFieldFrame name={name} label={label} required={required} helperText={helperText}>
      <Select.Root
        multiple
        collection={collection}
        value={value}
        onValueChange={(details) => field.onChange(details.value)}
        onInteractOutside={() => field.onBlur()}
        closeOnSelect={false}
        // The list is built when first opened: a long form stays light.
        lazyMount
        unmountOnExit
        positioning={{ sameWidth: true }}
      >
        <Select.Control>
          <Select.Trigger ref={field.ref} title={summary || undefined} {...(wrap ? { h: 'auto', minH: '10', py: '2' } : {})}>
            <Select.ValueText placeholder={placeholder} truncate={!wrap} {...(wrap ? { whiteSpace: 'normal', overflowWrap: 'anywhere' } : {})}>
              {summary || undefined}
            </Select.ValueText>
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Portal>
          <Select.Positioner>
            <Select.Content>
              {collection.items.map((item) => (
                <Select.Item item={item} key={item.value}>
                  {item.label}
                  <Select.ItemIndicator />
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Positioner>
        </Portal>
        {/* Last, so the first focusable control of the field is the trigger. */}
        <Select.HiddenSelect name={name} />
      </Select.Root>
    </FormFieldFrame>
  );
}
