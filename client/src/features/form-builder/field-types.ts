import { FIELD_TYPES, type FieldType, type InputTextType } from '@portal/common/forms/field-model';
import type { FieldData, FieldNode } from './field-tree';

/** How the builder names each field type (menus, rows, the editor's title). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  inputText: 'Text input',
  inputTextArea: 'Text area',
  multiSelectDropdown: 'Multi-select dropdown',
  singleSelectDropdown: 'Single-select dropdown',
  checkbox: 'Checkbox',
  radio: 'Radio buttons',
  formGroup: 'Group',
  fileInput: 'File upload',
  button: 'Button (link)',
};

/** The order of the Add field menu: the field model's own. */
export const ADDABLE_TYPES: readonly FieldType[] = FIELD_TYPES;

export const INPUT_TEXT_TYPE_LABELS: Record<InputTextType, string> = {
  text: 'Text',
  number: 'Whole number',
  float: 'Decimal number',
  currency: 'Currency (USD)',
};

export function hasOptions(type: FieldType): boolean {
  return type === 'multiSelectDropdown' || type === 'singleSelectDropdown' || type === 'radio' || type === 'checkbox';
}

/** A new field of `type` before the editor has filled it: no label yet, sensible defaults for the rest. */
export function blankField(type: FieldType): FieldData {
  switch (type) {
    case 'inputText':
      return { slug: '', type, props: { label: '', type: 'text' } };
    case 'inputTextArea':
      return { slug: '', type, props: { label: '' } };
    case 'multiSelectDropdown':
    case 'singleSelectDropdown':
    case 'radio':
      return { slug: '', type, props: { label: '', options: [{ label: '', value: '' }] } };
    case 'checkbox':
      return { slug: '', type, props: { label: '' } };
    case 'formGroup':
      return { slug: '', type, props: { title: '', viewType: 'vertical', columns: 1, multipleDynamicInputs: false } };
    case 'fileInput':
      return { slug: '', type, props: { label: '', uploadedArea: 'ESSENTIAL' } };
    case 'button':
      return { slug: '', type, props: { label: '' } };
  }
}

/** The name a field goes by in the builder: its label (a group's title), else its slug, else its type. */
export function fieldName(node: FieldNode): string {
  const { data } = node;
  const label = data.type === 'formGroup' ? data.props.title : data.props.label;
  return label.trim() || data.slug || FIELD_TYPE_LABELS[data.type];
}
