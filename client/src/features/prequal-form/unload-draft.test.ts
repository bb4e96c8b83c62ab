import { answersOf } from '@portal/common/forms/answers';
import type { FormField } from '@portal/common/forms/field-model';
import { describe, expect, it } from 'vitest';
import { SAMPLE_ANSWERS, SAMPLE_FIELDS } from './test/sample-fields';
import { unloadDraftBody } from './unload-draft';

describe('unloadDraftBody', () => {
  it('posts the answers tree the server reads back as the same answers, without labels and options', () => {
    const body = JSON.parse(unloadDraftBody('SAFETY', SAMPLE_FIELDS, SAMPLE_ANSWERS, 4, '2027-01')) as {
      formFields: { fields: FormField[] };
    } & Record<string, unknown>;
    expect(body).toMatchObject({ formTemplate: { category: 'SAFETY' }, status: 'DRAFT', version: 4, instance: '2027-01' });
    expect(answersOf(body.formFields.fields)).toEqual(SAMPLE_ANSWERS);
    const text = JSON.stringify(body);
    expect(text).not.toContain('Safety program name');
    expect(text).not.toContain('Healthcare');
    expect(text.length).toBeLessThan(JSON.stringify(SAMPLE_FIELDS).length);
  });
});
