import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES, answerErrorsMessage, answersOf, draftAnswers, fileIdsIn, normalizeMoney, validateAnswers, withAnswers } from './answers.js';
import type { FormField } from './field-model.js';

const FILE_ID = '0b8f1c3e-4a5d-4e6f-8a9b-0c1d2e3f4a5b';

const FIELDS: FormField[] = [
  { slug: 'emr', type: 'inputText', props: { label: 'EMR', type: 'float', minVal: 0, maxVal: 5 } },
  { slug: 'employees', type: 'inputText', props: { label: 'Employees', type: 'number', minVal: 1 } },
  { slug: 'revenue', type: 'inputText', props: { label: 'Revenue', type: 'currency', minVal: 0, maxVal: 1000000000 } },
  { slug: 'program', type: 'inputText', props: { label: 'Program name', type: 'text', minVal: 2, maxVal: 20 } },
  { slug: 'notes', type: 'inputTextArea', props: { label: 'Notes', maxVal: 10 } },
  {
    slug: 'drug',
    type: 'radio',
    props: {
      label: 'Drug testing',
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
    },
  },
  { slug: 'state', type: 'singleSelectDropdown', props: { label: 'State', options: [{ label: 'Maryland', value: 'MD' }] } },
  {
    slug: 'sectors',
    type: 'multiSelectDropdown',
    props: {
      label: 'Sectors',
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
    },
  },
  { slug: 'confirm', type: 'checkbox', props: { label: 'I confirm' } },
  { slug: 'program_file', type: 'fileInput', props: { label: 'Safety program' } },
  { slug: 'osha_link', type: 'button', props: { label: 'OSHA forms', url: 'https://www.osha.gov/recordkeeping/forms' } },
  {
    slug: 'history',
    type: 'formGroup',
    props: { title: 'History', viewType: 'horizontal', columns: 2, multipleDynamicInputs: false },
    children: [{ slug: 'trir_2025', type: 'inputText', props: { label: 'TRIR 2025', type: 'float', minVal: 0 } }],
  },
  {
    slug: 'licences',
    type: 'formGroup',
    props: { title: 'Licences', viewType: 'vertical', columns: 2, multipleDynamicInputs: true },
    children: [
      { slug: 'licence_state', type: 'singleSelectDropdown', props: { label: 'State', options: [{ label: 'Maryland', value: 'MD' }] } },
      { slug: 'licence_number', type: 'inputText', props: { label: 'Number', type: 'text' } },
    ],
  },
];

const COMPLETE = {
  emr: '0.85',
  employees: 40,
  revenue: '$1,250,000.5',
  program: 'Safe Start',
  notes: 'ok',
  drug: 'yes',
  state: 'MD',
  sectors: ['a', 'b', 'a'],
  confirm: true,
  program_file: FILE_ID.toUpperCase(),
  trir_2025: 1.2,
  licences: [{ licence_state: 'MD', licence_number: 'MHIC-1234' }],
};

const errorsOf = (input: unknown, mode: 'draft' | 'submit' = 'draft') => {
  const result = validateAnswers(FIELDS, input, mode);
  return result.success ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);
};

describe('validateAnswers', () => {
  it('accepts a complete form and stores typed, normalized answers', () => {
    const result = validateAnswers(FIELDS, COMPLETE, 'submit');
    expect(result).toEqual({
      success: true,
      answers: {
        ...COMPLETE,
        emr: 0.85,
        revenue: '1250000.50',
        sectors: ['a', 'b'],
        program_file: FILE_ID,
      },
    });
  });

  it('a draft may leave anything out; a submitted form answers every field', () => {
    expect(validateAnswers(FIELDS, { emr: 1 }, 'draft')).toEqual({ success: true, answers: { emr: 1 } });
    expect(errorsOf({ emr: 1, confirm: false, licences: [] }, 'submit')).toEqual([
      'employees: Required',
      'revenue: Required',
      'program: Required',
      'notes: Required',
      'drug: Required',
      'state: Required',
      'sectors: Required',
      'confirm: Required',
      'program_file: File is required',
      'trir_2025: Required',
      'licences: Add at least one row',
    ]);
    expect(errorsOf({ ...COMPLETE, licences: [{ licence_state: 'MD' }] }, 'submit')).toEqual(['licences.0.licence_number: Required']);
  });

  it('refuses ill-typed answers even in a draft, naming the field', () => {
    expect(errorsOf({ emr: 'abc' })).toEqual(['emr: Must be a number']);
    expect(errorsOf({ emr: 7 })).toEqual(['emr: Must be at most 5']);
    expect(errorsOf({ emr: -0.1 })).toEqual(['emr: Must be at least 0']);
    expect(errorsOf({ employees: 2.5 })).toEqual(['employees: Must be a whole number']);
    expect(errorsOf({ employees: 0 })).toEqual(['employees: Must be at least 1']);
    expect(errorsOf({ revenue: '12.345' })).toEqual(['revenue: Must be an amount such as 1234.56']);
    expect(errorsOf({ revenue: 1.5 })).toEqual([]);
    expect(errorsOf({ revenue: '1000000000.01' })).toEqual(['revenue: Must be at most 1000000000']);
    expect(errorsOf({ program: 'x' })).toEqual(['program: Must be at least 2 characters']);
    expect(errorsOf({ notes: 'far too long here' })).toEqual(['notes: Must be at most 10 characters']);
    expect(errorsOf({ drug: 'maybe' })).toEqual(['drug: Choose one of the options']);
    expect(errorsOf({ sectors: ['a', 'z'] })).toEqual(['sectors: Choose one of the options']);
    expect(errorsOf({ confirm: 'yes' })).toEqual(['confirm: Required']);
    expect(errorsOf({ program_file: '../etc/passwd' })).toEqual(['program_file: Must be an uploaded file']);
    expect(errorsOf({ program: 42 })).toEqual(['program: Must be text']);
    expect(errorsOf({ licences: [{ licence_state: 'VA' }] })).toEqual(['licences.0.licence_state: Choose one of the options']);
    expect(errorsOf({ licences: 'MD' })).toEqual(['licences: Each row must be an object keyed by field slug']);
  });

  it('refuses unknown slugs, buttons, groups and a repeatable group child answered outside its rows', () => {
    expect(errorsOf({ nope: 1, osha_link: 'x', history: 'x', licence_number: 'y' })).toEqual([
      'nope: Unknown field',
      'osha_link: Unknown field',
      'history: Unknown field',
      'licence_number: Unknown field',
    ]);
    expect(errorsOf({ licences: [{ other: 1 }] })).toEqual(['licences.0.other: Unknown field']);
    expect(errorsOf([1, 2])).toEqual([': Answers must be an object keyed by field slug']);
    expect(errorsOf(null)).toEqual([': Answers must be an object keyed by field slug']);
  });

  it('joins errors into one sentence per field', () => {
    const result = validateAnswers(FIELDS, { emr: 9, licences: [{ licence_state: 'VA' }] }, 'draft');
    expect(result.success).toBe(false);
    if (!result.success) expect(answerErrorsMessage(result.errors)).toBe('EMR: Must be at most 5. Licences, row 1: State: Choose one of the options.');
  });
});

