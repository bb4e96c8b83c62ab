import { describe, expect, it } from 'vitest';
import { draftOf, fieldOfDraft, newOption } from './field-draft';
import type { FieldData } from './field-tree';
import { blankField } from './field-types';
import { slugify, uniqueSlug } from './slug';

const none = new Set<string>();

describe('slugs', () => {
  it('come from labels, start with a letter and stay unique', () => {
    expect(slugify('EMR 2024')).toBe('emr_2024');
    expect(slugify('  Total hours worked (all employees)? ')).toBe('total_hours_worked_all_employees');
    expect(slugify('2024 revenue')).toBe('field_2024_revenue');
    expect(slugify('Société générale')).toBe('societe_generale');
    expect(slugify('???')).toBe('');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
    expect(uniqueSlug('emr', new Set(['emr', 'emr_2']))).toBe('emr_3');
    expect(uniqueSlug('emr', none)).toBe('emr');
  });
});

describe('the field editor draft', () => {
  it('round-trips every property of a field', () => {
    const fields: FieldData[] = [
      { slug: 'rev', type: 'inputText', props: { label: 'Revenue', tooltip: 'Last year', type: 'currency', minVal: 0, maxVal: 1e9, defaultValue: '0' } },
      { slug: 'notes', type: 'inputTextArea', props: { label: 'Notes', maxVal: 2000, defaultValue: 'None' } },
      { slug: 'states', type: 'multiSelectDropdown', props: { label: 'States', options: [{ label: 'Maryland', value: 'MD' }] } },
      { slug: 'ok', type: 'checkbox', props: { label: 'I confirm' } },
      { slug: 'lic', type: 'formGroup', props: { title: 'Licences', viewType: 'horizontal', columns: 3, multipleDynamicInputs: true, tooltip: 'One per state' } },
      { slug: 'w9', type: 'fileInput', props: { label: 'W-9', uploadedArea: 'ESSENTIAL' } },
      { slug: 'osha', type: 'button', props: { label: 'OSHA 300A', url: 'https://www.osha.gov/300a.pdf' } },
    ];
    for (const field of fields) {
      const result = fieldOfDraft(field.type, draftOf(field), none);
      expect(result).toEqual({ data: field });
    }
  });

  it('names the inputs in error, from the template schema and the builder own rules', () => {
    const choice = draftOf(blankField('radio'));
    const result = fieldOfDraft('radio', { ...choice, slug: '1x', options: [newOption('Yes', 'yes'), newOption('', 'yes')] }, none);
    expect(result).toMatchObject({
      errors: { slug: expect.stringMatching(/^Slug must start with a letter/), label: 'Label is required' },
    });
    const errors = 'errors' in result ? result.errors : {};
    expect(Object.values(errors.optionErrors ?? {})).toEqual([{ label: 'Option label is required' }]);

    const text = { ...draftOf(blankField('inputText')), slug: 'n', label: 'N', inputType: 'number' as const };
    expect(fieldOfDraft('inputText', { ...text, minVal: '5', maxVal: '1' }, none)).toEqual({ errors: { maxVal: 'Maximum must not be less than the minimum' } });
    expect(fieldOfDraft('inputText', { ...text, minVal: 'abc' }, none)).toEqual({ errors: { minVal: 'Minimum must be a number' } });
    expect(fieldOfDraft('inputText', { ...text, minVal: '1.5' }, none)).toEqual({ errors: { minVal: 'Minimum must be a whole number' } });
    expect(fieldOfDraft('inputText', text, new Set(['n']))).toEqual({ errors: { slug: 'Slug n is already used by another field' } });

    const button = { ...draftOf(blankField('button')), slug: 'b', label: 'B', url: 'ftp://x' };
    expect(fieldOfDraft('button', button, none)).toEqual({ errors: { url: 'Link must be an http(s) address' } });
    const dupes = { ...draftOf(blankField('singleSelectDropdown')), slug: 's', label: 'S', options: [newOption('A', 'a'), newOption('B', 'a')] };
    expect(fieldOfDraft('singleSelectDropdown', dupes, none)).toEqual({ errors: { options: 'Option values must be unique' } });
    expect(fieldOfDraft('singleSelectDropdown', { ...dupes, options: [] }, none)).toEqual({ errors: { options: 'Add at least one option' } });
  });

  it('cleans what it keeps: trimmed text, no empty optional properties', () => {
    const draft = { ...draftOf(blankField('inputText')), slug: ' q ', label: '  Question  ', tooltip: '  ', defaultValue: '' };
    expect(fieldOfDraft('inputText', draft, none)).toEqual({ data: { slug: 'q', type: 'inputText', props: { label: 'Question', type: 'text' } } });
  });
});
