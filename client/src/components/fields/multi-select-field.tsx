import { createListCollection, Input, Select } from '@chakra-ui/react';
import { useMemo } from 'react';
import { multiSelectSummary } from '../../utils/multi-select-summary';
import { FieldFrame } from './field-frame';
import type { FieldOption, FieldWidgetProps } from './field-props';
import { MultiSelectBox } from './multi-select-box';

interface MultiSelectFieldProps extends FieldWidgetProps<string[]> {
  options: readonly FieldOption[];
  /** At most this many choices; the other options are disabled once it is reached. */
  max?: number;
  placeholder?: string;
  /**
   * Read-only as one line of text (every chosen label, in an input a person can copy from) rather than the
   * list's own trigger, whose chosen labels wrap onto more lines.
   */
  readOnlyAsText?: boolean;
}

/**
 * Several choices from a list (Chakra Select, `multiple`): the trigger shows at most three chosen labels and
 * "+N more" (the specification's default); the list stays open while choosing, and the keyboard works as in
 * a listbox.
 */
export function MultiSelectField({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  options,
  max,
  placeholder = 'Select...',
  readOnlyAsText,
  ...frame
}: MultiSelectFieldProps) {
  const { readOnly } = frame;
  const full = max !== undefined && value.length >= max;
  const collection = useMemo(() => createListCollection({ items: options.map((o) => ({ ...o, disabled: full && !value.includes(o.value) })) }), [options, full, value]);
  const summary = multiSelectSummary(value, options);

  if (readOnly && readOnlyAsText) {
    const labels = options.filter((o) => value.includes(o.value)).map((o) => o.label);
    return (
      <FieldFrame {...frame}>
        <Input ref={inputRef} name={frame.name} value={labels.join(', ')} readOnly variant="subtle" />
      </FieldFrame>
    );
  }

  // Read-only, the choices are read rather than picked: they wrap onto more lines instead of being cut off on a phone.
  const wrap = Boolean(readOnly);
  return (
    <FieldFrame {...frame}>
      <MultiSelectBox
        collection={collection}
        value={value}
        onValueChange={onChange}
        onInteractOutside={() => onBlur?.()}
        disabled={disabled}
        summary={summary}
        placeholder={placeholder}
        trigger={{ ref: inputRef, ...(wrap ? { h: 'auto', minH: '10', py: '2' } : {}) }}
        valueText={wrap ? { truncate: false, whiteSpace: 'normal', overflowWrap: 'anywhere' } : undefined}
      >
        {/* Last, so the first focusable control of the field is the trigger. */}
        <Select.HiddenSelect name={frame.name} />
      </MultiSelectBox>
    </FieldFrame>
  );
}