describe('draftAnswers', () => {
  it('keeps answers of the right kind that break their limits, and lists them for Submit', () => {
    const draft = draftAnswers(FIELDS, { emr: '9', employees: 0, program: 'x', notes: 'far too long here', revenue: '1000000000.01' });
    expect(draft.answers).toEqual({ emr: 9, employees: 0, program: 'x', notes: 'far too long here', revenue: '1000000000.01' });
    expect(draft.pending.map((e) => `${e.path}: ${e.message}`)).toEqual([
      'emr: Must be at most 5',
      'employees: Must be at least 1',
      'revenue: Must be at most 1000000000',
      'program: Must be at least 2 characters',
      'notes: Must be at most 10 characters',
    ]);
    expect(draft.refused).toEqual([]);
    expect(validateAnswers(FIELDS, draft.answers, 'submit').success).toBe(false);
  });

  it('refuses ill-typed, oversized and unknown answers, keeping everything else', () => {
    const draft = draftAnswers(FIELDS, {
      emr: 'abc',
      employees: 12,
      program: 'x'.repeat(501),
      drug: 'maybe',
      program_file: '../etc/passwd',
      licences: [{ licence_state: 'MD', licence_number: { $ne: 1 } }],
      extra: 1,
    });
    expect(draft.answers).toEqual({ employees: 12, licences: [{ licence_state: 'MD' }] });
    expect(draft.refused.map((e) => e.path).sort()).toEqual(['drug', 'emr', 'extra', 'licences.0.licence_number', 'program', 'program_file']);
    expect(draftAnswers(FIELDS, 'garbage').refused.map((e) => e.message)).toEqual([ANSWER_MESSAGES.notAnObject]);
  });
});

describe('money', () => {
  it('is exact', () => {
    expect(normalizeMoney('$1,234.5')).toBe('1234.50');
    expect(normalizeMoney('0012')).toBe('12.00');
    expect(normalizeMoney('-0.00')).toBe('0.00');
    expect(normalizeMoney('-3.1')).toBe('-3.10');
    expect(normalizeMoney('999999999999999.99')).toBe('999999999999999.99');
    expect(normalizeMoney('1e5')).toBeNull();
    expect(normalizeMoney('1.234')).toBeNull();
  });
});

describe('the filled tree', () => {
  it('carries answers in userInput and gives them back', () => {
    const answers = (validateAnswers(FIELDS, COMPLETE, 'submit') as { answers: Record<string, unknown> }).answers;
    const filled = withAnswers(FIELDS, answers);
    expect(filled.find((f) => f.slug === 'emr')?.userInput).toBe(0.85);
    expect(filled.find((f) => f.slug === 'osha_link')).not.toHaveProperty('userInput');
    const history = filled.find((f) => f.slug === 'history') as FormField & { children: FormField[] };
    expect(history.children[0]!.userInput).toBe(1.2);
    expect(answersOf(filled)).toEqual(answers);
    // The template itself is untouched.
    expect(FIELDS[0]).not.toHaveProperty('userInput');
  });

  it('lists the fileIds the answers name', () => {
    expect(fileIdsIn(FIELDS, { program_file: FILE_ID })).toEqual([FILE_ID]);
    expect(fileIdsIn(FIELDS, {})).toEqual([]);
  });
});
