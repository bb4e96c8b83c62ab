import type {
  CheckboxField as CheckboxModel,
  InputTextAreaField,
  InputTextField as InputTextModel,
  MultiSelectField as MultiSelectModel,
  RadioField as RadioModel,
  SingleSelectField as SingleSelectModel,
} from '@portal/common/forms/field-model';
import { TEXT_AREA_MAX } from '@portal/common/forms/field-model';
import { useMemo } from 'react';
import {
  CheckboxField as CheckboxWidget,
  CheckboxGroupField,
  MultiSelectField as MultiSelectWidget,
  RadioGroupField,
  rangeHint,
  SelectField,
  TextAreaField as TextAreaWidget,
  TextInputField,
} from '../../../components/fields';
import { useQuestion } from './use-question';

// The template's question types bound to the shared widgets (components/fields). An answer loaded from a
// template that changed since may be of another shape: each binding reads it defensively.

interface QuestionProps<M> {
  field: M;
  name: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const listOf = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/**
 * inputText: text, or a whole number, a decimal number or an amount of money typed as text (the answers
 * validator reads the text), with its limits stated up front ("Between 0 and 5").
 */
export function InputTextField({ field: model, name }: QuestionProps<InputTextModel>) {
  const { type, minVal, maxVal } = model.props;
  const { frame, field, control } = useQuestion(name, model.props);
  return (
    <TextInputField
      {...frame}
      {...control}
      hint={rangeHint(type, minVal, maxVal)}
      value={textOf(field.value)}
      money={type === 'currency'}
      inputMode={type === 'text' ? 'text' : type === 'number' ? 'numeric' : 'decimal'}
      autoComplete="off"
    />
  );
}

/** inputTextArea: a longer written answer. */
export function TextAreaField({ field: model, name }: QuestionProps<InputTextAreaField>) {
  const { frame, field, control } = useQuestion(name, model.props);
  return <TextAreaWidget {...frame} {...control} hint={`At most ${model.props.maxVal ?? TEXT_AREA_MAX} characters`} value={textOf(field.value)} rows={3} autoresize />;
}

/** singleSelectDropdown: one option from a list. */
export function SingleSelectField({ field: model, name }: QuestionProps<SingleSelectModel>) {
  const { frame, field, control } = useQuestion(name, model.props);
  return <SelectField {...frame} {...control} options={model.props.options ?? []} value={typeof field.value === 'string' ? field.value : ''} />;
}

/** multiSelectDropdown: several options from a list; read only, every chosen label in one line of text. */
export function MultiSelectField({ field: model, name }: QuestionProps<MultiSelectModel>) {
  const { frame, field, control } = useQuestion(name, model.props);
  const options = useMemo(() => model.props.options ?? [], [model.props.options]);
  const value = useMemo(() => listOf(field.value), [field.value]);
  return <MultiSelectWidget {...frame} {...control} options={options} value={value} readOnlyAsText />;
}

/** radio: one option, every option visible at once. Read only, the buttons are disabled. */
export function RadioField({ field: model, name }: QuestionProps<RadioModel>) {
  const { frame, field, control, readOnly } = useQuestion(name, model.props);
  const value = typeof field.value === 'string' ? field.value : '';
  return <RadioGroupField {...frame} {...control} options={model.props.options ?? []} value={value} disabled={readOnly} />;
}

/**
 * checkbox: without options one box the vendor ticks to confirm (its label is the statement); with options a
 * group of boxes, any number ticked. Read only, the boxes are disabled.
 */
export function CheckboxField({ field: model, name }: QuestionProps<CheckboxModel>) {
  const { frame, field, control, readOnly } = useQuestion(name, model.props);
  const { options } = model.props;
  if (!options) return <CheckboxWidget {...frame} {...control} note={undefined} value={field.value === true} disabled={readOnly} />;
  return <CheckboxGroupField {...frame} {...control} options={options} value={listOf(field.value)} disabled={readOnly} />;
}
