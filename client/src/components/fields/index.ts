// One set of field widgets for every form (the registration form, the prequal form); each feature binds them.
export { ChoiceFrame } from './choice-frame';
export { CheckboxField, CheckboxGroupField, RadioGroupField } from './choice-fields';
export { FieldFrame } from './field-frame';
export type { FieldControlProps, FieldFrameProps, FieldOption, FieldWidgetProps } from './field-props';
export { FileField, UPLOAD_HINT, type CurrentFile } from './file-field';
export { MultiSelectField } from './multi-select-field';
export { SelectField } from './select-field';
export { rangeHint, TextAreaField, TextInputField } from './text-fields';
