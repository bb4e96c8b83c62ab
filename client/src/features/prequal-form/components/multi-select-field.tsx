import { createListCollection, Input, Portal, Select } from '@chakra-ui/react';
import type { MultiSelectField as MultiSelectFieldModel } from '@portal/common/forms/field-model';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { multiSelectSummary } from '../../../utils/multi-select-summary';
import { FieldFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

/**
 * multiSelectDropdown: several options from a list (Chakra Select, `multiple`). The trigger shows at most
 * three chosen labels and "+N more" (the specification's default); the list stays open while choosing.
 */
export function MultiSelectField({ field: model, name }: { field: MultiSelectFieldModel; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip } = model.props;
  const options = useMemo(() => model.props.options ?? [], [model.props.options]);
  const value = useMemo(() => (Array.isArray(field.value) ? (field.value as string[]) : []), [field.value]);
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  const summary = multiSelectSummary(value, options);
  return (
    <FieldFrame name={name} label={label} tooltip={tooltip} error={fieldState.error?.message} readOnly={readOnly}>
      {readOnly ? (
        <Input
          ref={field.ref}
          name={field.name}
          value={options
            .filter((o) => value.includes(o.value))
            .map((o) => o.label)
            .join(', ')}
          readOnly
          variant="subtle"
        />
      ) : (
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
            <Select.Trigger ref={field.ref} title={summary || undefined}>
              <Select.ValueText placeholder="Select..." truncate>
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
          <Select.HiddenSelect name={field.name} />
        </Select.Root>
      )}
    </FieldFrame>
  );
}
