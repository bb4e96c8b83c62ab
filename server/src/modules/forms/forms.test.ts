import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, type TestPortal } from '../../../test/harness.js';
import { DEFAULT_TEMPLATES } from './default-templates/index.js';
import { FORM_CATEGORIES } from './form-categories.js';
import { FormTemplate } from './form-template.entity.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(() => portal?.stop());

describe('the shipped questionnaires', () => {
  it('a fresh database holds version 1 of each category, exactly the default templates, by Portal defaults', async () => {
    const rows = await portal.em().find(FormTemplate, {}, { orderBy: { category: 'asc' } });
    expect(rows.map((r) => [r.category, r.version, r.createdByName, r.createdById ?? null]).sort()).toEqual(
      FORM_CATEGORIES.map((c) => [c, 1, 'Portal defaults', null]).sort(),
    );
    for (const row of rows) expect(row.fields).toEqual(DEFAULT_TEMPLATES[row.category]);
  });
});
