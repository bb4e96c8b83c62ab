import { formCategoryKeys, SHIPPED_DEPARTMENTS, type ShippedCategory } from '@portal/common/domain/categories';

/**
 * The questionnaire's categories, one versioned form template each: the registry's (common/src/domain/categories.ts),
 * read when needed. A category is stored by its key; the GraphQL enum FormCategory lists the shipped ones.
 */
export const formCategories = formCategoryKeys;

/** The shipped categories (the GraphQL enum, built once as the schema is; the shipped default templates). */
export const FORM_CATEGORIES: readonly ShippedCategory[] = SHIPPED_DEPARTMENTS.flatMap((d) => d.categories.map((c) => c.key));

export type { ShippedCategory };

/**
 * A category's key as the code types it: the registry's shipped keys (SAFETY, SAFETY_LITE, FINANCIAL, LEGAL), so a
 * row added to the registry widens it. The rules read the registry at run time and hold any key it has.
 */
export type FormCategory = ShippedCategory;
