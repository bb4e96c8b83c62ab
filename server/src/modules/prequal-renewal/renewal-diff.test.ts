import type { FormField } from '@portal/common/forms/field-model';
import { describe, expect, it } from 'vitest';
import { diffAnswers, wholeFormChanged } from './renewal-diff.js';

const opts = (...values: string[]) => values.map((value) => ({ label: value.toUpperCase(), value }));
const FIELDS: FormField[] = [
  { slug: 'emr', type: 'inputText', props: { label: 'EMR', type: 'float' } },
  { slug: 'revenue', type: 'inputText', props: { label: 'Revenue', type: 'currency' } },
  { slug: 'bank', type: 'inputText', props: { label: 'Bank', type: 'text' } },
  { slug: 'trades', type: 'multiSelectDropdown', props: { label: 'Trades', options: opts('a', 'b', 'c') } },
  {
    slug: 'people',
    type: 'formGroup',
    props: { title: 'Competent persons', viewType: 'vertical', columns: 2, multipleDynamicInputs: true },
    children: [
      { slug: 'name', type: 'inputText', props: { label: 'Name', type: 'text' } },
      { slug: 'years', type: 'inputText', props: { label: 'Years', type: 'number' } },
    ],
  },
];

describe('diffAnswers', () => {
  it('reports a changed scalar with before and after, and nothing for equal answers', () => {
    expect(diffAnswers(FIELDS, { emr: 0.82, bank: 'Chesapeake' }, { emr: 0.82, bank: 'Chesapeake' })).toEqual([]);
    expect(diffAnswers(FIELDS, { emr: 0.82 }, { emr: 0.9 })).toEqual([{ path: 'emr', label: 'EMR', before: 0.82, after: 0.9 }]);
  });

  it('answered, unanswered: null on the missing side; blank text counts as unanswered', () => {
    expect(diffAnswers(FIELDS, {}, { bank: 'New Bank' })).toEqual([{ path: 'bank', label: 'Bank', before: null, after: 'New Bank' }]);
    expect(diffAnswers(FIELDS, { bank: 'Old' }, { bank: '  ' })).toEqual([{ path: 'bank', label: 'Bank', before: 'Old', after: null }]);
    expect(diffAnswers(FIELDS, { bank: ' Same ' }, { bank: 'Same' })).toEqual([]);
  });

  it('normalises money as stored: "$1,234.5" equals "1234.50"', () => {
    expect(diffAnswers(FIELDS, { revenue: '$1,234.5' }, { revenue: '1234.50' })).toEqual([]);
    expect(diffAnswers(FIELDS, { revenue: 1234.5 }, { revenue: '1234.50' })).toEqual([]);
    expect(diffAnswers(FIELDS, { revenue: '1234.50' }, { revenue: '1234.51' })).toEqual([{ path: 'revenue', label: 'Revenue', before: '1234.50', after: '1234.51' }]);
  });

  it('compares a multi-select as a set: order does not matter', () => {
    expect(diffAnswers(FIELDS, { trades: ['b', 'a'] }, { trades: ['a', 'b'] })).toEqual([]);
    expect(diffAnswers(FIELDS, { trades: ['b', 'a'] }, { trades: ['c', 'a'] })).toEqual([{ path: 'trades', label: 'Trades', before: ['a', 'b'], after: ['a', 'c'] }]);
  });

  it('compares repeatable groups row by row, cell by cell; added and removed rows report their cells', () => {
    const before = {
      people: [
        { name: 'Dana', years: 4 },
        { name: 'Lee', years: 2 },
      ],
    };
    expect(
      diffAnswers(FIELDS, before, {
        people: [
          { name: 'Dana', years: '4' },
          { name: 'Lee', years: 2 },
        ],
      }),
    ).toEqual([]);
    expect(diffAnswers(FIELDS, before, { people: [{ name: 'Dana', years: 5 }, { name: 'Lee', years: 2 }, { name: 'Kim' }] })).toEqual([
      { path: 'people.0.years', label: 'Competent persons, row 1: Years', before: 4, after: 5 },
      { path: 'people.2.name', label: 'Competent persons, row 3: Name', before: null, after: 'Kim' },
    ]);
    expect(diffAnswers(FIELDS, before, { people: [{ name: 'Dana', years: 4 }] })).toEqual([
      { path: 'people.1.name', label: 'Competent persons, row 2: Name', before: 'Lee', after: null },
      { path: 'people.1.years', label: 'Competent persons, row 2: Years', before: 2, after: null },
    ]);
  });

  it('keeps an answer that no longer fits as given, and ignores slugs the current version does not have', () => {
    expect(diffAnswers(FIELDS, { emr: 'n/a', gone: 'x' }, { emr: 1 })).toEqual([{ path: 'emr', label: 'EMR', before: 'n/a', after: 1 }]);
  });
});

describe('wholeFormChanged', () => {
  it('reports every question of the form, answered or not, before null', () => {
    const all = wholeFormChanged(FIELDS, { emr: 1, people: [{ name: 'Dana' }] });
    expect(all.map((q) => [q.path, q.before, q.after])).toEqual([
      ['emr', null, 1],
      ['revenue', null, null],
      ['bank', null, null],
      ['trades', null, null],
      ['people.0.name', null, 'Dana'],
      ['people.0.years', null, null],
    ]);
  });
});
