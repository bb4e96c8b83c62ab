import { FIELD_TYPES, INPUT_TEXT_TYPES, isAnswerField, isGroup, labelOf, walkFields, type FormField } from '@portal/common/forms/field-model';
import { validateAnswers } from '@portal/common/forms/answers';
import { parseTemplateFields } from '@portal/common/forms/template-schema';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_CATEGORIES } from '../form-categories.js';
import { DEFAULT_TEMPLATES } from './index.js';

/**
 * The shipped questionnaires (version 1 of each category). They are frozen: the checksums below pin what
 * the migration inserted, so an edit here fails instead of silently differing from databases that already
 * hold version 1. Change a questionnaire by saving a new version in the form builder.
 */
const FROZEN_SHA256: Record<string, string> = {
  SAFETY: '10a87134ee5c161f9b520ffc2fcf97c9d6044181970a8caec4a8bd620760acf5',
  SAFETY_LITE: 'd4c4d62a0edbfe6b3f4f6648d368df3986d700fa6807a1a9dce174721cf50742',
  FINANCIAL: '57947e949cb36f8283aa26d9289a06c67cc9389dd5d9d391194413a6bd3d456d',
  LEGAL: '734d2e8d6943450295c8d32648cc88168840fdfc1892457a0de0669102954621',
};

const all = () => FORM_CATEGORIES.flatMap((c) => walkFields(DEFAULT_TEMPLATES[c]).map(({ field, dynamicGroup }) => ({ category: c, field, dynamicGroup })));

describe('the default templates', () => {
  it.each(FORM_CATEGORIES)('%s passes the template schema unchanged (nothing cleaned away, nothing added)', (category) => {
    const parsed = parseTemplateFields(DEFAULT_TEMPLATES[category]);
    expect(parsed.success ? [] : parsed.errors).toEqual([]);
    if (parsed.success) expect(parsed.fields).toEqual(DEFAULT_TEMPLATES[category]);
  });

  it.each(FORM_CATEGORIES)('%s is frozen as version 1 (a change is a new version through the form builder)', (category) => {
    const sha = createHash('sha256').update(JSON.stringify(DEFAULT_TEMPLATES[category])).digest('hex');
    expect(sha).toBe(FROZEN_SHA256[category]);
  });

  it('use every field type, every input type, both group layouts, columns 1 to 4, a repeatable group, checkboxes with and without options', () => {
    const fields = all().map((f) => f.field);
    expect(new Set(fields.map((f) => f.type))).toEqual(new Set(FIELD_TYPES));
    expect(new Set(fields.flatMap((f) => (f.type === 'inputText' ? [f.props.type] : [])))).toEqual(new Set(INPUT_TEXT_TYPES));
    const groups = fields.filter(isGroup);
    expect(new Set(groups.map((g) => g.props.viewType))).toEqual(new Set(['horizontal', 'vertical']));
    expect(new Set(groups.map((g) => g.props.columns))).toEqual(new Set([1, 2, 3, 4]));
    expect(groups.some((g) => g.props.multipleDynamicInputs)).toBe(true);
    const checkboxes = fields.flatMap((f) => (f.type === 'checkbox' ? [f] : []));
    expect(checkboxes.some((c) => c.props.options)).toBe(true);
    expect(checkboxes.some((c) => !c.props.options)).toBe(true);
  });

  it('ask real questions: every label is sentence text, options have labels and values, slugs are lower snake case', () => {
    for (const { field } of all()) {
      expect(field.slug).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(labelOf(field).length, field.slug).toBeGreaterThan(2);
      if ('options' in field.props && field.props.options) {
        for (const o of field.props.options) expect(o.label && o.value, field.slug).toBeTruthy();
      }
    }
  });

  it('ask what the issue lists', () => {
    const slugs = (c: (typeof FORM_CATEGORIES)[number]) => new Set(walkFields(DEFAULT_TEMPLATES[c]).map(({ field }) => field.slug));
    const safety = slugs('SAFETY');
    for (const n of [1, 2, 3]) {
      for (const s of ['emr', 'trir', 'dart', 'osha_hours_worked', 'osha_recordable_cases', 'osha_days_away_cases', 'osha_restricted_cases', 'osha_fatalities'])
        expect(safety).toContain(`${s}_year_${n}`);
    }
    for (const s of ['safety_program_document', 'safety_training_program_document', 'drug_testing_program', 'competent_persons', 'safety_confirmation'])
      expect(safety).toContain(s);
    const financial = slugs('FINANCIAL');
    for (const s of [
      'revenue_year_1',
      'revenue_year_3',
      'working_capital',
      'net_worth',
      'current_assets',
      'current_liabilities',
      'bonding_company',
      'bonding_single_limit',
      'bonding_aggregate_limit',
      'bank_reference',
      'financial_statements',
      'gl_each_occurrence_limit',
      'workers_comp_carrier',
    ])
      expect(financial).toContain(s);
    const legal = slugs('LEGAL');
    for (const s of [
      'litigation_5_years_answer',
      'liens_5_years_answer',
      'debarment_answer',
      'licenses',
      'license_state',
      'ownership_type',
      'owners',
      'w9_confirmation',
    ])
      expect(legal).toContain(s);
    expect(walkFields(DEFAULT_TEMPLATES.SAFETY_LITE).filter(({ field }) => isAnswerField(field)).length).toBeLessThanOrEqual(14);
  });

  it.each(FORM_CATEGORIES)('%s can be answered completely and submitted (the answers validator accepts a full set)', (category) => {
    const fields = DEFAULT_TEMPLATES[category];
    const result = validateAnswers(fields, answerEverything(fields), 'submit');
    expect(result.success ? [] : result.errors).toEqual([]);
  });
});

/** A plausible answer for every question, rows included. */
function answerEverything(fields: readonly FormField[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const answer = (field: FormField): unknown => {
    switch (field.type) {
      case 'inputText': {
        const { type, minVal, maxVal } = field.props;
        if (type === 'text') return 'x'.repeat(Math.max(minVal ?? 1, 1));
        const value = Math.min(Math.max(1, minVal ?? 1), maxVal ?? 1);
        return type === 'currency' ? `${value}.00` : value;
      }
      case 'inputTextArea':
        return 'None';
      case 'singleSelectDropdown':
      case 'radio':
        return field.props.options[0]!.value;
      case 'multiSelectDropdown':
        return [field.props.options[0]!.value];
      case 'checkbox':
        return field.props.options ? [field.props.options[0]!.value] : true;
      case 'fileInput':
        return '6f1c7f55-3a8e-4c1b-9a51-0f6e2b1d4c10';
      default:
        return undefined;
    }
  };
  const fill = (list: readonly FormField[], into: Record<string, unknown>) => {
    for (const field of list) {
      if (isGroup(field) && field.props.multipleDynamicInputs) {
        const row: Record<string, unknown> = {};
        fill(field.children, row);
        into[field.slug] = [row];
      } else if (isGroup(field)) fill(field.children, into);
      else if (isAnswerField(field)) into[field.slug] = answer(field);
    }
  };
  fill(fields, answers);
  return answers;
}
