import { defineModule } from '../module.js';

export { FORM_CATEGORIES, type FormCategory } from './form-categories.js';

/**
 * Versioned, immutable form definitions per category, designed in the form builder. The home of the
 * form-builder issue; it adds its entities, resolvers, routes and services here.
 */
export const formsModule = defineModule({ name: 'forms' });
