import type { FieldOption, FieldType, FormField, GroupViewType, InputTextType } from '@portal/common/forms/field-model';
import { templateFieldsSchema } from '@portal/common/forms/template-schema';
import type { FieldData } from './field-tree';

/**
 * What the field editor's inputs hold: every property of every type, as the inputs show them (numbers as
 * typed text), so switching nothing loses nothing. `fieldOfDraft` turns it back into a field checked by the
 * template schema of common/ (the rule the server applies on save) plus the slug's uniqueness in the tree.
 */
export interface DraftOption extends FieldOption {
  /** Keeps an option's inputs in place while the list is reordered. */
  id: string;
}

export interface FieldDraft {
  slug: string;
  /** A question's label, or a group's title. */
  label: string;
  tooltip: string;
  inputType: InputTextType;
  minVal: string;
  maxVal: string;
  defaultValue: string;
  options: DraftOption[];
  viewType: GroupViewType;
  columns: string;
  multipleDynamicInputs: boolean;
  url: string;
  uploadedArea: 'ESSENTIAL' | undefined;
}

/** Inputs that can carry an error, by name. */
export type DraftErrors = Partial<
  Record<'slug' | 'label' | 'tooltip' | 'inputType' | 'minVal' | 'maxVal' | 'defaultValue' | 'options' | 'columns' | 'viewType' | 'url', string>
> & {
  /** Per option, by its id. */
  optionErrors?: Record<string, { label?: string; value?: string }>;
  /** Anything not tied to one input. */
  form?: string[];
};

let lastOptionId = 0;
export function newOption(label = '', value = ''): DraftOption {
  lastOptionId += 1;
  return { id: `o${lastOptionId}`, label, value };
}

const text = (value: string | undefined) => value ?? '';
const numberText = (value: number | undefined) => (value === undefined ? '' : String(value));

export function draftOf(data: FieldData): FieldDraft {
  const draft: FieldDraft = {
    slug: data.slug,
    label: '',
    tooltip: '',
    inputType: 'text',
    minVal: '',
    maxVal: '',
    defaultValue: '',
    options: [],
    viewType: 'vertical',
    columns: '1',
    multipleDynamicInputs: false,
    url: '',
    uploadedArea: undefined,
  };
  switch (data.type) {
    case 'formGroup':
      return {
        ...draft,
        label: data.props.title,
        tooltip: text(data.props.tooltip),
        viewType: data.props.viewType,
        columns: String(data.props.columns),
        multipleDynamicInputs: data.props.multipleDynamicInputs,
      };
    case 'button':
      return { ...draft, label: data.props.label, url: text(data.props.url) };
    case 'inputText':
      return {
        ...draft,
        label: data.props.label,
        tooltip: text(data.props.tooltip),
        inputType: data.props.type,
        minVal: numberText(data.props.minVal),
        maxVal: numberText(data.props.maxVal),
        defaultValue: text(data.props.defaultValue),
      };
    case 'inputTextArea':
      return {
        ...draft,
        label: data.props.label,
        tooltip: text(data.props.tooltip),
        maxVal: numberText(data.props.maxVal),
        defaultValue: text(data.props.defaultValue),
      };
    case 'fileInput':
      return { ...draft, label: data.props.label, tooltip: text(data.props.tooltip), uploadedArea: data.props.uploadedArea };
    case 'multiSelectDropdown':
    case 'singleSelectDropdown':
    case 'radio':
    case 'checkbox':
      return {
        ...draft,
        label: data.props.label,
        tooltip: text(data.props.tooltip),
        options: (data.props.options ?? []).map((o) => newOption(o.label, o.value)),
      };
  }
}

const optional = (value: string) => (value.trim() === '' ? undefined : value);
const optionalNumber = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
const optionsOf = (draft: FieldDraft) => draft.options.map(({ label, value }) => ({ label, value }));

/** The field the draft describes, unchecked. */
export function dataOfDraft(type: FieldType, draft: FieldDraft): FieldData {
  const tooltip = optional(draft.tooltip);
  switch (type) {
    case 'formGroup':
      return {
        slug: draft.slug,
        type,
        props: { title: draft.label, viewType: draft.viewType, columns: Number(draft.columns), multipleDynamicInputs: draft.multipleDynamicInputs, tooltip },
      };
    case 'button':
      return { slug: draft.slug, type, props: { label: draft.label, url: optional(draft.url) } };
    case 'inputText':
      return {
        slug: draft.slug,
        type,
        props: {
          label: draft.label,
          tooltip,
          type: draft.inputType,
          minVal: optionalNumber(draft.minVal),
          maxVal: optionalNumber(draft.maxVal),
          defaultValue: optional(draft.defaultValue),
        },
      };
    case 'inputTextArea':
      return { slug: draft.slug, type, props: { label: draft.label, tooltip, maxVal: optionalNumber(draft.maxVal), defaultValue: optional(draft.defaultValue) } };
    case 'fileInput':
      return { slug: draft.slug, type, props: { label: draft.label, tooltip, uploadedArea: draft.uploadedArea } };
    case 'checkbox':
      return { slug: draft.slug, type, props: { label: draft.label, tooltip, options: draft.options.length ? optionsOf(draft) : undefined } };
    case 'multiSelectDropdown':
    case 'singleSelectDropdown':
    case 'radio':
      return { slug: draft.slug, type, props: { label: draft.label, tooltip, options: optionsOf(draft) } };
  }
}

