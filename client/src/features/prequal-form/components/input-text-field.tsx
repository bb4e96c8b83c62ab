import { Input, InputGroup } from '@chakra-ui/react';
import type { InputTextField as InputTextFieldModel } from '@portal/common/forms/field-model';
import { useController } from 'react-hook-form';
import { formatMoney } from '../../../utils/money';
import { FieldFrame } from './field-frame';
import { useRendererSettings } from './renderer-context';

/** "Between 0 and 100", "At least 0", "At most 12 characters": the limits a question states up front. */
function rangeHint({ type, minVal, maxVal }: InputTextFieldModel['props']): string | undefined {
  const unit = type === 'text' ? ' characters' : '';
  const show = (v: number) => (type === 'currency' ? `$${formatMoney(String(v))}` : String(v));
  if (minVal !== undefined && maxVal !== undefined) return type === 'text' ? `${minVal} to ${maxVal} characters` : `Between ${show(minVal)} and ${show(maxVal)}`;
  if (minVal !== undefined) return `At least ${show(minVal)}${unit}`;
  if (maxVal !== undefined) return `At most ${show(maxVal)}${unit}`;
  return undefined;
}

/**
 * inputText: text, or a whole number, a decimal number or an amount of money typed as text (inputMode
 * decimal brings the numeric keypad on phones; the answers validator reads the text). Money has a $ in
 * front and is shown grouped ("1,250,000.50") after leaving the field.
 */
export function InputTextField({ field: model, name }: { field: InputTextFieldModel; name: string }) {
  const { readOnly } = useRendererSettings();
  const { field, fieldState } = useController({ name });
  const { type, label, tooltip } = model.props;
  const value = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const input = (
    <Input
      ref={field.ref}
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        if (type === 'currency' && !readOnly) {
          const formatted = formatMoney(value);
          if (formatted !== value) field.onChange(formatted);
        }
        field.onBlur();
      }}
      inputMode={type === 'text' ? 'text' : type === 'number' ? 'numeric' : 'decimal'}
      autoComplete="off"
      variant={readOnly ? 'subtle' : 'outline'}
    />
  );
  return (
    <FieldFrame name={name} label={label} tooltip={tooltip} error={fieldState.error?.message} helperText={rangeHint(model.props)} readOnly={readOnly}>
      {type === 'currency' ? <InputGroup startElement="$">{input}</InputGroup> : input}
    </FieldFrame>
  );
}
