import { defineModule } from '../module.js';
import { insertDefaultTemplates } from './default-templates-seed.js';
import { FormTemplate } from './form-template.entity.js';
import { formsOperations } from './forms.operations.js';
import { FormsService } from './forms.service.js';

export { FORM_CATEGORIES, type FormCategory } from './form-categories.js';
export { FormCategoryEnum } from './form-category.enum.js';
export { FormTemplate } from './form-template.entity.js';
export { latestTemplate, safetyFormEmployeeCount, templateVersion } from './form-lookup.js';
export { categorySchema, FormsService } from './forms.service.js';

declare module '../module.js' {
  interface Services {
    forms: FormsService;
  }
}

/**
 * Versioned, immutable form definitions per category, designed in the form builder, and the builder's
 * settings (the Safety Lite employee threshold). Version 1 of each category ships in default-templates/.
 */
export const formsModule = defineModule({
  name: 'forms',
  entities: [FormTemplate],
  operations: formsOperations,
  services: { forms: ({ em, services }) => new FormsService(em, services.settings) },
  seeds: { reference: insertDefaultTemplates },
});
