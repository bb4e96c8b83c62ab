import { Input, NativeSelect } from '@chakra-ui/react';
import type { SingleSelectField as SingleSelectFieldModel } from '@portal/common/forms/field-model';
import { useController } from 'react-hook-form';
import { FieldFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

/**
 * singleSelectDropdown: one option from a list, as a native select (keyboard, screen readers and
 * type-ahead work as people expect). Read only, the chosen option's label in a read-only input: a
 * <select> has no read-only state.
 */
export function SingleSelectField({ field: model, name }: { field: SingleSelectFieldModel; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { label, tooltip } = model.props;
  const options = model.props.options ?? [];
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FieldFrame name={name} label={label} tooltip={tooltip} error={fieldState.error?.message} readOnly={readOnly}>
      {readOnly ? (
        <Input ref={field.ref} name={field.name} value={options.find((o) => o.value === value)?.label ?? value} readOnly variant="subtle" />
      ) : (
        <NativeSelect.Root>
          <NativeSelect.Field ref={field.ref} name={field.name} value={value} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
            <option value="">Select...</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FieldFrame>
  );
}
