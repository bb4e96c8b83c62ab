import type { FormField } from '@portal/common/forms/field-model';
import type { ShippedCategory } from '../form-categories.js';
import { FINANCIAL_FIELDS } from './financial.js';
import { LEGAL_FIELDS } from './legal.js';
import { SAFETY_LITE_FIELDS } from './safety-lite.js';
import { SAFETY_FIELDS } from './safety.js';

/** Version 1 of every category, as shipped (frozen: see each file); a category added to the registry adds its file here. */
export const DEFAULT_TEMPLATES: Readonly<Record<ShippedCategory, readonly FormField[]>> = {
  SAFETY: SAFETY_FIELDS,
  SAFETY_LITE: SAFETY_LITE_FIELDS,
  FINANCIAL: FINANCIAL_FIELDS,
  LEGAL: LEGAL_FIELDS,
};

/** Who "saved" the shipped versions, as the form builder's history shows it. */
export const DEFAULT_TEMPLATES_AUTHOR = 'Portal defaults';