/** Drops the keys left undefined, as the saved JSON would. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The template schema's word on a slug alone, if it refuses it. */
function slugError(slug: string): string | undefined {
  const parsed = templateFieldsSchema.safeParse([{ slug, type: 'button', props: { label: 'Slug check' } }]);
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[1] === 'slug')?.message;
}

const PLACEHOLDER_CHILD: FormField = { slug: 'placeholderChild', type: 'inputText', props: { label: 'Placeholder', type: 'text' } };

/** The number inputs' own rules, which the schema would only report as "expected number". */
function numberErrors(type: FieldType, draft: FieldDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (type !== 'inputText' && type !== 'inputTextArea') return errors;
  const min = optionalNumber(draft.minVal);
  const max = optionalNumber(draft.maxVal);
  if (type === 'inputTextArea') {
    if (max !== undefined && !(Number.isInteger(max) && max > 0)) errors.maxVal = 'Most characters must be a whole number of at least 1';
    return errors;
  }
  const whole = draft.inputType === 'number' || draft.inputType === 'text';
  const check = (value: number | undefined, name: 'Minimum' | 'Maximum') => {
    if (value === undefined) return undefined;
    if (!Number.isFinite(value)) return `${name} must be a number`;
    if (whole && !Number.isInteger(value)) return `${name} must be a whole number`;
    if (draft.inputType === 'text' && value < 0) return `${name} must not be negative`;
    return undefined;
  };
  errors.minVal = check(min, 'Minimum');
  errors.maxVal = check(max, 'Maximum');
  if (!errors.minVal && !errors.maxVal && min !== undefined && max !== undefined && min > max) errors.maxVal = 'Maximum must not be less than the minimum';
  return withoutUndefined(errors);
}

const PROP_INPUTS: Record<string, keyof DraftErrors> = {
  label: 'label',
  title: 'label',
  tooltip: 'tooltip',
  type: 'inputType',
  minVal: 'minVal',
  maxVal: 'maxVal',
  defaultValue: 'defaultValue',
  options: 'options',
  viewType: 'viewType',
  columns: 'columns',
  url: 'url',
};

/**
 * The draft as a field ready for the tree, or the errors of its inputs. `takenSlugs` are the slugs of the
 * other fields of the template: a slug must stay unique across the whole form.
 */
export function fieldOfDraft(type: FieldType, draft: FieldDraft, takenSlugs: ReadonlySet<string>): { data: FieldData } | { errors: DraftErrors } {
  const errors: DraftErrors = numberErrors(type, draft);
  const slug = draft.slug.trim();
  if (!slug) errors.slug = 'Slug is required';
  else if (takenSlugs.has(slug)) errors.slug = `Slug ${slug} is already used by another field`;

  // The schema checks the props only of a field whose slug passed: a placeholder lets both be told at once.
  const slugIssue = slug ? slugError(slug) : undefined;
  if (slugIssue) errors.slug ??= slugIssue;
  const data = withoutUndefined({ ...dataOfDraft(type, { ...draft, slug: slugIssue ? 'placeholderSlug' : slug }) });
  data.props = withoutUndefined(data.props) as typeof data.props;
  const candidate = (type === 'formGroup' ? { ...data, children: [PLACEHOLDER_CHILD] } : data) as FormField;
  const parsed = templateFieldsSchema.safeParse([candidate]);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, where, key, index, part] = issue.path;
      if (where === 'slug') errors.slug ??= issue.message;
      else if (where === 'props' && key === 'options' && typeof index === 'number' && (part === 'label' || part === 'value')) {
        const id = draft.options[index]?.id;
        if (id) {
          errors.optionErrors ??= {};
          errors.optionErrors[id] = { ...errors.optionErrors[id], [part]: errors.optionErrors[id]?.[part] ?? issue.message };
        }
      } else if (where === 'props' && typeof key === 'string' && PROP_INPUTS[key]) {
        const input = PROP_INPUTS[key] as Exclude<keyof DraftErrors, 'optionErrors' | 'form'>;
        errors[input] ??= issue.message;
      } else if (!errors.minVal && !errors.maxVal) {
        // Whole-form rules (min above max and the like) already have their input's message.
        errors.form = [...(errors.form ?? []), issue.message];
      }
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  const [field] = parsed.data as [FormField];
  const { children: _placeholder, ...cleaned } = field as FormField & { children?: FormField[] };
  return { data: cleaned as FieldData };
}
