import { registerEnumType } from 'type-graphql';
import { asEnum } from '../../graphql/enums.js';
import { FORM_CATEGORIES } from './form-categories.js';

/** The GraphQL enum FormCategory: the form builder's tabs and the prequalification forms use the one registration. */
export const FormCategoryEnum = asEnum(FORM_CATEGORIES);
registerEnumType(FormCategoryEnum, { name: 'FormCategory' });
