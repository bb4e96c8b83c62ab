import type {
  ButtonField,
  CheckboxField,
  FieldOption,
  FileInputField,
  FormField,
  FormGroupField,
  GroupViewType,
  InputTextAreaField,
  InputTextField,
  InputTextProps,
  MultiSelectField,
  RadioField,
  SingleSelectField,
} from '@portal/common/forms/field-model';

/**
 * Small builders for the shipped default templates, so each default reads as a list of questions. They
 * write plain field objects (the field model of common/forms/field-model.ts); what they write for version 1
 * is pinned by a checksum in default-templates.test.ts, so a change here that would alter a shipped default
 * fails there: a later change to a questionnaire is a new version saved through the form builder.
 */

type Extra<P> = Partial<Omit<P, 'label'>>;

/** Props without the keys left undefined, so the stored JSON holds only what was said. */
function defined<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined)) as T;
}

export const YES_NO: FieldOption[] = [
  { label: 'Yes', value: 'yes' },
  { label: 'No', value: 'no' },
];

/** Free text; minVal/maxVal count characters. */
export function text(slug: string, label: string, extra: Extra<InputTextProps> = {}): InputTextField {
  return { slug, type: 'inputText', props: defined({ label, type: 'text', ...extra }) };
}

/** A whole number, at least 0 unless told otherwise (counts of hours, cases, people). */
export function wholeNumber(slug: string, label: string, extra: Extra<InputTextProps> = {}): InputTextField {
  return { slug, type: 'inputText', props: defined({ label, type: 'number', minVal: 0, ...extra }) };
}

/** A decimal number within a range (rates, percentages). */
export function decimal(slug: string, label: string, minVal: number, maxVal: number, extra: Extra<InputTextProps> = {}): InputTextField {
  return { slug, type: 'inputText', props: defined({ label, type: 'float', minVal, maxVal, ...extra }) };
}

/** Money in US dollars, stored as an exact decimal string. */
export function money(slug: string, label: string, extra: Extra<InputTextProps> = {}): InputTextField {
  return { slug, type: 'inputText', props: defined({ label, type: 'currency', ...extra }) };
}

export function textArea(slug: string, label: string, extra: { tooltip?: string; maxVal?: number } = {}): InputTextAreaField {
  return { slug, type: 'inputTextArea', props: defined({ label, ...extra }) };
}

export function radio(slug: string, label: string, options: FieldOption[] = YES_NO, tooltip?: string): RadioField {
  return { slug, type: 'radio', props: defined({ label, options, tooltip }) };
}

export function singleSelect(slug: string, label: string, options: FieldOption[], tooltip?: string): SingleSelectField {
  return { slug, type: 'singleSelectDropdown', props: defined({ label, options, tooltip }) };
}

export function multiSelect(slug: string, label: string, options: FieldOption[], tooltip?: string): MultiSelectField {
  return { slug, type: 'multiSelectDropdown', props: defined({ label, options, tooltip }) };
}

/** Without options: one box that must be ticked (a confirmation). With options: a group of boxes. */
export function checkbox(slug: string, label: string, options?: FieldOption[], tooltip?: string): CheckboxField {
  return { slug, type: 'checkbox', props: defined({ label, options, tooltip }) };
}

/** An upload into the company's files (Essential area); the answer is the file's id. */
export function upload(slug: string, label: string, tooltip?: string): FileInputField {
  return { slug, type: 'fileInput', props: defined({ label, tooltip, uploadedArea: 'ESSENTIAL' as const }) };
}

export function linkButton(slug: string, label: string, url: string): ButtonField {
  return { slug, type: 'button', props: { label, url } };
}

export function group(
  slug: string,
  title: string,
  layout: { viewType: GroupViewType; columns: 1 | 2 | 3 | 4; repeatable?: boolean; tooltip?: string },
  children: FormField[],
): FormGroupField {
  return {
    slug,
    type: 'formGroup',
    props: defined({ title, viewType: layout.viewType, columns: layout.columns, multipleDynamicInputs: layout.repeatable ?? false, tooltip: layout.tooltip }),
    children,
  };
}

/** Options whose value is a stable code and whose label is what the vendor reads. */
export const options = (pairs: readonly (readonly [value: string, label: string])[]): FieldOption[] => pairs.map(([value, label]) => ({ label, value }));

/** The fifty states and the District of Columbia, by USPS code (licences, incorporation). */
export const US_STATES: FieldOption[] = options([
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);
