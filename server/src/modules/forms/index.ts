import { defineModule } from '../module.js';
import { FormSetting } from './form-setting.entity.js';
import { FormTemplate } from './form-template.entity.js';

export { FORM_CATEGORIES, type FormCategory } from './form-categories.js';
export { FormCategoryEnum } from './form-category.enum.js';
export { FORM_SETTINGS, FormSetting } from './form-setting.entity.js';
export { FormTemplate } from './form-template.entity.js';
export { latestTemplate, safetyFormEmployeeCount } from './form-lookup.js';

/**
 * Versioned, immutable form definitions per category, designed in the form builder, and the builder's
 * settings (the Safety Lite employee threshold).
 */
export const formsModule = defineModule({ name: 'forms', entities: [FormTemplate, FormSetting] });
