import { Input, NativeSelect } from '@chakra-ui/react';
import { FieldFrame } from './field-frame';
import type { FieldOption, FieldWidgetProps } from './field-props';

interface SelectFieldProps extends FieldWidgetProps<string> {
  options: readonly FieldOption[];
  placeholder?: string;
}

/**
 * A single choice from a list, as a native select (keyboard, screen readers and type-ahead in long lists
 * such as countries work as people expect). Read-only, the chosen option's label in a read-only input:
 * a <select> has no read-only state, and a disabled one is hard to read.
 */
export function SelectField({ value, onChange, onBlur, inputRef, disabled, options, placeholder = 'Select...', ...frame }: SelectFieldProps) {
  if (frame.readOnly) {
    return (
      <FieldFrame {...frame}>
        <Input ref={inputRef} name={frame.name} value={options.find((o) => o.value === value)?.label ?? value} readOnly variant="subtle" />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame {...frame}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field ref={inputRef} name={frame.name} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}
