import { z } from 'zod';
import { cleanText } from '../validation/fields.js';
import { FIELD_TYPES, GROUP_VIEW_TYPES, INPUT_TEXT_TYPES, isGroup, labelOf, MAX_GROUP_COLUMNS, walkFields, type FormField } from './field-model.js';

/**
 * What a template must be when it is saved (the form builder, POST /create-form): every field well formed
 * for its type, slugs unique across the whole tree, choices with options, min <= max, 1 to 4 columns,
 * groups with children, no repeatable group inside another. Saved templates are immutable versions, so
 * this is the only gate between the builder and every form begun afterwards.
 */

export const SLUG_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,79}$/;
export const MAX_TEMPLATE_FIELDS = 1000;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .transform((v) => cleanText(v).trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, `${message.replace(/ is required$/, '')} must be at most ${max} characters`),
    );
const optionalText = (max: number) =>
  z
    .string()
    .transform((v) => cleanText(v).trim())
    .pipe(z.string().max(max))
    .optional();
const finite = z.number().finite();

const option = z.object({ label: text(200, 'Option label is required'), value: text(200, 'Option value is required') });
const options = z
  .array(option, { error: 'Add at least one option' })
  .min(1, 'Add at least one option')
  .max(200)
  .refine((list) => new Set(list.map((o) => o.value)).size === list.length, 'Option values must be unique');

const labelled = { label: text(500, 'Label is required'), tooltip: optionalText(500) };

const PROPS = {
  inputText: z.object({
    ...labelled,
    type: z.enum(INPUT_TEXT_TYPES, { error: 'Input type must be text, number, float or currency' }),
    minVal: finite.optional(),
    maxVal: finite.optional(),
    defaultValue: optionalText(500),
  }),
  inputTextArea: z.object({ ...labelled, maxVal: z.number().int().positive().optional(), defaultValue: optionalText(5000) }),
  singleSelectDropdown: z.object({ ...labelled, options }),
  multiSelectDropdown: z.object({ ...labelled, options }),
  radio: z.object({ ...labelled, options }),
  checkbox: z.object({ ...labelled, options: options.optional() }),
  formGroup: z.object({
    title: text(500, 'Title is required'),
    viewType: z.enum(GROUP_VIEW_TYPES, { error: 'View type must be horizontal or vertical' }),
    columns: z.number().int().min(1, `Columns must be 1 to ${MAX_GROUP_COLUMNS}`).max(MAX_GROUP_COLUMNS, `Columns must be 1 to ${MAX_GROUP_COLUMNS}`),
    multipleDynamicInputs: z.boolean(),
    tooltip: optionalText(500),
  }),
  fileInput: z.object({ ...labelled, uploadedArea: z.literal('ESSENTIAL').optional() }),
  button: z.object({ label: text(200, 'Label is required'), url: z.url({ protocol: /^https?$/, error: 'Link must be an http(s) address' }).optional() }),
} satisfies Record<(typeof FIELD_TYPES)[number], z.ZodType>;

/** One field, its children parsed recursively; `userInput` is never part of a template and is dropped. */
const fieldShape: z.ZodType<FormField> = z.lazy(() =>
  z
    .object({
      slug: z.string({ error: 'Slug is required' }).regex(SLUG_PATTERN, 'Slug must start with a letter and hold only letters, digits, - and _ (at most 80)'),
      type: z.enum(FIELD_TYPES, { error: `Field type must be one of ${FIELD_TYPES.join(', ')}` }),
      props: z.record(z.string(), z.unknown()),
      children: z.array(fieldShape).optional(),
    })
    .transform((raw, ctx) => {
      const props = PROPS[raw.type].safeParse(raw.props);
      if (!props.success) {
        for (const issue of props.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['props', ...issue.path] });
        return z.NEVER;
      }
      if (raw.type === 'formGroup') {
        if (!raw.children?.length) {
          ctx.addIssue({ code: 'custom', message: 'A group needs at least one field', path: ['children'] });
          return z.NEVER;
        }
        return { slug: raw.slug, type: raw.type, props: props.data, children: raw.children } as FormField;
      }
      if (raw.children?.length) {
        ctx.addIssue({ code: 'custom', message: 'Only a group holds other fields', path: ['children'] });
        return z.NEVER;
      }
      return { slug: raw.slug, type: raw.type, props: props.data } as FormField;
    }),
);

/** A template's fields, checked as a whole once each field is well formed. */
export const templateFieldsSchema = z
  .array(fieldShape)
  .min(1, 'A form needs at least one field')
  .superRefine((fields, ctx) => {
    const all = walkFields(fields);
    if (all.length > MAX_TEMPLATE_FIELDS) ctx.addIssue({ code: 'custom', message: `A form holds at most ${MAX_TEMPLATE_FIELDS} fields` });
    const seen = new Set<string>();
    for (const { field, dynamicGroup } of all) {
      if (seen.has(field.slug)) ctx.addIssue({ code: 'custom', message: `Slug ${field.slug} is used more than once` });
      seen.add(field.slug);
      const name = `${labelOf(field)} (${field.slug})`;
      if (field.type === 'inputText' && field.props.minVal !== undefined && field.props.maxVal !== undefined && field.props.minVal > field.props.maxVal) {
        ctx.addIssue({ code: 'custom', message: `${name}: the minimum must not be greater than the maximum` });
      }
      if (field.type === 'inputText' && field.props.type === 'number') {
        for (const bound of [field.props.minVal, field.props.maxVal]) {
          if (bound !== undefined && !Number.isInteger(bound))
            ctx.addIssue({ code: 'custom', message: `${name}: a whole-number field's limits must be whole numbers` });
        }
      }
      if (isGroup(field) && field.props.multipleDynamicInputs && dynamicGroup) {
        ctx.addIssue({ code: 'custom', message: `${name}: a repeatable group cannot sit inside another repeatable group` });
      }
      if (field.type === 'button' && dynamicGroup) ctx.addIssue({ code: 'custom', message: `${name}: a button cannot sit inside a repeatable group` });
    }
  });

/** The template's fields as saved (cleaned, userInput dropped), or the reasons it cannot be. */
export function parseTemplateFields(input: unknown): { success: true; fields: FormField[] } | { success: false; errors: string[] } {
  const parsed = templateFieldsSchema.safeParse(input);
  if (parsed.success) return { success: true, fields: parsed.data };
  return { success: false, errors: parsed.error.issues.map((i) => (i.path.length ? `${describePath(input, i.path)}: ${i.message}` : i.message)) };
}

/** "fields[2] (emr_2024) props.label" style location of an issue, naming the field by its slug where it can. */
function describePath(input: unknown, path: PropertyKey[]): string {
  let node: unknown = input;
  let where = '';
  for (const key of path) {
    if (typeof key === 'number' && Array.isArray(node)) {
      node = node[key];
      const slug = node && typeof node === 'object' && 'slug' in node && typeof node.slug === 'string' ? node.slug : null;
      where = slug ? `Field ${slug}` : `Field ${key + 1}`;
    } else if (node && typeof node === 'object' && key in node) {
      node = (node as Record<PropertyKey, unknown>)[key];
      if (key !== 'children' && key !== 'props') where += ` ${String(key)}`;
    } else {
      where += ` ${String(key)}`;
    }
  }
  return where.trim() || 'Form';
}
