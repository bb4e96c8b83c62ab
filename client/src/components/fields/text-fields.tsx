import { Input, InputGroup, Textarea, type InputProps } from '@chakra-ui/react';
import type { InputTextType } from '@portal/common/forms/field-model';
import { formatMoney } from '../../utils/money';
import { FieldFrame } from './field-frame';
import type { FieldWidgetProps } from './field-props';

interface TextInputFieldProps extends FieldWidgetProps<string> {
  /** An amount of US dollars: a $ in front, and shown grouped ("1,250,000.50") after leaving the field. */
  money?: boolean;
  /** Where the grouped amount goes on leaving the field; `onChange` unless the form keeps it apart from typing. */
  onFormat?: (formatted: string) => void;
  type?: InputProps['type'];
  inputMode?: InputProps['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A one-line answer: text, a date, a number or an amount typed as text (the schema reads the text;
 * inputMode brings the right keypad on phones). Read-only, a filled background tells it apart from an
 * input waiting for an answer.
 */
export function TextInputField({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  money,
  onFormat = onChange,
  type,
  inputMode,
  autoComplete,
  placeholder,
  maxLength,
  ...frame
}: TextInputFieldProps) {
  const { readOnly } = frame;
  const input = (
    <Input
      ref={inputRef}
      name={frame.name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        if (money && !readOnly) {
          const formatted = formatMoney(value);
          if (formatted !== value) onFormat(formatted);
        }
        onBlur?.();
      }}
      type={type}
      inputMode={money ? 'decimal' : inputMode}
      autoComplete={money ? 'off' : autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
      disabled={disabled}
      readOnly={readOnly}
      variant={readOnly ? 'subtle' : 'outline'}
    />
  );
  return <FieldFrame {...frame}>{money ? <InputGroup startElement="$">{input}</InputGroup> : input}</FieldFrame>;
}

interface TextAreaFieldProps extends FieldWidgetProps<string> {
  maxLength?: number;
  rows?: number;
  /** Grows with its text. */
  autoresize?: boolean;
}

/** A longer written answer. */
export function TextAreaField({ value, onChange, onBlur, inputRef, disabled, maxLength, rows = 4, autoresize, ...frame }: TextAreaFieldProps) {
  const { readOnly } = frame;
  return (
    <FieldFrame {...frame}>
      <Textarea
        ref={inputRef}
        name={frame.name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        rows={rows}
        autoresize={autoresize}
        maxLength={maxLength}
        disabled={disabled}
        readOnly={readOnly}
        variant={readOnly ? 'subtle' : 'outline'}
      />
    </FieldFrame>
  );
}

/** "Between 0 and 100", "At least 0", "At most 12 characters": the limits a question states up front. */
export function rangeHint(kind: InputTextType, min?: number, max?: number): string | undefined {
  const unit = kind === 'text' ? ' characters' : '';
  const show = (v: number) => (kind === 'currency' ? `$${formatMoney(String(v))}` : String(v));
  if (min !== undefined && max !== undefined) return kind === 'text' ? `${min} to ${max} characters` : `Between ${show(min)} and ${show(max)}`;
  if (min !== undefined) return `At least ${show(min)}${unit}`;
  if (max !== undefined) return `At most ${show(max)}${unit}`;
  return undefined;
}
