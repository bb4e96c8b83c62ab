import { describe, expect, it } from 'vitest';
import { parseTemplateFields } from './template-schema.js';

const text = (slug: string, props: Record<string, unknown> = {}) => ({ slug, type: 'inputText', props: { label: `Q ${slug}`, type: 'text', ...props } });
const errorsOf = (fields: unknown) => {
  const parsed = parseTemplateFields(fields);
  return parsed.success ? [] : parsed.errors;
};

describe('parseTemplateFields', () => {
  it('accepts a well-formed tree, cleans text and drops userInput', () => {
    const parsed = parseTemplateFields([
      { ...text('a', { label: '  EMR &amp; TRIR ' }), userInput: 'x' },
      {
        slug: 'g',
        type: 'formGroup',
        props: { title: 'Group', viewType: 'horizontal', columns: 4, multipleDynamicInputs: true },
        children: [text('b'), { slug: 'c', type: 'radio', props: { label: 'C', options: [{ label: 'Yes', value: 'yes' }] } }],
      },
      { slug: 'link', type: 'button', props: { label: 'OSHA', url: 'https://www.osha.gov/' } },
    ]);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.fields[0]).toEqual({ slug: 'a', type: 'inputText', props: { label: 'EMR & TRIR', type: 'text' } });
  });

  it('refuses duplicate slugs anywhere in the tree', () => {
    const group = { slug: 'g', type: 'formGroup', props: { title: 'G', viewType: 'vertical', columns: 1, multipleDynamicInputs: false }, children: [text('a')] };
    expect(errorsOf([text('a'), group])).toEqual(['Slug a is used more than once']);
  });

  it('refuses choices without options, min above max, bad columns, empty groups and nested repeatable groups', () => {
    expect(errorsOf([{ slug: 's', type: 'singleSelectDropdown', props: { label: 'S', options: [] } }])).toEqual(['Field s options: Add at least one option']);
    expect(errorsOf([{ slug: 's', type: 'radio', props: { label: 'S' } }])).toEqual(['Field s options: Add at least one option']);
    expect(errorsOf([text('n', { type: 'number', minVal: 5, maxVal: 1 })])).toEqual(['Q n (n): the minimum must not be greater than the maximum']);
    expect(
      errorsOf([{ slug: 'g', type: 'formGroup', props: { title: 'G', viewType: 'vertical', columns: 5, multipleDynamicInputs: false }, children: [text('a')] }]),
    ).toEqual(['Field g columns: Columns must be 1 to 4']);
    expect(errorsOf([{ slug: 'g', type: 'formGroup', props: { title: 'G', viewType: 'vertical', columns: 1, multipleDynamicInputs: false }, children: [] }])).toEqual([
      'Field g: A group needs at least one field',
    ]);
    const inner = { slug: 'inner', type: 'formGroup', props: { title: 'Inner', viewType: 'vertical', columns: 1, multipleDynamicInputs: true }, children: [text('a')] };
    expect(
      errorsOf([{ slug: 'outer', type: 'formGroup', props: { title: 'Outer', viewType: 'vertical', columns: 1, multipleDynamicInputs: true }, children: [inner] }]),
    ).toEqual(['Inner (inner): a repeatable group cannot sit inside another repeatable group']);
  });

  it('refuses unknown types, bad slugs, children on a question, and an empty form', () => {
    expect(errorsOf([{ slug: 'x', type: 'slider', props: { label: 'X' } }])[0]).toMatch(/^Field x type: Field type must be one of/);
    expect(errorsOf([text('1abc')])[0]).toMatch(/^Field 1abc slug: Slug must start with a letter/);
    expect(errorsOf([{ ...text('a'), children: [text('b')] }])).toEqual(['Field a: Only a group holds other fields']);
    expect(errorsOf([])).toEqual(['A form needs at least one field']);
    expect(errorsOf([text('a', { label: '   ' })])).toEqual(['Field a label: Label is required']);
  });
});
