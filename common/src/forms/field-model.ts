/**
 * The prequalification form's field model (specification, vendor side section 3): one tree of fields per
 * template version. Every field has a stable `slug` (unique across the whole template, so an answer is
 * found by it whatever the layout), a `type`, its `props` and, for groups, `children`. A filled form is the
 * same tree with each field's `userInput` (see answers.ts). The form builder edits this tree, the vendor's
 * form renders it, and the server validates both the tree (template-schema.ts) and the answers with it.
 */

export const FIELD_TYPES = [
  'inputText',
  'inputTextArea',
  'multiSelectDropdown',
  'singleSelectDropdown',
  'checkbox',
  'radio',
  'formGroup',
  'fileInput',
  'button',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** What an inputText holds: free text, a whole number, a decimal number, or money (an exact decimal string). */
export const INPUT_TEXT_TYPES = ['text', 'number', 'float', 'currency'] as const;
export type InputTextType = (typeof INPUT_TEXT_TYPES)[number];

export const GROUP_VIEW_TYPES = ['horizontal', 'vertical'] as const;
export type GroupViewType = (typeof GROUP_VIEW_TYPES)[number];

export interface FieldOption {
  label: string;
  value: string;
}

/** Shown beside every question. */
interface LabelledProps {
  label: string;
  /** Help shown on hover/focus of an info icon. */
  tooltip?: string;
}

export interface InputTextProps extends LabelledProps {
  type: InputTextType;
  /** The smallest value (number, float, currency) or the fewest characters (text). */
  minVal?: number;
  /** The largest value (number, float, currency) or the most characters (text). */
  maxVal?: number;
  defaultValue?: string;
}

export interface InputTextAreaProps extends LabelledProps {
  /** At most this many characters (TEXT_AREA_MAX when unset). */
  maxVal?: number;
  defaultValue?: string;
}

export interface ChoiceProps extends LabelledProps {
  options: FieldOption[];
}

/** A checkbox without options is one box that must be ticked (a confirmation); with options, a group of boxes. */
export interface CheckboxProps extends LabelledProps {
  options?: FieldOption[];
}

export interface FormGroupProps {
  title: string;
  viewType: GroupViewType;
  /** Columns of the group's grid, 1 to 4. */
  columns: number;
  /** A repeatable group: the vendor adds rows of its children (for example one per state licence). */
  multipleDynamicInputs: boolean;
  tooltip?: string;
}

export interface FileInputProps extends LabelledProps {
  /** Where the upload is kept in the company's files. */
  uploadedArea?: 'ESSENTIAL';
}

/** A link styled as a button (for example to a blank OSHA 300A form); it holds no answer. */
export interface ButtonProps {
  label: string;
  url?: string;
}

interface FieldOf<T extends FieldType, P> {
  slug: string;
  type: T;
  props: P;
  /** A filled form's answer (see answers.ts for its shape per type). */
  userInput?: unknown;
}

export type InputTextField = FieldOf<'inputText', InputTextProps>;
export type InputTextAreaField = FieldOf<'inputTextArea', InputTextAreaProps>;
export type SingleSelectField = FieldOf<'singleSelectDropdown', ChoiceProps>;
export type MultiSelectField = FieldOf<'multiSelectDropdown', ChoiceProps>;
export type RadioField = FieldOf<'radio', ChoiceProps>;
export type CheckboxField = FieldOf<'checkbox', CheckboxProps>;
export type FileInputField = FieldOf<'fileInput', FileInputProps>;
export type ButtonField = FieldOf<'button', ButtonProps>;
export interface FormGroupField extends FieldOf<'formGroup', FormGroupProps> {
  children: FormField[];
}

export type FormField =
  InputTextField | InputTextAreaField | SingleSelectField | MultiSelectField | RadioField | CheckboxField | FormGroupField | FileInputField | ButtonField;

/** The fields that hold an answer (everything but groups and buttons). */
export type AnswerField = Exclude<FormField, FormGroupField | ButtonField>;

export const TEXT_AREA_MAX = 5000;
export const TEXT_INPUT_MAX = 500;
export const MAX_GROUP_COLUMNS = 4;
/** A repeatable group holds at most this many rows. */
export const MAX_DYNAMIC_ROWS = 100;

export function isGroup(field: FormField): field is FormGroupField {
  return field.type === 'formGroup';
}

export function isAnswerField(field: FormField): field is AnswerField {
  return field.type !== 'formGroup' && field.type !== 'button';
}

/** The field's question text: a group's title, anything else's label. */
export function labelOf(field: FormField): string {
  return field.type === 'formGroup' ? field.props.title : field.props.label;
}

/** Every field of the tree, depth first, each with the repeatable group it sits in (if any). */
export function walkFields(fields: readonly FormField[], inside: FormGroupField | null = null): { field: FormField; dynamicGroup: FormGroupField | null }[] {
  return fields.flatMap((field) => {
    const here = { field, dynamicGroup: inside };
    if (!isGroup(field)) return [here];
    const groupOfChildren = field.props.multipleDynamicInputs ? field : inside;
    return [here, ...walkFields(field.children, groupOfChildren)];
  });
}

/** The fields answered directly by slug: answer fields outside repeatable groups, and the repeatable groups. */
export function answerableFields(fields: readonly FormField[]): (AnswerField | FormGroupField)[] {
  return walkFields(fields)
    .filter(({ field, dynamicGroup }) => !dynamicGroup && (isAnswerField(field) || (isGroup(field) && field.props.multipleDynamicInputs)))
    .map(({ field }) => field as AnswerField | FormGroupField);
}

/** A repeatable group's answer fields: its children, and the children of ordinary groups inside it. */
export function rowFieldsOf(group: FormGroupField): AnswerField[] {
  return walkFields(group.children)
    .map(({ field }) => field)
    .filter(isAnswerField);
}
